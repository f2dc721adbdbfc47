import Testing
@testable import MarqueeCore
@testable import TerminalWidth

/// The Terminal Unicode Core rules (spec/terminal-unicode-core.tex, draft revision 1),
/// each expectation worked out by hand from the specification's sections.
@Suite struct UnicodeCoreWidthTests {
    static let cases: [(String, Int, String)] = [
        ("क्ष", 1, "a conjunct is one cluster, as wide as its first consonant"),
        ("नि", 1, "a spacing vowel sign does not move the cursor"),
        ("e\u{301}", 1, "a mark adds nothing"),
        ("👨‍👩‍👧", 2, "a ZWJ emoji is one image of 2 cells"),
        ("☠\u{200D}☠", 2, "a ZWJ sequence on an emoji is 2 even without VS16"),
        ("❤️", 2, "VS16 forces 2"),
        ("1️⃣", 2, "a keycap with VS16 is 2"),
        ("1\u{20E3}", 1, "a keycap without VS16 is its digit"),
        ("⌚\u{FE0E}", 2, "VS15 does not change the width"),
        ("☺\u{FE0E}", 1, "nor on a narrow base"),
        ("👍🏽", 2, "an emoji with a skin tone"),
        ("a🏽", 1, "a skin tone after a letter stays in the letter's cell"),
        ("🇯🇵", 2, "a flag"),
        ("\u{1100}\u{1161}\u{11A8}", 2, "a Hangul syllable from jamo is its leading jamo"),
        ("\u{1100}\u{1100}", 2, "two leading jamo are one cluster: one cell run"),
    ]

    @Test(arguments: cases)
    func clusterWidth(_ text: String, _ expected: Int, _ why: String) {
        let widths = DisplayWidth(profile: .unicodeCore)
        #expect(widths.width(ofCluster: text.unicodeScalars) == expected, "\(why)")
    }

    @Test func ambiguousBasesFollowTheOption() {
        let wide = DisplayWidth(ambiguousWidth: 2, profile: .unicodeCore)
        #expect(wide.width(ofCluster: "α\u{301}".unicodeScalars) == 2)
        #expect(DisplayWidth(profile: .unicodeCore).width(ofCluster: "α\u{301}".unicodeScalars) == 1)
    }
}
