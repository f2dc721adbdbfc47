/// Turns a line's frames into the bytes of one output line (or one block of rows) in the
/// chosen format, styles closed at the end of each row.
///
/// It reuses its buffers: after the first frame, composing allocates nothing. Copies
/// share one encoder, so only one of them composes (the display's, or a test's own).
package struct FrameComposer {
    package let format: OutputFormat
    /// The encoder of the format in use, in memory of its own, and the `EncoderBox` that
    /// keeps that memory.
    private let encoder: Encoder
    private let encoderMemory: AnyObject
    /// JSON: the frame's Pango markup before it is escaped into the line, the line, and
    /// the tooltip, escaped once per text.
    private var scratch = FrameBytes(capacity: 256)
    private var jsonLine: [UInt8] = []
    private var tooltip: [UInt8] = []

    /// The longest tooltip, in bytes of text: a status bar shows a few lines at most.
    package static let tooltipLimit = 4096

    package init(format: OutputFormat, keepsStyles: Bool, line: Line) {
        self.format = format
        let keeps = keepsStyles && format != .plain
        let styles = line.styles
        switch format {
        case .ansi, .plain, .bash, .zsh:
            let framing: AnsiEncoder.PromptFraming = format == .bash ? .bash : format == .zsh ? .zsh : .none
            let box = EncoderBox(AnsiEncoder(styles: styles, keepsStyles: keeps, framing: framing))
            (encoder, encoderMemory) = (.ansi(box.encoder), box)
        case .tmux:
            let box = EncoderBox(MarkupEncoder(markup: TmuxMarkup(), styles: styles, keepsStyles: keeps))
            (encoder, encoderMemory) = (.tmux(box.encoder), box)
        case .polybar, .lemonbar:
            let bar = BarTagMarkup(format == .polybar ? .polybar : .lemonbar)
            let box = EncoderBox(MarkupEncoder(markup: bar, styles: styles, keepsStyles: keeps))
            (encoder, encoderMemory) = (.bar(box.encoder), box)
        case .xmobar:
            let box = EncoderBox(MarkupEncoder(markup: XmobarMarkup(), styles: styles, keepsStyles: keeps))
            (encoder, encoderMemory) = (.xmobar(box.encoder), box)
        case .pango, .json:
            let box = EncoderBox(MarkupEncoder(markup: PangoMarkup(), styles: styles, keepsStyles: keeps))
            (encoder, encoderMemory) = (.pango(box.encoder), box)
        }
        if format == .json {
            // The whole text, made only for JSON.
            let shown = line.tooltipPieces
            var escaped: [UInt8] = []
            PangoMarkup.escape(FrameComposer.tooltipText(shown.pieces, joinedBy: shown.joint), into: &escaped)
            JSONString.escape(escaped, into: &tooltip)
        }
    }

    /// Appends frame `frame` of `line` to `output`, its rows joined by newlines and
    /// with nothing after the last row. `paused` only shows in JSON's class.
    package mutating func compose(_ line: Line, frame: Int, into output: inout FrameBytes, paused: Bool = false) {
        switch encoder {
        case .ansi(let encoder):
            FrameComposer.composeRows(line, frame, &encoder.pointee, &output)
        case .tmux(let encoder):
            FrameComposer.composeRows(line, frame, &encoder.pointee, &output)
        case .bar(let encoder):
            FrameComposer.composeRows(line, frame, &encoder.pointee, &output)
        case .xmobar(let encoder):
            FrameComposer.composeRows(line, frame, &encoder.pointee, &output)
        case .pango(let encoder) where format == .json:
            scratch.removeAll()
            FrameComposer.composeRows(line, frame, &encoder.pointee, &scratch)
            appendJSON(paused: paused, still: line.isStill, into: &output)
        case .pango(let encoder):
            FrameComposer.composeRows(line, frame, &encoder.pointee, &output)
        }
    }

    /// Waybar's object around the frame's Pango markup in `scratch`.
    private mutating func appendJSON(paused: Bool, still: Bool, into output: inout FrameBytes) {
        let state = paused ? "paused" : still ? "static" : "scrolling"
        jsonLine.removeAll(keepingCapacity: true)
        jsonLine.append("{\"text\":\"")
        JSONString.escape(scratch.bytes(), into: &jsonLine)
        jsonLine.append("\",\"full_text\":\"")
        JSONString.escape(scratch.bytes(), into: &jsonLine)
        jsonLine.append("\",\"tooltip\":\"")
        jsonLine.append(contentsOf: tooltip)
        jsonLine.append("\",\"class\":\"\(state)\"}")
        output.append(jsonLine)
    }

    private static func composeRows<Encoder: FrameEncoder>(
        _ line: Line, _ frame: Int, _ encoder: inout Encoder, _ output: inout FrameBytes
    ) {
        encoder.beginFrame(after: &output)
        for row in 0..<line.height {
            if row > 0 { encoder.newRow() }
            line.render(frame: frame, row: row, into: &encoder)
            encoder.finishRow()
        }
        encoder.endFrame(into: &output)
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

extension FrameComposer {
    /// The encoder of the format in use (`OutputFormat`): ANSI for the terminal and the
    /// prompts, each status bar's markup, Pango for Pango and JSON.
    private enum Encoder {
        case ansi(UnsafeMutablePointer<AnsiEncoder>)
        case tmux(UnsafeMutablePointer<MarkupEncoder<TmuxMarkup>>)
        case bar(UnsafeMutablePointer<MarkupEncoder<BarTagMarkup>>)
        case xmobar(UnsafeMutablePointer<MarkupEncoder<XmobarMarkup>>)
        case pango(UnsafeMutablePointer<MarkupEncoder<PangoMarkup>>)
    }
}

/// An encoder in memory of its own, changed in place through the pointer the enum holds.
///
/// Held in the enum as a value, each frame copied the encoder's buffers out of its case,
/// released them and destroyed the case it was put back into: 110 to 400 instructions a
/// frame, by the ways tried; a class in the enum, a retain and a release, 50. A class's
/// stored property would cost a run-time exclusivity check each frame. The memory is
/// reached only through `FrameComposer.compose`, one frame at a time.
private final class EncoderBox<Encoder: FrameEncoder> {
    let encoder: UnsafeMutablePointer<Encoder>

    init(_ encoder: Encoder) {
        self.encoder = .allocate(capacity: 1)
        self.encoder.initialize(to: encoder)
    }

    deinit {
        encoder.deinitialize(count: 1)
        encoder.deallocate()
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
