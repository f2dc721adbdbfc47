/// tmux status lines: `#[fg=…,bg=…,bold]…#[default]`, and the text's `#`s escaped so
/// that they show as themselves and never start a format (`#(…)` would run a command),
/// a variable (`#{…}`, `#h`) or a style (`#[…]`).
///
/// The output of a `#()` job is unescaped twice before it is drawn: `format_job_get`
/// returns `format_expand1(&next, fj->out)`, which turns `##` into `#` but copies a run
/// of `#`s that ends in `[` unchanged (format.c, "If ##[ (with two or more #s)"), and
/// `format_draw` then draws a run of n `#`s as ⌈n/2⌉, or, before `[`, as ⌊n/2⌋ followed
/// by a literal `[` when n is even and by a style when n is odd (format-draw.c, "Handle
/// sequences of #"). So a run of m `#`s of the text is written as 4m `#`s, or as 2m
/// where the next byte of the output is a `[` (the text's own, or the `#[` of a style).
/// Read in tmux 3.3a, 3.4, 3.5a, 3.6 and 3.6b: format-draw.c is the same in all of them;
/// 3.4 added `case '['` and `style_end` to format_expand1 only to stop expanding
/// aliases such as `#h` inside a `#[…]`, which changes nothing here, so the escaping
/// does not depend on the version. The hex colours of styles hold no `#h`, the only
/// lower-case alias, so they are written as they are.
struct TmuxMarkup: StyleMarkup {
    /// `#`s of the text not yet written: how many depends on what follows them.
    private var heldHashes = 0

    init() {}

    func shows(_ style: TextStyle) -> Bool { style.hasGraphics }

    mutating func open(_ style: TextStyle, into output: inout [UInt8]) {
        writeHeldHashes(beforeBracket: true, into: &output)
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

    mutating func close(_ style: TextStyle, into output: inout [UInt8]) {
        writeHeldHashes(beforeBracket: true, into: &output)
        output.append("#[default]")
    }

    mutating func appendText(_ bytes: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        for byte in bytes {
            if byte == UInt8(ascii: "#") {
                heldHashes += 1
                continue
            }
            writeHeldHashes(beforeBracket: byte == UInt8(ascii: "["), into: &output)
            output.append(byte)
        }
    }

    /// The end of the line: whatever the status line's template puts after the job's
    /// output, 4m `#`s show as m (before a template's `#[`, the run is odd: m and a style).
    mutating func finishLine(into output: inout [UInt8]) {
        writeHeldHashes(beforeBracket: false, into: &output)
    }

    private mutating func writeHeldHashes(beforeBracket: Bool, into output: inout [UInt8]) {
        guard heldHashes > 0 else { return }
        let count = heldHashes * (beforeBracket ? 2 : 4)
        output.append(contentsOf: repeatElement(UInt8(ascii: "#"), count: count))
        heldHashes = 0
    }

    private static func name(_ color: TerminalColor) -> String? {
        switch color {
        case .default: return nil
        case .palette(let index): return "colour\(index)"
        case .rgb: return TerminalPalette.hex(color)
        }
    }
}
