import Foundation
import Testing
import TerminalWidth
import TestSupport

/// Every fully-qualified emoji in emoji-test.txt is one Character two columns
/// wide, at either ambiguous width.
@Suite struct EmojiWidthTests {
    /// Exception: an emoji modifier base whose default is text presentation
    /// (☝ U+261D, ✌ U+270C, ✍ U+270D, ⛹ U+26F9, 🏋 U+1F3CB, 🏌 U+1F3CC,
    /// 🕴 U+1F574, 🕵 U+1F575, 🖐 U+1F590) followed directly by a skin tone.
    /// Unicode lists these pairs as fully qualified (the modifier implies emoji
    /// presentation), but the reference measure docs/terminals.md names (wcwidth 0.9.4
    /// `width()`) lets the skin tone add nothing to a base it still counts as
    /// text: the pair is as wide as the base alone, 1 column (⛹ is East Asian
    /// Ambiguous, so 2 with ambiguous width 2). DisplayWidth follows the
    /// reference, so these 45 sequences are expected to be that wide here.
    static func referenceMeasuresNarrow(_ scalars: [Unicode.Scalar],
                                        textDefaultModifierBases: Set<UInt32>,
                                        modifiers: Set<UInt32>) -> Bool {
        scalars.count == 2 && textDefaultModifierBases.contains(scalars[0].value)
            && modifiers.contains(scalars[1].value)
    }

    @Test func fullyQualifiedEmojiAreTwoColumns() throws {
        let emojiData = "emoji/emoji-data.txt"
        let modifierBases = try UnicodeTestData.codePoints(in: emojiData, withValue: ["Emoji_Modifier_Base"])
        let emojiPresentation = try UnicodeTestData.codePoints(in: emojiData,
                                                              withValue: ["Emoji_Presentation"])
        let modifiers = try UnicodeTestData.codePoints(in: emojiData, withValue: ["Emoji_Modifier"])
        let textDefaultModifierBases = modifierBases.subtracting(emojiPresentation)

        let lines = UnicodeTestData.dataLines(try UnicodeTestData.unicodeFile("emoji/emoji-test.txt"))
        let narrow = DisplayWidth(ambiguousWidth: 1)
        let cjk = DisplayWidth(ambiguousWidth: 2)
        var checked = 0
        var exceptions = 0
        var failures: [String] = []
        for fields in lines where fields[1] == "fully-qualified" {
            let scalars = UnicodeTestData.scalars(fields[0])
            let characterCount = UnicodeTestData.string(scalars).count
            var expected = (2, 2)
            if Self.referenceMeasuresNarrow(scalars, textDefaultModifierBases: textDefaultModifierBases,
                                            modifiers: modifiers) {
                let base = [scalars[0]]
                expected = (narrow.width(ofCluster: base), cjk.width(ofCluster: base))
                #expect(expected.0 == 1)
                exceptions += 1
            }
            let got = (narrow.width(ofCluster: scalars), cjk.width(ofCluster: scalars))
            if characterCount != 1 || got != expected {
                failures.append("\(UnicodeTestData.describe(scalars)): \(characterCount) Character(s), "
                    + "width \(got.0)/\(got.1), expected \(expected.0)/\(expected.1)")
            }
            checked += 1
        }
        #expect(checked > 3_500)
        #expect(exceptions == 45)
        #expect(failures.isEmpty, "\(failures.count) emoji:\n\(failures.prefix(20).joined(separator: "\n"))")
    }

    @Test func textDefaultEmojiStayNarrowWithoutVS16() {
        let width = DisplayWidth()
        let skullAndCrossbones: [Unicode.Scalar] = ["\u{2620}"]
        #expect(width.width(ofCluster: skullAndCrossbones) == 1)
        #expect(width.width(ofCluster: ["\u{2620}", "\u{FE0F}"] as [Unicode.Scalar]) == 2)
        #expect(width.width(ofCluster: ["\u{2764}", "\u{200D}", "\u{1F525}"] as [Unicode.Scalar]) == 1)
        #expect(width.width(ofCluster: ["\u{2764}", "\u{FE0F}", "\u{200D}", "\u{1F525}"] as [Unicode.Scalar]) == 2)
    }
}
