import Testing
import TerminalWidth

/// Widths the user sets (`TerminalProfile.ambiguousWidth`, `cellWidths`, `CellWidth.list`),
/// through the public API only.
@Suite struct CellWidthTests {
    static let privateUse = CellWidth("\u{E000}"..."\u{F8FF}", columns: 2)!

    /// The examples in the doc comments of `CellWidth` and `TerminalProfile`.
    @Test func documentedExamples() throws {
        var icons = TerminalProfile.generic
        icons.cellWidths = [CellWidth("\u{E000}"..."\u{F8FF}", columns: 2)!]
        #expect(TerminalWidth.columns("\u{E0B0} main", profile: icons) == 7)
        var cjk = TerminalProfile.generic
        cjk.ambiguousWidth = 2
        #expect(TerminalWidth.columns("±1…", profile: cjk) == 5)
        #expect(try CellWidth.list("U+E000-U+F8FF=2,☃=1").map(\.columns) == [2, 1])
        let error = #expect(throws: CellWidth.ListError.self) { try CellWidth.list("U+E000=3") }
        #expect(error?.description == "U+E000=3: the width must be 0, 1 or 2")
    }

    /// Laid over every kind of profile: the icon is two columns, the rest as before.
    @Test(arguments: ["generic", "kitty", "xterm", "kitty-0.26", "foot-1.13", "tmux-3.3", "tmux-3.6", "tmux-3.7"])
    func aCellWidthIsLaidOverAnyProfile(_ name: String) throws {
        var profile = try #require(TerminalProfile.named(name))
        let text = "\u{E0B0} main 東京 \u{F101}\u{E0B1}"
        let before = TerminalWidth.columns(text, profile: profile)
        profile.cellWidths = [Self.privateUse]
        #expect(TerminalWidth.columns(text, profile: profile) == 1 + 5 + 5 + 2 * 3, "\(name)")
        #expect(before == 1 + 5 + 5 + 3, "\(name): private use is one column before")
        #expect(TerminalWidth.clusters(text, profile: profile).first == TerminalWidth.Cluster("\u{E0B0}", columns: 2))
        // Cut to the icon's columns, as the terminal would draw it.
        #expect(TerminalWidth.clip(text, columns: 0..<2, profile: profile) == "\u{E0B0}")
        #expect(TerminalWidth.clip(text, columns: 1..<3, profile: profile) == "  ")
    }

    /// The later entry wins; a cluster is measured by its first code point.
    @Test func theLaterEntryWinsAndTheBaseDecides() throws {
        var profile = TerminalProfile.generic
        profile.cellWidths = [Self.privateUse, CellWidth("\u{E0B0}"..."\u{E0B0}", columns: 1)!]
        #expect(TerminalWidth.columns("\u{E0B0}\u{E0B1}", profile: profile) == 3)
        // U+2605 BLACK STAR with a combining mark: the star's width, 2.
        profile.cellWidths = [CellWidth("\u{2605}"..."\u{2605}", columns: 2)!]
        #expect(TerminalWidth.columns("\u{2605}\u{301}x", profile: profile) == 3)
        // A mark on its own is not the base of a set range: untouched.
        profile.cellWidths = [CellWidth("\u{300}"..."\u{36F}", columns: 1)!]
        #expect(TerminalWidth.columns("e\u{301}", profile: profile) == 1)
        // Width 0 hides the cluster's columns.
        profile.cellWidths = [CellWidth("\u{E000}"..."\u{F8FF}", columns: 0)!]
        #expect(TerminalWidth.columns("a\u{E0B0}b", profile: profile) == 2)
    }

    @Test func profilesDifferByTheirWidths() throws {
        var wide = TerminalProfile.generic
        wide.ambiguousWidth = 2
        #expect(wide != .generic)
        var icons = TerminalProfile.generic
        icons.cellWidths = [Self.privateUse]
        #expect(icons != .generic && icons != wide)
        icons.cellWidths = []
        #expect(icons == .generic)
        #expect(TerminalWidth.columns("±", profile: wide) == 2)
        #expect(TerminalWidth.columns("±", profile: .generic) == 1)
    }

    @Test func listsParse() throws {
        let cases: [(String, [(Unicode.Scalar, Unicode.Scalar, Int)])] = [
            ("U+E000-U+F8FF=2", [("\u{E000}", "\u{F8FF}", 2)]),
            ("u+e0b0=1,★=2", [("\u{E0B0}", "\u{E0B0}", 1), ("\u{2605}", "\u{2605}", 2)]),
            ("U+F0000-U+FFFFD=2,U+100000-U+10FFFD=2", [("\u{F0000}", "\u{FFFFD}", 2), ("\u{100000}", "\u{10FFFD}", 2)]),
            ("é=0", [("é", "é", 0)]),
        ]
        for (text, expected) in cases {
            #expect(try CellWidth.list(text) == expected.map { CellWidth($0.0...$0.1, columns: $0.2)! }, "\(text)")
        }
    }

    @Test(arguments: [
        ("U+E000=3", "U+E000=3", "the width must be 0, 1 or 2"),
        ("U+E000=-1", "U+E000=-1", "the width must be 0, 1 or 2"),
        ("U+E000", "U+E000", "expected RANGE=N, RANGE one of U+XXXX, U+XXXX-U+YYYY or one character"),
        ("U+E000=2,", "", "expected RANGE=N, RANGE one of U+XXXX, U+XXXX-U+YYYY or one character"),
        ("U+F8FF-U+E000=2", "U+F8FF-U+E000=2", "expected U+XXXX, U+XXXX-U+YYYY or one character before ="),
        ("U+110000=2", "U+110000=2", "expected U+XXXX, U+XXXX-U+YYYY or one character before ="),
        ("U+D800=2", "U+D800=2", "expected U+XXXX, U+XXXX-U+YYYY or one character before ="),
        ("ab=2", "ab=2", "expected U+XXXX, U+XXXX-U+YYYY or one character before ="),
        ("a=2", "a=2", "ASCII is always one column: a range starts at U+0080 or later"),
        ("U+0000-U+E000=2", "U+0000-U+E000=2", "ASCII is always one column: a range starts at U+0080 or later"),
        ("U+E000-U+F8FF=2,U+E0B0=1", "U+E0B0=1", "overlaps U+E000-U+F8FF=2"),
    ])
    func badListsSayWhich(_ text: String, _ entry: String, _ problem: String) {
        let error = #expect(throws: CellWidth.ListError.self) { try CellWidth.list(text) }
        #expect(error?.entry == entry, "\(text)")
        #expect(error?.problem == problem, "\(text)")
    }
}
