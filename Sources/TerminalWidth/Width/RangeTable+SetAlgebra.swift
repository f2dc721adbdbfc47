extension RangeTable {
    /// The code points in either table; ranges that touch or overlap become one.
    ///
    /// - Complexity: O(n log n) in the tables' ranges: built once, when a probe's
    ///   profile is made, never per code point.
    package func union(_ other: RangeTable) -> RangeTable {
        var pairs: [(lower: UInt32, upper: UInt32)] = []
        for table in [self, other] {
            for index in 0..<table.rangeCount {
                pairs.append((table.bounds[2 &* index], table.bounds[2 &* index &+ 1]))
            }
        }
        pairs.sort { $0.lower < $1.lower }
        var bounds: [UInt32] = []
        for pair in pairs {
            if let last = bounds.last, pair.lower <= last &+ 1 {
                bounds[bounds.count - 1] = max(last, pair.upper)
            } else {
                bounds.append(pair.lower)
                bounds.append(pair.upper)
            }
        }
        return RangeTable(bounds: bounds)
    }

    /// The code points in this table and not in `other`.
    ///
    /// - Complexity: O(n + m): both tables are sorted, so one pass over each.
    package func subtracting(_ other: RangeTable) -> RangeTable {
        var bounds: [UInt32] = []
        var cut = 0
        for index in 0..<rangeCount {
            var lower = self.bounds[2 &* index]
            let upper = self.bounds[2 &* index &+ 1]
            // Ranges of `other` wholly below this one cut nothing here or later.
            while cut < other.rangeCount, other.bounds[2 &* cut &+ 1] < lower { cut += 1 }
            var next = cut
            var emptied = false
            while next < other.rangeCount, other.bounds[2 &* next] <= upper {
                let cutLower = other.bounds[2 &* next]
                let cutUpper = other.bounds[2 &* next &+ 1]
                if cutLower > lower { bounds += [lower, cutLower - 1] }
                guard cutUpper < upper else { emptied = true; break }
                lower = max(lower, cutUpper + 1)
                next += 1
            }
            if !emptied { bounds += [lower, upper] }
        }
        return RangeTable(bounds: bounds)
    }
}
