import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A tmux pane that draws what the test gives it, one piece at a time, each on a cleared
/// screen from the first column, and is read back after each: where tmux's cursor ended
/// (`#{cursor_x}`) and what the first row shows (`capture-pane -p`: no styles, and no
/// spaces at the end, written or not: how many `-N` keeps differs between tmux 3.3a and
/// 3.7c, and the cursor says how far the row went). The pane reads a FIFO: `cat` draws bytes as
/// they are, `sh` runs commands whose output the pane draws (marquee in the pane). After
/// each piece the pane's title is set (OSC 2, which moves no cursor); once tmux shows that
/// title it has drawn the whole piece.
final class TmuxPaneFeed {
    enum Reader {
        /// The bytes given, drawn as written.
        case bytes
        /// Shell commands, run one by one by `sh` in the pane.
        case commands
    }

    /// Where the cursor ended, on which row, and what the first row shows.
    struct Reading: Equatable, CustomStringConvertible {
        let column: Int
        let row: Int
        let shown: String
        var description: String { "column \(column), row \(row), shown \(shown.debugDescription)" }
    }

    struct NotDrawn: Error, CustomStringConvertible {
        let piece: String
        var description: String { "the pane never showed \(piece.debugDescription) (no title set within 5 s)" }
    }

    let server: TmuxServer
    private let fifo: String
    private let feed: Int32
    private var pieces = 0

    /// `environment`: set for the pane's program (`env`); MARQUEE_TERMINAL,
    /// MARQUEE_CELL_WIDTHS and MARQUEE_LIBC are unset there, so that only what a test
    /// names reaches marquee. The pane is `width` columns wide: wider than anything drawn,
    /// so nothing wraps to a second row.
    init(program: String = "tmux", configuration: String = "/dev/null", reader: Reader,
         environment: [String: String] = [:], width: Int = 200) throws {
        fifo = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-pane-\(UUID())").path
        guard mkfifo(fifo, 0o600) == 0 else { throw POSIXError(.EIO) }
        // Open for reading too, so that neither this open nor the pane's waits for the other
        // end; closed on exec, so that the server never holds it.
        feed = open(fifo, O_RDWR | O_CLOEXEC)
        guard feed >= 0 else {
            unlink(fifo)
            throw POSIXError(.EIO)
        }
        let unset = ["MARQUEE_TERMINAL", "MARQUEE_CELL_WIDTHS", "MARQUEE_LIBC"].map { "-u \($0)" }
        let set = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\(TmuxPaneFeed.quoted($0.value))" }
        let paneProgram = reader == .bytes ? "cat" : "sh"
        let command = (["exec", "env"] + unset + set + [paneProgram, "<", TmuxPaneFeed.quoted(fifo)])
            .joined(separator: " ")
        do {
            server = try TmuxServer(program: program, configuration: configuration, width: width, height: 5,
                                    command: command)
        } catch {
            close(feed)
            unlink(fifo)
            throw error
        }
    }

    deinit {
        close(feed)
        unlink(fifo)
    }

    /// Draws `text` as it is, from the first column of a cleared screen.
    func draw(_ text: String) throws -> Reading {
        pieces += 1
        let title = "marquee-feed-\(pieces)"
        write("\u{1B}[H\u{1B}[2J" + text + "\u{1B}]2;\(title)\u{1B}\\")
        return try reading(titled: title, piece: text)
    }

    /// Runs `command` in the pane's shell, its output drawn from the first column of a
    /// cleared screen.
    func run(_ command: String) throws -> Reading {
        pieces += 1
        let title = "marquee-feed-\(pieces)"
        write("printf '\\033[H\\033[2J'; \(command); printf '\\033]2;%s\\033\\\\' \(title)\n")
        return try reading(titled: title, piece: command)
    }

    /// Starts `command` in the pane's shell and returns at once: a ticker, drawing until
    /// the server ends, read by `now()`.
    func start(_ command: String) {
        write("printf '\\033[H\\033[2J'; \(command)\n")
    }

    /// The pane as it is now, whatever is being drawn.
    func now() throws -> Reading {
        try read().reading
    }

    private func reading(titled title: String, piece: String) throws -> Reading {
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            let (shownTitle, reading) = try read()
            if shownTitle == title { return reading }
            usleep(1_000)
        }
        throw NotDrawn(piece: piece)
    }

    /// The title, the cursor and the first row in one tmux command line, so that tmux
    /// draws nothing between them.
    private func read() throws -> (title: String, reading: Reading) {
        let said = try server.tmux(["display-message", "-p", "#{pane_title}\t#{cursor_x}\t#{cursor_y}", ";",
                                    "capture-pane", "-p", "-S", "0", "-E", "0"])
        let lines = said.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        let fields = (lines.first ?? "").split(separator: "\t", omittingEmptySubsequences: false)
        guard fields.count == 3, let column = Int(fields[1]), let row = Int(fields[2]) else {
            return ("", Reading(column: -1, row: -1, shown: ""))
        }
        var shown = lines.count > 1 ? String(lines[1]) : ""
        if shown.hasSuffix("\n") { shown.removeLast() }
        return (String(fields[0]), Reading(column: column, row: row, shown: shown))
    }

    private func write(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(feed, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { break }
            offset += written
        }
    }

    /// `text` as a row of the pane shows it: without the spaces at its end.
    static func shown(_ text: String) -> String {
        String(text.reversed().drop { $0 == " " }.reversed())
    }

    /// One word for `sh`, in single quotes.
    static func quoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
