/// One line of `json` output read as Waybar reads it (RFC 8259): an object whose members
/// are strings, with `text` (Pango markup), `full_text` the same, `tooltip` (Pango
/// markup) and `class`.
struct WaybarLine {
    typealias Failure = FormatRecovery.Failure

    let text: String
    let tooltip: String
    let className: String

    init(_ line: String) throws(Failure) {
        var reader = ScalarReader(line)
        var members: [String: String] = [:]
        guard reader.skip("{") else { throw Failure("JSON line is not an object") }
        if !reader.skip("}") {
            repeat {
                let name = try Self.string(&reader)
                guard reader.skip(":") else { throw Failure("JSON member without a value") }
                guard members.updateValue(try Self.string(&reader), forKey: name) == nil else {
                    throw Failure("JSON member \(name) twice")
                }
            } while reader.skip(",")
            guard reader.skip("}") else { throw Failure("JSON object not closed") }
        }
        guard reader.isAtEnd else { throw Failure("more after the JSON object") }
        guard let text = members["text"], let tooltip = members["tooltip"], let className = members["class"],
              members["full_text"].map({ $0.utf8.elementsEqual(text.utf8) }) == true, members.count == 4
        else { throw Failure("JSON members \(members.keys.sorted())") }
        guard ["scrolling", "static", "paused"].contains(className) else { throw Failure("JSON class \(className)") }
        _ = try PangoRecovery.text(tooltip)
        self.text = text
        self.tooltip = tooltip
        self.className = className
    }

    /// A JSON string at the reader, quotes and escapes undone.
    private static func string(_ reader: inout ScalarReader) throws(Failure) -> String {
        guard reader.skip("\"") else { throw Failure("JSON value is not a string") }
        var value = String.UnicodeScalarView()
        while let scalar = reader.next() {
            switch scalar {
            case "\"":
                return String(value)
            case "\\":
                let escapes: [Unicode.Scalar: Unicode.Scalar] = [
                    "\"": "\"", "\\": "\\", "/": "/", "b": "\u{08}", "f": "\u{0C}", "n": "\n", "r": "\r", "t": "\t",
                ]
                guard let escape = reader.next() else { throw Failure("JSON string not closed") }
                if let unescaped = escapes[escape] {
                    value.append(unescaped)
                } else if escape == "u" {
                    value.append(try codePoint(&reader))
                } else {
                    throw Failure("JSON escape \\\(escape)")
                }
            case _ where scalar.value < 0x20:
                throw Failure("raw \(FormatRecovery.hex(scalar)) in a JSON string")
            default:
                value.append(scalar)
            }
        }
        throw Failure("JSON string not closed")
    }

    /// The code point of `\uXXXX`, `u` already read, or of a surrogate pair.
    private static func codePoint(_ reader: inout ScalarReader) throws(Failure) -> Unicode.Scalar {
        func unit(_ reader: inout ScalarReader) throws(Failure) -> UInt32 {
            guard let digits = reader.take(count: 4), digits.unicodeScalars.allSatisfy(\.properties.isASCIIHexDigit),
                  let unit = UInt32(digits, radix: 16)
            else {
                throw Failure("JSON \\u without four hex digits")
            }
            return unit
        }
        let first = try unit(&reader)
        guard (0xD800...0xDBFF).contains(first) else {
            guard let scalar = Unicode.Scalar(first) else { throw Failure("JSON lone low surrogate") }
            return scalar
        }
        guard reader.skip("\\u") else { throw Failure("JSON lone high surrogate") }
        let second = try unit(&reader)
        guard (0xDC00...0xDFFF).contains(second) else { throw Failure("JSON lone high surrogate") }
        return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
    }
}
