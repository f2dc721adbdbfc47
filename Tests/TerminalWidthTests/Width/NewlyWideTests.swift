import Testing
@testable import TerminalWidth

/// `NewlyWide` says what Unicode 16 made wide: wide in the generated tables, one column
/// in kitty 0.26.5's table of Unicode 15 (measured here), and long assigned. glibc 2.36
/// draws the trigrams one column too, but had widened the hexagrams on its own.
@Suite struct NewlyWideTests {
    @Test(arguments: [NewlyWide.trigramsAndDigrams, NewlyWide.hexagramsAndTetragrams])
    func everyCodePointIsWideNowAndOneColumnInUnicode15(_ table: RangeTable) throws {
        let kitty = DisplayWidth(profile: try #require(TerminalProfile(named: "kitty-0.26")))
        let values = stride(from: 0, to: table.bounds.count, by: 2).flatMap { table.bounds[$0]...table.bounds[$0 + 1] }
        #expect(values.count > 6)
        for value in values {
            #expect(WidthTables.wide.contains(value), "U+\(String(value, radix: 16))")
            #expect(kitty.width(ofCluster: [Unicode.Scalar(value)!]) == 1, "U+\(String(value, radix: 16))")
            #expect(GlibcWidths.measuredHere.wcwidth(value) != -1, "assigned: U+\(String(value, radix: 16))")
        }
    }

    @Test func glibcDrawsTheTrigramsOneColumn() {
        #expect(GlibcWidths.measuredHere.wcwidth(0x2630) == 1)
        #expect(GlibcWidths.measuredHere.wcwidth(0x268A) == 1)
    }

    /// Nothing around the ranges was left out: the code point on each side is not wide
    /// in Unicode 18, or was wide before.
    @Test func theRangesAreWhole() throws {
        let kitty = DisplayWidth(profile: try #require(TerminalProfile(named: "kitty-0.26")))
        for table in [NewlyWide.trigramsAndDigrams, NewlyWide.hexagramsAndTetragrams] {
            for index in stride(from: 0, to: table.bounds.count, by: 2) {
                for outside in [table.bounds[index] - 1, table.bounds[index + 1] + 1] {
                    #expect(!WidthTables.wide.contains(outside) || kitty.width(ofCluster: [Unicode.Scalar(outside)!]) == 2,
                            "U+\(String(outside, radix: 16))")
                }
            }
        }
    }
}
