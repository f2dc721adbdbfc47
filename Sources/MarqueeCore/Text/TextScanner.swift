import TerminalWidth

/// The text pipeline of docs/architecture.md, fed bytes in chunks of any size: UTF-8 decoding,
/// removal of escape sequences and controls (SGR and OSC 8 kept as styles), tab
/// expansion, grapheme clusters and their widths, handed to a `ClusterSink` line by line.
///
/// `Sink` is constrained where it is used, not on the type: a generic type's requirements
/// are checked when its metadata is built at run time, against every conformance record
/// of the static binary, which made each kind of scanner cost a start 45,000 instructions.
package struct TextScanner<Sink> {
    package var sink: Sink
    package private(set) var styles: StyleTable
    private var decoder = UTF8StreamDecoder()
    private var filter = EscapeFilter()
    private var assembler: ClusterAssembler
    private var style = TextStyle()
    private var styleID: StyleID = 0
    private let keepsStyles: Bool

    /// - Parameters:
    ///   - keepsStyles: false drops SGR and hyperlinks (separators are always plain).
    ///   - styles: the table to add styles to, so prefix, text and suffix can share one.
    package init(sink: Sink, widths: DisplayWidth, tabSize: Int, keepsStyles: Bool = true,
                styles: StyleTable = StyleTable()) {
        self.sink = sink
        self.styles = styles
        self.keepsStyles = keepsStyles
        assembler = ClusterAssembler(widths: widths, tabSize: tabSize)
    }
}

extension TextScanner where Sink: ClusterSink {
    package mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>) {
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte >= 0x20 && byte < 0x7F && decoder.isIdle && filter.isInGround {
                var end = index + 1
                while end < count && bytes[end] >= 0x20 && bytes[end] < 0x7F { end += 1 }
                assembler.asciiRun(UnsafeBufferPointer(rebasing: bytes[index..<end]), style: styleID, &sink)
                index = end
                continue
            }
            switch decoder.push(byte) {
            case .pending:
                index += 1
            case .scalar(let scalar):
                process(scalar)
                index += 1
            case .replacementThenRetry:
                process(UTF8StreamDecoder.replacement)
            }
        }
    }

    package mutating func feed<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        let array = Array(bytes)
        array.withUnsafeBufferPointer { feed($0) }
    }

    /// Ends the input: an unfinished UTF-8 sequence or escape sequence is resolved and
    /// the last line ends.
    package mutating func finish() {
        if let replacement = decoder.finish() { process(replacement) }
        var filter = takeFilter()
        filter.finish(&self)
        self.filter = filter
        assembler.finish(&sink)
    }

    private mutating func process(_ scalar: Unicode.Scalar) {
        var filter = takeFilter()
        filter.process(scalar, &self)
        self.filter = filter
    }

    /// Moves the filter out of `self`, so that it can write into `self` while it works.
    private mutating func takeFilter() -> EscapeFilter {
        var filter = EscapeFilter()
        swap(&filter, &self.filter)
        return filter
    }
}

extension TextScanner: EscapeFilterOutput where Sink: ClusterSink {
    mutating func text(_ scalar: Unicode.Scalar) {
        assembler.scalar(scalar, style: styleID, &sink)
    }

    mutating func tab() {
        assembler.tab(style: styleID, &sink)
    }

    mutating func lineFeed() {
        assembler.lineFeed(&sink)
    }

    mutating func selectGraphicRendition(_ parameters: [UInt8]) {
        guard keepsStyles else { return }
        SelectGraphicRendition.apply(parameters, to: &style)
        styleID = styles.id(for: style)
    }

    mutating func hyperlink(_ link: Hyperlink?) {
        guard keepsStyles else { return }
        style.link = link.map { styles.linkID(for: $0) } ?? 0
        styleID = styles.id(for: style)
    }
}
