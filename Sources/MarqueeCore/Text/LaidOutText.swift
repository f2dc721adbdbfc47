import TerminalWidth

/// How the text pipeline treats the text: what `--separator`, `--tabsize`,
/// `--ambiguous-width`, `--ellipsis` and the direction say.
package struct TextSettings: Equatable, Sendable {
    package var widths = DisplayWidth()
    package var tabSize = 8
    /// Between repetitions and between lines in the horizontal modes.
    package var separator = "   "
    /// Vertical modes keep lines apart; horizontal modes join them into one ring.
    package var vertical = false
    /// `--ellipsis[=TEXT]`: what ends a static text wider than its viewport; nil for none.
    package var ellipsis: String?

    package init() {}
}

/// A text after the pipeline (docs/architecture.md), independent of the viewport's size: the ring
/// R = T + S (horizontal) or the lines (vertical), and their styles.
package struct LaidOutText: Sendable {
    package let styles: StyleTable
    package let separator: Tape
    /// `--ellipsis`, laid out as the suffix is; nil when not asked for (`StaticEllipsis`).
    package let ellipsis: Tape?
    /// Horizontal: T followed by S.
    package let ring: Tape
    /// n(T) and w(T): the ring's first `textClusterCount` clusters are T.
    package let textClusterCount: Int
    package let textWidth: Int
    /// Vertical: one tape per input line, empty lines kept.
    package let lines: [Tape]
    /// Horizontal: where each line of the input starts in the ring; each ends where the
    /// separator before the next one starts, the last at `textClusterCount`.
    package let lineStarts: [Int]
    /// Horizontal: where each line but the last ends (the last at `textClusterCount`);
    /// the separator follows, after a space where the terminal would join the two
    /// (`ClusterContext.keepingItemsApart`).
    package let lineEnds: [Int]
    /// The terminal's rules across clusters the text was laid out by, for whatever puts
    /// its clusters side by side again (page mode's pages, the line's seams); nil where
    /// there are none.
    let clusterContext: ClusterContext?

    /// Lays out a whole text given at once.
    package init(text: some Sequence<UInt8>, settings: TextSettings) {
        var builder = LaidOutText.Builder(settings: settings)
        builder.feed(Array(text))
        self = builder.finish()
    }

    fileprivate init(styles: StyleTable, separator: Tape, ellipsis: Tape?, ring: Tape,
                     textClusterCount: Int, textWidth: Int, lines: [Tape], lineStarts: [Int], lineEnds: [Int],
                     clusterContext: ClusterContext?) {
        self.styles = styles
        self.ellipsis = ellipsis
        self.clusterContext = clusterContext
        self.separator = separator
        self.ring = ring
        self.textClusterCount = textClusterCount
        self.textWidth = textWidth
        self.lines = lines
        self.lineStarts = lineStarts
        self.lineEnds = lineEnds
    }

    /// Lays out a text that arrives in chunks, such as standard input.
    package struct Builder {
        private let settings: TextSettings
        private let separator: Tape
        private var horizontal: TextScanner<InContext<JoinedLinesSink>>?
        private var vertical: TextScanner<InContext<LineListSink>>?

        /// - Parameter styles: the table to add the text's styles to, so that texts laid
        ///   out one after another for one line (its pieces) share one.
        package init(settings: TextSettings, styles: StyleTable = StyleTable()) {
            self.settings = settings
            let widths = settings.widths
            separator = Builder.flat(settings.separator, settings, keepsStyles: false, after: StyleTable()).tape
            if settings.vertical {
                vertical = TextScanner(sink: InContext(LineListSink(), widths: widths), widths: widths,
                                       tabSize: settings.tabSize, styles: styles)
            } else {
                horizontal = TextScanner(sink: InContext(JoinedLinesSink(separator: separator), widths: widths),
                                         widths: widths, tabSize: settings.tabSize, styles: styles)
            }
        }

        /// A piece laid out on its own, one run of clusters (the separator, `--ellipsis`, a
        /// line's literals), its styles carried on from `styles`; the styles it leaves.
        static func flat(_ text: String, _ settings: TextSettings, keepsStyles: Bool = true,
                                 after styles: StyleTable) -> (tape: Tape, styles: StyleTable) {
            // Most lines have no prefix or suffix: no scanner for them.
            if text.isEmpty { return (Tape(), styles) }
            let widths = settings.widths
            var scanner = TextScanner(sink: InContext(FlatSink(), widths: widths), widths: widths,
                                      tabSize: settings.tabSize, keepsStyles: keepsStyles, styles: styles)
            scanner.feed(Array(text.utf8))
            scanner.finish()
            return (scanner.sink.downstream.tape, scanner.styles)
        }

        /// Prepares for about `byteCount` bytes of text (the size of an input file).
        package mutating func reserveCapacity(bytes byteCount: Int) {
            horizontal?.sink.downstream.reserveCapacity(bytes: byteCount)
        }

        package mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>) {
            horizontal?.feed(bytes)
            vertical?.feed(bytes)
        }

        package mutating func feed(_ bytes: [UInt8]) {
            bytes.withUnsafeBufferPointer { feed($0) }
        }

        package mutating func finish() -> LaidOutText {
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
                lineStarts = scanner.sink.downstream.lineStarts
                lineEnds = scanner.sink.downstream.lineEnds
                textClusterCount = scanner.sink.downstream.tape.clusterCount
                textWidth = scanner.sink.downstream.tape.columnCount
                scanner.sink.downstream.closeRing()
                ring = scanner.sink.downstream.takeTape()
                styles = scanner.styles
            } else if var scanner = vertical {
                vertical = nil
                scanner.finish()
                lines = scanner.sink.downstream.lines
                styles = scanner.styles
            } else {
                styles = StyleTable()
            }
            var pieces = LaidOutRing(
                ring: ring, textClusterCount: textClusterCount, textWidth: textWidth, lineStarts: lineStarts,
                lineEnds: lineEnds, separatorClusterCount: separator.clusterCount)
            let context = settings.widths.clusterContext
            if let context, !settings.vertical {
                pieces = context.keepingItemsApart(pieces)
            }
            var ellipsis: Tape?
            if let text = settings.ellipsis, !settings.vertical {
                let laidOut = Builder.flat(text, settings, after: styles)
                styles = laidOut.styles
                // The ellipsis follows some cluster of T, as a suffix follows a frame's
                // last: kept apart from it the same way where the terminal would join them.
                ellipsis = context?.suffix(laidOut.tape, after: [pieces.ring]) ?? laidOut.tape
            }
            return LaidOutText(styles: styles, separator: separator, ellipsis: ellipsis, ring: pieces.ring,
                               textClusterCount: pieces.textClusterCount, textWidth: pieces.textWidth,
                               lines: lines, lineStarts: pieces.lineStarts, lineEnds: pieces.lineEnds,
                               clusterContext: context)
        }
    }
}
