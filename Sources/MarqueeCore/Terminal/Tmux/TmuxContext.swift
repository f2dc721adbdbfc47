import TerminalWidth

/// tmux 3.4 on, once the text is laid out: where marquee puts two pieces side by side
/// (a line and the separator, the separator and the next line, the ring's end and its
/// start; and in a line, a literal and a field, two fields) and tmux would draw the
/// first cluster of one into the last cell of the other, one space keeps them apart: the
/// frame stays W columns and each piece as wide as it was measured (docs/terminals.md,
/// "tmux").
final class TmuxContext: ClusterContext, @unchecked Sendable {
    let cells: TmuxCells

    init(cells: TmuxCells) {
        self.cells = cells
    }

    override func makeStage() -> ClusterContextStage {
        TmuxCellStage(cells: cells)
    }

    override func keepingItemsApart(_ pieces: LaidOutRing) -> LaidOutRing {
        var kept = pieces
        keepItemsApart(&kept)
        return kept
    }

    override func prefix(_ prefix: Tape, before content: [Tape]) -> Tape {
        TmuxFrameEdges.prefix(prefix, before: content, drawnBy: cells)
    }

    override func mayJoin(_ left: [Tape], before right: [Tape]) -> Bool {
        TmuxFrameEdges.mayJoin(left, before: right, drawnBy: cells)
    }

    override func suffix(_ suffix: Tape, after content: [Tape]) -> Tape {
        TmuxFrameEdges.suffix(suffix, after: content, drawnBy: cells)
    }

    override func joins(after cluster: [UInt32], startingWith first: UInt32) -> Bool {
        !cells.keepsApart(cells.pen(after: cluster), from: first)
    }

    /// The ring again, with a space wherever a line, the separator and the next line (or
    /// the ring's start, after its end) would meet in one cell. The ring is copied only
    /// when some joint needs a space.
    private func keepItemsApart(_ pieces: inout LaidOutRing) {
        let ring = pieces.ring
        let lineCount = pieces.lineStarts.count
        guard lineCount > 0 else { return }
        let separatorCount = pieces.separatorClusterCount
        // Where each line ends, the separator's clusters follow it.
        func lineEnd(_ line: Int) -> Int {
            line < lineCount - 1 ? pieces.lineEnds[line] : pieces.textClusterCount
        }
        func nextLineStart(_ line: Int) -> Int {
            line < lineCount - 1 ? pieces.lineStarts[line + 1] : 0
        }
        // `walker` goes on from the joint before, which lies before this one in the same
        // block of the tape more often than not (short lines), where looking each cluster
        // up by index walked its block again, four times a line; in a later block (or the
        // ring's start, after the last line) it is looked up from that block's start.
        func cursor(atCluster index: Int, _ walker: inout Tape.Cursor) -> Tape.Cursor {
            if index < walker.cluster || index / Tape.blockSize != walker.cluster / Tape.blockSize {
                walker = ring.cursor(atCluster: index)
            }
            while walker.cluster < index { ring.advance(&walker) }
            return walker
        }
        // Whether the cluster at `after` and the one at `before` would meet in one cell:
        // never after one ASCII byte, which tmux draws as any ASCII cell
        // (`TmuxCells.keepsApart`), so most joints need nothing decoded.
        func meet(_ after: Int, _ before: Int, _ walker: inout Tape.Cursor) -> Bool {
            let afterCursor = cursor(atCluster: after, &walker)
            guard ring.cluster(at: afterCursor).byteCount > 1 else { return false }
            let cluster = ring.scalars(at: afterCursor)
            return joins(after: cluster, startingWith: ring.firstScalar(at: cursor(atCluster: before, &walker)))
        }
        var walker = ring.startCursor
        var spaces: [(beforeSeparator: Bool, afterSeparator: Bool)] = []
        var anySpace = false
        for line in 0..<lineCount {
            let end = lineEnd(line)
            let beforeSeparator = separatorCount > 0 && end > 0 && meet(end - 1, end, &walker)
            let afterSeparator = end + separatorCount > 0
                && meet(end + separatorCount - 1, nextLineStart(line), &walker)
            spaces.append((beforeSeparator, afterSeparator))
            anySpace = anySpace || beforeSeparator || afterSeparator
        }
        guard anySpace else { return }

        var spaced = Tape()
        spaced.reserveCapacity(bytes: ring.bytes.count + 2 * lineCount)
        var lineStarts: [Int] = []
        var lineEnds: [Int] = []
        for line in 0..<lineCount {
            if line > 0 && spaces[line - 1].afterSeparator { spaced.appendASCII(0x20, style: 0) }
            lineStarts.append(spaced.clusterCount)
            let end = lineEnd(line)
            spaced.append(ring, clusters: pieces.lineStarts[line]..<end)
            if line < lineCount - 1 {
                lineEnds.append(spaced.clusterCount)
            } else {
                pieces.textClusterCount = spaced.clusterCount
                pieces.textWidth = spaced.columnCount
            }
            if spaces[line].beforeSeparator { spaced.appendASCII(0x20, style: 0) }
            spaced.append(ring, clusters: end..<(end + separatorCount))
        }
        if spaces[lineCount - 1].afterSeparator { spaced.appendASCII(0x20, style: 0) }
        pieces.ring = spaced
        pieces.lineStarts = lineStarts
        pieces.lineEnds = lineEnds
    }
}
