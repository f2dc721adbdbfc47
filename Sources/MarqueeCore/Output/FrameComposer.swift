/// Turns frames into the bytes of one output line (or one block of rows) in the chosen
/// format: prefix, viewport and suffix, styles closed at the end of each row.
///
/// It reuses its buffers: after the first frame, composing allocates nothing.
public struct FrameComposer {
    public let format: OutputFormat
    private var ansi: AnsiEncoder

    public init(format: OutputFormat, keepsStyles: Bool, styles: StyleTable) {
        self.format = format
        let framing: AnsiEncoder.PromptFraming
        switch format {
        case .bash: framing = .bash
        case .zsh: framing = .zsh
        default: framing = .none
        }
        ansi = AnsiEncoder(styles: styles, keepsStyles: keepsStyles && format != .plain, framing: framing)
    }

    /// Appends frame `frame` of `ticker` to `output`, its rows joined by `rowSeparator`
    /// and with nothing after the last row.
    public mutating func compose(_ ticker: Ticker, frame: Int, into output: inout [UInt8],
                                 rowSeparator: [UInt8] = [0x0A]) {
        FrameComposer.composeRows(ticker, frame: frame, encoder: &ansi, into: &output, rowSeparator: rowSeparator)
    }

    private static func composeRows<Encoder: FrameEncoder>(
        _ ticker: Ticker, frame: Int, encoder: inout Encoder, into output: inout [UInt8],
        rowSeparator: [UInt8]
    ) {
        swap(&encoder.output, &output)
        for row in 0..<ticker.height {
            if row > 0 { encoder.output.append(contentsOf: rowSeparator) }
            FrameRenderer.renderAll(ticker.text.prefix, into: &encoder)
            ticker.render(frame: frame, row: row, into: &encoder)
            FrameRenderer.renderAll(ticker.text.suffix, into: &encoder)
            encoder.finishFrame()
        }
        swap(&encoder.output, &output)
    }
}
