/// A set of code points stored as sorted, disjoint, inclusive ranges.
///
/// The generated tables hold a few hundred ranges at most, so a binary search
/// answers in under ten steps, and the bounds check in front of it answers at
/// once for everything below the first range (ASCII and most of Latin for
/// every table but `ambiguous`).
package struct RangeTable: Sendable {
    /// `[lower0, upper0, lower1, upper1, ...]`, ascending and disjoint (the width
    /// tables' ranges never touch; `PropertyRuns`' may, with different values).
    package let bounds: [UInt32]

    package init(bounds: [UInt32]) {
        precondition(bounds.count % 2 == 0, "a range table needs pairs of bounds")
        self.bounds = bounds
    }

    /// Number of ranges in the table.
    package var rangeCount: Int { bounds.count / 2 }

    /// Whether `value` lies inside one of the ranges.
    @inline(__always)
    package func contains(_ value: UInt32) -> Bool {
        rangeIndex(containing: value) != nil
    }

    /// The position of the range that holds `value`, if one does.
    package func rangeIndex(containing value: UInt32) -> Int? {
        bounds.withUnsafeBufferPointer { bounds in
            guard let first = bounds.first, let last = bounds.last,
                  value >= first, value <= last
            else { return nil }
            // Find the first range whose upper bound is not below `value`;
            // `value` is in the table exactly when that range starts at or
            // before it. The bounds check above guarantees such a range exists.
            var low = 0
            var high = bounds.count / 2 - 1
            while low < high {
                let middle = (low + high) / 2
                if bounds[2 &* middle &+ 1] < value {
                    low = middle + 1
                } else {
                    high = middle
                }
            }
            return bounds[2 &* low] <= value ? low : nil
        }
    }
}

extension RangeTable {
    /// The union of tables whose code points are disjoint from each other's.
    package init(merging tables: [RangeTable]) {
        var pairs: [(UInt32, UInt32)] = []
        for table in tables {
            for index in 0..<table.rangeCount {
                pairs.append((table.bounds[2 * index], table.bounds[2 * index + 1]))
            }
        }
        pairs.sort { $0.0 < $1.0 }
        self.init(bounds: pairs.flatMap { [$0.0, $0.1] })
    }
}
