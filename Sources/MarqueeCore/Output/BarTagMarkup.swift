/// polybar and lemonbar: `%{F#rrggbb}…%{F-}` tags.
///
/// lemonbar reads `%%` as a literal `%`, so text doubles it. polybar has no escape for
/// `%{`: where a `%` and a `{` of the text touch in the output, U+2060 WORD JOINER,
/// invisible and zero-width, goes between them, so they can never open a tag
/// (`%{A1:cmd:}` would run a command on click). Where a tag stands between them they do
/// not touch, and the bar's text holds nothing the frame does not.
struct BarTagMarkup: StyleMarkup {
    enum Dialect { case polybar, lemonbar }

    let dialect: Dialect
    /// polybar: the last byte written was a `%` of the text.
    private var afterPercent = false

    init(_ dialect: Dialect) {
        self.dialect = dialect
    }

    func shows(_ style: TextStyle) -> Bool {
        style.foreground != .default || style.background != .default || style.underline != .none
            || style.attributes.contains(.overline)
    }

    mutating func open(_ style: TextStyle, into output: inout [UInt8]) {
        afterPercent = false
        if let color = TerminalPalette.hex(style.foreground) { output.append("%{F\(color)}") }
        if let color = TerminalPalette.hex(style.background) { output.append("%{B\(color)}") }
        if style.underline != .none {
            if let color = TerminalPalette.hex(style.underlineColor) {
                output.append(dialect == .polybar ? "%{u\(color)}" : "%{U\(color)}")
            }
            output.append("%{+u}")
        }
        if style.attributes.contains(.overline) { output.append("%{+o}") }
    }

    mutating func close(_ style: TextStyle, into output: inout [UInt8]) {
        afterPercent = false
        if style.foreground != .default { output.append("%{F-}") }
        if style.background != .default { output.append("%{B-}") }
        if style.underline != .none {
            if style.underlineColor != .default { output.append(dialect == .polybar ? "%{u-}" : "%{U-}") }
            output.append("%{-u}")
        }
        if style.attributes.contains(.overline) { output.append("%{-o}") }
    }

    mutating func appendText(_ bytes: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        switch dialect {
        case .lemonbar:
            output.append(bytes, doubling: UInt8(ascii: "%"))
        case .polybar:
            for byte in bytes {
                if afterPercent && byte == UInt8(ascii: "{") {
                    output.append(contentsOf: BarTagMarkup.wordJoiner)
                }
                output.append(byte)
                afterPercent = byte == UInt8(ascii: "%")
            }
        }
    }

    mutating func finishLine(into output: inout [UInt8]) {
        afterPercent = false
    }

    static let wordJoiner: [UInt8] = [0xE2, 0x81, 0xA0]
}
