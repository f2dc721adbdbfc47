/// A colour as the text asked for it: the terminal's default, one of its 256 palette
/// entries (0–15 are the basic and bright colours), or 24-bit.
public enum TerminalColor: Hashable, Sendable {
    case `default`
    case palette(UInt8)
    case rgb(UInt8, UInt8, UInt8)
}

/// The attributes SGR can switch on and off.
public struct TextAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    public static let bold = TextAttributes(rawValue: 1 << 0)
    public static let dim = TextAttributes(rawValue: 1 << 1)
    public static let italic = TextAttributes(rawValue: 1 << 2)
    public static let blink = TextAttributes(rawValue: 1 << 3)
    public static let rapidBlink = TextAttributes(rawValue: 1 << 4)
    public static let inverse = TextAttributes(rawValue: 1 << 5)
    public static let hidden = TextAttributes(rawValue: 1 << 6)
    public static let strikethrough = TextAttributes(rawValue: 1 << 7)
    public static let overline = TextAttributes(rawValue: 1 << 8)
}

/// Underline as SGR 4:n names it.
public enum UnderlineStyle: UInt8, Sendable {
    case none = 0, single, double, curly, dotted, dashed
}

/// The styling in force at a point of the text: SGR state plus an open OSC 8 hyperlink.
public struct TextStyle: Hashable, Sendable {
    public var foreground: TerminalColor = .default
    public var background: TerminalColor = .default
    public var underlineColor: TerminalColor = .default
    public var attributes: TextAttributes = []
    public var underline: UnderlineStyle = .none
    /// Index into the style table's hyperlinks, 0 when no link is open.
    public var link: Int = 0

    public init() {}

    public static let plain = TextStyle()

    /// Whether the SGR part differs from the terminal's default.
    public var hasGraphics: Bool {
        foreground != .default || background != .default || underlineColor != .default
            || !attributes.isEmpty || underline != .none
    }

    /// The same style with no hyperlink.
    public var graphicsOnly: TextStyle {
        var copy = self
        copy.link = 0
        return copy
    }
}
