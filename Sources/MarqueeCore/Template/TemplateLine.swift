/// A template laid out for one text: its literals as tapes and each field a `Ticker` of its
/// own, all sharing one style table, so that one encoder draws the whole line
/// (marquee(1), TEMPLATES).
///
/// Each field keeps the frame at which its text last changed: field i shows its own frame
/// k − start(i) of the line's frame k, so a field whose text stays the same keeps moving
/// when another changes. A stateless frame (`--once`, `--frame K`) has every start at 0.
package final class TemplateLine: Sendable {
    package let styles: StyleTable
    /// The line in order: a field by its index in `fields` (0 and up), a literal by the
    /// complement of its index in `literals` (below 0). Plain numbers, not an enum with
    /// a payload: copying that payload each frame retained and released it.
    /// `--prefix` and `--suffix` are the first and last literals.
    let order: [Int]
    let literals: [LiteralRuns]
    /// `fields` and `literals` again, unretained, for drawing: retaining and releasing
    /// each piece every frame cost a two-field frame a tenth of its instructions. The
    /// arrays above keep them alive as long as the line.
    private let unretainedFields: [Unmanaged<Ticker>]
    private let unretainedLiterals: [Unmanaged<LiteralRuns>]
    /// One ticker per field of the template, in order.
    package let fields: [Ticker]
    /// The text each field shows, to tell a changed one when a new text arrives.
    package let fieldTexts: [[UInt8]]
    /// The line's frame at which each field's frame 0 was shown.
    package let fieldStarts: [Int]
    /// Columns of the line, prefix and suffix included: the sum of its parts.
    package let width: Int

    /// Lays out `template` for `text`.
    ///
    /// - Parameters:
    ///   - previous: the line shown until now; a field whose text is the same keeps its
    ///     start from there.
    ///   - restartAt: the line's frame at which a changed field starts again; nil keeps
    ///     every start (a `--tween` step changes numbers, not where the line is).
    package init(template: Template, text: [UInt8], settings: Settings,
                previous: TemplateLine? = nil, restartAt: Int? = 0) {
        let values = FieldValues(text: text, separator: settings.fieldSeparator)
        var textSettings = settings.text
        textSettings.prefix = ""
        textSettings.suffix = ""
        textSettings.vertical = false

        // Every piece is laid out in line order into one style table.
        var styles = StyleTable()
        var pieces: [LaidOutPiece] = []
        func literal(_ string: String) {
            let laidOut = LaidOutText.Builder.flat(string, textSettings, after: styles)
            styles = laidOut.styles
            pieces.append(.literal(laidOut.tape))
        }
        var texts: [[UInt8]] = []
        var starts: [Int] = []
        literal(settings.text.prefix)
        for piece in template.pieces {
            switch piece {
            case .literal(let string):
                literal(string)
            case .field(let field):
                let fieldText = values.value(of: field.name)
                let index = texts.count
                texts.append(fieldText)
                if let previous, index < previous.fieldTexts.count,
                   previous.fieldTexts[index] == fieldText || restartAt == nil {
                    starts.append(previous.fieldStarts[index])
                } else {
                    starts.append(previous == nil ? 0 : restartAt ?? 0)
                }
                var builder = LaidOutText.Builder(settings: textSettings, styles: styles)
                builder.feed(fieldText)
                let laidOut = builder.finish()
                styles = laidOut.styles
                pieces.append(.field(laidOut, field))
            }
        }
        literal(settings.text.suffix)
        pieces = TemplateLine.keepingApart(pieces, settings.text.widths.clusterContext) { piece in
            switch piece {
            case .literal(let tape):
                return tape.clusterCount > 0
            case .field(let text, let field, _):
                // A field draws nothing where its viewport takes its text's width and the
                // text has none: the pieces on either side of it meet.
                let takesTextWidth = field.width.map { settings.shrink && !settings.motion.always && text.textWidth <= $0 } ?? true
                return !takesTextWidth || text.textWidth > 0
            }
        }

        var order: [Int] = []
        var literals: [LiteralRuns] = []
        var unretainedFieldList: [Unmanaged<Ticker>] = []
        var unretainedLiteralList: [Unmanaged<LiteralRuns>] = []
        var fields: [Ticker] = []
        var width = 0
        for piece in pieces {
            switch piece {
            case .literal(let tape):
                if tape.clusterCount > 0 {
                    order.append(~literals.count)
                    let runs = LiteralRuns(tape)
                    literals.append(runs)
                    unretainedLiteralList.append(Unmanaged.passUnretained(runs))
                }
                width += tape.columnCount
            case .field(let laidOut, let field, let columnsGiven):
                let ticker = TemplateLine.ticker(laidOut, field, settings: settings, lessColumns: columnsGiven)
                order.append(fields.count)
                fields.append(ticker)
                unretainedFieldList.append(Unmanaged.passUnretained(ticker))
                width += ticker.width
            }
        }
        self.styles = styles
        self.order = order
        self.literals = literals
        unretainedFields = unretainedFieldList
        unretainedLiterals = unretainedLiteralList
        self.fields = fields
        self.fieldTexts = texts
        self.fieldStarts = starts
        self.width = width
    }

    /// A field's viewport: WIDTH columns moving by its mode (`--mode`'s without one), or
    /// its text's width standing still without WIDTH; `--shrink` narrows a field whose
    /// text fits to the text, as it does the one viewport.
    private static func ticker(_ text: LaidOutText, _ field: TemplateField, settings: Settings,
                               lessColumns: Int) -> Ticker {
        guard let given = field.width else {
            var still = settings.motion(for: .static)
            still.always = false
            still.enter = false
            return Ticker(text: text, motion: still, width: text.textWidth)
        }
        let motion = settings.motion(for: field.mode ?? settings.motion.mode)
        var width = max(given - lessColumns, 0)
        if settings.shrink && !motion.always && text.textWidth <= width {
            width = text.textWidth
        }
        return Ticker(text: text, motion: motion, width: width)
    }

    /// Draws the line's frame `frame`: each literal whole, each field's own frame.
    package func render<Encoder: FrameEncoder>(frame: Int, into encoder: inout Encoder) {
        for item in order {
            if item >= 0 {
                let start = fieldStarts[item]
                unretainedFields[item]._withUnsafeGuaranteedRef {
                    $0.render(frame: max(frame - start, 0), into: &encoder)
                }
            } else {
                unretainedLiterals[~item]._withUnsafeGuaranteedRef { $0.render(into: &encoder) }
            }
        }
    }

    /// Whether no field moves: JSON's class `static`.
    package var isStill: Bool {
        fields.allSatisfy { $0.plan.isStill }
    }

    /// The line's frame at which every field has made `passes` passes (`--loops`).
    package func lastFrame(afterPasses passes: Int) -> Int {
        var last = 0
        for (index, field) in fields.enumerated() {
            last = max(last, fieldStarts[index] + field.plan.lastFrame(afterPasses: passes))
        }
        return last
    }

    /// The same line with every field starting again at the line's frame 0: `--paused-at
    /// start` moves the whole line back to its start.
    package func restartingEveryField() -> TemplateLine {
        TemplateLine(copying: self, starts: Array(repeating: 0, count: fieldStarts.count))
    }

    private init(copying line: TemplateLine, starts: [Int]) {
        styles = line.styles
        order = line.order
        literals = line.literals
        unretainedFields = line.unretainedFields
        unretainedLiterals = line.unretainedLiterals
        fields = line.fields
        fieldTexts = line.fieldTexts
        fieldStarts = starts
        width = line.width
    }

    /// The pieces of the line's text for a tooltip: literals and each field's whole text.
    package var tooltipPieces: [(tape: Tape, clusters: Int)] {
        order.map { item in
            item >= 0 ? (fields[item].text.ring, fields[item].text.textClusterCount)
                : (literals[~item].tape, literals[~item].tape.clusterCount)
        }
    }
}

/// A piece of the line once laid out, before the fields become tickers.
enum LaidOutPiece {
    case literal(Tape)
    /// A field's text; the columns taken from its WIDTH for a space that keeps it apart
    /// from the field before it.
    case field(LaidOutText, TemplateField, columnsGiven: Int = 0)
}

extension TemplateLine {
    /// The seam rules at each border of the line (docs/terminals.md, "Seams"): where the
    /// terminal would draw the first cluster of a piece into the last cell of the piece
    /// before, a space keeps them apart, in the literal between them, or, between two
    /// fields, taken from the second field's width so the line keeps its width. A piece
    /// that draws nothing (`isVisible` false: an empty field or literal) stands between
    /// nothing: the pieces around it meet.
    static func keepingApart(_ pieces: [LaidOutPiece], _ context: ClusterContext?,
                             isVisible: (LaidOutPiece) -> Bool) -> [LaidOutPiece] {
        guard let context else { return pieces }
        func content(_ piece: LaidOutPiece) -> [Tape] {
            switch piece {
            case .literal(let tape): return [tape]
            case .field(let text, _, _): return [text.ring] + (text.ellipsis.map { [$0] } ?? [])
            }
        }
        var kept: [LaidOutPiece] = []
        var lastVisible: Int?
        for piece in pieces {
            guard isVisible(piece), let before = lastVisible else {
                kept.append(piece)
                if isVisible(piece) { lastVisible = kept.count - 1 }
                continue
            }
            let last = kept[before]
            switch (last, piece) {
            case (.literal(let left), .field(let text, _, _)):
                kept[before] = .literal(context.prefix(left, before: [text.ring]))
                kept.append(piece)
            case (_, .literal(let right)):
                kept.append(.literal(context.suffix(right, after: content(last))))
            case (.field, .field(let text, let field, _)):
                if context.mayJoin(content(last), before: content(piece)) {
                    kept.append(.literal(TemplateLine.space))
                    kept.append(.field(text, field, columnsGiven: field.width == nil ? 0 : 1))
                } else {
                    kept.append(piece)
                }
            }
            lastVisible = kept.count - 1
        }
        return kept
    }

    private static let space: Tape = {
        var tape = Tape()
        tape.appendASCII(0x20, style: 0)
        return tape
    }()
}
