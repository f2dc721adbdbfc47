/// Reads text one Unicode scalar at a time, as consumers parse their markup: on code
/// points, never on `Character`s, which would glue a `#`, `%`, `<` or quote to a
/// combining mark after it and hide it from a decoder.
struct ScalarReader {
    private let scalars: [Unicode.Scalar]
    private var position = 0

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    var isAtEnd: Bool { position == scalars.count }

    /// The scalar `offset` places ahead, without consuming anything.
    func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        position + offset < scalars.count ? scalars[position + offset] : nil
    }

    mutating func next() -> Unicode.Scalar? {
        guard let scalar = peek() else { return nil }
        position += 1
        return scalar
    }

    /// Whether the text goes on with `literal`, which is then consumed.
    mutating func skip(_ literal: String) -> Bool {
        let wanted = Array(literal.unicodeScalars)
        guard scalars[position...].starts(with: wanted) else { return false }
        position += wanted.count
        return true
    }

    /// The scalars before the next `terminator`, both consumed; nil, with nothing consumed,
    /// when no `terminator` follows.
    mutating func take(until terminator: String) -> String? {
        let wanted = Array(terminator.unicodeScalars)
        var end = position
        while end + wanted.count <= scalars.count {
            if scalars[end..<(end + wanted.count)].elementsEqual(wanted) {
                let taken = String(String.UnicodeScalarView(scalars[position..<end]))
                position = end + wanted.count
                return taken
            }
            end += 1
        }
        return nil
    }

    /// The next `count` scalars, consumed; nil when fewer are left.
    mutating func take(count: Int) -> String? {
        guard count >= 0, position + count <= scalars.count else { return nil }
        defer { position += count }
        return String(String.UnicodeScalarView(scalars[position..<(position + count)]))
    }
}
