/// Page mode's content: the text laid on pages of exactly the viewport's size, each
/// followed by the gap, so that page p starts at p × (W + gap) however often it pages.
///
/// Words are laid the way they are wrapped for the vertical modes (`WordWrap`): a page
/// breaks at spaces, which are dropped at the break, and only a word wider than the page
/// is cut, between two clusters. Each line of the input starts a page of its own.
public enum PageLayout {
    /// The paged ring of a horizontal text, and how many clusters its first page holds.
    public static func pagedRing(_ text: LaidOutText, pageWidth: Int) -> (ring: Tape, firstPageClusterCount: Int) {
        let source = text.ring
        var paged = Tape()
        var firstPageClusterCount = -1
        let starts = text.lineStarts.isEmpty ? [0] : text.lineStarts
        for (index, lineStart) in starts.enumerated() {
            let lineEnd = index < text.lineEnds.count ? text.lineEnds[index] : text.textClusterCount
            for page in WordWrap.rows(of: source, clusters: lineStart..<lineEnd, width: pageWidth) {
                let columns = source.cursor(atCluster: page.upperBound).column
                    - source.cursor(atCluster: page.lowerBound).column
                if columns > pageWidth {
                    // One cluster wider than a page: it can only be shown cut.
                    paged.appendSpaces(pageWidth)
                } else {
                    paged.append(source, clusters: page)
                    paged.appendSpaces(pageWidth - columns)
                }
                if firstPageClusterCount < 0 { firstPageClusterCount = paged.clusterCount }
                paged.append(text.separator, style: 0)
            }
        }
        return (paged, max(firstPageClusterCount, 0))
    }

    /// Page mode's rows: pages of `pageHeight` rows, blank-padded, each followed by
    /// `gap` blank rows. nil is a blank row.
    public static func pagedRows(rowCount: Int, pageHeight: Int, gap: Int) -> [Int?] {
        var ring: [Int?] = []
        var row = 0
        repeat {
            let end = min(row + pageHeight, rowCount)
            ring += (row..<end).map { Optional($0) }
            ring += Array(repeating: nil, count: pageHeight - (end - row) + gap)
            row = end
        } while row < rowCount
        return ring
    }
}
