import Testing
@testable import TerminalWidth

/// tmux 3.4 to 3.7's cell rules (docs/terminals.md, issue 16), on clusters drawn after an ASCII
/// cell. Every expectation is worked out by hand from tmux's source, as `TmuxCells`
/// describes it, with glibc 2.36's wcwidth() for a code point no list of tmux's names:
/// each case says how. No real tmux newer than 3.3a is installed here to check them on.
@Suite struct TmuxVersionRuleTests {
    struct RuleCase: CustomTestStringConvertible, Sendable {
        let name: String
        let text: String
        /// Columns in tmux 3.3, 3.4, 3.5, 3.6, 3.6a and 3.7.
        let columns: [Int]
        var testDescription: String { name }
    }

    static let versions = ["tmux-3.3", "tmux-3.4", "tmux-3.5", "tmux-3.6", "tmux-3.6a", "tmux-3.7"]

    static let cases: [RuleCase] = [
        // 👨 👩 👧 are two columns in glibc and tmux's lists; from 3.4 the emoji after a
        // ZWJ joins the cell, 18 bytes fit every cell.
        RuleCase(name: "a ZWJ family of three is one emoji", text: "👨‍👩‍👧", columns: [2, 2, 2, 2, 2, 2]),
        // 25 bytes: 3.4 and 3.5's cells hold 21, so 👦 gets a cell of its own; 3.6's hold 32.
        RuleCase(name: "a ZWJ family of four overflows a 21-byte cell", text: "👨‍👩‍👧‍👦",
                 columns: [2, 4, 4, 2, 2, 2]),
        // ❤ is one column in glibc; VS16 widens it from 3.4 (3.6: the option's default, on).
        RuleCase(name: "VS16 widens a heart from 3.4", text: "❤️", columns: [1, 2, 2, 2, 2, 2]),
        // '1' is ASCII: VS16 joins and widens it; U+20E3 (width 0) joins too.
        RuleCase(name: "a keycap is two columns from 3.4", text: "1️⃣", columns: [1, 2, 2, 2, 2, 2]),
        // 3.4 sets the widened 🏳's padding one cell too far: ZWJ and ⚧ join the blank cell
        // after it, whose VS16 widens it too (3 columns); 3.5 fixed it.
        RuleCase(name: "3.4 widens twice after a misplaced padding", text: "🏳️‍⚧️", columns: [1, 3, 2, 2, 2, 2]),
        RuleCase(name: "a rainbow flag is two columns from 3.4", text: "🏳️‍🌈", columns: [1, 2, 2, 2, 2, 2]),
        // glibc: regional indicators one column. 3.4 forces them to two, the second joins;
        // 3.6 keeps them one, the second joins and widens the cell.
        RuleCase(name: "a flag is two columns", text: "🇯🇵", columns: [2, 2, 2, 2, 2, 2]),
        RuleCase(name: "a lone regional indicator is two columns only in 3.4 and 3.5", text: "🇦",
                 columns: [1, 2, 2, 1, 1, 1]),
        // 👍 and 🏽 two columns each. 3.4: 🏽 joins any cell that is not ASCII. 3.6 joins
        // only an emoji onto a skin tone (backwards); 3.6a a skin tone onto its emoji.
        RuleCase(name: "a skin tone joins its emoji, except in 3.6", text: "👍🏽", columns: [4, 2, 2, 4, 2, 2]),
        // U+1F483 joined tmux's list of skin-tone emoji in 3.6a.
        RuleCase(name: "a dancer with a skin tone", text: "💃🏽", columns: [4, 2, 2, 4, 2, 2]),
        // 🫰 (U+1FAF0) is not in 3.6a's list: its skin tone keeps a cell of its own.
        RuleCase(name: "a skin tone on an emoji tmux's list lacks", text: "🫰🏽", columns: [4, 2, 2, 4, 4, 4]),
        RuleCase(name: "CJK is wide", text: "漢字", columns: [4, 4, 4, 4, 4, 4]),
        RuleCase(name: "a combining accent adds nothing", text: "e\u{301}", columns: [1, 1, 1, 1, 1, 1]),
        // न म स त one column, virama and vowel sign e none.
        RuleCase(name: "Devanagari", text: "नमस्ते", columns: [4, 4, 4, 4, 4, 4]),
        RuleCase(name: "Hangul jamo", text: "\u{1100}\u{1161}\u{11A8}", columns: [2, 2, 2, 2, 2, 2]),
        // HANGUL FILLER: two columns in glibc; ignored from 3.6.
        RuleCase(name: "HANGUL FILLER is ignored from 3.6", text: "\u{3164}", columns: [2, 2, 2, 0, 0, 0]),
        // 🫨 (Unicode 15): glibc's wcwidth() is -1: dropped by 3.3, one column after.
        RuleCase(name: "an emoji newer than glibc's Unicode", text: "🫨", columns: [0, 1, 1, 1, 1, 1]),
        // 🫷 (Unicode 15) is in tmux's own list of wide code points from 3.4.
        RuleCase(name: "an emoji newer than glibc's Unicode in tmux's list", text: "🫷", columns: [0, 2, 2, 2, 2, 2]),
        // a b c d e f g h, 🫨 1, ❤️ 2, the family 2 (3.3: 0, 1, 2).
        RuleCase(name: "the issue's example", text: "ab🫨cd❤️ef👨‍👩‍👧gh", columns: [11, 13, 13, 13, 13, 13]),
    ]

    static func columns(_ text: String, _ profile: TerminalProfile) -> Int {
        let widths = DisplayWidth(profile: profile)
        return Array(text).reduce(0) { $0 + widths.width(ofCluster: Array($1.unicodeScalars)) }
    }

    @Test(arguments: cases)
    func measures(_ example: RuleCase) throws {
        for (version, expected) in zip(Self.versions, example.columns) {
            let profile = try #require(TerminalProfile(named: version))
            #expect(Self.columns(example.text, profile) == expected, "\(version)")
        }
    }

    @Test(arguments: [
        ("3.3", "tmux-3.3"), ("3.3a", "tmux-3.3"), ("3.3.2", "tmux-3.3"),
        ("3.4", "tmux-3.4"), ("3.5", "tmux-3.5"), ("3.5a", "tmux-3.5"),
        ("3.6", "tmux-3.6"), ("3.6a", "tmux-3.6a"), ("3.6b", "tmux-3.6a"),
        ("3.7", "tmux-3.7"), ("3.7c", "tmux-3.7"), ("3.10", "tmux-3.7"), ("4.0", "tmux-3.7"),
        ("3.2a", nil), ("", nil), ("next-3.7", nil), ("master", nil), ("3", nil), ("3.", nil),
    ] as [(String, String?)])
    func versions(_ version: String, _ profile: String?) {
        #expect(TerminalProfile.tmux(version: version)?.name == profile)
    }

    @Test func everyVersionIsANameOfItsOwn() {
        for name in Self.versions {
            #expect(TerminalProfile.terminalNames.contains(name))
            #expect(TerminalProfile(named: name)?.name == name)
        }
        #expect(TerminalProfile(named: "tmux-3.5a")?.name == "tmux-3.5")
        #expect(TerminalProfile(named: "tmux-3.2") == nil)
    }

    @Test func onlyTmux36AndLaterReadServerOptions() throws {
        let reads = try Self.versions.map { try #require(TerminalProfile(named: $0)).readsTmuxServerOptions }
        #expect(reads == [false, false, false, true, true, true])
    }
}
