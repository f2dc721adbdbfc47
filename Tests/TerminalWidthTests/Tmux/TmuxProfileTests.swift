import Foundation
import Testing
@testable import TerminalWidth

/// tmux 3.3's widths (docs/terminals.md): glibc 2.36's wcwidth() per code point, ZWJ gluing on
/// the next code point, unknown code points dropped. The pane tests check them against
/// the real tmux; these say what the rules give.
@Suite struct TmuxProfileTests {
    struct WidthCase: CustomTestStringConvertible, Sendable {
        let name: String
        let text: String
        let columns: Int
        var testDescription: String { name }
    }

    static let cases: [WidthCase] = [
        WidthCase(name: "ASCII", text: "abc", columns: 3),
        WidthCase(name: "CJK is wide", text: "漢字", columns: 4),
        WidthCase(name: "VS16 widens nothing", text: "❤️", columns: 1),
        WidthCase(name: "a ZWJ family is as wide as its first emoji", text: "👨‍👩‍👧", columns: 2),
        WidthCase(name: "a flag is two narrow regional indicators", text: "🇯🇵", columns: 2),
        WidthCase(name: "a skin tone adds its own two columns", text: "👍🏽", columns: 4),
        WidthCase(name: "a keycap is its digit", text: "1️⃣", columns: 1),
        WidthCase(name: "an emoji from Unicode 15 is dropped", text: "🫨", columns: 0),
        WidthCase(name: "an emoji from Unicode 14 is wide", text: "🫠", columns: 2),
        WidthCase(name: "a combining accent adds nothing", text: "e\u{301}", columns: 1),
        WidthCase(name: "Devanagari: virama 0, vowel sign i 1", text: "नमस्ते", columns: 4),
        WidthCase(name: "Hangul vowel and final jamo add nothing", text: "\u{1100}\u{1161}\u{11A8}", columns: 2),
        WidthCase(name: "the issue's example", text: "ab🫨cd❤️ef👨‍👩‍👧gh", columns: 11),
    ]

    @Test(arguments: cases)
    func measures(_ example: WidthCase) throws {
        let widths = DisplayWidth(profile: try #require(TerminalProfile(named: "tmux-3.3")))
        let total = example.text.unicodeScalars.isEmpty ? 0 : Array(example.text).reduce(0) {
            $0 + widths.width(ofCluster: Array($1.unicodeScalars))
        }
        #expect(total == example.columns)
    }

    /// The committed tables must be exactly what the generator makes from the committed
    /// glibc measurements and tmux's lists (Data/terminals/glibc-2.36-wcwidth.txt,
    /// tmux-code-points.txt).
    @Test func generatorReproducesCommittedProfile() throws {
        try GeneratorRun.expectReproduces(["Sources/TerminalWidth/Tmux/TmuxProfiles+Generated.swift"],
                                          script: "generate-tmux-profiles", minimumBytes: 1_000)
    }
}
