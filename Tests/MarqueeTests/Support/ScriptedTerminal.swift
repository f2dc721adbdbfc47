import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A terminal played by the test (issue 19): marquee runs as the foreground job of a
/// session whose controlling terminal is a pseudo-terminal; this side reads what it
/// writes, answers its queries as the script says, records every change of grapheme
/// cluster mode 2027 and keeps the cursor's column, measuring by the Terminal Unicode
/// Core rules while the mode is set, so that it can tell where each frame ended.
final class ScriptedTerminal {
    struct Script {
        /// DECRQM 2027's answer; nil: none.
        var graphemeMode: Int?
        /// XTVERSION's answer; nil: none.
        var version: String?
        /// DA2's answer when asked (`ESC [ > 1 ; 4000 ; 26 c`); nil: none.
        var secondaryAttributes: String?
        /// Whether DA1 is answered.
        var answersAttributes = true
        /// DA1's answer (kitty 0.26.5 sends `ESC [ ? 62 ; c`, an empty last parameter).
        var attributes = "\u{1B}[?62;22c"
        /// Keys typed when the query arrives, before the answers.
        var keysBefore: [UInt8] = []
        /// Keys typed between the answers.
        var keysBetween: [UInt8] = []
        /// How long the answers take.
        var delay: TimeInterval = 0
        /// Whether the answers come a byte at a time.
        var splitsAnswers = false
        /// Bytes sent after the answers, as a terminal gone wrong might.
        var garbage: [UInt8] = []
        /// Measures by the Unicode Core rules whatever it says of mode 2027: a terminal
        /// that does not tell the truth, to prove the measure can tell.
        var alwaysMeasuresByUnicodeCore = false
        /// Widths the terminal draws these clusters at, whatever the mode (a probe's
        /// samples).
        var drawnWidths: [String: Int] = [:]
        /// Whether cursor position requests are answered.
        var answersCursor = true
        /// How long each cursor position report takes.
        var cursorDelay: TimeInterval = 0
    }

    /// Clusters whose Terminal Unicode Core widths the test knows, by hand from the
    /// specification: a cluster is as wide as its first scalar that takes a column,
    /// emoji, ZWJ sequences and anything with VS16 are 2.
    static let unicodeCoreWidths: [String: Int] = [
        "क्ष": 1,               // a conjunct: KA, VIRAMA, SSA in one cell run (2 in generic)
        "नि": 1,                // NA with the spacing vowel sign I (2 in generic)
        "👨‍👩‍👧": 2, "❤️": 2, "👍🏽": 2, "🇯🇵": 2, "1️⃣": 2,
        "e\u{301}": 1, "漢": 2, "字": 2,
    ]

    private let master: Int32
    private var child: ChildProcess!
    private let script: Script
    private(set) var transcript: [UInt8] = []
    /// `h` or `l` for each `CSI ? 2027 h/l` seen, in order.
    private(set) var graphemeModeChanges: [Character] = []
    /// The cursor's column at each carriage return or line feed that ended text.
    private(set) var lineEnds: [Int] = []
    /// Clusters the measure did not know.
    private(set) var unknownClusters: [String] = []
    private var answered = false
    /// Whether DA2 (`ESC [ > c`) was asked: a real terminal answers only what it is asked.
    private var askedSecondaryAttributes = false
    private var column = 0
    private var modeIsSet = false
    private var measuresByUnicodeCore: Bool {
        modeIsSet || script.alwaysMeasuresByUnicodeCore || script.graphemeMode == 1 || script.graphemeMode == 3
    }
    private var parsed = 0
    /// Cursor position requests seen.
    private(set) var cursorRequests = 0

    init(_ command: [String], script: Script, columns: UInt16 = 40, environment extra: [String: String] = [:]) throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: 10, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw POSIXError(.ENODEV) }
        self.master = master
        self.script = script
        let path = String(cString: ttyname(slave))
        close(slave)
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        var environment = ChildProcess.inheritedEnvironment
        for name in ["TMUX", "STY", "ZELLIJ", "TERM_PROGRAM", "TERM_PROGRAM_VERSION", "MARQUEE_TERMINAL",
                     "KITTY_WINDOW_ID", "VTE_VERSION", "XTERM_VERSION", "WEZTERM_PANE", "KONSOLE_VERSION"] {
            environment.removeValue(forKey: name)
        }
        environment["TERM"] = "xterm-256color"
        for (name, value) in extra { environment[name] = value }
        child = try ChildProcess(command[0], Array(command.dropFirst()), environment: environment,
                                 controllingTerminal: path, closing: [master])
    }

    deinit {
        child = nil
        close(master)
    }

    var text: String { String(decoding: transcript, as: UTF8.self) }

    func send(signal: Int32) { child.send(signal: signal) }

    /// Plays the terminal until the child ends or `timeout` passes; the exit status.
    @discardableResult
    func run(timeout: TimeInterval = 10, until predicate: (ScriptedTerminal) -> Bool = { _ in false }) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while Date() < deadline {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress, $0.count) }
            if count > 0 {
                transcript += buffer[0..<count]
                interpret()
                if predicate(self) { return nil }
                continue
            }
            if !child.isRunning {
                // Bug (flaky under load): the child could write its last line and exit
                // between the read above and this check, and that line was never read.
                // What it wrote stays readable after it ends: read it to the end.
                while case let count = buffer.withUnsafeMutableBytes({ Glibc.read(master, $0.baseAddress, $0.count) }),
                      count > 0 {
                    transcript += buffer[0..<count]
                    interpret()
                }
                break
            }
            if predicate(self) { return nil }
            usleep(2_000)
        }
        return child.wait(timeout: 0)
    }

    private func type(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        if script.splitsAnswers {
            for byte in bytes {
                _ = [byte].withUnsafeBytes { write(master, $0.baseAddress, 1) }
                usleep(1_000)
            }
        } else {
            _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
        }
    }

    private func answer() {
        answered = true
        type(script.keysBefore)
        if script.delay > 0 { usleep(UInt32(script.delay * 1_000_000)) }
        if let mode = script.graphemeMode { type(Array("\u{1B}[?2027;\(mode)$y".utf8)) }
        type(script.keysBetween)
        if let version = script.version { type(Array("\u{1B}P>|\(version)\u{1B}\\".utf8)) }
        if askedSecondaryAttributes, let secondary = script.secondaryAttributes { type(Array(secondary.utf8)) }
        if script.answersAttributes { type(Array(script.attributes.utf8)) }
        type(script.garbage)
    }

    /// Reads what came since the last call, as a terminal would.
    private func interpret() {
        var index = parsed
        var text: [UInt8] = []
        func endText() {
            guard !text.isEmpty else { return }
            column += measure(String(decoding: text, as: UTF8.self))
            text.removeAll()
        }
        while index < transcript.count {
            let byte = transcript[index]
            if byte == 0x1B {
                guard let end = ScriptedTerminal.sequenceEnd(transcript, from: index) else { break }
                endText()
                let sequence = String(decoding: transcript[index..<end], as: UTF8.self)
                if sequence == "\u{1B}[?2027h" { graphemeModeChanges.append("h"); modeIsSet = true }
                if sequence == "\u{1B}[?2027l" { graphemeModeChanges.append("l"); modeIsSet = false }
                if sequence == "\u{1B}[>c" { askedSecondaryAttributes = true }
                if sequence == "\u{1B}[c" {
                    if !answered {
                        answer()
                    } else if script.answersAttributes {
                        type(Array(script.attributes.utf8))
                    }
                }
                if sequence == "\u{1B}[6n" {
                    cursorRequests += 1
                    if script.cursorDelay > 0 { usleep(UInt32(script.cursorDelay * 1_000_000)) }
                    if script.answersCursor { type(Array("\u{1B}[1;\(column + 1)R".utf8)) }
                }
                index = end
                continue
            }
            if byte == 0x0D || byte == 0x0A {
                endText()
                if column > 0 { lineEnds.append(column) }
                column = 0
            } else {
                text.append(byte)
            }
            index += 1
        }
        // A cluster may go on in the next read: only whole sequences and lines count.
        parsed = index - text.count
    }

    private static func sequenceEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        guard start + 1 < bytes.count else { return nil }
        switch bytes[start + 1] {
        case UInt8(ascii: "["):
            var index = start + 2
            while index < bytes.count {
                if (0x40...0x7E).contains(bytes[index]) { return index + 1 }
                index += 1
            }
            return nil
        case UInt8(ascii: "]"):
            var index = start + 2
            while index + 1 < bytes.count {
                if bytes[index] == 0x07 { return index + 1 }
                if bytes[index] == 0x1B && bytes[index + 1] == UInt8(ascii: "\\") { return index + 2 }
                index += 1
            }
            return nil
        default:
            return start + 2
        }
    }

    /// Columns of `text`: clusters the table knows, longest first, the rest one scalar
    /// at a time, ASCII 1 and anything else unknown.
    private func measure(_ text: String) -> Int {
        var scalars = Substring(text).unicodeScalars[...]
        var total = 0
        // U+200B closes an open cluster at a seam: nothing to draw, in any terminal.
        var widths = measuresByUnicodeCore ? ScriptedTerminal.unicodeCoreWidths : [:]
        widths["\u{200B}"] = 0
        widths.merge(script.drawnWidths) { _, drawn in drawn }
        let known = widths.keys.sorted { $0.unicodeScalars.count > $1.unicodeScalars.count }
        while let first = scalars.first {
            if let cluster = known.first(where: { scalars.starts(with: $0.unicodeScalars) }) {
                total += widths[cluster]!
                scalars = scalars.dropFirst(cluster.unicodeScalars.count)
            } else if first.isASCII {
                total += 1
                scalars = scalars.dropFirst()
            } else {
                unknownClusters.append(String(first))
                scalars = scalars.dropFirst()
            }
        }
        return total
    }
}
