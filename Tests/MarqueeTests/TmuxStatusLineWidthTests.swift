import Foundation
import Testing

/// `-F tmux` measured as the tmux that draws the status line (issue 16, docs/terminals.md), read
/// back from a real tmux 3.3a status line: `#(marquee --once -F tmux -w 20 …)` followed
/// by `|` in status-left must put the `|` at column 20, with no option given.
///
/// As in the suite's other tests, the inner tmux client runs in an outer test server's
/// pane (its status line at the top here); the outer pane's copy mode then says in which
/// column the `|` landed. Both are the tmux 3.3a installed here, so they agree on every
/// width.
extension TmuxStatusLineTests {
    static let cases: [NamedText] = [
        NamedText(name: "the issue's example", text: "ab🫨cd❤️ef👨‍👩‍👧gh"),
        NamedText(name: "flags", text: "🇯🇵🇫🇷 ❤️ x"),
        NamedText(name: "skin tones", text: "👍🏽 ok 👋🏿"),
        NamedText(name: "keycaps", text: "key 1️⃣#️⃣ end"),
    ]

    /// How marquee learns tmux's version in the job: tmux gives its `#()` jobs
    /// TERM_PROGRAM=tmux and TERM_PROGRAM_VERSION; without them, `tmux -V`.
    enum Source: String, CaseIterable, Sendable {
        case variables = "env -u MARQUEE_TERMINAL"
        case tmuxVersion = "env -u MARQUEE_TERMINAL -u TERM_PROGRAM -u TERM_PROGRAM_VERSION"
    }

    /// The column (from 0) where the `|` after the job lands in the status line, and the row.
    private func barColumn(job: String) throws -> (column: Int?, row: String) {
        let inner = "marquee-status-\(getpid())-\(UUID().uuidString.prefix(8))"
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("\(inner).conf").path
        try Data("""
            set -g status-position top
            set -g status-interval 1
            set -g status-style default
            set -g status-left-length 200
            set -g status-left "#(\(job))|"
            set -g status-right ""
            set -g window-status-format ""
            set -g window-status-current-format ""

            """.utf8).write(to: URL(fileURLWithPath: config))
        defer {
            unlink(config)
            _ = try? runProgram("tmux", ["-L", inner, "kill-server"])
        }
        let outer = try TmuxServer(width: 80, height: 5, command:
            "env -u TMUX tmux -u -L \(inner) -f \(config) new-session 'sleep 30'")
        var row = ""
        _ = try outer.waitFor(timeout: 10) {
            row = try outer.capturePane().first ?? ""
            return row.contains("|") && !row.hasPrefix("|")
        }
        // Let the job's output settle before reading.
        usleep(300_000)
        row = try outer.capturePane().first ?? ""
        try outer.tmux(["copy-mode"])
        try outer.tmux(["send-keys", "-X", "history-top"])
        try outer.tmux(["send-keys", "-X", "start-of-line"])
        try outer.tmux(["send-keys", "-X", "jump-forward", "|"])
        let position = try outer.display("#{copy_cursor_x},#{copy_cursor_y}")
        let parts = position.split(separator: ",")
        guard parts.count == 2, parts[1] == "0" else { return (nil, row + " at \(position)") }
        return (Int(parts[0]), row)
    }

    private func job(_ source: Source, _ options: String, _ text: String) -> String {
        "\(source.rawValue) \(marqueePath) --once -F tmux -w 20 \(options)-- '\(text)'"
    }

    @Test(arguments: cases, Source.allCases)
    func frameIsTwentyColumnsInTheStatusLine(_ status: NamedText, _ source: Source) throws {
        let (column, row) = try barColumn(job: job(source, "", status.text))
        #expect(column == 20, "status row: \(row)")
    }

    /// The control: measured generic, the same frames are not 20 of tmux's columns.
    @Test(arguments: cases)
    func genericWouldBeOff(_ status: NamedText) throws {
        let (column, row) = try barColumn(job: job(.variables, "--terminal generic ", status.text))
        #expect(column != nil && column != 20, "status row: \(row)")
    }
}
