/// Making a line: its pieces laid out in order into one style table, kept apart at their
/// seams (`LineSeams`), then each field given its viewport (`LineLayout`'s rules).
extension Line {
    /// One viewport: `--prefix`, the text, `--suffix`.
    package convenience init(text: LaidOutText, layout: LineLayout, environment: Environment) {
        let prefix = LaidOutText.Builder.flat(layout.prefix, layout.text, after: text.styles)
        let suffix = LaidOutText.Builder.flat(layout.suffix, layout.text, after: prefix.styles)
        let field = LaidOutField(text: text, size: .rest, source: [], start: 0)
        self.init(laidOut: [.literal(prefix.tape), .field(field), .literal(suffix.tape)], styles: suffix.styles,
                  layout: layout, environment: environment, tooltipHasLiterals: false)
    }

    /// The pieces given their viewports, in order.
    convenience init(laidOut: [LaidOutPiece], styles: StyleTable, layout: LineLayout, environment: Environment,
                     tooltipHasLiterals: Bool) {
        let kept = LineSeams.keepingApart(laidOut, layout.text.widths.clusterContext, layout: layout)
        // The one viewport takes the columns the other pieces leave.
        var otherColumns = 0
        for piece in kept {
            switch piece {
            case .literal(let tape):
                otherColumns += tape.columnCount
            case .field(let field):
                if case .template(let template) = field.size {
                    otherColumns += Line.templateWidth(field, template, layout: layout)
                }
            }
        }
        var pieces: [LinePiece] = []
        pieces.reserveCapacity(kept.count)
        for piece in kept {
            switch piece {
            case .literal(let tape):
                if tape.clusterCount > 0 { pieces.append(.literal(LiteralRuns(tape))) }
            case .field(let field):
                let ticker = Line.ticker(field, layout: layout, environment: environment, otherColumns: otherColumns)
                pieces.append(.field(ticker, text: field.source, start: field.start))
            }
        }
        self.init(styles: styles, pieces: pieces, tooltipHasLiterals: tooltipHasLiterals)
    }

    /// A field's viewport. The one viewport takes `--width`, or the terminal's columns less
    /// `otherColumns`, and `--height` rows vertically; a template's field its WIDTH less the
    /// columns the seams took, moving by its mode (`--mode`'s without one), or its text's
    /// width standing still without WIDTH. `--shrink` narrows a viewport whose text fits
    /// to the text.
    private static func ticker(_ field: LaidOutField, layout: LineLayout, environment: Environment,
                               otherColumns: Int) -> Ticker {
        let text = field.text
        switch field.size {
        case .rest:
            let given = layout.width(in: environment, besides: otherColumns)
            let width = layout.viewportWidth(given: given, textWidth: text.textWidth, motion: layout.motion)
            var height = 1
            if layout.vertical {
                let rowCount = text.lines.reduce(0) { $0 + WordWrap.rows(of: $1, width: width).count }
                height = layout.height(in: environment, rowCount: rowCount)
            }
            return Ticker(text: text, motion: layout.motion, width: width, height: height,
                          vertical: layout.vertical, gapRows: layout.gapRows)
        case .template(let template):
            return Ticker(text: text, motion: layout.motion(of: template),
                          width: templateWidth(field, template, layout: layout))
        }
    }

    /// A template field's columns: its WIDTH less what the seams took (`--shrink`: its
    /// text's where the text fits), or its text's without WIDTH.
    private static func templateWidth(_ field: LaidOutField, _ template: TemplateField, layout: LineLayout) -> Int {
        let given = template.width.map { max($0 - field.columnsGiven, 0) }
        return layout.viewportWidth(given: given, textWidth: field.text.textWidth, motion: layout.motion(of: template))
    }
}
