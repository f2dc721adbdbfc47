/// xmobar: `<fc=#fg,#bg>…</fc>`, and the text itself inside `<raw=N:…/>`, which
/// xmobar shows as it is, N characters long, so no `<action=…>` in it is ever read.
struct XmobarMarkup: StyleMarkup {
    func shows(_ style: TextStyle) -> Bool {
        style.foreground != .default
    }

    func open(_ style: TextStyle, into output: inout [UInt8]) {
        output.append("<fc=" + (TerminalPalette.hex(style.foreground) ?? ""))
        if let background = TerminalPalette.hex(style.background) { output.append("," + background) }
        output.append(">")
    }

    func close(_ style: TextStyle, into output: inout [UInt8]) {
        output.append("</fc>")
    }

    func appendText(_ bytes: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        guard !bytes.isEmpty else { return }
        if bytes.allSatisfy({ $0 == 0x20 }) {
            output.append(contentsOf: bytes)
            return
        }
        // Characters, as xmobar counts them: every byte that does not continue one.
        let characters = bytes.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        output.append("<raw=\(characters):")
        output.append(contentsOf: bytes)
        output.append("/>")
    }
}
