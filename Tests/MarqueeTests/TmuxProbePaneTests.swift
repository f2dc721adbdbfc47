import Foundation
import Testing

/// `--terminal probe` in a real tmux 3.3a pane (issue 16): tmux answers XTVERSION and
/// the cursor position reports itself; the probe leaves nothing on the screen, and a
/// frame of width 20 drawn in place leaves tmux's cursor at column 20, read back from
/// tmux, for emoji texts whose widths tmux 3.3a draws its own way.
@Suite(.serialized) struct TmuxProbePaneTests {
    /// The emoji and CJK texts of the tmux-3.3 pane test: what the probe's samples stand
    /// for (it measures no Indic, Hangul or combining text).
    static let cases = TmuxProfilePaneTests.cases.filter {
        ["the issue's example", "CJK", "VS16 heart", "ZWJ family", "flags", "lone regional indicator", "skin tones",
         "keycaps", "emoji from Unicode 15"].contains($0.name)
    }

    private func file(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-probe-pane-\(UUID())").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Where tmux's cursor is while the first frame is shown (the next comes in 30 s).
    private func cursorAfterFirstFrame(_ terminal: String, text: String, cache: String) throws -> (String, [String]) {
        let path = try file(text)
        defer { unlink(path) }
        let server = try TmuxServer(width: 60, height: 4, command:
            "XDG_CACHE_HOME=\(cache) \(marqueePath) --terminal \(terminal) -w 20 -i 30 -- \"$(cat \(path))\"; sleep 30")
        _ = try server.waitFor { try server.display("#{cursor_x}") != "0" }
        return (try server.display("#{cursor_x}"), try server.capturePane())
    }

    @Test func everyNamedTextIsThere() {
        #expect(TmuxProbePaneTests.cases.count == 9)
    }

    @Test(.needs(.tmux), arguments: cases)
    func theProbedFrameEndsAtColumnTwenty(_ pane: NamedText) throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-probe-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let (column, lines) = try cursorAfterFirstFrame("probe", text: pane.text, cache: cache)
        #expect(column == "20", "pane: \(lines)")
        #expect(lines.dropFirst().allSatisfy { $0.isEmpty }, "nothing of the probe stays: \(lines)")
    }

    @Test(.needs(.tmux)) func genericMissesInTheSamePane() throws {
        let (column, lines) = try cursorAfterFirstFrame("generic", text: "ab🫨cd❤️ef👨‍👩‍👧gh", cache: "/dev/null/no-cache")
        #expect(column != "20", "pane: \(lines)")
    }

    @Test(.needs(.tmux)) func theProbeIsCachedForTmuxByItsVersion() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-probe-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let server = try TmuxServer(width: 200, height: 4, command:
            "XDG_CACHE_HOME=\(cache) \(marqueePath) --terminal probe --explain; "
            + "XDG_CACHE_HOME=\(cache) \(marqueePath) --terminal probe --explain; sleep 30")
        _ = try server.waitFor { try server.capturePane().count(where: { $0.hasPrefix("probe:") }) == 2 }
        let lines = try server.capturePane()
        #expect(lines.first?.contains("measured now, cached in \(cache)/marquee/probe-tmux-256color-tmux_3.3a") == true, "\(lines)")
        #expect(lines.dropFirst().first?.contains("read from \(cache)/marquee/probe-tmux-256color-tmux_3.3a") == true, "\(lines)")
    }
}
