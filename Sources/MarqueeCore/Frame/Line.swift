/// What every frame draws: one line of pieces, each a literal (drawn whole) or a field (a
/// `Ticker`, a viewport of its own through which its text moves), all sharing one style
/// table so that one encoder draws the whole line (docs/architecture.md, "One frame").
///
/// One viewport is a line of one field between the literals `--prefix` and `--suffix`;
/// a template (marquee(1), TEMPLATES) is a line of its fields and literals between the
/// same two. Vertically the one field has `--height` rows, and every literal is drawn
/// again on each.
///
/// Each field keeps the frame at which its text last changed: field i shows its own frame
/// k − start(i) of the line's frame k, so a field whose text stays the same keeps moving
/// when another changes. A stateless frame (`--once`, `--frame K`) has every start at 0.
package final class Line: Sendable {
    package let styles: StyleTable
    /// The pieces in order; a literal that draws nothing is left out.
    let pieces: [LinePiece]
    /// Columns of the line: the sum of its pieces, prefix and suffix included.
    package let width: Int
    /// Rows of a frame: the tallest field's.
    package let height: Int
    /// Whether the tooltip shows the literals with the fields' texts: a template's do, the
    /// prefix and suffix around one viewport do not.
    let tooltipHasLiterals: Bool

    init(styles: StyleTable, pieces: [LinePiece], tooltipHasLiterals: Bool) {
        self.styles = styles
        self.pieces = pieces
        self.tooltipHasLiterals = tooltipHasLiterals
        var width = 0
        var height = 1
        for piece in pieces {
            width += piece.columns
            height = max(height, piece.ticker?.height ?? 1)
        }
        self.width = width
        self.height = height
    }

    /// Draws row `row` of the line's frame `frame`: each literal whole, each field's own
    /// frame.
    package func render<Encoder: FrameEncoder>(frame: Int, row: Int = 0, into encoder: inout Encoder) {
        // By index, not by element: copying a piece would retain and release what it holds.
        for index in pieces.indices {
            if let field = pieces[index].drawnTicker {
                let start = pieces[index].start
                field._withUnsafeGuaranteedRef { $0.render(frame: max(frame - start, 0), row: row, into: &encoder) }
            } else if let literal = pieces[index].drawnLiteral {
                literal._withUnsafeGuaranteedRef { $0.render(into: &encoder) }
            }
        }
    }

    /// The fields' viewports, in order.
    package var fields: [Ticker] {
        pieces.compactMap(\.ticker)
    }

    /// The line's frame at which each field's frame 0 was shown.
    package var fieldStarts: [Int] {
        pieces.compactMap { $0.ticker == nil ? nil : $0.start }
    }

    /// The text each field shows, to tell a changed one when a new text arrives.
    package var fieldTexts: [[UInt8]] {
        pieces.compactMap { $0.ticker == nil ? nil : $0.fieldText }
    }

    /// Whether no field moves: JSON's class `static`.
    package var isStill: Bool {
        pieces.allSatisfy { $0.ticker?.plan.isStill ?? true }
    }

    /// The line's frame at which every field has made `passes` passes (`--loops`).
    package func lastFrame(afterPasses passes: Int) -> Int {
        var last = 0
        for piece in pieces {
            if let ticker = piece.ticker {
                last = max(last, piece.start + ticker.plan.lastFrame(afterPasses: passes))
            }
        }
        return last
    }

    /// The same line with every field starting again at the line's frame 0: `--paused-at
    /// start` moves the whole line back to its start.
    package func restartingEveryField() -> Line {
        Line(styles: styles, pieces: pieces.map { $0.starting(at: 0) }, tooltipHasLiterals: tooltipHasLiterals)
    }

    /// The pieces of the line's text for a tooltip, and what joins them: each field's
    /// whole text and a template's literals side by side, or a vertical text's lines one
    /// per line.
    var tooltipPieces: (pieces: [(tape: Tape, clusters: Int)], joint: UInt8?) {
        var shown: [(tape: Tape, clusters: Int)] = []
        for piece in pieces {
            if let ticker = piece.ticker {
                let text = ticker.text
                if !text.lines.isEmpty {
                    return (text.lines.map { ($0, $0.clusterCount) }, 0x0A)
                }
                shown.append((text.ring, text.textClusterCount))
            } else if tooltipHasLiterals, let literal = piece.literal {
                shown.append((literal.tape, literal.tape.clusterCount))
            }
        }
        return (shown, nil)
    }
}

/// One piece of a `Line`: a literal or a field.
struct LinePiece: Sendable {
    /// A field's viewport, or nil for a literal.
    let ticker: Ticker?
    let literal: LiteralRuns?
    /// The two again, unretained, for drawing: retaining and releasing each piece every
    /// frame cost a two-field frame a tenth of its instructions. The references above keep
    /// them alive as long as the piece.
    let drawnTicker: Unmanaged<Ticker>?
    let drawnLiteral: Unmanaged<LiteralRuns>?
    /// A field's text, to tell whether the next text changes it.
    let fieldText: [UInt8]
    /// The line's frame at which the field's frame 0 was shown.
    let start: Int

    static func literal(_ runs: LiteralRuns) -> LinePiece {
        LinePiece(ticker: nil, literal: runs, drawnTicker: nil, drawnLiteral: .passUnretained(runs),
                  fieldText: [], start: 0)
    }

    static func field(_ ticker: Ticker, text: [UInt8], start: Int) -> LinePiece {
        LinePiece(ticker: ticker, literal: nil, drawnTicker: .passUnretained(ticker), drawnLiteral: nil,
                  fieldText: text, start: start)
    }

    func starting(at frame: Int) -> LinePiece {
        LinePiece(ticker: ticker, literal: literal, drawnTicker: drawnTicker, drawnLiteral: drawnLiteral,
                  fieldText: fieldText, start: frame)
    }

    var columns: Int {
        ticker?.width ?? literal?.tape.columnCount ?? 0
    }
}
