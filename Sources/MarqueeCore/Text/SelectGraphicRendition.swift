/// SGR (`ESC [ … m`) parameters applied to a style, and a style written back as SGR.
///
/// Parameters are parsed, never passed through: what reaches the output is rebuilt from
/// the model, so a hostile parameter string cannot smuggle anything out.
package enum SelectGraphicRendition {
    /// Applies the parameter bytes between `ESC [` and `m`: digits, `;` and `:`.
    package static func apply(_ parameters: some Collection<UInt8>, to style: inout TextStyle) {
        var groups: [[Int]] = [[]]
        var number = 0
        var hasDigits = false
        func closeNumber() {
            groups[groups.count - 1].append(hasDigits ? number : 0)
            number = 0
            hasDigits = false
        }
        for byte in parameters {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                number = min(number * 10 + Int(byte - 0x30), 1_000_000)
                hasDigits = true
            case UInt8(ascii: ":"):
                closeNumber()
            case UInt8(ascii: ";"):
                closeNumber()
                groups.append([])
            default:
                break
            }
        }
        closeNumber()
        var index = 0
        while index < groups.count {
            index += apply(group: groups[index], following: groups[(index + 1)...], to: &style)
        }
    }

    /// Applies one `;`-separated group; returns how many groups it used (38;5;n uses 3).
    private static func apply(
        group: [Int], following: ArraySlice<[Int]>, to style: inout TextStyle
    ) -> Int {
        let code = group[0]
        switch code {
        case 0:
            let link = style.link
            style = TextStyle()
            style.link = link
        case 1: style.attributes.insert(.bold)
        case 2: style.attributes.insert(.dim)
        case 3: style.attributes.insert(.italic)
        case 4:
            let kind = group.count > 1 ? group[1] : 1
            style.underline = UnderlineStyle(rawValue: UInt8(clamping: kind)) ?? .single
        case 5: style.attributes.insert(.blink)
        case 6: style.attributes.insert(.rapidBlink)
        case 7: style.attributes.insert(.inverse)
        case 8: style.attributes.insert(.hidden)
        case 9: style.attributes.insert(.strikethrough)
        case 21: style.underline = .double
        case 22: style.attributes.subtract([.bold, .dim])
        case 23: style.attributes.remove(.italic)
        case 24: style.underline = .none
        case 25: style.attributes.subtract([.blink, .rapidBlink])
        case 27: style.attributes.remove(.inverse)
        case 28: style.attributes.remove(.hidden)
        case 29: style.attributes.remove(.strikethrough)
        case 30...37: style.foreground = .palette(UInt8(code - 30))
        case 39: style.foreground = .default
        case 40...47: style.background = .palette(UInt8(code - 40))
        case 49: style.background = .default
        case 53: style.attributes.insert(.overline)
        case 55: style.attributes.remove(.overline)
        case 59: style.underlineColor = .default
        case 90...97: style.foreground = .palette(UInt8(code - 90 + 8))
        case 100...107: style.background = .palette(UInt8(code - 100 + 8))
        case 38, 48, 58:
            let (color, used) = extendedColor(group: group, following: following)
            if let color {
                switch code {
                case 38: style.foreground = color
                case 48: style.background = color
                default: style.underlineColor = color
                }
            }
            return used
        default:
            break
        }
        return 1
    }

    /// `38;5;n`, `38;2;r;g;b`, `38:5:n`, `38:2:r:g:b` and `38:2:cs:r:g:b`.
    private static func extendedColor(
        group: [Int], following: ArraySlice<[Int]>
    ) -> (TerminalColor?, Int) {
        if group.count > 1 {
            let values = Array(group.dropFirst())
            switch values[0] {
            case 5 where values.count >= 2:
                return (.palette(UInt8(clamping: values[1])), 1)
            case 2 where values.count >= 4:
                let rgb = Array(values.suffix(3))
                return (.rgb(UInt8(clamping: rgb[0]), UInt8(clamping: rgb[1]), UInt8(clamping: rgb[2])), 1)
            default:
                return (nil, 1)
            }
        }
        let rest = following.map { $0[0] }
        guard let kind = rest.first else { return (nil, 1) }
        switch kind {
        case 5 where rest.count >= 2:
            return (.palette(UInt8(clamping: rest[1])), 3)
        case 2 where rest.count >= 4:
            return (.rgb(UInt8(clamping: rest[1]), UInt8(clamping: rest[2]), UInt8(clamping: rest[3])), 5)
        case 5, 2:
            return (nil, 1 + rest.count)
        default:
            return (nil, 2)
        }
    }

    /// The SGR sequence that sets `style` from any state: `ESC [ 0 ; … m`, or `ESC [ 0 m`.
    package static func sequence(for style: TextStyle) -> [UInt8] {
        var parameters: [String] = ["0"]
        let attributes = style.attributes
        if attributes.contains(.bold) { parameters.append("1") }
        if attributes.contains(.dim) { parameters.append("2") }
        if attributes.contains(.italic) { parameters.append("3") }
        switch style.underline {
        case .none: break
        case .single: parameters.append("4")
        case .double: parameters.append("21")
        default: parameters.append("4:\(style.underline.rawValue)")
        }
        if attributes.contains(.blink) { parameters.append("5") }
        if attributes.contains(.rapidBlink) { parameters.append("6") }
        if attributes.contains(.inverse) { parameters.append("7") }
        if attributes.contains(.hidden) { parameters.append("8") }
        if attributes.contains(.strikethrough) { parameters.append("9") }
        if attributes.contains(.overline) { parameters.append("53") }
        parameters += colorParameters(style.foreground, base: 30, bright: 90, extended: 38)
        parameters += colorParameters(style.background, base: 40, bright: 100, extended: 48)
        if style.underlineColor != .default {
            parameters += colorParameters(style.underlineColor, base: nil, bright: nil, extended: 58)
        }
        return Array("\u{1B}[\(parameters.joined(separator: ";"))m".utf8)
    }

    private static func colorParameters(
        _ color: TerminalColor, base: Int?, bright: Int?, extended: Int
    ) -> [String] {
        switch color {
        case .default:
            return []
        case .palette(let index):
            if let base, index < 8 { return [String(base + Int(index))] }
            if let bright, index < 16 { return [String(bright + Int(index) - 8)] }
            return ["\(extended);5;\(index)"]
        case .rgb(let r, let g, let b):
            return ["\(extended);2;\(r);\(g);\(b)"]
        }
    }
}
