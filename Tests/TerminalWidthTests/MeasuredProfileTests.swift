import Testing
import TerminalWidth

/// Every profile measured here against what its terminal drew (Data/terminals/measured-*.txt,
/// `Scripts/measure-terminal`), through the public API: each string alone takes the columns
/// the terminal's cursor moved, and each code point written after an X the columns it added.
/// xterm's `-cjk_width` file is left out: it measures ambiguous width 2, which the library's
/// profiles do not take.
@Suite struct MeasuredProfileTests {
    struct Measured: CustomTestStringConvertible, Sendable {
        let profile: String
        let file: String
        /// Code points measured at -1, the cursor moved back (foot 1.13 over 42 marks
        /// glibc 2.36 does not know): the profile takes them as none.
        var backwards = 0
        var testDescription: String { file }
    }

    static let terminals = [
        Measured(profile: "xterm", file: "measured-xterm-379.txt"),
        Measured(profile: "screen", file: "measured-screen-4.9.txt"),
        Measured(profile: "tmux-3.3", file: "measured-tmux-3.3a.txt"),
        Measured(profile: "tmux-3.4", file: "measured-tmux-3.4.txt"),
        Measured(profile: "tmux-3.5", file: "measured-tmux-3.5a.txt"),
        Measured(profile: "tmux-3.6", file: "measured-tmux-3.6.txt"),
        Measured(profile: "tmux-3.6a", file: "measured-tmux-3.6a.txt"),
        Measured(profile: "tmux-3.6a", file: "measured-tmux-3.6b.txt"),
        Measured(profile: "tmux-3.7", file: "measured-tmux-3.7c.txt"),
        Measured(profile: "alacritty-0.11", file: "measured-alacritty-0.11.0.txt"),
        Measured(profile: "foot-1.13", file: "measured-foot-1.13.1.txt", backwards: 42),
        Measured(profile: "kitty-0.26", file: "measured-kitty-0.26.5.txt"),
        Measured(profile: "konsole-22.12", file: "measured-konsole-22.12.3.txt"),
        Measured(profile: "mlterm-3.9", file: "measured-mlterm-3.9.0.txt"),
        Measured(profile: "st-0.9", file: "measured-st-0.9.txt"),
        Measured(profile: "urxvt-9.30", file: "measured-urxvt-9.30.txt"),
    ]

    @Test(arguments: terminals)
    func profileGivesEveryMeasuredWidth(_ terminal: Measured) throws {
        let profile = try #require(TerminalProfile.named(terminal.profile))
        let text = try RepositoryData.text("Data/terminals/\(terminal.file)")
        var codePoints = 0
        var strings = 0
        var backwards = 0
        var wrong: [String] = []
        for line in RepositoryData.dataLines(text) {
            if let semicolon = line.firstIndex(of: ";") {
                let string = RepositoryData.string(line[..<semicolon])!
                let measured = Int(line[line.index(after: semicolon)...])!
                strings += 1
                let ours = TerminalWidth.columns(string, profile: profile)
                if ours != measured { wrong.append("\(line): ours \(ours)") }
            } else {
                let fields = line.split(separator: " ")
                let measured = Int(fields[1])!
                for value in RepositoryData.codePoints(fields[0]) {
                    let ours = TerminalWidth.columns("X" + String(Character(Unicode.Scalar(value)!)), profile: profile) - 1
                    codePoints += 1
                    if measured == -1 && ours == 0 {
                        backwards += 1
                    } else if ours != measured {
                        wrong.append("X + U+\(String(value, radix: 16, uppercase: true)): measured \(measured), ours \(ours)")
                    }
                }
            }
        }
        #expect(codePoints > 260_000)
        #expect(strings > 4_500)
        #expect(backwards == terminal.backwards)
        #expect(wrong.isEmpty, "\(wrong.count) differ: \(wrong.prefix(20).joined(separator: "; "))")
    }
}
