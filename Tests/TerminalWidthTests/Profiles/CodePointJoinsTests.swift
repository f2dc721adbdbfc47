import Testing
@testable import TerminalWidth
import TestSupport

/// The join rules of kitty 0.26 and konsole 22.12 (docs/terminals.md, "Terminals measured
/// here"), each on the cluster that shows it; the columns are those the terminals drew
/// (Data/terminals/measured-kitty-0.26.5.txt and measured-konsole-22.12.3.txt), written
/// out here.
@Suite struct CodePointJoinsTests {
    private func columns(_ text: String, _ name: String) throws -> Int {
        let widths = DisplayWidth(profile: try #require(TerminalProfile(named: name)))
        return ReferenceWidth.clusters(of: Array(text.unicodeScalars)).reduce(0) { $0 + widths.width(ofCluster: $1) }
    }

    @Test func kittyDrawsZwjSequencesAsPartsEachWidenedByItsVS16() throws {
        #expect(try columns("❤\u{FE0F}", "kitty-0.26") == 2)
        #expect(try columns("❤\u{FE0F}\u{200D}🔥", "kitty-0.26") == 4)
        #expect(try columns("👨\u{200D}👩\u{200D}👧", "kitty-0.26") == 6)
        // ㊗ is wide in Unicode, one column in kitty's table: VS16 widens it.
        #expect(try columns("\u{3297}\u{FE0F}", "kitty-0.26") == 2)
        #expect(try columns("⌚\u{FE0E}", "kitty-0.26") == 1)
    }

    @Test func kittyAbsorbsSkinTonesWithoutWidening() throws {
        #expect(try columns("✍🏻", "kitty-0.26") == 1)
        #expect(try columns("👋🏽", "kitty-0.26") == 2)
        #expect(try columns("🏽", "kitty-0.26") == 0)
    }

    @Test func aFlagIsOneIndicatorWide() throws {
        for name in ["kitty-0.26", "konsole-22.12"] {
            #expect(try columns("🇺🇸", name) == 2, "\(name)")
        }
        // A lone indicator is two columns there; where it is one, two add up to a flag.
        #expect(try columns("🇺", "kitty-0.26") == 2)
        #expect(try columns("🇺", "alacritty-0.11") == 1)
        #expect(try columns("🇺🇸", "alacritty-0.11") == 2)
    }

    @Test func konsoleGivesAnEmojiSequenceItsFirstCodePointsWidth() throws {
        #expect(try columns("❤\u{FE0F}", "konsole-22.12") == 1)
        #expect(try columns("🏳\u{FE0F}\u{200D}🌈", "konsole-22.12") == 1)
        #expect(try columns("👨\u{200D}👩\u{200D}👧", "konsole-22.12") == 2)
        #expect(try columns("👋🏽", "konsole-22.12") == 2)
        #expect(try columns("👍🏽🏾", "konsole-22.12") == 2)
        // A skin tone after a letter is its own swatch; a ZWJ before a letter joins nothing.
        #expect(try columns("a🏻", "konsole-22.12") == 3)
        #expect(try columns("😀\u{200D}a", "konsole-22.12") == 3)
        // Hangul jamo make one syllable as wide as its leading consonant.
        #expect(try columns("\u{1100}\u{1161}\u{11A8}", "konsole-22.12") == 2)
    }

    /// U+1FAEF (Unicode 16) is newer than konsole's emoji list: a ZWJ does not join it.
    @Test func konsoleDoesNotJoinAPictographItDoesNotKnow() throws {
        #expect(try columns("🧑🏻\u{200D}\u{1FAEF}\u{200D}🧑🏼", "konsole-22.12") == 3)
        #expect(try columns("🧑🏻\u{200D}🤝\u{200D}🧑🏼", "konsole-22.12") == 2)
    }

    @Test func theOthersAddCodePointsUp() throws {
        for name in ["foot-1.13", "st-0.9", "urxvt-9.30", "alacritty-0.11"] {
            #expect(try columns("❤\u{FE0F}\u{200D}🔥", name) == 3, "\(name)")
            #expect(try columns("👋🏽", name) == 4, "\(name)")
        }
        // mlterm counts a ZWJ and each tag character as a column.
        #expect(try columns("👨\u{200D}👩\u{200D}👧", "mlterm-3.9") == 8)
        #expect(try columns("🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}", "mlterm-3.9") == 8)
    }
}
