/// Page mode's content: the text cut into pages of exactly the viewport's size, each
/// followed by the gap, so that page p starts at p × (W + gap) however often it pages.
/// A page ends before a cluster that would cross its edge, so no cluster is split.
public enum PageLayout {
    /// The paged ring of a horizontal text, and how many clusters its first page holds.
    public static func pagedRing(_ text: LaidOutText, pageWidth: Int) -> (ring: Tape, firstPageClusterCount: Int) {
        let source = text.ring
        var paged = Tape()
        var firstPageClusterCount = -1
        var pageStart = 0
        var pageColumns = 0
        var cursor = source.startCursor

        func closePage(_ end: Int) {
            if pageColumns > pageWidth {
                // One cluster wider than a page: it can only be shown cut.
                paged.appendSpaces(pageWidth)
            } else {
                paged.append(source, clusters: pageStart..<end)
                paged.appendSpaces(pageWidth - pageColumns)
            }
            if firstPageClusterCount < 0 { firstPageClusterCount = paged.clusterCount }
            paged.append(text.separator, style: 0)
        }

        while cursor.cluster < text.textClusterCount {
            let width = source.cluster(at: cursor).width
            if pageColumns + width > pageWidth && pageColumns > 0 {
                closePage(cursor.cluster)
                pageStart = cursor.cluster
                pageColumns = 0
            }
            pageColumns += width
            source.advance(&cursor)
        }
        closePage(text.textClusterCount)
        return (paged, firstPageClusterCount)
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
