import Testing
@testable import TerminalWidth

/// The two-stage table of `ScalarProperties` must say, for every code point, what the
/// range tables of `WidthTables` say: it replaced their binary searches on the hot path
/// (issue 40), so a bit that drifts from its table would change widths.
@Suite struct ScalarPropertiesTests {
    /// Each flag and the table it stands for.
    static var flags: [(name: String, table: RangeTable, bit: (ScalarProperties) -> Bool)] { [
        ("regionalIndicators", WidthTables.regionalIndicators, \.isRegionalIndicator),
        ("extendedPictographic", WidthTables.extendedPictographic, \.isExtendedPictographic),
        ("conjunctJoiners", WidthTables.conjunctJoiners, \.isConjunctJoiner),
        ("spacingMarks", WidthTables.spacingMarks, \.isSpacingMark),
        ("emojiModifiers", WidthTables.emojiModifiers, \.isEmojiModifier),
        ("emojiPresentationWithVS16", WidthTables.emojiPresentationWithVS16, \.widensWithVS16),
        ("textPresentationWithVS15", WidthTables.textPresentationWithVS15, \.narrowsWithVS15),
        ("variationBases", WidthTables.variationBases, \.isVariationBase),
    ] }

    /// Counted over every code point, then checked over each table's ranges: equal counts
    /// and every member set means the same sets, with one pass over the code points.
    @Test func everyCodePointAgreesWithTheRangeTables() {
        let flags = Self.flags
        var flagCounts = [Int](repeating: 0, count: flags.count)
        var zero = 0, wide = 0, ambiguous = 0
        for value in UInt32(0)...0x10FFFF {
            let properties = ScalarProperties(of: value)
            for (index, flag) in flags.enumerated() where flag.bit(properties) { flagCounts[index] += 1 }
            switch properties.columns(ambiguousWidth: 2) {
            case 0: zero += 1
            case 2 where properties.columns(ambiguousWidth: 1) == 1: ambiguous += 1
            case 2: wide += 1
            default: break
            }
        }
        for (index, flag) in flags.enumerated() {
            #expect(flagCounts[index] == Self.members(of: flag.table).count, "\(flag.name): count")
            #expect(Self.members(of: flag.table).allSatisfy { flag.bit(ScalarProperties(of: $0)) }, "\(flag.name)")
        }
        #expect(zero == Self.members(of: WidthTables.zeroWidth).count)
        #expect(Self.members(of: WidthTables.zeroWidth).allSatisfy { ScalarProperties(of: $0).columns(ambiguousWidth: 2) == 0 })
        #expect(wide == Self.members(of: WidthTables.wide).count)
        #expect(Self.members(of: WidthTables.wide).allSatisfy { ScalarProperties(of: $0).columns(ambiguousWidth: 1) == 2 })
        #expect(ambiguous == Self.members(of: WidthTables.ambiguous).count)
        #expect(Self.members(of: WidthTables.ambiguous).allSatisfy {
            ScalarProperties(of: $0).columns(ambiguousWidth: 1) == 1 && ScalarProperties(of: $0).columns(ambiguousWidth: 2) == 2
        })
    }

    static func members(of table: RangeTable) -> [UInt32] {
        (0..<table.rangeCount).flatMap { table.bounds[2 * $0]...table.bounds[2 * $0 + 1] }
    }
}
