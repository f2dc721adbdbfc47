/// The SGR attributes and the OSC 8 hyperlink in effect at a point of a text: what
/// `clip(keepingStyles:)`, `truncate` and `wrap` close at a cut and open again after it.
///
/// The attributes are wcwidth 0.9.4's (`sgr_state.py`): bold, dim, italic, underline,
/// blink, rapid blink, inverse, hidden, strikethrough, double underline, foreground and
/// background, opened again in that order as one `CSI … m`; and beyond wcwidth's, overline
/// (53), an underline style (`4:3`) and the underline colour (58). Other parameters are
/// dropped at a cut, as wcwidth drops them. A link is opened again with its parameters
/// (`id=` among them) and the terminator it came with.
struct TextStyle: Equatable {
    /// An OSC 8 hyperlink: `OSC 8 ; parameters ; url ST`.
    struct Link: Equatable {
        var parameters: String
        var url: String
        /// BEL, `ESC \` or U+009C, as the link was opened; its close uses the same.
        var terminator: String

        var opening: String { "\u{1B}]8;\(parameters);\(url)\(terminator)" }
        var closing: String { "\u{1B}]8;;\(terminator)" }
    }

    /// What a sequence does to the style.
    enum Effect: Equatable {
        /// `CSI parameters m`, parameters of digits, `;` and `:` alone.
        case sgr(Substring)
        /// OSC 8: a link opened, or (nil) closed.
        case link(Link?)
    }

    /// SGR codes 1, 2, 3, 5, 6, 7, 8, 9, 21 and 53 that are on, as bit n for code n.
    private var flags: UInt64 = 0
    /// `4`, or `4:n` for an underline style.
    private var underline: String?
    private var foreground: String?
    private var background: String?
    private var underlineColor: String?
    private(set) var link: Link?

    private static let flagCodes = [1, 2, 3, 5, 6, 7, 8, 9, 21, 53]

    /// Whether any attribute or a link is in effect.
    var isActive: Bool { hasAttributes || link != nil }

    var hasAttributes: Bool {
        flags != 0 || underline != nil || foreground != nil || background != nil || underlineColor != nil
    }

    /// The sequences that open this style on a terminal in its default state: one SGR
    /// sequence for the attributes, then the link.
    var opening: String {
        var result = ""
        if hasAttributes {
            var parameters: [String] = []
            for code in [1, 2, 3] where flags & (1 << code) != 0 { parameters.append(String(code)) }
            if let underline { parameters.append(underline) }
            for code in Self.flagCodes.dropFirst(3) where flags & (1 << code) != 0 { parameters.append(String(code)) }
            for color in [foreground, background, underlineColor] {
                if let color { parameters.append(color) }
            }
            result = "\u{1B}[" + parameters.joined(separator: ";") + "m"
        }
        if let link { result += link.opening }
        return result
    }

    /// The sequences that close this style: the link first, then `CSI 0 m`.
    var closing: String {
        (link?.closing ?? "") + (hasAttributes ? "\u{1B}[0m" : "")
    }

    /// What `sequence` (a whole escape sequence, as `TextPieces` cuts it) does to the
    /// style; nil for a sequence that does nothing to it.
    static func effect(of sequence: Substring) -> Effect? {
        let scalars = sequence.unicodeScalars
        guard var index = scalars.indices.first else { return nil }
        if scalars[index] == "\u{1B}" {
            index = scalars.index(after: index)
            guard index < scalars.endIndex else { return nil }
            switch scalars[index] {
            case "[": return sgr(scalars[scalars.index(after: index)...])
            case "]": return link(scalars[scalars.index(after: index)...])
            default: return nil
            }
        }
        switch scalars[index].value {
        case 0x9B: return sgr(scalars[scalars.index(after: index)...])
        case 0x9D: return link(scalars[scalars.index(after: index)...])
        default: return nil
        }
    }

    private static func sgr(_ body: Substring.UnicodeScalarView) -> Effect? {
        guard let last = body.last, last == "m" else { return nil }
        let parameters = body.dropLast()
        guard parameters.allSatisfy({ ("0"..."9").contains($0) || $0 == ";" || $0 == ":" }) else { return nil }
        return .sgr(Substring(parameters))
    }

    private static func link(_ body: Substring.UnicodeScalarView) -> Effect? {
        var rest = Substring(body)
        guard rest.hasPrefix("8;") else { return nil }
        rest = rest.dropFirst(2)
        let terminator: String
        if rest.hasSuffix("\u{1B}\\") {
            terminator = "\u{1B}\\"
        } else if rest.unicodeScalars.last == "\u{7}" || rest.unicodeScalars.last == "\u{9C}" {
            terminator = String(rest.unicodeScalars.last!)
        } else {
            return nil  // never terminated
        }
        rest = Substring(rest.unicodeScalars.dropLast(terminator.unicodeScalars.count))
        guard let separator = rest.firstIndex(of: ";") else { return nil }
        let url = rest[rest.index(after: separator)...]
        guard !url.isEmpty else { return .link(nil) }
        return .link(Link(parameters: String(rest[..<separator]), url: String(url), terminator: terminator))
    }

    /// The style after `effect`.
    mutating func apply(_ effect: Effect) {
        switch effect {
        case .link(let link): self.link = link
        case .sgr(let parameters): apply(sgr: parameters)
        }
    }

    /// wcwidth's `_sgr_state_update`: an empty parameter is 0, `38;5;n` and `38;2;r;g;b`
    /// take the parameters after them, a colon form is kept as written.
    private mutating func apply(sgr parameters: Substring) {
        var fields = parameters.split(separator: ";", omittingEmptySubsequences: false)[...]
        while let field = fields.popFirst() {
            if field.contains(":") {
                let code = Self.number(field.prefix { $0 != ":" })
                switch code {
                case 4: underline = field.hasSuffix(":0") && field.count == 3 ? nil : String(field)
                case 38: foreground = String(field)
                case 48: background = String(field)
                case 58: underlineColor = String(field)
                default: break
                }
                continue
            }
            let code = Self.number(field)
            switch code {
            case 0:
                let link = self.link
                self = TextStyle()
                self.link = link
            case 4: underline = "4"
            case 22: setFlags([1, 2], on: false)
            case 23: setFlags([3], on: false)
            case 24:
                underline = nil
                setFlags([21], on: false)
            case 25: setFlags([5, 6], on: false)
            case 27, 28, 29: setFlags([code - 20], on: false)
            case 55: setFlags([53], on: false)
            case 30...37, 90...97: foreground = String(code)
            case 40...47, 100...107: background = String(code)
            case 39: foreground = nil
            case 49: background = nil
            case 59: underlineColor = nil
            case 38, 48, 58:
                if let color = Self.extendedColor(code, &fields) {
                    switch code {
                    case 38: foreground = color
                    case 48: background = color
                    default: underlineColor = color
                    }
                }
            default:
                if Self.flagCodes.contains(code) { setFlags([code], on: true) }
            }
        }
    }

    private mutating func setFlags(_ codes: [Int], on: Bool) {
        for code in codes {
            if on { flags |= 1 << code } else { flags &= ~(1 << code) }
        }
    }

    /// `5;n` or `2;r;g;b` after 38, 48 or 58, taken from `fields`; nil (what was read
    /// still taken) where they are not there.
    private static func extendedColor(_ code: Int, _ fields: inout ArraySlice<Substring>) -> String? {
        guard let mode = fields.popFirst(), !mode.contains(":") else { return nil }
        let count = number(mode) == 5 ? 1 : number(mode) == 2 ? 3 : 0
        guard count > 0 else { return nil }
        var parts = [String(code), String(number(mode))]
        for _ in 0..<count {
            guard let value = fields.popFirst(), !value.contains(":") else { return nil }
            parts.append(String(number(value)))
        }
        return parts.joined(separator: ";")
    }

    /// A parameter's value; empty is 0, a value too long to matter is 9999.
    private static func number(_ digits: Substring) -> Int {
        var value = 0
        for scalar in digits.unicodeScalars {
            guard let digit = Int(exactly: scalar.value) else { return 0 }
            value = min(value * 10 + digit - 48, 9999)
        }
        return value
    }
}
