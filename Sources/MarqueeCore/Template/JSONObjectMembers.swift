/// The string members of a text that is one JSON object (RFC 8259), for `{KEY}` fields
/// (marquee(1), TEMPLATES): a member that is a number, `true`, `false`, `null`, an object
/// or an array is read past and gives no text, as a missing one. The last member of a
/// name wins, as most JSON readers do.
///
/// Anything that is not exactly one object with only white space around it gives nil:
/// the text is then plain text, split into numbered fields.
///
/// Never recursive: nesting is followed by a depth count, so no input can exhaust the
/// stack; invalid escapes and bytes become U+FFFD, as the text pipeline's decoder does.
struct JSONObjectMembers {
    private(set) var keys: [[UInt8]] = []
    private(set) var values: [[UInt8]] = []

    /// The value of member `key`, if the object has one.
    func value(of key: [UInt8]) -> [UInt8]? {
        var index = keys.count - 1
        while index >= 0 {
            if keys[index] == key { return values[index] }
            index -= 1
        }
        return nil
    }

    init?(_ bytes: [UInt8]) {
        var reader = Reader(bytes: bytes)
        reader.skipWhiteSpace()
        guard reader.take(UInt8(ascii: "{")) else { return nil }
        reader.skipWhiteSpace()
        if !reader.take(UInt8(ascii: "}")) {
            while true {
                reader.skipWhiteSpace()
                guard let key = reader.string() else { return nil }
                reader.skipWhiteSpace()
                guard reader.take(UInt8(ascii: ":")) else { return nil }
                reader.skipWhiteSpace()
                guard let value = reader.memberValue() else { return nil }
                if let value {
                    keys.append(key)
                    values.append(value)
                }
                reader.skipWhiteSpace()
                if reader.take(UInt8(ascii: ",")) { continue }
                guard reader.take(UInt8(ascii: "}")) else { return nil }
                break
            }
        }
        reader.skipWhiteSpace()
        guard reader.atEnd else { return nil }
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        var atEnd: Bool { index == bytes.count }

        mutating func skipWhiteSpace() {
            while index < bytes.count,
                  bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D {
                index += 1
            }
        }

        mutating func take(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        /// A member's value: a string's text (`.some(text)`), nothing to show
        /// (`.some(nil)`: any other value), or nil when it is not valid JSON.
        mutating func memberValue() -> [UInt8]?? {
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "\""):
                return string().map { .some($0) }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                return skipContainer() ? .some(nil) : nil
            default:
                // A number or a literal: its bytes up to the next delimiter, checked.
                let start = index
                while index < bytes.count, !isDelimiter(bytes[index]) { index += 1 }
                let word = Array(bytes[start..<index])
                let isLiteral = word == Array("null".utf8) || word == Array("true".utf8)
                    || word == Array("false".utf8)
                return isLiteral || isNumber(word) ? .some(nil) : nil
            }
        }

        private func isDelimiter(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]")
                || byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
        }

        /// RFC 8259's number: `-? int frac? exp?`.
        private func isNumber(_ word: [UInt8]) -> Bool {
            var position = 0
            func digits() -> Int {
                let start = position
                while position < word.count, word[position] >= 0x30, word[position] <= 0x39 { position += 1 }
                return position - start
            }
            if position < word.count, word[position] == UInt8(ascii: "-") { position += 1 }
            let start = position
            let integerDigits = digits()
            guard integerDigits > 0, integerDigits == 1 || word[start] != UInt8(ascii: "0") else { return false }
            if position < word.count, word[position] == UInt8(ascii: ".") {
                position += 1
                guard digits() > 0 else { return false }
            }
            if position < word.count, word[position] == UInt8(ascii: "e") || word[position] == UInt8(ascii: "E") {
                position += 1
                if position < word.count, word[position] == UInt8(ascii: "+") || word[position] == UInt8(ascii: "-") {
                    position += 1
                }
                guard digits() > 0 else { return false }
            }
            return position == word.count
        }

        /// An object or array and everything in it, strings read so that their
        /// brackets do not count.
        private mutating func skipContainer() -> Bool {
            var depth = 0
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    guard string() != nil else { return false }
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 {
                        index += 1
                        return true
                    }
                default:
                    break
                }
                index += 1
            }
            return false
        }

        /// A string at `index`, its escapes decoded into UTF-8; nil when unterminated.
        mutating func string() -> [UInt8]? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            var text: [UInt8] = []
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    return text
                case UInt8(ascii: "\\"):
                    guard index < bytes.count else { return nil }
                    let escaped = bytes[index]
                    index += 1
                    switch escaped {
                    case UInt8(ascii: "n"): text.append(0x0A)
                    case UInt8(ascii: "t"): text.append(0x09)
                    case UInt8(ascii: "r"): text.append(0x0D)
                    case UInt8(ascii: "b"): text.append(0x08)
                    case UInt8(ascii: "f"): text.append(0x0C)
                    case UInt8(ascii: "u"):
                        appendScalar(unicodeEscape(), to: &text)
                    default:
                        // `\"`, `\\`, `\/`, and any other escape taken as the byte.
                        text.append(escaped)
                    }
                default:
                    text.append(byte)
                }
            }
            return nil
        }

        /// The code point of `\uXXXX` (after the `u`), joining a surrogate pair; U+FFFD
        /// for a lone surrogate or a bad hex digit.
        private mutating func unicodeEscape() -> UInt32 {
            guard let high = hexQuad() else { return 0xFFFD }
            guard high >= 0xD800 && high <= 0xDFFF else { return high }
            guard high <= 0xDBFF, index + 1 < bytes.count,
                  bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else { return 0xFFFD }
            let mark = index
            index += 2
            guard let low = hexQuad(), low >= 0xDC00 && low <= 0xDFFF else {
                index = mark
                return 0xFFFD
            }
            return 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
        }

        private mutating func hexQuad() -> UInt32? {
            guard index + 4 <= bytes.count else { return nil }
            var value: UInt32 = 0
            for _ in 0..<4 {
                let byte = bytes[index]
                let digit: UInt32
                switch byte {
                case 0x30...0x39: digit = UInt32(byte - 0x30)
                case 0x41...0x46: digit = UInt32(byte - 0x41 + 10)
                case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
                default: return nil
                }
                value = value << 4 | digit
                index += 1
            }
            return value
        }

        private func appendScalar(_ value: UInt32, to text: inout [UInt8]) {
            let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
            text.append(contentsOf: Array(String(Character(scalar)).utf8))
        }
    }
}
