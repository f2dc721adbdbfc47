import Foundation
import Testing

/// The `tmux-3.3` profile against the real tmux 3.3a installed here (issue 16): a frame
/// of width 20 printed in a pane, followed by `|`, must leave the cursor right after
/// column 21, that is, the frame takes exactly 20 of tmux's columns.
@Suite(.serialized, .needs(.tmux)) struct TmuxProfilePaneTests {
    static let cases: [NamedText] = [
        NamedText(name: "the issue's example", text: "ab🫨cd❤️ef👨‍👩‍👧gh"),
        NamedText(name: "CJK", text: "漢字とカタカナ"),
        NamedText(name: "combining accents", text: "e\u{301}te\u{301} cafe\u{301}"),
        NamedText(name: "VS16 heart", text: "I ❤️ tmux"),
        NamedText(name: "VS16 on a text-default base", text: "☀️☁️✈️"),
        NamedText(name: "ZWJ family", text: "a👨‍👩‍👧‍👦b"),
        NamedText(name: "ZWJ profession with skin tone", text: "x👩🏽‍💻y"),
        NamedText(name: "flags", text: "🇯🇵🇫🇷🇺🇸"),
        NamedText(name: "lone regional indicator", text: "a🇦b"),
        NamedText(name: "skin tones", text: "👍🏽👋🏿"),
        NamedText(name: "keycaps", text: "1️⃣#️⃣*️⃣"),
        NamedText(name: "emoji from Unicode 15", text: "🫨 shaking 🪿"),
        NamedText(name: "Devanagari", text: "नमस्ते क्षत्रिय"),
        NamedText(name: "Tamil and Thai", text: "தமிழ் ภาษาไทย"),
        NamedText(name: "Hangul syllables and jamo", text: "한글 \u{1100}\u{1161}\u{11A8}"),
        NamedText(name: "Unicode 14 emoji", text: "🫠🫡"),
    ]

    /// Runs `command` in a fresh pane and returns where the cursor ends.
    private func cursorColumn(after command: String, width: Int = 60) throws -> (column: String, pane: [String]) {
        let server = try TmuxServer(width: width, height: 4, command: "\(command); sleep 30")
        _ = try server.waitFor { try server.capturePane().first?.hasSuffix("|") == true }
        return (try server.display("#{cursor_x}"), try server.capturePane())
    }

    private func textFile(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-pane-\(UUID())").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test(arguments: cases)
    func frameEndsAtColumnTwentyInTmux33(_ pane: NamedText) throws {
        let file = try textFile(pane.text)
        defer { unlink(file) }
        let (column, lines) = try cursorColumn(after:
            "printf '%s|' \"$(\(marqueePath) --frame 0 -w 20 --terminal tmux-3.3 -- \"$(cat \(file))\")\"")
        #expect(column == "21", "pane: \(lines.first ?? "")")
    }

    /// Inside tmux, `auto` reads TMUX and TERM_PROGRAM_VERSION (3.3a) from the pane and
    /// measures as tmux 3.3: the issue's own example, with no option.
    @Test func autoInsideTmuxEndsTheIssueExampleAtColumnTwenty() throws {
        let file = try textFile("ab🫨cd❤️ef👨‍👩‍👧gh")
        defer { unlink(file) }
        let (column, lines) = try cursorColumn(after:
            "unset MARQUEE_TERMINAL; printf '%s|' \"$(\(marqueePath) --frame 0 -w 20 -- \"$(cat \(file))\")\"")
        #expect(column == "21", "pane: \(lines.first ?? "")")
        let explained = try cursorColumn(after:
            "unset MARQUEE_TERMINAL; printf '%s|' \"$(\(marqueePath) --explain)\"", width: 200)
        #expect(explained.pane.first?.hasPrefix("tmux-3.3: inside tmux") == true, "pane: \(explained.pane)")
    }
}
