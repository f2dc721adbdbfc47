import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A terminal played by the test (issue 19): marquee runs as the foreground job of a
/// session whose controlling terminal is a pseudo-terminal; this side reads what it
/// writes, answers its queries as the script says, records every change of grapheme
/// cluster mode 2027 and keeps the cursor's column, measuring by the Terminal Unicode
/// Core rules while the mode is set, so that it can tell where each frame ended.
///
/// Answers are scheduled, not slept: each is queued with the time it is due and typed by
/// `run`'s loop, which goes on reading meanwhile, as a slow terminal's line would.
final class ScriptedTerminal {
    /// How each reply comes.
    enum Split {
        /// In one write.
        case whole
        /// The first half at once, the rest `halfGap` later: a reply cut at a read's end.
        case halves
        /// A byte a millisecond, keys too.
        case bytes
    }

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
        /// How long every answer takes after its question: round 1's, DA1's to each later
        /// round, each cursor position report. A slow line, not a slow terminal: answers
        /// to questions asked together come together, the delays do not add up.
        var delay: TimeInterval = 0
        /// Whether the answers come a byte at a time: `split = .bytes`, as older tests say it.
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
        /// How long each cursor position report takes: a slow terminal, these add up.
        var cursorDelay: TimeInterval = 0
        /// How the replies come.
        var split: Split = .whole
        /// How long the second half of a reply takes after the first (`.halves`).
        var halfGap: TimeInterval = 0.06
        /// Never answers anything: no reply of any kind, ever (keys are still typed).
        var answersNothing = false

        var answerSplit: Split { splitsAnswers ? .bytes : split }
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

    /// When the child started, on the monotonic clock.
    let started: TimeInterval
    /// When each of `lineEnds` was read, in seconds since the child started.
    private(set) var lineEndTimes: [TimeInterval] = []
    /// Lines without a cursor position request on them: frames, not a probe's samples,
    /// wherever the probe comes among them. The column each ended at, and when its text
    /// was read, in seconds since the child started (a frame ends only where the next
    /// begins, an interval later).
    private(set) var frames: [(column: Int, time: TimeInterval)] = []
    /// Seconds from the start until the first frame was read; nil when no frame ended.
    var firstFrameDelay: TimeInterval? { frames.first?.time }
    /// When the text of the current line was first read.
    private var lineBegan: TimeInterval?
    /// Whether a cursor position request came since the line began.
    private var lineHasRequest = false
    /// Bytes to type and when, on the monotonic clock, in order.
    private var pending: [(due: TimeInterval, bytes: [UInt8])] = []
    /// When the last queued piece is due: a terminal answers in order.
    private var lastDue: TimeInterval = 0
    /// For `fromShell`: the file whose existence lets the shell read the keys.
    private var settledPath: String?
    private var markerSearchedTo = 0

    static func now() -> TimeInterval {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) / 1e9
    }

    init(_ command: [String], script: Script, columns: UInt16 = 40, environment extra: [String: String] = [:]) throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: 10, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw POSIXError(.ENODEV) }
        self.master = master
        self.script = script
        let path = String(cString: ttyname(slave))
        devicePath = path
        close(slave)
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        var environment = ChildProcess.inheritedEnvironment
        for name in ["TMUX", "STY", "ZELLIJ", "TERM_PROGRAM", "TERM_PROGRAM_VERSION", "MARQUEE_TERMINAL",
                     "KITTY_WINDOW_ID", "VTE_VERSION", "XTERM_VERSION", "WEZTERM_PANE", "KONSOLE_VERSION"] {
            environment.removeValue(forKey: name)
        }
        environment["TERM"] = "xterm-256color"
        // What marquee remembers of a terminal goes to a cache of the test's own, never
        // the user's (docs/terminals.md, "Memory").
        if extra["XDG_CACHE_HOME"] == nil {
            let cache = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-scripted-\(UUID())").path
            environment["XDG_CACHE_HOME"] = cache
            ownCache = cache
        }
        for (name, value) in extra { environment[name] = value }
        started = ScriptedTerminal.now()
        child = try ChildProcess(command[0], Array(command.dropFirst()), environment: environment,
                                 controllingTerminal: path, closing: [master])
    }

    /// The cache made for this terminal, removed with it.
    private(set) var ownCache: String?
    /// The pseudo-terminal's device, the child's controlling terminal.
    let devicePath: String

    deinit {
        child = nil
        close(master)
        if let ownCache { try? FileManager.default.removeItem(atPath: ownCache) }
        if let settledPath { unlink(settledPath) }
    }

    var text: String { String(decoding: transcript, as: UTF8.self) }

    /// Runs marquee with `arguments` as a shell runs a command; once it ends, the shell
    /// reads what the terminal holds for the next command (`stty -icanon -echo`, then
    /// `dd`): the keys typed meanwhile, and any answer left behind. It reads only once this
    /// side has typed every answer queued, however late (it waits for a file this side
    /// makes then), so that no answer slips past after marquee has gone. Its trap lets it
    /// go on after a signal to the group (`sendToGroup`).
    static func fromShell(_ arguments: [String], script: Script, columns: UInt16 = 40,
                          environment: [String: String] = [:]) throws -> ScriptedTerminal {
        let settled = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-settled-\(UUID())").path
        let shell = "trap : INT TERM; \"$0\" \"$@\"; status=$?; stty -icanon -echo min 0 time 3; "
            + "printf '\(statusMarker)%s>' \"$status\"; "
            + "i=0; while [ ! -e \"$SCRIPTED_TERMINAL_SETTLED\" ] && [ $i -lt 500 ]; do sleep 0.01; i=$((i + 1)); done; "
            + "printf 'KEYS<%s>' \"$(dd bs=256 count=1 2>/dev/null)\""
        let terminal = try ScriptedTerminal(["/bin/sh", "-c", shell, marqueePath] + arguments, script: script, columns: columns,
                                            environment: environment.merging(["SCRIPTED_TERMINAL_SETTLED": settled]) { $1 })
        terminal.settledPath = settled
        return terminal
    }

    private static let statusMarker = "STATUS<"

    /// Run `fromShell`: marquee's exit status, as the shell saw it.
    var shellSawStatus: Int32? {
        guard let start = text.range(of: ScriptedTerminal.statusMarker, options: .backwards),
              let end = text[start.upperBound...].firstIndex(of: ">") else { return nil }
        return Int32(text[start.upperBound..<end])
    }

    /// Run `fromShell`: what the shell read after marquee, keys and leftovers.
    var keysAfterwards: String? {
        guard let start = text.range(of: "KEYS<", options: .backwards), text.hasSuffix(">") else { return nil }
        return String(text[start.upperBound...].dropLast())
    }

    /// Run `fromShell`: what the terminal showed after marquee's last output, the line
    /// ended after the restore (`ESC [ ? 25 h`), and before the shell's report: nothing,
    /// unless the terminal echoed an answer that came after marquee gave it back. Nil when
    /// either is missing.
    var shownAfterExit: String? {
        guard let report = text.range(of: ScriptedTerminal.statusMarker, options: .backwards),
              let restore = text.range(of: "\u{1B}[?25h\r\n", options: .backwards, range: text.startIndex..<report.lowerBound)
        else { return nil }
        return String(text[restore.upperBound..<report.lowerBound])
    }

    func send(signal: Int32) { child.send(signal: signal) }

    /// Sends `signal` to the child's process group: to marquee run `fromShell`, and to the
    /// shell, whose trap lets it go on to report.
    func sendToGroup(signal: Int32) { kill(-child.pid, signal) }

    /// Plays the terminal until the child ends or `timeout` passes; the exit status.
    @discardableResult
    func run(timeout: TimeInterval = 10, until predicate: (ScriptedTerminal) -> Bool = { _ in false }) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while Date() < deadline {
            typeWhatIsDue()
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

    /// Types the queued pieces that are due. For `fromShell`, once the shell has said that
    /// marquee ended and nothing more is queued, lets it read.
    private func typeWhatIsDue() {
        let now = ScriptedTerminal.now()
        while let first = pending.first, first.due <= now {
            _ = first.bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            pending.removeFirst()
        }
        guard let settledPath, pending.isEmpty, !FileManager.default.fileExists(atPath: settledPath) else { return }
        // Everything marquee wrote came before the shell's report: every question has been
        // read, and every answer to it typed.
        let searched = transcript[markerSearchedTo...]
        markerSearchedTo = max(markerSearchedTo, transcript.count - ScriptedTerminal.statusMarker.count)
        guard String(decoding: searched, as: UTF8.self).contains(ScriptedTerminal.statusMarker) else { return }
        _ = FileManager.default.createFile(atPath: settledPath, contents: nil)
    }

    /// Queues `bytes` to be typed `latency` from now, but not before what is queued
    /// already (a terminal answers in order), and `spacing` after that; split as the
    /// script says, though a key is never cut in halves.
    private func type(_ bytes: [UInt8], after latency: TimeInterval = 0, spacing: TimeInterval = 0, isReply: Bool = true) {
        guard !bytes.isEmpty else { return }
        var due = max(ScriptedTerminal.now() + latency, lastDue) + spacing
        switch script.answerSplit {
        case .halves where isReply && bytes.count > 1:
            pending.append((due, Array(bytes[..<(bytes.count / 2)])))
            due += script.halfGap
            pending.append((due, Array(bytes[(bytes.count / 2)...])))
        case .bytes:
            for byte in bytes {
                pending.append((due, [byte]))
                due += 0.001
            }
        default:
            pending.append((due, bytes))
        }
        lastDue = due
    }

    private func reply(_ text: String, spacing: TimeInterval = 0) {
        guard !script.answersNothing else { return }
        type(Array(text.utf8), after: script.delay, spacing: spacing)
    }

    /// Round 1: the keys typed before it, then the answers, `delay` after the question.
    private func answer() {
        answered = true
        type(script.keysBefore, isReply: false)
        if let mode = script.graphemeMode { reply("\u{1B}[?2027;\(mode)$y") }
        type(script.keysBetween, after: script.delay, isReply: false)
        if let version = script.version { reply("\u{1B}P>|\(version)\u{1B}\\") }
        if askedSecondaryAttributes, let secondary = script.secondaryAttributes { reply(secondary) }
        if script.answersAttributes { reply(script.attributes) }
        if !script.answersNothing { type(script.garbage, after: script.delay) }
    }

    /// Reads what came since the last call, as a terminal would.
    private func interpret() {
        let now = ScriptedTerminal.now() - started
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
                        reply(script.attributes)
                    }
                }
                if sequence == "\u{1B}[6n" {
                    cursorRequests += 1
                    lineHasRequest = true
                    if script.answersCursor { reply("\u{1B}[1;\(column + 1)R", spacing: script.cursorDelay) }
                }
                index = end
                continue
            }
            if byte == 0x0D || byte == 0x0A {
                endText()
                if column > 0 {
                    lineEnds.append(column)
                    lineEndTimes.append(now)
                    if !lineHasRequest { frames.append((column, lineBegan ?? now)) }
                }
                column = 0
                lineBegan = nil
                lineHasRequest = false
            } else {
                text.append(byte)
                if lineBegan == nil { lineBegan = now }
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
