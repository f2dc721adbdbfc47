import Foundation
import Testing

/// Terminal mode in a real tmux pane, the way a user runs it: the frame animates in
/// place with the cursor hidden, and C-c brings back the cursor and the prompt.
@Suite(.serialized) struct TmuxPaneTests {
    @Test func animatesInPlaceAndControlCRestores() throws {
        let server = try TmuxServer(width: 60, height: 8, command: "env PS1='test$ ' sh -i")
        #expect(try server.waitFor { try server.capturePane().first?.hasPrefix("test$") == true })
        try server.sendKeys("clear; \(marqueePath) -w 30 -i 0.05 'some long text that scrolls across the pane'",
                            "Enter")
        var frames = Set<String>()
        let animated = try server.waitFor {
            if let line = try server.capturePane().first(where: { $0.count == 30 && !$0.contains("$") }) {
                frames.insert(line)
            }
            return frames.count >= 3
        }
        #expect(animated, "frames seen: \(frames)")
        #expect(try server.display("#{cursor_flag}") == "0")
        // Always on the same row: the frame is redrawn in place.
        let frameRows = try server.capturePane().enumerated().filter { $0.element.count == 30 }.map(\.offset)
        #expect(frameRows.count == 1)

        try server.sendKeys("C-c")
        #expect(try server.waitFor { try server.display("#{cursor_flag}") == "1" })
        let restored = try server.waitFor {
            let lines = try server.capturePane()
            guard let row = lines.firstIndex(where: { $0.count >= 30 && !$0.contains("$") }) else { return false }
            return row + 1 < lines.count && lines[row + 1].hasPrefix("test$")
        }
        let pane = try server.capturePane()
        #expect(restored, "pane: \(pane)")
    }
}
