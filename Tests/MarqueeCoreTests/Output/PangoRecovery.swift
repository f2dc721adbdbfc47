/// What Pango shows of markup (`pango`, and the `text` of `json`): `<span …>` and
/// `</span>` are styles, closed on every row; the five named entities are characters; any
/// other tag or `&` fails, since Pango would read a tag or reject the whole label.
enum PangoRecovery {
    typealias Failure = FormatRecovery.Failure

    static let entities: [(name: String, character: Unicode.Scalar)] = [
        ("amp;", "&"), ("lt;", "<"), ("gt;", ">"), ("apos;", "'"), ("quot;", "\""),
    ]

    static func text(_ markup: String) throws(Failure) -> String {
        var reader = ScalarReader(markup)
        var text = ""
        var openSpans = 0
        while let scalar = reader.next() {
            switch scalar {
            case "<":
                if reader.skip("/span>") {
                    guard openSpans > 0 else { throw Failure("</span> without <span>") }
                    openSpans -= 1
                } else if reader.skip("span"), let attributes = reader.take(until: ">"), isAttributeList(attributes) {
                    openSpans += 1
                } else {
                    throw Failure("text opened a Pango tag")
                }
            case "&":
                guard let entity = entities.first(where: { reader.skip($0.name) }) else { throw Failure("bare &") }
                text.unicodeScalars.append(entity.character)
            case "\n":
                if openSpans > 0 { throw Failure("<span> open at the end of a row") }
                text.append("\n")
            default:
                text.unicodeScalars.append(scalar)
            }
        }
        if openSpans > 0 { throw Failure("<span> open at the end of a row") }
        return text
    }

    /// ` name="value"` repeated: a value with `"`, `<` or `&` would be text gone astray.
    private static func isAttributeList(_ attributes: String) -> Bool {
        var reader = ScalarReader(attributes)
        while !reader.isAtEnd {
            guard reader.skip(" "), let name = reader.take(until: "=\""), let value = reader.take(until: "\""),
                  !name.isEmpty, name.unicodeScalars.allSatisfy("abcdefghijklmnopqrstuvwxyz_".unicodeScalars.contains),
                  !value.unicodeScalars.contains(where: { $0 == "<" || $0 == "&" })
            else { return false }
        }
        return true
    }
}
