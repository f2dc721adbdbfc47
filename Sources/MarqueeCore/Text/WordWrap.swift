/// Breaks a line into rows of at most `width` columns for the vertical modes.
///
/// Rows break at spaces, which are dropped at the break; a word wider than the row is
/// broken between two clusters. Continuation rows do not start with spaces.
package enum WordWrap {
    /// Cluster ranges of `line`, one per row; an empty line is one empty row.
    package static func rows(of line: Tape, width: Int) -> [Range<Int>] {
        rows(of: line, clusters: 0..<line.clusterCount, width: width)
    }

    /// Cluster ranges (indices into `line`) of its clusters `clusters` only.
    ///
    /// `needsRoomAfter`, given a row that fills `width` exactly and where the next row
    /// starts (nil after the last), says whether the row must leave a column free (its
    /// last cluster would be drawn into one cell with what follows it); such a row is
    /// wrapped again one column narrower. Each row is decided once, so this stays linear.
    package static func rows(of line: Tape, clusters: Range<Int>, width: Int,
                            needsRoomAfter: ((_ row: Range<Int>, _ next: Int?) -> Bool)? = nil) -> [Range<Int>] {
        var widths: [Int] = []
        var isSpace: [Bool] = []
        widths.reserveCapacity(clusters.count)
        var cursor = line.cursor(atCluster: clusters.lowerBound)
        while cursor.cluster < clusters.upperBound {
            let (byteCount, clusterWidth) = line.cluster(at: cursor)
            widths.append(clusterWidth)
            isSpace.append(byteCount == 1 && line.bytes[cursor.byteOffset] == 0x20)
            line.advance(&cursor)
        }
        let count = widths.count
        let base = clusters.lowerBound
        var rows: [Range<Int>] = []
        var start = 0
        while true {
            // Continuation rows do not start with spaces.
            if !rows.isEmpty {
                while start < count && isSpace[start] { start += 1 }
            }
            if start >= count {
                if rows.isEmpty { rows.append(start..<count) }
                break
            }
            var (row, next) = self.row(from: start, widths, isSpace, width: width)
            if let needsRoomAfter, width > 1, widths[row].reduce(0, +) == width {
                // The next row starts after the spaces the break dropped.
                var following = next
                while following < count && isSpace[following] { following += 1 }
                if needsRoomAfter((row.lowerBound + base)..<(row.upperBound + base), following < count ? following + base : nil) {
                    (row, next) = self.row(from: start, widths, isSpace, width: width - 1)
                }
            }
            rows.append(row)
            start = next
        }
        return rows.map { ($0.lowerBound + base)..<($0.upperBound + base) }
    }

    /// The row that starts at `start`, of at most `width` columns (a first cluster wider
    /// than that alone), and where the row after it starts.
    private static func row(from start: Int, _ widths: [Int], _ isSpace: [Bool], width: Int)
        -> (row: Range<Int>, next: Int) {
        let count = widths.count
        var columns = 0
        // Where the row's content ends before its last run of spaces, and where the
        // next row would resume after that run.
        var breakEnd: Int?
        var breakResume: Int?
        var index = start
        while index < count {
            if !isSpace[index] && index > start && isSpace[index - 1] && breakEnd != nil {
                breakResume = index
            }
            if columns + widths[index] > width && index > start {
                if isSpace[index] {
                    return (start..<(isSpace[index - 1] ? (breakEnd ?? index) : index), index)
                }
                if let end = breakEnd, let resume = breakResume {
                    return (start..<end, resume)
                }
                return (start..<index, index)
            }
            if isSpace[index] && index > start && !isSpace[index - 1] {
                breakEnd = index
                breakResume = nil
            }
            columns += widths[index]
            index += 1
        }
        return (start..<count, count)
    }
}
