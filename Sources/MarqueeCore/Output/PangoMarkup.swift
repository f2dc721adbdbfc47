/// Pango markup, as i3blocks and waybar read it: `<span foreground="#rrggbb">…</span>`
/// with `& < > ' "` escaped, so text can neither open a tag nor break the label.
struct PangoMarkup: StyleMarkup {
    func shows(_ style: TextStyle) -> Bool { style.hasGraphics }

    func open(_ style: TextStyle, into output: inout [UInt8]) {
        var foreground = style.foreground
        var background = style.background
        if style.attributes.contains(.inverse), foreground != .default, background != .default {
            swap(&foreground, &background)
        }
        var attributes: [String] = []
        if let color = TerminalPalette.hex(foreground) { attributes.append("foreground=\"\(color)\"") }
        if let color = TerminalPalette.hex(background) { attributes.append("background=\"\(color)\"") }
        if style.attributes.contains(.bold) { attributes.append("weight=\"bold\"") }
        if style.attributes.contains(.dim) { attributes.append("alpha=\"50%\"") }
        if style.attributes.contains(.italic) { attributes.append("style=\"italic\"") }
        switch style.underline {
        case .none: break
        case .double: attributes.append("underline=\"double\"")
        case .curly, .dotted, .dashed: attributes.append("underline=\"error\"")
        case .single: attributes.append("underline=\"single\"")
        }
        if let color = TerminalPalette.hex(style.underlineColor), style.underline != .none {
            attributes.append("underline_color=\"\(color)\"")
        }
        if style.attributes.contains(.strikethrough) { attributes.append("strikethrough=\"true\"") }
        if style.attributes.contains(.overline) { attributes.append("overline=\"single\"") }
        output.append("<span" + attributes.map { " " + $0 }.joined() + ">")
    }

    func close(_ style: TextStyle, into output: inout [UInt8]) {
        output.append("</span>")
    }

    func appendText(_ bytes: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        PangoMarkup.escape(bytes, into: &output)
    }

    static func escape<Bytes: Sequence>(_ bytes: Bytes, into output: inout [UInt8]) where Bytes.Element == UInt8 {
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "&"): output.append("&amp;")
            case UInt8(ascii: "<"): output.append("&lt;")
            case UInt8(ascii: ">"): output.append("&gt;")
            case UInt8(ascii: "'"): output.append("&apos;")
            case UInt8(ascii: "\""): output.append("&quot;")
            default: output.append(byte)
            }
        }
    }
}
