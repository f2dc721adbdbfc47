import Foundation
import Testing
import TerminalWidth
import TestSupport

/// Each code point listed in EastAsianWidth.txt, alone in its cluster, is as
/// wide as its East_Asian_Width says (W, F: 2; A: the ambiguous width; H, Na,
/// N: 1), with the exceptions docs/terminals.md makes, each stated below.
@Suite struct EastAsianWidthTests {
    struct Properties {
        var eastAsianWidth: [UInt32: String] = [:]
        var category: [UInt32: String] = [:]
        var defaultIgnorable: Set<UInt32> = []
        var prependedConcatenationMark: Set<UInt32> = []
        var regionalIndicator: Set<UInt32> = []
        var vowelOrFinalJamo: Set<UInt32> = []
    }

    static func loadProperties() throws -> Properties {
        var properties = Properties()
        for fields in UnicodeTestData.dataLines(try UnicodeTestData.unicodeFile("EastAsianWidth.txt")) {
            for value in UnicodeTestData.codePoints(fields[0]) {
                properties.eastAsianWidth[value] = String(fields[1])
            }
        }
        properties.category = try UnicodeTestData.generalCategories()
        properties.defaultIgnorable = try UnicodeTestData.codePoints(
            in: "DerivedCoreProperties.txt", withValue: ["Default_Ignorable_Code_Point"])
        properties.prependedConcatenationMark = try UnicodeTestData.codePoints(
            in: "PropList.txt", withValue: ["Prepended_Concatenation_Mark"])
        properties.regionalIndicator = try UnicodeTestData.codePoints(
            in: "PropList.txt", withValue: ["Regional_Indicator"])
        properties.vowelOrFinalJamo = try UnicodeTestData.codePoints(
            in: "HangulSyllableType.txt", withValue: ["V", "T"])
        return properties
    }

    /// The width docs/terminals.md gives a lone code point, or nil for code points that
    /// never reach DisplayWidth.
    static func expectedWidth(of value: UInt32, _ p: Properties, ambiguousWidth: Int) -> Int? {
        let category = p.category[value] ?? "Cn"
        // Not measured: controls are removed before measuring, surrogates are no scalars.
        if category == "Cc" || category == "Cs" { return nil }
        // Exception: marks (Mn, Me, and Mc, whose width is its cluster's business),
        // format controls and line/paragraph separators take no column...
        if ["Mn", "Me", "Mc", "Cf", "Zl", "Zp"].contains(category)
            // ...except SOFT HYPHEN, shown as a hyphen (it stays Ambiguous)...
            && value != 0x00AD
            // ...and the prepended concatenation marks (Arabic number signs, ...),
            // which are always visible.
            && !p.prependedConcatenationMark.contains(value) {
            return 0
        }
        // Exception: default-ignorable code points are invisible, except HANGUL
        // CHOSEONG FILLER U+115F, a leading jamo that starts a 2-column block,
        // and SOFT HYPHEN again.
        if p.defaultIgnorable.contains(value) && value != 0x115F && value != 0x00AD { return 0 }
        // Exception: Hangul vowel and final jamo join the syllable block before them.
        if p.vowelOrFinalJamo.contains(value) { return 0 }
        // Exception: regional indicators are Neutral but drawn 2 columns wide.
        if p.regionalIndicator.contains(value) { return 2 }
        switch p.eastAsianWidth[value] ?? "N" {
        case "W", "F": return 2
        case "A": return ambiguousWidth
        default: return 1
        }
    }

    @Test(arguments: [1, 2])
    func everyListedCodePointHasItsEastAsianWidth(ambiguousWidth: Int) throws {
        let properties = try Self.loadProperties()
        let width = DisplayWidth(ambiguousWidth: ambiguousWidth)
        var checked = 0
        var failures: [String] = []
        for value in properties.eastAsianWidth.keys.sorted() {
            guard let expected = Self.expectedWidth(of: value, properties, ambiguousWidth: ambiguousWidth),
                  let scalar = Unicode.Scalar(value)
            else { continue }
            checked += 1
            let got = width.width(ofCluster: CollectionOfOne(scalar))
            if got != expected {
                failures.append("\(UnicodeTestData.describe([scalar])) "
                    + "(\(properties.eastAsianWidth[value]!), \(properties.category[value] ?? "Cn")): "
                    + "expected \(expected), got \(got)")
            }
        }
        #expect(checked > 290_000)
        #expect(failures.isEmpty, "\(failures.count) code points:\n\(failures.prefix(20).joined(separator: "\n"))")
    }
}
