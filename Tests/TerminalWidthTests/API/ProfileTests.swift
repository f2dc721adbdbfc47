import Testing
import TerminalWidth

/// The ways to a profile, and the examples the public doc comments show.
@Suite struct ProfileTests {
    /// Every name `marquee --terminal` takes but `auto` and `probe` (which ask the terminal).
    @Test func everyNameGivesItsProfile() throws {
        #expect(TerminalProfile.names.count > 40)
        for name in TerminalProfile.names {
            let profile = try #require(TerminalProfile.named(name), "\(name)")
            // An alias gives its terminal's canonical name, which is a name too.
            #expect(TerminalProfile.names.contains(profile.name), "\(name) → \(profile.name)")
        }
        #expect(TerminalProfile.named("generic") == .generic)
        #expect(TerminalProfile.named("XTerm-Kitty")?.name == "kitty")
        #expect(TerminalProfile.named("tmux-3.6a")?.name == "tmux-3.6a")
        #expect(TerminalProfile.named("tmux-3.5a")?.name == "tmux-3.5")
        #expect(TerminalProfile.named("tmux-4.0") != nil)
        #expect(TerminalProfile.named("auto") == nil)
        #expect(TerminalProfile.named("probe") == nil)
        #expect(TerminalProfile.named("no-such-terminal") == nil)
    }

    @Test(arguments: [
        (["TERM": "xterm-kitty"], "kitty"),
        (["KONSOLE_VERSION": "221203"], "konsole-22.12"),
        (["TMUX": "/tmp/tmux-1000/default,1,0", "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.4"], "tmux-3.4"),
        (["STY": "1234.pts-0.host", "TERM": "xterm-kitty"], "screen"),
        (["TERM": "xterm-256color"], "generic"),
        (["TERM_PROGRAM": "WezTerm"], "wezterm"),
        ([:], "generic"),
    ])
    func detectReadsTheVariables(_ environment: [String: String], _ expected: String) {
        #expect(TerminalProfile.detect(environment: environment).name == expected)
    }

    /// The examples in the doc comments of `TerminalWidth` and `TerminalProfile`.
    @Test func documentedExamples() throws {
        #expect(TerminalWidth.unicodeVersion == "18.0.0")
        #expect(TerminalWidth.columns("\u{1B}[1mcafé 東京 👨‍👩‍👧\u{1B}[0m") == 12)
        #expect(TerminalWidth.columns("hello") == 5)
        #expect(TerminalWidth.columns("東京") == 4)
        #expect(TerminalWidth.columns("\u{1B}]8;;https://example.com\u{7}link\u{1B}]8;;\u{7}") == 4)
        #expect(TerminalWidth.columns("❤️") == 2)
        #expect(TerminalWidth.columns("❤️", profile: try #require(.named("xterm"))) == 1)
        #expect(TerminalWidth.columns("⌚️🇯🇵", profile: .generic) == 4)
        #expect(TerminalWidth.clip("hello world", columns: 6..<11) == "world")
        #expect(TerminalWidth.clip("中文字", columns: 1..<5) == " 文 ")
        #expect(TerminalWidth.clip("\u{1B}[31m中文\u{1B}[0m", columns: 0..<3) == "\u{1B}[31m中 \u{1B}[0m")
        #expect(TerminalWidth.clusters("e\u{301}中🇯🇵").map(\.columns) == [1, 2, 2])
        #expect(TerminalWidth.clusters("e\u{301}中🇯🇵").map(\.text) == ["é", "中", "🇯🇵"])
        #expect(Array(TerminalProfile.names.prefix(3)) == ["absolutetelnet/ssh", "alacritty", "alacritty-0.11"])
    }

    /// The fast path for printable ASCII and the full path agree at every length and
    /// wherever a byte that needs the full path stands.
    @Test func printableASCIIAndTheFullPathAgree() {
        for length in 0..<20 {
            let plain = String(repeating: "a", count: length)
            #expect(TerminalWidth.columns(plain) == length)
            for position in 0..<length {
                for odd in ["\u{1B}[m", "\u{7F}", "\u{1}", "é", "\u{301}", "中"] {
                    var text = plain
                    text.insert(contentsOf: odd, at: text.index(text.startIndex, offsetBy: position))
                    let expected = TerminalWidth.clusters(text).reduce(0) { $0 + $1.columns }
                    #expect(TerminalWidth.columns(text) == expected, "\(text.debugDescription)")
                }
            }
        }
    }
}
