/// How the text pipeline treats the text: what `--separator`, `--tabsize`,
/// `--ambiguous-width` and the direction say.
public struct TextSettings: Equatable, Sendable {
    public var widths = DisplayWidth()
    public var tabSize = 8
    /// Between repetitions and between lines in the horizontal modes.
    public var separator = "   "
    /// Vertical modes keep lines apart; horizontal modes join them into one ring.
    public var vertical = false
    public var prefix = ""
    public var suffix = ""

    public init() {}
}

/// A text after the pipeline of SPEC §2, independent of the viewport's size: the ring
/// R = T + S (horizontal) or the lines (vertical), prefix and suffix, and their styles.
public struct LaidOutText: Sendable {
    public let styles: StyleTable
    public let prefix: Tape
    public let suffix: Tape
    public let separator: Tape
    /// Horizontal: T followed by S.
    public let ring: Tape
    /// n(T) and w(T): the ring's first `textClusterCount` clusters are T.
    public let textClusterCount: Int
    public let textWidth: Int
    /// Vertical: one tape per input line, empty lines kept.
    public let lines: [Tape]
    /// Horizontal: where each line of the input starts in the ring; each ends where the
    /// separator before the next one starts, the last at `textClusterCount`.
    public let lineStarts: [Int]
    /// Horizontal: where each line but the last ends (the last at `textClusterCount`);
    /// the separator follows, after a space where tmux would join the two (`JoinedLinesSink`).
    public let lineEnds: [Int]

    /// Lays out a whole text given at once.
    public init(text: some Sequence<UInt8>, settings: TextSettings) {
        var builder = LaidOutText.Builder(settings: settings)
        builder.feed(Array(text))
        self = builder.finish()
    }

    fileprivate init(styles: StyleTable, prefix: Tape, suffix: Tape, separator: Tape, ring: Tape,
                     textClusterCount: Int, textWidth: Int, lines: [Tape], lineStarts: [Int], lineEnds: [Int]) {
        self.styles = styles
        self.prefix = prefix
        self.suffix = suffix
        self.separator = separator
        self.ring = ring
        self.textClusterCount = textClusterCount
        self.textWidth = textWidth
        self.lines = lines
        self.lineStarts = lineStarts
        self.lineEnds = lineEnds
    }

    /// Lays out a text that arrives in chunks, such as standard input.
    public struct Builder {
        private let settings: TextSettings
        private let separator: Tape
        private var prefix = Tape()
        private var horizontal: TextScanner<JoinedLinesSink>?
        private var vertical: TextScanner<LineListSink>?

        public init(settings: TextSettings) {
            self.settings = settings
            var separatorScanner = TextScanner(sink: FlatSink(), widths: settings.widths,
                                               tabSize: settings.tabSize, keepsStyles: false)
            separatorScanner.feed(Array(settings.separator.utf8))
            separatorScanner.finish()
            separator = separatorScanner.sink.tape

            var prefixScanner = TextScanner(sink: FlatSink(), widths: settings.widths,
                                            tabSize: settings.tabSize)
            prefixScanner.feed(Array(settings.prefix.utf8))
            prefixScanner.finish()
            prefix = prefixScanner.sink.tape
            if settings.vertical {
                vertical = TextScanner(sink: LineListSink(), widths: settings.widths,
                                       tabSize: settings.tabSize, styles: prefixScanner.styles)
            } else {
                horizontal = TextScanner(sink: JoinedLinesSink(separator: separator, widths: settings.widths),
                                         widths: settings.widths, tabSize: settings.tabSize,
                                         styles: prefixScanner.styles)
            }
        }

        /// Prepares for about `byteCount` bytes of text (the size of an input file).
        public mutating func reserveCapacity(bytes byteCount: Int) {
            horizontal?.sink.reserveCapacity(bytes: byteCount)
        }

        public mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>) {
            horizontal?.feed(bytes)
            vertical?.feed(bytes)
        }

        public mutating func feed(_ bytes: [UInt8]) {
            bytes.withUnsafeBufferPointer { feed($0) }
        }

        public mutating func finish() -> LaidOutText {
            var styles: StyleTable
            var ring = Tape()
            var lines: [Tape] = []
            var lineStarts: [Int] = []
            var lineEnds: [Int] = []
            var textClusterCount = 0
            var textWidth = 0
            if var scanner = horizontal {
                horizontal = nil
                scanner.finish()
                // Taken, not copied: appending the separator must not copy a huge tape.
                lineStarts = scanner.sink.lineStarts
                lineEnds = scanner.sink.lineEnds
                textClusterCount = scanner.sink.tape.clusterCount
                textWidth = scanner.sink.tape.columnCount
                scanner.sink.closeRing()
                ring = scanner.sink.takeTape()
                styles = scanner.styles
            } else if var scanner = vertical {
                vertical = nil
                scanner.finish()
                lines = scanner.sink.lines
                styles = scanner.styles
            } else {
                styles = StyleTable()
            }
            var suffixScanner = TextScanner(sink: FlatSink(), widths: settings.widths,
                                            tabSize: settings.tabSize, styles: styles)
            suffixScanner.feed(Array(settings.suffix.utf8))
            suffixScanner.finish()
            var suffix = suffixScanner.sink.tape
            if let glue = settings.widths.cellsGluingAcrossClusters {
                let content = settings.vertical ? lines : [ring]
                prefix = TmuxFrameEdges.prefix(prefix, before: content, drawnBy: glue)
                suffix = TmuxFrameEdges.suffix(suffix, after: content, drawnBy: glue)
            }
            return LaidOutText(styles: suffixScanner.styles, prefix: prefix,
                               suffix: suffix, separator: separator, ring: ring,
                               textClusterCount: textClusterCount, textWidth: textWidth, lines: lines,
                               lineStarts: lineStarts, lineEnds: lineEnds)
        }
    }
}
