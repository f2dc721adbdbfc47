/// Under a tmux that draws a cluster into the cell of the one before (3.4 on), the
/// prefix and the suffix meet whatever cluster a frame starts or ends with: a prefix that
/// ends in an emoji would take a flag or a skin tone that starts a frame into its cell in
/// 3.4 and 3.5 (a flag a flag, from 3.6), a suffix that starts with one would go into the
/// frame's last cell. Where some cluster of the text could meet them so, one space keeps
/// them apart, as `JoinedLinesSink` keeps items apart: the frame stays W columns and the
/// prefix and suffix as wide as they are measured.
enum TmuxFrameEdges {
    /// The prefix, with a space after it where some cluster of `content` would join it.
    static func prefix(_ given: Tape, before content: [Tape], drawnBy glue: TmuxCells) -> Tape {
        guard given.clusterCount > 0 else { return given }
        var pen = TmuxCells.Pen()
        for value in given.scalars(ofCluster: given.clusterCount - 1) { glue.draw(value, with: &pen) }
        guard !pen.isAfterASCII else { return given }
        let joins = content.contains { tape in
            (0..<tape.clusterCount).contains { index in
                !glue.keepsApart(pen, from: tape.firstScalar(ofCluster: index))
            }
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
            (0..<tape.clusterCount).contains { index in
                var pen = TmuxCells.Pen()
                for value in tape.scalars(ofCluster: index) { glue.draw(value, with: &pen) }
                return !glue.keepsApart(pen, from: first)
            }
        }
        guard joins else { return given }
        var spaced = Tape()
        spaced.appendASCII(0x20, style: 0)
        spaced.append(given)
        return spaced
    }
}
