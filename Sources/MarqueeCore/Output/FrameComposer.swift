/// Turns a line's frames into the bytes of one output line (or one block of rows) in the
/// chosen format, styles closed at the end of each row.
///
/// It reuses its buffers: after the first frame, composing allocates nothing.
package struct FrameComposer {
    package let format: OutputFormat
    private var ansi: AnsiEncoder?
    private var tmux: MarkupEncoder<TmuxMarkup>?
    private var bar: MarkupEncoder<BarTagMarkup>?
    private var xmobar: MarkupEncoder<XmobarMarkup>?
    private var pango: MarkupEncoder<PangoMarkup>?
    /// JSON: the frame's Pango markup before it is escaped into the line, and the
    /// tooltip, escaped once per text.
    private var scratch: [UInt8] = []
    private var tooltip: [UInt8] = []

    /// The longest tooltip, in bytes of text: a status bar shows a few lines at most.
    package static let tooltipLimit = 4096

    package init(format: OutputFormat, keepsStyles: Bool, line: Line) {
        self.format = format
        let keeps = keepsStyles && format != .plain
        switch format {
        case .ansi, .plain: ansi = AnsiEncoder(styles: line.styles, keepsStyles: keeps)
        case .bash: ansi = AnsiEncoder(styles: line.styles, keepsStyles: keeps, framing: .bash)
        case .zsh: ansi = AnsiEncoder(styles: line.styles, keepsStyles: keeps, framing: .zsh)
        case .tmux: tmux = MarkupEncoder(markup: TmuxMarkup(), styles: line.styles, keepsStyles: keeps)
        case .polybar: bar = MarkupEncoder(markup: BarTagMarkup(.polybar), styles: line.styles, keepsStyles: keeps)
        case .lemonbar: bar = MarkupEncoder(markup: BarTagMarkup(.lemonbar), styles: line.styles, keepsStyles: keeps)
        case .xmobar: xmobar = MarkupEncoder(markup: XmobarMarkup(), styles: line.styles, keepsStyles: keeps)
        case .pango: pango = MarkupEncoder(markup: PangoMarkup(), styles: line.styles, keepsStyles: keeps)
        case .json:
            pango = MarkupEncoder(markup: PangoMarkup(), styles: line.styles, keepsStyles: keeps)
            // The whole text, made only for JSON.
            let shown = line.tooltipPieces
            var escaped: [UInt8] = []
            PangoMarkup.escape(FrameComposer.tooltipText(shown.pieces, joinedBy: shown.joint), into: &escaped)
            JSONString.escape(escaped, into: &tooltip)
        }
    }

    /// Appends frame `frame` of `line` to `output`, its rows joined by newlines and
    /// with nothing after the last row. `paused` only shows in JSON's class.
    package mutating func compose(_ line: Line, frame: Int, into output: inout [UInt8], paused: Bool = false) {
        switch format {
        case .ansi, .plain, .bash, .zsh:
            FrameComposer.composeRows(line, frame, &ansi!, &output)
        case .tmux:
            FrameComposer.composeRows(line, frame, &tmux!, &output)
        case .polybar, .lemonbar:
            FrameComposer.composeRows(line, frame, &bar!, &output)
        case .xmobar:
            FrameComposer.composeRows(line, frame, &xmobar!, &output)
        case .pango:
            FrameComposer.composeRows(line, frame, &pango!, &output)
        case .json:
            scratch.removeAll(keepingCapacity: true)
            FrameComposer.composeRows(line, frame, &pango!, &scratch)
            appendJSON(paused: paused, still: line.isStill, into: &output)
        }
    }

    /// Waybar's object around the frame's Pango markup in `scratch`.
    private func appendJSON(paused: Bool, still: Bool, into output: inout [UInt8]) {
        let state = paused ? "paused" : still ? "static" : "scrolling"
        output.append("{\"text\":\"")
        JSONString.escape(scratch, into: &output)
        output.append("\",\"full_text\":\"")
        JSONString.escape(scratch, into: &output)
        output.append("\",\"tooltip\":\"")
        output.append(contentsOf: tooltip)
        output.append("\",\"class\":\"\(state)\"}")
    }

    private static func composeRows<Encoder: FrameEncoder>(
        _ line: Line, _ frame: Int, _ encoder: inout Encoder, _ output: inout [UInt8]
    ) {
        swap(&encoder.output, &output)
        for row in 0..<line.height {
            if row > 0 { encoder.output.append(0x0A) }
            line.render(frame: frame, row: row, into: &encoder)
            encoder.finishFrame()
        }
        swap(&encoder.output, &output)
    }

    /// The first `clusters` clusters of each tape, one after the other (with `joint`
    /// between them), up to the tooltip's limit.
    static func tooltipText(_ pieces: [(tape: Tape, clusters: Int)], joinedBy joint: UInt8? = nil) -> [UInt8] {
        var bytes: [UInt8] = []
        // Walks only as far as the limit: the text may be many megabytes.
        func append(_ tape: Tape, clusters: Int) -> Bool {
            var cursor = tape.startCursor
            while cursor.cluster < clusters {
                let byteCount = tape.cluster(at: cursor).byteCount
                if bytes.count + byteCount > tooltipLimit {
                    bytes.append("…")
                    return false
                }
                bytes.append(contentsOf: tape.bytes[cursor.byteOffset..<(cursor.byteOffset + byteCount)])
                tape.advance(&cursor)
            }
            return true
        }
        for (index, piece) in pieces.enumerated() {
            if index > 0, let joint { bytes.append(joint) }
            if !append(piece.tape, clusters: piece.clusters) { break }
        }
        return bytes
    }
}

/// Escaping for the inside of a JSON string (RFC 8259).
enum JSONString {
    static func escape<Bytes: Sequence>(_ bytes: Bytes, into output: inout [UInt8]) where Bytes.Element == UInt8 {
        let hex = Array("0123456789abcdef".utf8)
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\""): output.append("\\\"")
            case UInt8(ascii: "\\"): output.append("\\\\")
            case 0x0A: output.append("\\n")
            case 0x00..<0x20, 0x7F:
                output.append("\\u00")
                output.append(hex[Int(byte >> 4)])
                output.append(hex[Int(byte & 0x0F)])
            default: output.append(byte)
            }
        }
    }
}
