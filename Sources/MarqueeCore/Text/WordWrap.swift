/// Breaks a line into rows of at most `width` columns for the vertical modes.
///
/// Rows break at spaces, which are dropped at the break; a word wider than the row is
/// broken between two clusters. Continuation rows do not start with spaces.
public enum WordWrap {
    /// Cluster ranges of `line`, one per row; an empty line is one empty row.
    public static func rows(of line: Tape, width: Int) -> [Range<Int>] {
        rows(of: line, clusters: 0..<line.clusterCount, width: width)
    }

    /// Cluster ranges (indices into `line`) of its clusters `clusters` only.
    public static func rows(of line: Tape, clusters: Range<Int>, width: Int) -> [Range<Int>] {
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
        var rows: [Range<Int>] = []
        var start = 0
        var columns = 0
        // Where the row's content ends before its last run of spaces, and where the
        // next row would resume after that run.
        var breakEnd: Int?
        var breakResume: Int?
        var index = 0
        while index < count {
            if isSpace[index] && index == start && !rows.isEmpty {
                start += 1
                index += 1
                continue
            }
            if !isSpace[index] && index > start && isSpace[index - 1] && breakEnd != nil {
                breakResume = index
            }
            if columns + widths[index] > width && index > start {
                if isSpace[index] {
                    let end = isSpace[index - 1] ? (breakEnd ?? index) : index
                    rows.append(start..<end)
                    start = index
                    columns = 0
                    breakEnd = nil
                    breakResume = nil
                    continue
                }
                if let end = breakEnd, let resume = breakResume {
                    rows.append(start..<end)
                    start = resume
                    columns = widths[resume..<index].reduce(0, +)
                } else {
                    rows.append(start..<index)
                    start = index
                    columns = 0
                }
                breakEnd = nil
                breakResume = nil
                continue
            }
            if isSpace[index] && index > start && !isSpace[index - 1] {
                breakEnd = index
                breakResume = nil
            }
            columns += widths[index]
            index += 1
        }
        if start < count || rows.isEmpty {
            rows.append(start..<count)
        }
        let base = clusters.lowerBound
        return rows.map { ($0.lowerBound + base)..<($0.upperBound + base) }
    }
}
