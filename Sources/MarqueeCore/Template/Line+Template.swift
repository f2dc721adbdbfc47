/// A template (marquee(1), TEMPLATES) laid out for one text: its literals, and each field
/// the part of the text it names, between `--prefix` and `--suffix`.
extension Line {
    /// Lays out `template` for `text`.
    ///
    /// - Parameters:
    ///   - previous: the line shown until now; a field whose text is the same keeps its
    ///     start from there.
    ///   - restartAt: the line's frame at which a changed field starts again; nil keeps
    ///     every start (a `--tween` step changes numbers, not where the line is).
    package convenience init(template: Template, text: [UInt8], layout: LineLayout,
                             previous: Line? = nil, restartAt: Int? = 0) {
        let values = FieldValues(text: text, separator: layout.fieldSeparator)
        var fieldSettings = layout.text
        // A field is one row, whatever the direction.
        fieldSettings.vertical = false
        let previousTexts = previous?.fieldTexts ?? []
        let previousStarts = previous?.fieldStarts ?? []

        // Every piece is laid out in line order into one style table.
        var styles = StyleTable()
        var pieces: [LaidOutPiece] = []
        func literal(_ string: String) {
            let laidOut = LaidOutText.Builder.flat(string, fieldSettings, after: styles)
            styles = laidOut.styles
            pieces.append(.literal(laidOut.tape))
        }
        var fieldCount = 0
        literal(layout.prefix)
        for piece in template.pieces {
            switch piece {
            case .literal(let string):
                literal(string)
            case .field(let field):
                let fieldText = values.value(of: field.name)
                let index = fieldCount
                fieldCount += 1
                var start = previous == nil ? 0 : restartAt ?? 0
                if index < previousTexts.count, previousTexts[index] == fieldText || restartAt == nil {
                    start = previousStarts[index]
                }
                var builder = LaidOutText.Builder(settings: fieldSettings, styles: styles)
                builder.feed(fieldText)
                let laidOut = builder.finish()
                styles = laidOut.styles
                pieces.append(.field(LaidOutField(text: laidOut, size: .template(field), source: fieldText,
                                                  start: start)))
            }
        }
        literal(layout.suffix)
        // A template's line is as wide as its parts, whatever the terminal.
        self.init(laidOut: pieces, styles: styles, layout: layout, environment: Environment(),
                  tooltipHasLiterals: true)
    }
}
