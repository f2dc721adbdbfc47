/// The texts of a template's fields, out of one text (marquee(1), TEMPLATES): `{N}` is
/// the Nth part of the text split on `--field-separator`; `{KEY}` is member KEY when the
/// whole text is a JSON object. A part or member that is not there is empty text.
package struct FieldValues: Sendable {
    private let parts: [[UInt8]]
    private let members: JSONObjectMembers?

    /// The default `--field-separator`: TAB, which titles and names hardly ever hold.
    package static let defaultSeparator = "\t"

    package init(text: [UInt8], separator: [UInt8]) {
        // A line's own end is not part of its last field (`--update`'s output, a file).
        var text = text
        if text.last == 0x0A { text.removeLast() }
        if text.last == 0x0D { text.removeLast() }
        parts = FieldValues.split(text, on: separator)
        // Only a text that starts with `{` can be an object: a plain title costs no parse.
        let first = text.first { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
        members = first == UInt8(ascii: "{") ? JSONObjectMembers(text) : nil
    }

    /// The text of the field named `name`.
    package func value(of name: FieldName) -> [UInt8] {
        switch name {
        case .number(let number):
            return number <= parts.count ? parts[number - 1] : []
        case .key(let key):
            return members?.value(of: Array(key.utf8)) ?? []
        }
    }

    private static func split(_ text: [UInt8], on separator: [UInt8]) -> [[UInt8]] {
        guard !separator.isEmpty else { return [text] }
        var parts: [[UInt8]] = []
        var partStart = 0
        var index = 0
        while index + separator.count <= text.count {
            if text[index] == separator[0] && text[index..<(index + separator.count)].elementsEqual(separator) {
                parts.append(Array(text[partStart..<index]))
                index += separator.count
                partStart = index
            } else {
                index += 1
            }
        }
        parts.append(Array(text[partStart...]))
        return parts
    }
}
