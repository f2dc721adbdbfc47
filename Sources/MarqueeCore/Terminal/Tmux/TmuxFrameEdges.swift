import TerminalWidth

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
