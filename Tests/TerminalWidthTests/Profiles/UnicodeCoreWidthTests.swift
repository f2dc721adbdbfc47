import Testing
@testable import TerminalWidth
import TestSupport

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

    /// A terminal in the mode that knows an older Unicode or draws by a variant
    /// (`UnicodeCoreRules`, Debian 13's foot 1.21.0 by all of them): each switch alone
    /// against the specification, worked out by hand.
    private static func widths(codePoints: MeasuredCodePointWidths? = nil, clusterAsWidest: Bool = false,
                               textPresentationNarrows: Bool = false, conjunctsApart: Bool = false,
                               newerPictographs: [UInt32] = []) -> DisplayWidth {
        let rules = UnicodeCoreRules(codePoints: codePoints, clusterAsWidest: clusterAsWidest,
                                     textPresentationNarrows: textPresentationNarrows, conjunctsApart: conjunctsApart,
                                     newerPictographs: RangeTable(bounds: newerPictographs))
        return DisplayWidth(profile: TerminalProfile(name: "unicode-core-test", strategy: .graphemeClusterMode(rules)))
    }

    private static func columns(_ text: String, _ widths: DisplayWidth) -> Int {
        ReferenceWidth.clusters(of: Array(text.unicodeScalars)).reduce(0) { $0 + widths.width(ofCluster: $1) }
    }

    @Test func aClusterAsWideAsItsWidestCodePoint() {
        let widest = Self.widths(clusterAsWidest: true)
        #expect(Self.columns("✍🏻", widest) == 2, "the skin tone's two columns, not the writing hand's one")
        #expect(Self.columns("a🏻", widest) == 2)
        #expect(Self.columns("e\u{301}", widest) == 1)
        #expect(Self.columns("✍🏻", Self.widths()) == 1, "the first code point's, by the specification")
    }

    @Test func textPresentationNarrowsAWideEmoji() {
        #expect(Self.columns("⌚\u{FE0E}", Self.widths(textPresentationNarrows: true)) == 1)
        #expect(Self.columns("⌚\u{FE0E}", Self.widths()) == 2)
        #expect(Self.columns("☺\u{FE0E}", Self.widths(textPresentationNarrows: true)) == 1)
    }

    @Test func conjunctsApartBeforeGB9c() {
        let apart = Self.widths(conjunctsApart: true)
        #expect(Self.columns("क्ष", apart) == 2, "क् and ष")
        #expect(Self.columns("नि", apart) == 1, "a vowel sign is no conjunct")
        #expect(Self.columns("क्ष", Self.widths()) == 1)
    }

    @Test func aZWJJoinsNoNewerPictograph() {
        let newer = Self.widths(newerPictographs: [0x1F525, 0x1F525])
        #expect(Self.columns("😀\u{200D}🔥", newer) == 4, "the grinning face and the fire side by side")
        #expect(Self.columns("🔥\u{200D}😀", newer) == 4, "after it too")
        #expect(Self.columns("😀\u{200D}😀", newer) == 2, "older pictographs still join")
        #expect(Self.columns("😀\u{200D}🔥", Self.widths()) == 2)
    }

    @Test func codePointsNarrowedLeaveAFlagTwoColumns() {
        let codePoints = MeasuredCodePointWidths(
            zero: WidthTables.zeroWidth, wide: WidthTables.wide.subtracting(WidthTables.regionalIndicators),
            cLibrary: nil, ambiguousFollowsOption: true)
        let narrow = Self.widths(codePoints: codePoints)
        #expect(Self.columns("🇦", narrow) == 1)
        #expect(Self.columns("🇯🇵", narrow) == 2)
        #expect(Self.columns("🇯🇵🇦", narrow) == 3)
        #expect(Self.columns("🇦", Self.widths()) == 2)
    }
}
