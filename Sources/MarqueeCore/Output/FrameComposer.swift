/// Turns frames into the bytes of one output line (or one block of rows) in the chosen
/// format: prefix, viewport and suffix, styles closed at the end of each row.
///
/// It reuses its buffers: after the first frame, composing allocates nothing.
public struct FrameComposer {
    public let format: OutputFormat
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
    public static let tooltipLimit = 4096

    public init(format: OutputFormat, keepsStyles: Bool, text: LaidOutText) {
        self.format = format
        let styles = text.styles
        let keeps = keepsStyles && format != .plain
        switch format {
        case .ansi, .plain: ansi = AnsiEncoder(styles: styles, keepsStyles: keeps)
        case .bash: ansi = AnsiEncoder(styles: styles, keepsStyles: keeps, framing: .bash)
        case .zsh: ansi = AnsiEncoder(styles: styles, keepsStyles: keeps, framing: .zsh)
        case .tmux: tmux = MarkupEncoder(markup: TmuxMarkup(), styles: styles, keepsStyles: keeps)
        case .polybar: bar = MarkupEncoder(markup: BarTagMarkup(.polybar), styles: styles, keepsStyles: keeps)
        case .lemonbar: bar = MarkupEncoder(markup: BarTagMarkup(.lemonbar), styles: styles, keepsStyles: keeps)
        case .xmobar: xmobar = MarkupEncoder(markup: XmobarMarkup(), styles: styles, keepsStyles: keeps)
        case .pango: pango = MarkupEncoder(markup: PangoMarkup(), styles: styles, keepsStyles: keeps)
        case .json:
            pango = MarkupEncoder(markup: PangoMarkup(), styles: styles, keepsStyles: keeps)
            var escaped: [UInt8] = []
            PangoMarkup.escape(FrameComposer.tooltipText(text), into: &escaped)
            JSONString.escape(escaped, into: &tooltip)
        }
    }

    /// Appends frame `frame` of `ticker` to `output`, its rows joined by newlines and
    /// with nothing after the last row. `paused` only shows in JSON's class.
    public mutating func compose(_ ticker: Ticker, frame: Int, into output: inout [UInt8],
                                 paused: Bool = false) {
        switch format {
        case .ansi, .plain, .bash, .zsh:
            FrameComposer.composeRows(ticker, frame, &ansi!, &output)
        case .tmux:
            FrameComposer.composeRows(ticker, frame, &tmux!, &output)
        case .polybar, .lemonbar:
            FrameComposer.composeRows(ticker, frame, &bar!, &output)
        case .xmobar:
            FrameComposer.composeRows(ticker, frame, &xmobar!, &output)
        case .pango:
            FrameComposer.composeRows(ticker, frame, &pango!, &output)
        case .json:
            scratch.removeAll(keepingCapacity: true)
            FrameComposer.composeRows(ticker, frame, &pango!, &scratch)
            let state = paused ? "paused" : ticker.plan.isStill ? "static" : "scrolling"
            output.append("{\"text\":\"")
            JSONString.escape(scratch, into: &output)
            output.append("\",\"full_text\":\"")
            JSONString.escape(scratch, into: &output)
            output.append("\",\"tooltip\":\"")
            output.append(contentsOf: tooltip)
            output.append("\",\"class\":\"\(state)\"}")
        }
    }

    private static func composeRows<Encoder: FrameEncoder>(
        _ ticker: Ticker, _ frame: Int, _ encoder: inout Encoder, _ output: inout [UInt8]
    ) {
        swap(&encoder.output, &output)
        for row in 0..<ticker.height {
            if row > 0 { encoder.output.append(0x0A) }
            FrameRenderer.renderAll(ticker.text.prefix, into: &encoder)
            ticker.render(frame: frame, row: row, into: &encoder)
            FrameRenderer.renderAll(ticker.text.suffix, into: &encoder)
            encoder.finishFrame()
        }
        swap(&encoder.output, &output)
    }

    /// The whole text, unstyled, for a tooltip: T, or the lines one per line.
    static func tooltipText(_ text: LaidOutText) -> [UInt8] {
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
        if text.lines.isEmpty {
            _ = append(text.ring, clusters: text.textClusterCount)
        } else {
            for (index, line) in text.lines.enumerated() {
                if index > 0 { bytes.append(0x0A) }
                if !append(line, clusters: line.clusterCount) { break }
            }
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
