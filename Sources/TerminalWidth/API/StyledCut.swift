/// Columns of a text kept, with their styles whole: one range, or two with a plain text
/// between them (`truncate`'s ellipsis). `clip(keepingStyles: true)` and `truncate` are
/// this walk.
///
/// The SGR state and the hyperlink in effect where drawing starts are opened before the
/// first drawn column, closed at each cut and at the end, and opened again after a cut
/// where text follows. Style sequences in a part cut away change the style without being
/// written; every other sequence and control character is written where it stands, but
/// for one cut off, which waits for what follows it (`StyledOutput`). A tab becomes the
/// spaces of its kept columns.
struct StyledCut {
    /// The columns kept first.
    var head: Range<Int>
    /// Written between `head` and `tail`, in no style, once the walk passes `head`.
    var gap: String = ""
    /// The columns kept after `head` (at or after its end), if any.
    var tail: Range<Int>? = nil
    /// Whether a wide cluster cut by an edge gives a space for each of its kept columns;
    /// otherwise it gives nothing.
    var fillingCuts: Bool = true

    func write(_ text: String, widths: DisplayWidth, into output: inout StyledOutput) {
        let scalars = text.unicodeScalars
        var passedHead = false
        func passHead() {
            guard !passedHead else { return }
            passedHead = true
            output.plain(gap)
        }
        func put(_ span: Range<String.Index>?, _ shown: Range<Int>, of columns: Int) {
            if let span, shown.count == columns {
                // A cluster with no base after spaces or the ellipsis: dropped, its columns spaces.
                if !output.draw(Substring(scalars[span])) { output.draw(spaces: columns) }
            } else if fillingCuts || span == nil {
                output.draw(spaces: shown.count)
            }
        }
        func draw(_ span: Range<String.Index>?, column: Int, columns: Int) {
            let columnsTaken = column..<(column + columns)
            put(span, head.clamped(to: columnsTaken), of: columns)
            if columnsTaken.upperBound > head.upperBound { passHead() }
            if let tail { put(span, tail.clamped(to: columnsTaken), of: columns) }
        }
        TextPieces(text: text, widths: widths).forEach { piece, column in
            if column >= head.upperBound { passHead() }
            switch piece {
            case .control(let span):
                let sequence = Substring(scalars[span])
                if let effect = TextStyle.effect(of: sequence) {
                    output.style(sequence, effect)
                } else {
                    output.other(sequence)
                }
            case .cluster(let span, let columns) where columns == 0:
                if head.contains(column) || (tail?.contains(column) ?? false) {
                    output.draw(Substring(scalars[span]))
                }
            case .cluster(let span, let columns):
                draw(span, column: column, columns: columns)
            case .tab:
                draw(nil, column: column, columns: TextPieces.tabSize - column % TextPieces.tabSize)
            }
        }
        passHead()
        output.cut()
    }
}
