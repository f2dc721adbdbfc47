/// A piece of a line once laid out, before its fields get their viewports.
enum LaidOutPiece {
    case literal(Tape)
    case field(LaidOutField)
}

/// A field's text, laid out, and what its viewport will be.
struct LaidOutField {
    var text: LaidOutText
    var size: FieldSize
    /// Columns taken from a given width for a space that keeps the field apart from the
    /// field before it.
    var columnsGiven = 0
    /// The bytes it shows, and the line's frame at which its frame 0 is shown.
    var source: [UInt8]
    var start: Int

    /// What a frame of it can start with: some cluster of its text.
    var leadingContent: [Tape] {
        text.lines.isEmpty ? [text.ring] : text.lines
    }

    /// What a frame of it can end with: some cluster of its text, or `--ellipsis` where a
    /// cut ends it.
    var content: [Tape] {
        leadingContent + (text.ellipsis.map { [$0] } ?? [])
    }
}

/// How wide a field's viewport is, and how it moves.
enum FieldSize {
    /// The one viewport: `--width`, or the terminal's columns less the rest of the line;
    /// the run's motion, vertical or not.
    case rest
    /// A template's field: its WIDTH (nil: its text's own, standing still) and its mode.
    case template(TemplateField)

    /// The columns asked for before `--shrink` and the seams; nil for none. The one
    /// viewport's are some number, known once the rest of the line is: 0 stands for it.
    var given: Int? {
        switch self {
        case .rest: return 0
        case .template(let field): return field.width
        }
    }
}

/// The seam rules at each border of a line (docs/terminals.md, "Seams"): where the
/// terminal would draw the first cluster of a piece into the last cell of the piece
/// before, a space keeps them apart, in the literal between them, or, between two fields,
/// taken from the second field's width so the line keeps its width. A piece that draws
/// nothing (an empty literal, a field whose viewport takes the width of an empty text)
/// stands between nothing: the pieces around it meet.
enum LineSeams {
    static func keepingApart(_ pieces: [LaidOutPiece], _ context: ClusterContext?,
                             layout: LineLayout) -> [LaidOutPiece] {
        guard let context else { return pieces }
        func isVisible(_ piece: LaidOutPiece) -> Bool {
            switch piece {
            case .literal(let tape):
                return tape.clusterCount > 0
            case .field(let field):
                return !layout.drawsNothing(given: field.size.given, textWidth: field.text.textWidth,
                                            motion: layout.motion)
            }
        }
        func content(_ piece: LaidOutPiece) -> [Tape] {
            switch piece {
            case .literal(let tape): return [tape]
            case .field(let field): return field.content
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
            case (.literal(let left), .field(let field)):
                kept[before] = .literal(context.prefix(left, before: field.leadingContent))
                kept.append(piece)
            case (_, .literal(let right)):
                kept.append(.literal(context.suffix(right, after: content(last))))
            case (.field, .field(var field)):
                if context.mayJoin(content(last), before: field.content) {
                    kept.append(.literal(LineSeams.space))
                    if field.size.given != nil { field.columnsGiven = 1 }
                    kept.append(.field(field))
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
