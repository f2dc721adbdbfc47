/// A status bar's or toolkit's own markup for styles, and its escaping of text.
protocol StyleMarkup {
    /// Whether `style` has anything this markup can show.
    func shows(_ style: TextStyle) -> Bool
    /// Markup that starts `style` (only called when `shows(style)`).
    mutating func open(_ style: TextStyle, into output: inout [UInt8])
    /// Markup that ends `style` (only called after `open`).
    mutating func close(_ style: TextStyle, into output: inout [UInt8])
    /// Appends text so that nothing in it can open the consumer's markup.
    mutating func appendText(_ bytes: UnsafeBufferPointer<UInt8>, into output: inout [UInt8])
    /// The line ends: writes what was held back to see what follows it, and forgets
    /// what came before.
    mutating func finishLine(into output: inout [UInt8])
}

extension StyleMarkup {
    mutating func finishLine(into output: inout [UInt8]) {}
}

/// Frames in a consumer's markup: styles change where the text's styles change, and
/// every line ends with its styles closed.
///
/// `Markup` is constrained on the conformance, not on the type, so that building the
/// type's metadata at run time (for its optionals in `FrameComposer`) checks no
/// conformance: each check reads every conformance record of the static binary.
struct MarkupEncoder<Markup> {
    var output: [UInt8] = []
    private var markup: Markup
    private let styles: StyleTable
    private let keepsStyles: Bool
    private var current: StyleID = 0
    private var isOpen = false
    /// Text of one style, gathered so the markup sees it as one piece (xmobar wraps each
    /// piece in its own `<raw>`).
    private var pending: [UInt8] = []

    init(markup: Markup, styles: StyleTable, keepsStyles: Bool) {
        self.markup = markup
        self.styles = styles
        self.keepsStyles = keepsStyles
        output.reserveCapacity(4096)
    }
}

extension MarkupEncoder: FrameEncoder where Markup: StyleMarkup {
    mutating func text(_ bytes: UnsafeBufferPointer<UInt8>, style: StyleID) {
        switchStyle(to: style)
        pending.append(contentsOf: bytes)
    }

    mutating func spaces(_ count: Int, style: StyleID) {
        switchStyle(to: style)
        flushPending()
        var left = count
        blankRun.withUnsafeBufferPointer { buffer in
            while left > 0 {
                let chunk = min(left, buffer.count)
                markup.appendText(UnsafeBufferPointer(rebasing: buffer[0..<chunk]), into: &output)
                left -= chunk
            }
        }
    }

    // The markups write into an array: the frame is made there, then copied.
    mutating func beginFrame(after output: inout FrameBytes) {}

    mutating func endFrame(into output: inout FrameBytes) {
        output.append(self.output)
        self.output.removeAll(keepingCapacity: true)
    }

    mutating func newRow() {
        output.append(0x0A)
    }

    mutating func finishRow() {
        switchStyle(to: 0)
        flushPending()
        markup.finishLine(into: &output)
    }

    private mutating func flushPending() {
        guard !pending.isEmpty else { return }
        pending.withUnsafeBufferPointer { markup.appendText($0, into: &output) }
        pending.removeAll(keepingCapacity: true)
    }

    private mutating func switchStyle(to next: StyleID) {
        let target = keepsStyles ? next : 0
        guard target != current else { return }
        flushPending()
        let old = styles[current].graphicsOnly
        let new = styles[target].graphicsOnly
        current = target
        guard old != new else { return }
        if isOpen { markup.close(old, into: &output) }
        isOpen = markup.shows(new)
        if isOpen { markup.open(new, into: &output) }
    }
}

/// Spaces to copy from, so padding allocates nothing.
private let blankRun = [UInt8](repeating: 0x20, count: 64)

extension Array where Element == UInt8 {
    mutating func append(_ text: String) {
        append(contentsOf: text.utf8)
    }

    /// Appends `bytes` with every `marker` written twice: the escape of tmux's `#`,
    /// lemonbar's and zsh's `%`.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>, doubling marker: UInt8) {
        for byte in bytes {
            append(byte)
            if byte == marker { append(byte) }
        }
    }
}
