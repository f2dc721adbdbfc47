/// Frames for a terminal: SGR for styles, OSC 8 for hyperlinks. With `bash` and `zsh`
/// framing, every escape sequence is marked as taking no columns, the way each shell's
/// prompt expects, and zsh's `%` is doubled in the text.
package struct AnsiEncoder: FrameEncoder {
    /// How the escape sequences of a prompt are marked.
    package enum PromptFraming: Sendable {
        case none
        /// `\001 … \002`: what readline takes from a command substitution in PS1.
        case bash
        /// `%{ … %}`, and `%` in the text doubled.
        case zsh
    }

    /// The bytes being made: the caller's, lent for one frame.
    private var bytes = FrameBytes(capacity: 16)
    private let styles: StyleTable
    private let keepsStyles: Bool
    private let framing: PromptFraming
    private var current: StyleID = 0
    /// SGR bytes per style id, made on first use.
    private var sequenceCache: [[UInt8]?] = []

    package init(styles: StyleTable, keepsStyles: Bool, framing: PromptFraming = .none) {
        self.styles = styles
        self.keepsStyles = keepsStyles
        self.framing = framing
    }

    package mutating func beginFrame(after output: inout FrameBytes) {
        bytes.exchange(with: &output)
    }

    package mutating func endFrame(into output: inout FrameBytes) {
        bytes.exchange(with: &output)
    }

    package mutating func newRow() {
        bytes.append(0x0A)
    }

    @inline(__always)
    package mutating func text(_ text: UnsafeBufferPointer<UInt8>, style: StyleID) {
        if keepsStyles && style != current { switchStyle(to: style) }
        if case .zsh = framing {
            appendDoublingPercent(text)
        } else {
            bytes.append(text)
        }
    }

    @inline(__always)
    package mutating func spaces(_ count: Int, style: StyleID) {
        if keepsStyles && style != current { switchStyle(to: style) }
        for _ in 0..<count { bytes.append(0x20) }
    }

    /// Ends a frame: a style or hyperlink still open is closed, so nothing bleeds.
    package mutating func finishRow() {
        if current != 0 { switchStyle(to: 0) }
    }

    private mutating func switchStyle(to next: StyleID) {
        let old = styles[current]
        let new = styles[next]
        beginSequence()
        if old.link != new.link {
            if old.link != 0 { bytes.append(AnsiEncoder.closeLink) }
            if new.link != 0 {
                let link = styles.links[new.link]
                bytes.append([0x1B, 0x5D, 0x38, 0x3B])
                appendLinkPart(link.parameters)
                bytes.append(0x3B)
                appendLinkPart(link.uri)
                bytes.append([0x1B, 0x5C])
            }
        }
        if old.graphicsOnly != new.graphicsOnly {
            appendSequence(for: next)
        }
        endSequence()
        current = next
    }

    /// zsh expands `%` inside `%{ … %}` too, and a URI is full of them (`%20`).
    private mutating func appendLinkPart(_ part: [UInt8]) {
        if case .zsh = framing {
            part.withUnsafeBufferPointer { appendDoublingPercent($0) }
        } else {
            bytes.append(part)
        }
    }

    // Out of line: the other formats' frames are drawn without this code in the way.
    @inline(never)
    private mutating func appendDoublingPercent(_ text: UnsafeBufferPointer<UInt8>) {
        guard text.contains(UInt8(ascii: "%")) else { return bytes.append(text) }
        for byte in text {
            bytes.append(byte)
            if byte == UInt8(ascii: "%") { bytes.append(byte) }
        }
    }

    private mutating func appendSequence(for id: StyleID) {
        let index = Int(id)
        if index >= sequenceCache.count {
            sequenceCache += Array(repeating: nil, count: index + 1 - sequenceCache.count)
        }
        if sequenceCache[index] == nil {
            sequenceCache[index] = SelectGraphicRendition.sequence(for: styles[id])
        }
        bytes.append(sequenceCache[index]!)
    }

    private mutating func beginSequence() {
        switch framing {
        case .none: break
        case .bash: bytes.append(0x01)
        case .zsh: bytes.append(AnsiEncoder.zshOpen)
        }
    }

    private mutating func endSequence() {
        switch framing {
        case .none: break
        case .bash: bytes.append(0x02)
        case .zsh: bytes.append(AnsiEncoder.zshClose)
        }
    }

    static let closeLink: [UInt8] = [0x1B, 0x5D, 0x38, 0x3B, 0x3B, 0x1B, 0x5C]
    /// zsh's marks around what takes no columns: `%{` and `%}`.
    static let zshOpen: [UInt8] = [0x25, 0x7B]
    static let zshClose: [UInt8] = [0x25, 0x7D]
}
