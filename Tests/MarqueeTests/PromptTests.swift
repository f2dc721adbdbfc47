import Foundation
import Testing

/// `--once -F bash` and `-F zsh` in real prompts, in a tmux pane: the shell must count
/// the frame as exactly its visible columns, or line editing puts the cursor wrong.
/// After typing a line longer than the pane and going back to its start (C-a), the
/// cursor stands just after the prompt only if the shell measured the prompt right
/// (unmarked escape sequences put it 20 columns off).
@Suite(.serialized) struct PromptTests {
    static func textFile() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-prompt-\(UUID())").path
        try "\u{1B}[1;31mbold red\u{1B}[0m prompt 100% #1 \u{1B}[4mtext\u{1B}[0m".write(
            toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test(.needs(.tmux)) func bashPromptIsMeasuredRight() throws {
        let text = try Self.textFile()
        defer { try? FileManager.default.removeItem(atPath: text) }
        let prompt = "$(\(marqueePath) --once -F bash -w 12 -i 1 < \(text))> "
        let server = try TmuxServer(width: 40, height: 5,
                                    command: "env PS1='\(prompt)' TERM=xterm bash --norc --noprofile -i")
        try checkPrompt(server, width: 14)
    }

    @Test(.needs(.tmux, .zsh)) func zshPromptIsMeasuredRight() throws {
        let text = try Self.textFile()
        defer { try? FileManager.default.removeItem(atPath: text) }
        let prompt = "$(\(marqueePath) --once -F zsh -w 12 -i 1 < \(text))> "
        let server = try TmuxServer(width: 40, height: 5,
                                    command: "env PROMPT='\(prompt)' TERM=xterm zsh -f -o prompt_subst -o emacs")
        try checkPrompt(server, width: 14)
    }

    private func checkPrompt(_ server: TmuxServer, width: Int) throws {
        #expect(try server.waitFor { try server.capturePane().contains { $0.hasSuffix(">") } })
        let typed = "echo " + String(repeating: "0123456789", count: 4)
        try server.sendKeys(typed)
        #expect(try server.waitFor { try server.capturePane().joined().contains("56789") })
        try server.sendKeys("C-a")
        let atStart = try server.waitFor { try server.display("#{cursor_x},#{cursor_y}") == "\(width),0" }
        let cursor = try server.display("#{cursor_x},#{cursor_y}")
        let pane = try server.capturePane()
        #expect(atStart, "cursor at \(cursor), pane: \(pane)")
        // The frame: 12 columns of the text, styles gone, % and # shown as themselves.
        let firstRow = pane.first ?? ""
        #expect(firstRow.count == 40)
        #expect(firstRow.dropFirst(width).hasPrefix("echo 0123"))
        let frame = String(firstRow.prefix(12))
        let ring = "bold red prompt 100% #1 text   "
        #expect((ring + ring).contains(frame), "frame \(frame.debugDescription)")
    }
}
