import TerminalWidth

/// Groups the text's scalars into extended grapheme clusters (UAX #29, by our own
/// `GraphemeBreaker`), measures each, expands tabs and ends lines.
///
/// A cluster is what the terminal will see as one only if nothing it meets in a frame
/// joins it. So a cluster that could still take in what follows (`clusterIsOpen`) is
/// closed with a ZERO WIDTH SPACE, which UAX #29 never joins to anything (it is a
/// Control) and which takes no column; so is a cluster that ends in a ZWJ, which a
/// terminal may join to what follows; an emoji modifier that starts a line, which
/// would join whatever comes before it, gets one in front. The assembler only says so
/// (`ZeroWidthSpaces`); the tape at the end of the chain writes them.
///
/// Printable ASCII after printable ASCII always starts a new cluster (no UAX #29 rule
/// joins them), so runs of ASCII skip the segmenter; it is primed with the last ASCII
/// scalar when something else follows, so a combining mark still joins its letter.
struct ClusterAssembler {
    let widths: DisplayWidth
    let tabSize: Int

    private var recognizer = GraphemeBreaker()
    private var recognizerIsCurrent = true
    /// The pending cluster's code points; a pending ASCII byte is one of them too.
    private var pendingScalars: [Unicode.Scalar] = []
    private var pendingStyle: StyleID = 0
    /// The pending cluster is one printable ASCII byte, unseen by the recognizer.
    private var pendingIsASCII = false
    /// Columns of the clusters already given to the sink on this line.
    private var column = 0
    private var atLineStart = true

    /// Whether the terminal draws a ZERO WIDTH SPACE as nothing, so that it may close
    /// clusters: xterm `-cjk_width` gives it a column, and joins no cluster anyway.
    private let closesClusters: Bool
    /// Whether the terminal keeps a ZWJ's mark past the cluster that holds it
    /// (`DisplayWidth.joinerMarkOutlivesClusters`).
    private let keepsJoinerMark: Bool

    init(widths: DisplayWidth, tabSize: Int) {
        self.widths = widths
        self.tabSize = tabSize
        closesClusters = widths.columns(of: 0x200B) == 0
        keepsJoinerMark = widths.joinerMarkOutlivesClusters
        pendingScalars.reserveCapacity(16)
    }

    @inline(__always)
    mutating func ascii<Sink: ClusterSink>(_ byte: UInt8, style: StyleID, _ sink: inout Sink) {
        if pendingIsASCII {
            sink.appendASCII(pendingASCII, style: pendingStyle)
            column += 1
            atLineStart = false
            replacePendingASCII(with: byte)
            pendingStyle = style
        } else if pendingScalars.isEmpty {
            startASCII(byte, style: style)
        } else if case let open = recognizer.clusterIsOpen, recognizer.hasBreak(before: Unicode.Scalar(byte)) {
            // Back to the fast path: after a break, nothing before this byte can change
            // where the next cluster starts.
            flush(&sink, open: open)
            startASCII(byte, style: style)
        } else {
            // Joins the pending cluster (after a Prepend character); the recognizer is
            // current, as the pending cluster came through `scalar`.
            appendPending(Unicode.Scalar(byte))
        }
    }

    /// A run of printable ASCII: each byte but the last is a whole cluster at once (the
    /// next byte starts a new one); the last stays pending, as a mark may follow it.
    mutating func asciiRun<Sink: ClusterSink>(_ bytes: UnsafeBufferPointer<UInt8>, style: StyleID, _ sink: inout Sink) {
        // Byte by byte until the pending cluster is one ASCII byte (the first may still
        // join a pending cluster, after a Prepend character).
        var index = 0
        while index < bytes.count && !(pendingIsASCII && index > 0) {
            ascii(bytes[index], style: style, &sink)
            index += 1
        }
        guard index < bytes.count else { return }
        // The pending byte, the one just taken, and all but the last of the rest are
        // complete clusters, side by side in `bytes` and in this style: one call, which a
        // stage in between pays for once.
        sink.appendASCIIRun(UnsafeBufferPointer(rebasing: bytes[(index - 1)..<(bytes.count - 1)]), style: style)
        column += bytes.count - index
        atLineStart = false
        replacePendingASCII(with: bytes[bytes.count - 1])
        pendingStyle = style
    }

    mutating func scalar<Sink: ClusterSink>(_ scalar: Unicode.Scalar, style: StyleID, _ sink: inout Sink) {
        if pendingIsASCII && !recognizerIsCurrent {
            recognizer.reset()
            _ = recognizer.hasBreak(before: pendingScalars[0])
            recognizerIsCurrent = true
        }
        let open = recognizer.clusterIsOpen
        let breaks = recognizer.hasBreak(before: scalar)
        if breaks || pendingScalars.isEmpty {
            flush(&sink, open: open)
            pendingStyle = style
        }
        appendPending(scalar)
    }

    /// A cluster that ends in a ZWJ is closed too, whatever follows; so is one whose
    /// ZWJ's mark the terminal keeps for what follows (`DisplayWidth.leavesJoinerMark`).
    @inline(__always)
    private func closesPending(open: Bool) -> Bool {
        guard closesClusters else { return false }
        if open { return true }
        // A closure, not the key path `\.value`, which was projected at run time.
        if keepsJoinerMark { return widths.leavesJoinerMark(pendingScalars) }
        return pendingScalars.last?.value == 0x200D
    }

    /// A mark with no base at the start of a line.
    private func isDroppedAtLineStart(_ first: Unicode.Scalar) -> Bool {
        atLineStart && ClusterAssembler.hasNoBase(first)
    }

    private mutating func appendPending(_ scalar: Unicode.Scalar) {
        pendingScalars.append(scalar)
        pendingIsASCII = false
    }

    /// The pending cluster's byte, when it is one printable ASCII byte (`pendingIsASCII`).
    @inline(__always)
    private var pendingASCII: UInt8 { UInt8(truncatingIfNeeded: pendingScalars[0].value) }

    /// A tab: spaces up to the next multiple of the tab size, counted from the start of
    /// the line. The spaces are ordinary clusters, so a combining mark after the tab
    /// joins the last of them, as it would on a terminal.
    mutating func tab<Sink: ClusterSink>(style: StyleID, _ sink: inout Sink) {
        flush(&sink)
        resetRecognizer()
        let spaces = tabSize - sink.columnsOnLine(assembled: column) % tabSize
        for _ in 0..<spaces { ascii(0x20, style: style, &sink) }
    }

    mutating func lineFeed<Sink: ClusterSink>(_ sink: inout Sink) {
        flush(&sink)
        sink.endLine()
        column = 0
        atLineStart = true
        resetRecognizer()
    }

    /// Ends the text: the last line ends even without a line feed.
    mutating func finish<Sink: ClusterSink>(_ sink: inout Sink) {
        flush(&sink)
        if !atLineStart || column > 0 {
            sink.endLine()
        }
        column = 0
        atLineStart = true
        resetRecognizer()
    }

    /// Whether anything of the current line is still held back.
    var lineIsEmpty: Bool { atLineStart && pendingScalars.isEmpty }

    private mutating func startASCII(_ byte: UInt8, style: StyleID) {
        pendingScalars.append(Unicode.Scalar(byte))
        pendingIsASCII = true
        pendingStyle = style
        recognizerIsCurrent = false
    }

    /// Kept as a scalar: it primes the recognizer and is measured if a mark or a
    /// variation selector joins it (`#` + U+FE0F is an emoji, `"` + U+FE0F is not).
    @inline(__always)
    private mutating func replacePendingASCII(with byte: UInt8) {
        pendingScalars[0] = Unicode.Scalar(byte)
    }

    private mutating func resetRecognizer() {
        recognizer.reset()
        recognizerIsCurrent = true
    }

    /// Gives the pending cluster to the sink, except a combining mark with no base at
    /// the start of a line, which is dropped. `open`: whether the breaker, after the
    /// cluster's last scalar, would still have joined more to it (by default, what it
    /// says now: nothing came after the cluster yet).
    private mutating func flush<Sink: ClusterSink>(_ sink: inout Sink, open: Bool? = nil) {
        guard let first = pendingScalars.first else { return }
        if pendingIsASCII {
            sink.appendASCII(pendingASCII, style: pendingStyle)
            column += 1
            atLineStart = false
        } else if isDroppedAtLineStart(first) {
            // dropped: nothing to combine with
        } else {
            var apart: ZeroWidthSpaces = []
            if closesClusters && atLineStart && ClusterAssembler.isEmojiModifier(first) {
                // A skin tone with nothing to colour is a swatch of its own
                // (docs/terminals.md, "Seams"): the space keeps it from what ends up before it.
                apart.insert(.before)
            }
            if closesPending(open: open ?? recognizer.clusterIsOpen) {
                apart.insert(.after)
            }
            let width = widths.width(ofCluster: pendingScalars)
            sink.appendCluster(pendingScalars, apart: apart, width: width, style: pendingStyle)
            column += width
            atLineStart = false
        }
        if pendingScalars.count == 1 {
            // Most clusters: a count lowered, where `removeAll(keepingCapacity:)` goes
            // through `replaceSubrange` (80 instructions; 5 M a MB of mixed words).
            pendingScalars.removeLast()
        } else {
            pendingScalars.removeAll(keepingCapacity: true)
        }
        pendingIsASCII = false
    }

    /// Whether `scalar` attaches to whatever comes before it (a combining mark, a
    /// spacing mark, an emoji modifier, ZWJ, ZWNJ, a tag character): at the start of a
    /// line it has no base of its own, and kept there it would join the separator, the
    /// padding or the prefix it ends up after in a frame, changing that cluster's width.
    /// The library's rule (`ClusterBase`), which its text calls follow too.
    static func joinsWhatPrecedes(_ scalar: Unicode.Scalar) -> Bool {
        ClusterBase.joinsWhatPrecedes(scalar)
    }

    /// Whether a cluster that starts with `scalar` has nothing to attach to at the start
    /// of a line, and is dropped there: a mark, not a skin tone, which is a swatch of its
    /// own there.
    static func hasNoBase(_ scalar: Unicode.Scalar) -> Bool {
        ClusterBase.hasNoBase(scalar)
    }

    static func isEmojiModifier(_ scalar: Unicode.Scalar) -> Bool {
        ClusterBase.isEmojiModifier(scalar)
    }
}
