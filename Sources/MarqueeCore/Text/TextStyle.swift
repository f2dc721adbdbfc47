/// A colour as the text asked for it: the terminal's default, one of its 256 palette
/// entries (0–15 are the basic and bright colours), or 24-bit.
package enum TerminalColor: Hashable, Sendable {
    case `default`
    case palette(UInt8)
    case rgb(UInt8, UInt8, UInt8)
}

/// The attributes SGR can switch on and off.
package struct TextAttributes: OptionSet, Hashable, Sendable {
    package let rawValue: UInt16
    package init(rawValue: UInt16) { self.rawValue = rawValue }

    package static let bold = TextAttributes(rawValue: 1 << 0)
    package static let dim = TextAttributes(rawValue: 1 << 1)
    package static let italic = TextAttributes(rawValue: 1 << 2)
    package static let blink = TextAttributes(rawValue: 1 << 3)
    package static let rapidBlink = TextAttributes(rawValue: 1 << 4)
    package static let inverse = TextAttributes(rawValue: 1 << 5)
    package static let hidden = TextAttributes(rawValue: 1 << 6)
    package static let strikethrough = TextAttributes(rawValue: 1 << 7)
    package static let overline = TextAttributes(rawValue: 1 << 8)
}

/// Underline as SGR 4:n names it.
package enum UnderlineStyle: UInt8, Sendable {
    case none = 0, single, double, curly, dotted, dashed
}

/// The styling in force at a point of the text: SGR state plus an open OSC 8 hyperlink.
package struct TextStyle: Hashable, Sendable {
    package var foreground: TerminalColor = .default
    package var background: TerminalColor = .default
    package var underlineColor: TerminalColor = .default
    package var attributes: TextAttributes = []
    package var underline: UnderlineStyle = .none
    /// Index into the style table's hyperlinks, 0 when no link is open.
    package var link: Int = 0

    package init() {}

    package static let plain = TextStyle()

    /// Whether the SGR part differs from the terminal's default.
    package var hasGraphics: Bool {
        foreground != .default || background != .default || underlineColor != .default
            || !attributes.isEmpty || underline != .none
    }

    /// The same style with no hyperlink.
    package var graphicsOnly: TextStyle {
        var copy = self
        copy.link = 0
        return copy
    }
}
