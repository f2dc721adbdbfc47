/// `--template TEMPLATE` (marquee(1), TEMPLATES): one line made of literal text and
/// fields, each field a viewport of its own through which one part of the text moves.
///
///     {1:20} – {2:12:bounce}
///     // field 1, 20 columns, --mode's motion; the literal " – "; field 2, 12 columns,
///     // bouncing
///
/// The line is as wide as its parts: a field with a width is that wide, a field without
/// one as wide as its text (and still), a literal as wide as it is drawn.
package struct Template: Equatable, Sendable {
    /// Literal text and fields in the order they stand; two literals never follow each
    /// other (the parser joins them).
    package var pieces: [Piece]

    package enum Piece: Equatable, Sendable {
        case literal(String)
        case field(TemplateField)
    }

    package init(pieces: [Piece]) {
        self.pieces = pieces
    }

    /// The fields, in order.
    package var fields: [TemplateField] {
        pieces.compactMap { piece in
            if case .field(let field) = piece { return field }
            return nil
        }
    }
}

/// One `{NAME}`, `{NAME:WIDTH}` or `{NAME:WIDTH:MODE}`.
package struct TemplateField: Equatable, Sendable {
    package var name: FieldName
    /// Columns of its viewport; nil: the text's own width, standing still.
    package var width: Int?
    /// Its motion; nil: `--mode`'s.
    package var mode: Mode?

    package init(name: FieldName, width: Int? = nil, mode: Mode? = nil) {
        self.name = name
        self.width = width
        self.mode = mode
    }
}

/// Which part of the text a field shows.
package enum FieldName: Equatable, Hashable, Sendable {
    /// The Nth part of the text split on `--field-separator`, from 1.
    case number(Int)
    /// The string member of that name, when the text is a JSON object.
    case key(String)
}
