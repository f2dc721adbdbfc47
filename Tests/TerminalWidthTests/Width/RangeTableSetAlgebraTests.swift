import Testing
@testable import TerminalWidth

/// `union` and `subtracting` against sets of code points (the probe builds its tables with them).
@Suite struct RangeTableSetAlgebraTests {
    /// A table of random ranges below 200, and the set it holds.
    static func randomTable(_ generator: inout some RandomNumberGenerator) -> (RangeTable, Set<UInt32>) {
        var bounds: [UInt32] = []
        var next = UInt32.random(in: 0...5, using: &generator)
        while next < 200 {
            let upper = next + UInt32.random(in: 0...12, using: &generator)
            bounds += [next, upper]
            next = upper + UInt32.random(in: 2...20, using: &generator)
        }
        return (RangeTable(bounds: bounds), Set(stride(from: 0, to: bounds.count, by: 2).flatMap { bounds[$0]...bounds[$0 + 1] }))
    }

    static func members(_ table: RangeTable) -> Set<UInt32> {
        Set((0...240).filter { table.contains($0) })
    }

    /// Sorted, disjoint ranges that do not touch: what `contains` and the printers expect.
    static func isCanonical(_ table: RangeTable) -> Bool {
        zip(table.bounds, table.bounds.dropFirst()).enumerated().allSatisfy { index, pair in
            index % 2 == 0 ? pair.0 <= pair.1 : pair.0 + 1 < pair.1
        }
    }

    @Test func unionAndSubtractionAgreeWithSets() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let (left, leftSet) = Self.randomTable(&generator)
            let (right, rightSet) = Self.randomTable(&generator)
            let union = left.union(right)
            let difference = left.subtracting(right)
            #expect(Self.members(union) == leftSet.union(rightSet))
            #expect(Self.members(difference) == leftSet.subtracting(rightSet))
            #expect(Self.isCanonical(union), "\(union.bounds)")
            #expect(difference.bounds.count % 2 == 0)
        }
    }

    @Test func edges() {
        let table = RangeTable(bounds: [10, 20])
        #expect(table.subtracting(RangeTable(bounds: [10, 20])).bounds == [])
        #expect(table.subtracting(RangeTable(bounds: [0, 10, 20, 30])).bounds == [11, 19])
        #expect(table.subtracting(RangeTable(bounds: [12, 12, 15, 16])).bounds == [10, 11, 13, 14, 17, 20])
        #expect(table.union(RangeTable(bounds: [21, 25])).bounds == [10, 25], "touching ranges become one")
        #expect(table.union(RangeTable(bounds: [])).bounds == [10, 20])
        #expect(RangeTable(bounds: []).subtracting(table).bounds == [])
    }
}
