extension TerminalWidth {
    /// A piece of a text: a run a terminal draws, or an escape sequence or control
    /// character it obeys.
    public enum Piece: Equatable, Sendable {
        /// Text between sequences: drawn, tabs and newlines included.
        case text(Substring)
        /// One escape sequence (SGR, OSC 8, cursor movement, …) or one control character
        /// other than tab and newline.
        case sequence(Substring)
    }

    /// The pieces of a text in order, by the escape grammar `columns` and `clip` read:
    /// ECMA-48's CSI, OSC, DCS, SOS, PM, APC and two- or three-byte escapes, a sequence that
    /// breaks its grammar ending before the scalar that broke it, one never ended running
    /// to the end of the text.
    public struct Pieces: Sequence, Sendable {
        let text: String

        public func makeIterator() -> Iterator { Iterator(text: text) }

        /// Walks the pieces, one scan of the text.
        public struct Iterator: IteratorProtocol, Sendable {
            let text: String
            var index: String.Index

            init(text: String) {
                self.text = text
                index = text.startIndex
            }

            public mutating func next() -> Piece? {
                let scalars = text.unicodeScalars
                guard index < scalars.endIndex else { return nil }
                let start = index
                if let end = Pieces.sequenceEnd(scalars, at: index) {
                    index = end
                    return .sequence(Substring(scalars[start..<end]))
                }
                while index < scalars.endIndex, Pieces.sequenceEnd(scalars, at: index) == nil {
                    scalars.formIndex(after: &index)
                }
                return .text(Substring(scalars[start..<index]))
            }
        }

        /// The end of the sequence at `index`; nil for a drawn scalar, a tab or a newline.
        static func sequenceEnd(_ scalars: String.UnicodeScalarView, at index: String.Index) -> String.Index? {
            let scalar = scalars[index]
            if scalar == "\t" || scalar == "\n" { return nil }
            return TextPieces.controlEnd(scalars, at: index)
        }
    }

    /// The pieces of `text`, runs of drawn text and sequences, in order.
    ///
    ///     Array(TerminalWidth.pieces(of: "a\u{1B}[1mb\u{7}"))
    ///     // [.text("a"), .sequence("\u{1B}[1m"), .text("b"), .sequence("\u{7}")]
    ///
    /// Joined, the pieces are `text`; the `.text` pieces alone are `strip(text)`.
    ///
    /// - Complexity: O(n) to walk; each piece is a `Substring` of `text`.
    public static func pieces(of text: String) -> Pieces {
        Pieces(text: text)
    }

    /// `text` as a terminal draws it: every escape sequence and every control character
    /// but tab and newline removed.
    ///
    ///     TerminalWidth.strip("\u{1B}[31mred\u{1B}[0m \u{1B}]8;;https://example.com\u{7}link\u{1B}]8;;\u{7}")
    ///     // "red link"
    ///
    /// `columns(strip(text))` is `columns(text)`. wcwidth 0.9.4's `strip_sequences`
    /// removes the escape sequences and keeps the control characters.
    ///
    /// - Complexity: O(n).
    public static func strip(_ text: String) -> String {
        var stripped = ""
        for case .text(let run) in pieces(of: text) {
            stripped += run
        }
        return stripped
    }
}
