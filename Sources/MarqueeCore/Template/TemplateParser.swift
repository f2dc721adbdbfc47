/// Reads `--template`'s value (marquee(1), TEMPLATES): `{{` and `}}` are literal braces,
/// `{…}` a field, everything else literal text. A mistake is a usage error that says what
/// is wrong and at which character of the template, counted from 1.
///
/// Works on the UTF-8 bytes: every byte it looks for is ASCII, so a multi-byte character
/// is copied whole; positions are counted in characters only for a message.
package enum TemplateParser {
    /// The widest field, as `--width` allows.
    package static let widthLimit = 1_000_000
    /// The highest field number: far more parts than a line of text has.
    package static let numberLimit = 1_000_000

    package static func parse(_ template: String) throws(UsageError) -> Template {
        let bytes = Array(template.utf8)
        var pieces: [Template.Piece] = []
        var literal: [UInt8] = []
        var index = 0
        func fail(_ problem: String, at byteOffset: Int) -> UsageError {
            .badTemplate(template, character: characterPosition(bytes, byteOffset), problem: problem)
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "{") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "{") {
                literal.append(byte)
                index += 2
            } else if byte == UInt8(ascii: "}") {
                guard index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "}") else {
                    throw fail("'}' closes no field (write '}}' for a brace)", at: index)
                }
                literal.append(byte)
                index += 2
            } else if byte == UInt8(ascii: "{") {
                let open = index
                var close = index + 1
                while close < bytes.count && bytes[close] != UInt8(ascii: "}") {
                    if bytes[close] == UInt8(ascii: "{") {
                        throw fail("'{' inside a field (write '{{' for a brace)", at: close)
                    }
                    close += 1
                }
                guard close < bytes.count else {
                    throw fail("'{' is never closed (write '{{' for a brace)", at: open)
                }
                let field = try parseField(bytes, from: open + 1, to: close, fail)
                if !literal.isEmpty {
                    pieces.append(.literal(String(decoding: literal, as: UTF8.self)))
                    literal.removeAll()
                }
                pieces.append(.field(field))
                index = close + 1
            } else {
                literal.append(byte)
                index += 1
            }
        }
        if !literal.isEmpty {
            pieces.append(.literal(String(decoding: literal, as: UTF8.self)))
        }
        return Template(pieces: pieces)
    }

    /// The inside of one `{…}`: `bytes[start..<end]`, split on `:` into name, width, mode.
    ///
    /// The parts are kept as offsets, not as an array of ranges: an array of a type no
    /// other code uses costs every start that parses a template 90,000 instructions to
    /// build its run-time type.
    private static func parseField(
        _ bytes: [UInt8], from start: Int, to end: Int, _ fail: (String, Int) -> UsageError
    ) throws(UsageError) -> TemplateField {
        var colons = 0
        var nameEnd = end
        var widthEnd = end
        for index in start..<end where bytes[index] == UInt8(ascii: ":") {
            colons += 1
            switch colons {
            case 1: nameEnd = index
            case 2: widthEnd = index
            default:
                throw fail("a field is {NAME}, {NAME:WIDTH} or {NAME:WIDTH:MODE}, not more", index)
            }
        }
        let nameBytes = bytes[start..<nameEnd]
        guard !nameBytes.isEmpty else { throw fail("a field needs a name", start) }
        let name: FieldName
        if nameBytes.allSatisfy(isDigit) {
            guard let number = wholeNumber(nameBytes), number >= 1, number <= numberLimit else {
                throw fail("field numbers go from 1 to \(numberLimit)", start)
            }
            name = .number(number)
        } else {
            name = .key(String(decoding: nameBytes, as: UTF8.self))
        }
        var field = TemplateField(name: name)
        if colons >= 1 {
            let widthBytes = bytes[(nameEnd + 1)..<widthEnd]
            guard let width = wholeNumber(widthBytes), width >= 1, width <= widthLimit else {
                let shown = String(decoding: widthBytes, as: UTF8.self)
                throw fail("a field's width is a whole number from 1 to \(widthLimit), not '\(shown)'",
                           nameEnd + 1)
            }
            field.width = width
        }
        if colons == 2 {
            let word = String(decoding: bytes[(widthEnd + 1)..<end], as: UTF8.self)
            guard let mode = Mode(rawValue: word) else {
                throw fail("unknown mode '\(word)' (one of \(OptionTable.modes.joined(separator: ", ")))",
                           widthEnd + 1)
            }
            field.mode = mode
        }
        return field
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Digits only, without overflow: nil for anything else or for more than 9 digits.
    private static func wholeNumber(_ bytes: ArraySlice<UInt8>) -> Int? {
        guard !bytes.isEmpty, bytes.count <= 9, bytes.allSatisfy(isDigit) else { return nil }
        return bytes.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }

    /// The character (extended grapheme cluster, as a reader counts) at `byteOffset`,
    /// from 1.
    private static func characterPosition(_ bytes: [UInt8], _ byteOffset: Int) -> Int {
        String(decoding: bytes[..<byteOffset], as: UTF8.self).count + 1
    }
}
