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

    package var output: [UInt8] = []
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
        output.reserveCapacity(4096)
    }

    @inline(__always)
    package mutating func text(_ bytes: UnsafeBufferPointer<UInt8>, style: StyleID) {
        if keepsStyles && style != current { switchStyle(to: style) }
        if case .zsh = framing, bytes.contains(UInt8(ascii: "%")) {
            output.append(bytes, doubling: UInt8(ascii: "%"))
        } else {
            output.append(contentsOf: bytes)
        }
    }

    @inline(__always)
    package mutating func spaces(_ count: Int, style: StyleID) {
        if keepsStyles && style != current { switchStyle(to: style) }
        for _ in 0..<count { output.append(0x20) }
    }

    /// Ends a frame: a style or hyperlink still open is closed, so nothing bleeds.
    package mutating func finishFrame() {
        if current != 0 { switchStyle(to: 0) }
    }

    private mutating func switchStyle(to next: StyleID) {
        let old = styles[current]
        let new = styles[next]
        beginSequence()
        if old.link != new.link {
            if old.link != 0 { output.append(contentsOf: AnsiEncoder.closeLink) }
            if new.link != 0 {
                let link = styles.links[new.link]
                output.append(contentsOf: [0x1B, 0x5D, 0x38, 0x3B])
                appendLinkPart(link.parameters)
                output.append(0x3B)
                appendLinkPart(link.uri)
                output.append(contentsOf: [0x1B, 0x5C])
            }
        }
        if old.graphicsOnly != new.graphicsOnly {
            appendSequence(for: next)
        }
        endSequence()
        current = next
    }

    /// zsh expands `%` inside `%{ … %}` too, and a URI is full of them (`%20`).
    private mutating func appendLinkPart(_ bytes: [UInt8]) {
        if case .zsh = framing {
            bytes.withUnsafeBufferPointer { output.append($0, doubling: UInt8(ascii: "%")) }
        } else {
            output.append(contentsOf: bytes)
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
        output.append(contentsOf: sequenceCache[index]!)
    }

    private mutating func beginSequence() {
        switch framing {
        case .none: break
        case .bash: output.append(0x01)
        case .zsh: output.append("%{")
        }
    }

    private mutating func endSequence() {
        switch framing {
        case .none: break
        case .bash: output.append(0x02)
        case .zsh: output.append("%}")
        }
    }

    static let closeLink: [UInt8] = [0x1B, 0x5D, 0x38, 0x3B, 0x3B, 0x1B, 0x5C]
}
