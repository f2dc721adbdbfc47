/// Page mode's content: the text laid on pages of exactly the viewport's size, each
/// followed by the gap, so that page p starts at p × (W + gap) however often it pages.
///
/// Words are laid the way they are wrapped for the vertical modes (`WordWrap`): a page
/// breaks at spaces, which are dropped at the break, and only a word wider than the page
/// is cut, between two clusters. Each line of the input starts a page of its own.
///
/// Pages put clusters side by side that the text did not: a full page's last cluster
/// meets what follows it. Where the terminal would draw that into one cell (the text's
/// `clusterContext`: tmux 3.4 on takes a flag after an emoji into the emoji's cell), the
/// page holds one column less, so that a padding space keeps the two apart and every page
/// stays W wide.
package enum PageLayout {
    /// The paged ring of a horizontal text, and how many clusters its first page holds.
    package static func pagedRing(_ text: LaidOutText, pageWidth: Int) -> (ring: Tape, firstPageClusterCount: Int) {
        let context = text.clusterContext
        let source = text.ring
        var paged = Tape()
        var firstPageClusterCount = -1
        let starts = text.lineStarts.isEmpty ? [0] : text.lineStarts
        let separatorStart = text.separator.clusterCount > 0 ? text.separator.firstScalar(ofCluster: 0) : nil
        for (index, lineStart) in starts.enumerated() {
            let lineEnd = index < text.lineEnds.count ? text.lineEnds[index] : text.textClusterCount
            // What a line's last page meets, with no separator: the next line's first
            // page (the first line's, after the last).
            let nextLine = index + 1 < starts.count ? index + 1 : 0
            let nextLineEnd = nextLine < text.lineEnds.count ? text.lineEnds[nextLine] : text.textClusterCount
            let nextLineStart = starts[nextLine] < nextLineEnd ? source.firstScalar(ofCluster: starts[nextLine]) : nil
            let needsRoom = context.map { context in
                { (page: Range<Int>, next: Int?) -> Bool in
                    guard let following = separatorStart ?? next.map({ source.firstScalar(ofCluster: $0) }) ?? nextLineStart
                    else { return false }
                    return context.joins(after: source.scalars(ofCluster: page.upperBound - 1), startingWith: following)
                }
            }
            for page in WordWrap.rows(of: source, clusters: lineStart..<lineEnd, width: pageWidth, needsRoomAfter: needsRoom) {
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
    package static func pagedRows(rowCount: Int, pageHeight: Int, gap: Int) -> [Int?] {
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
