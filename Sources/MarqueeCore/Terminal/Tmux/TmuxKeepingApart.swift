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

/// Under a tmux that draws a cluster into the cell of the one before (3.4 on), the
/// prefix and the suffix meet whatever cluster a frame starts or ends with: a prefix that
/// ends in an emoji would take a flag or a skin tone that starts a frame into its cell in
/// 3.4 and 3.5 (a flag a flag, from 3.6), a suffix that starts with one would go into the
/// frame's last cell. Where some cluster of the text could meet them so, one space keeps
/// them apart, as items are kept apart: the frame stays W columns and the
/// prefix and suffix as wide as they are measured.
enum TmuxFrameEdges {
    /// The prefix, with a space after it where some cluster of `content` would join it.
    static func prefix(_ given: Tape, before content: [Tape], drawnBy glue: TmuxCells) -> Tape {
        guard given.clusterCount > 0 else { return given }
        let pen = glue.pen(after: given.scalars(ofCluster: given.clusterCount - 1))
        guard !pen.isAfterASCII else { return given }
        let joins = content.contains { tape in
            anyCluster(of: tape) { $0.first.map { !glue.keepsApart(pen, from: $0) } ?? false }
        }
        guard joins else { return given }
        var spaced = given
        spaced.appendASCII(0x20, style: 0)
        return spaced
    }

    /// The suffix, with a space before it where it would join some cluster of `content`.
    static func suffix(_ given: Tape, after content: [Tape], drawnBy glue: TmuxCells) -> Tape {
        guard given.clusterCount > 0 else { return given }
        let first = given.firstScalar(ofCluster: 0)
        guard first >= 0x7F else { return given }
        let joins = content.contains { tape in
            anyCluster(of: tape) { !glue.keepsApart(glue.pen(after: $0), from: first) }
        }
        guard joins else { return given }
        var spaced = Tape()
        spaced.appendASCII(0x20, style: 0)
        spaced.append(given)
        return spaced
    }

    /// Whether a cluster of `left` and one of `right` put side by side could share a
    /// cell: some pen after a non-ASCII cluster of `left` that does not keep apart the
    /// first code point of some cluster of `right`.
    static func mayJoin(_ left: [Tape], before right: [Tape], drawnBy glue: TmuxCells) -> Bool {
        var firsts: [UInt32] = []
        for tape in right {
            _ = anyCluster(of: tape) { scalars in
                if let first = scalars.first, first >= 0x7F, !firsts.contains(first) { firsts.append(first) }
                return false
            }
        }
        guard !firsts.isEmpty else { return false }
        return left.contains { tape in
            anyCluster(of: tape) { scalars in
                let pen = glue.pen(after: scalars)
                return !pen.isAfterASCII && firsts.contains { !glue.keepsApart(pen, from: $0) }
            }
        }
    }

    /// Whether any cluster's code points satisfy `test`, walking the tape once (looking
    /// each cluster up by index would walk its block again every time). A cluster of one
    /// ASCII byte is not decoded: tmux draws it in a cell of its own and what follows it
    /// as after any ASCII cell (`TmuxCells.keepsApart`), so no test here holds for one.
    private static func anyCluster(of tape: Tape, _ test: ([UInt32]) -> Bool) -> Bool {
        var cursor = tape.startCursor
        while cursor.cluster < tape.clusterCount {
            if tape.cluster(at: cursor).byteCount > 1 && test(tape.scalars(at: cursor)) { return true }
            tape.advance(&cursor)
        }
        return false
    }
}
