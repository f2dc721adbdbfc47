/// tmux status lines: `#[fg=…,bg=…,bold]…#[default]`, and every `#` doubled, so
/// text cannot start a format (`#(…)` would run a command) or a style (`#[…]`).
struct TmuxMarkup: StyleMarkup {
    func shows(_ style: TextStyle) -> Bool { style.hasGraphics }

    func open(_ style: TextStyle, into output: inout [UInt8]) {
        var parts: [String] = []
        if let color = TmuxMarkup.name(style.foreground) { parts.append("fg=" + color) }
        if let color = TmuxMarkup.name(style.background) { parts.append("bg=" + color) }
        if let color = TmuxMarkup.name(style.underlineColor) { parts.append("us=" + color) }
        let attributes: [(TextAttributes, String)] = [
            (.bold, "bold"), (.dim, "dim"), (.italic, "italics"), (.blink, "blink"), (.rapidBlink, "blink"),
            (.inverse, "reverse"), (.hidden, "hidden"), (.strikethrough, "strikethrough"), (.overline, "overline"),
        ]
        for (attribute, name) in attributes where style.attributes.contains(attribute) {
            if !parts.contains(name) { parts.append(name) }
        }
        switch style.underline {
        case .none: break
        case .single: parts.append("underscore")
        case .double: parts.append("double-underscore")
        case .curly: parts.append("curly-underscore")
        case .dotted: parts.append("dotted-underscore")
        case .dashed: parts.append("dashed-underscore")
        }
        output.append("#[" + parts.joined(separator: ",") + "]")
    }

    func close(_ style: TextStyle, into output: inout [UInt8]) {
        output.append("#[default]")
    }

    func appendText(_ bytes: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        output.append(bytes, doubling: UInt8(ascii: "#"))
    }

    private static func name(_ color: TerminalColor) -> String? {
        switch color {
        case .default: return nil
        case .palette(let index): return "colour\(index)"
        case .rgb: return TerminalPalette.hex(color)
        }
    }
}
