/// Receives a text as clusters, line by line.
public protocol ClusterSink {
    mutating func appendCluster(_ bytes: [UInt8], width: Int, style: StyleID)
    /// A cluster of one printable ASCII byte, width 1: the fast path.
    mutating func appendASCII(_ byte: UInt8, style: StyleID)
    /// Several such clusters in a row: the fastest path.
    mutating func appendASCIIRun(_ bytes: UnsafeBufferPointer<UInt8>, style: StyleID)
    mutating func endLine()
}

extension ClusterSink {
    public mutating func appendASCIIRun(_ bytes: UnsafeBufferPointer<UInt8>, style: StyleID) {
        for byte in bytes { appendASCII(byte, style: style) }
    }
}

/// Groups the text's scalars into extended grapheme clusters (UAX #29, by our own
/// `GraphemeBreaker`), measures each, expands tabs and ends lines.
///
/// A cluster is what the terminal will see as one only if nothing it meets in a frame
/// joins it. So a cluster that could still take in what follows (`clusterIsOpen`) is
/// closed with a ZERO WIDTH SPACE, which UAX #29 never joins to anything (it is a
/// Control) and which takes no column; so is a cluster that ends in a ZWJ, which a
/// terminal may join to what follows; an emoji modifier that starts a line, which
/// would join whatever comes before it, gets one in front.
///
/// Printable ASCII after printable ASCII always starts a new cluster (no UAX #29 rule
/// joins them), so runs of ASCII skip the segmenter; it is primed with the last ASCII
/// scalar when something else follows, so a combining mark still joins its letter.
struct ClusterAssembler {
    let widths: DisplayWidth
    let tabSize: Int

    private var recognizer = GraphemeBreaker()
    private var recognizerIsCurrent = true
    private var pendingScalars: [Unicode.Scalar] = []
    private var pendingBytes: [UInt8] = []
    private var pendingStyle: StyleID = 0
    /// The pending cluster is one printable ASCII byte, unseen by the recognizer.
    private var pendingIsASCII = false
    /// Columns of the clusters already given to the sink on this line.
    private var column = 0
    private var atLineStart = true

    /// Whether the terminal draws a ZERO WIDTH SPACE as nothing, so that it may close
    /// clusters: xterm `-cjk_width` gives it a column, and joins no cluster anyway.
    private let closesClusters: Bool

    /// A tmux that draws a cluster into the cell of the one before (3.4 on): such a
    /// cluster joins the pending one, which is measured as tmux draws the two together,
    /// so that every cluster given to the sink starts a cell of its own there. `pen`
    /// has drawn the first `penScalarCount` pending scalars and the ZERO WIDTH SPACEs put
    /// between them.
    private let glue: TmuxCells?
    /// `glue != nil`, for the paths every cluster takes, where testing the optional itself
    /// copied it.
    private let gluesClusters: Bool
    private var pen = TmuxCells.Pen()
    private var penScalarCount = 0
    /// The pen after the first scalar of the cluster that comes after the pending one,
    /// when `joinsPendingInTmuxCell` drew it there.
    private var penOfNextCluster: TmuxCells.Pen?
    /// tmux 3.3: where a cluster leaves a ZWJ's mark for what follows.
    private let joinerMarkWidths: CodePointWidths?
    private let keepsJoinerMark: Bool

    init(widths: DisplayWidth, tabSize: Int) {
        self.widths = widths
        self.tabSize = tabSize
        closesClusters = widths.columns(of: 0x200B) == 0
        glue = widths.cellsGluingAcrossClusters
        gluesClusters = glue != nil
        joinerMarkWidths = widths.widthsKeepingJoinerMark
        keepsJoinerMark = joinerMarkWidths != nil
        pendingScalars.reserveCapacity(16)
        pendingBytes.reserveCapacity(64)
    }

    @inline(__always)
    mutating func ascii<Sink: ClusterSink>(_ byte: UInt8, style: StyleID, _ sink: inout Sink) {
        if pendingIsASCII {
            sink.appendASCII(pendingBytes[0], style: pendingStyle)
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
        // The pending byte and all but the last of the rest are complete clusters.
        sink.appendASCII(pendingBytes[0], style: pendingStyle)
        if bytes.count - index > 1 {
            sink.appendASCIIRun(UnsafeBufferPointer(rebasing: bytes[index..<(bytes.count - 1)]), style: style)
        }
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
        if (breaks && (!gluesClusters || !joinsPendingInTmuxCell(scalar, open: open))) || pendingScalars.isEmpty {
            flush(&sink, open: open)
            pendingStyle = style
        }
        appendPending(scalar)
    }

    /// Whether tmux would draw `scalar`, which starts a cluster, into the cell of the
    /// pending one (a flag after a flag, a skin tone after any emoji in 3.4 and 3.5, any
    /// code point of no width); if so, the pending cluster is closed as `flush` would
    /// close it and `scalar` joins it. So no cluster but a line's first starts with a code
    /// point of no width, which tmux would put into the cell before the frame, or drop
    /// at the line's start. `scalar` is measured once: joined, the pen has drawn it;
    /// starting a cell, it is where the next cluster's pen starts.
    private mutating func joinsPendingInTmuxCell(_ scalar: Unicode.Scalar, open: Bool) -> Bool {
        guard let first = pendingScalars.first else { return false }
        if isDroppedAtLineStart(first) { return glue!.takesNoCell(scalar.value) }
        drawPendingWithPen()
        var closed = pen
        let closes = closesPending(open: open)
        if closes { glue!.draw(ClusterAssembler.zeroWidthSpaceValue, with: &closed) }
        var next = closed
        if glue!.draw(scalar.value, with: &next) {
            // A cell of its own: nothing before it counts any more.
            next.countOnlyAfter(closed)
            penOfNextCluster = next
            return false
        }
        // After ASCII, only what takes no cell joins (a jamo tmux drops does not).
        if closed.isAfterASCII && !glue!.takesNoCell(scalar.value) { return false }
        if closes { pendingBytes.append(contentsOf: ClusterAssembler.zeroWidthSpace) }
        pen = next
        // `scalar` is appended next, already drawn.
        penScalarCount = pendingScalars.count + 1
        return true
    }

    private mutating func drawPendingWithPen() {
        while penScalarCount < pendingScalars.count {
            glue!.draw(pendingScalars[penScalarCount].value, with: &pen)
            penScalarCount += 1
        }
    }

    /// A cluster that ends in a ZWJ is closed too, whatever follows: tmux 3.3a glues the
    /// next non-ASCII code point after a ZWJ onto the cell before, even past ASCII and
    /// past code points it drops (`a‍b 中`, `👨‍🫨👨`: the 中 and the second 👨 take no
    /// column there).
    @inline(__always)
    private func closesPending(open: Bool) -> Bool {
        guard closesClusters else { return false }
        if open { return true }
        if keepsJoinerMark { return joinerMarkWidths!.leavesJoinerMark(pendingScalars.lazy.map(\.value)) }
        return pendingScalars.last?.value == 0x200D
    }

    /// A mark with no base; under a tmux that glues clusters, also any code point of no
    /// width, which tmux drops at a line's start and puts into the cell before anywhere
    /// else.
    private func isDroppedAtLineStart(_ first: Unicode.Scalar) -> Bool {
        guard atLineStart else { return false }
        return (ClusterAssembler.joinsWhatPrecedes(first) && !ClusterAssembler.isEmojiModifier(first))
            || (gluesClusters && glue!.takesNoCell(first.value))
    }

    private mutating func appendPending(_ scalar: Unicode.Scalar) {
        pendingScalars.append(scalar)
        pendingBytes.append(contentsOf: UTF8.encode(scalar)!)
        pendingIsASCII = false
    }

    /// A tab: spaces up to the next multiple of the tab size, counted from the start of
    /// the line. The spaces are ordinary clusters, so a combining mark after the tab
    /// joins the last of them, as it would on a terminal.
    mutating func tab<Sink: ClusterSink>(style: StyleID, _ sink: inout Sink) {
        flush(&sink)
        resetRecognizer()
        let spaces = tabSize - column % tabSize
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
        pendingBytes.append(byte)
        pendingIsASCII = true
        pendingStyle = style
        recognizerIsCurrent = false
    }

    /// Both copies change: the scalar primes the recognizer and is measured if a mark
    /// or a variation selector joins it (`#` + U+FE0F is an emoji, `"` + U+FE0F is not).
    @inline(__always)
    private mutating func replacePendingASCII(with byte: UInt8) {
        pendingBytes[0] = byte
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
            sink.appendASCII(pendingBytes[0], style: pendingStyle)
            column += 1
            atLineStart = false
        } else if isDroppedAtLineStart(first) {
            // dropped: nothing to combine with
        } else {
            if closesClusters && !gluesClusters && atLineStart && ClusterAssembler.isEmojiModifier(first) {
                // A skin tone with nothing to colour is a swatch of its own (SPEC §2.4).
                // Not for a tmux that glues clusters: there the ZERO WIDTH SPACE would join
                // the cell before and take the skin tone with it; the sink keeps it apart.
                pendingBytes.insert(contentsOf: ClusterAssembler.zeroWidthSpace, at: 0)
            }
            let closes = closesPending(open: open ?? recognizer.clusterIsOpen)
            if closes {
                pendingBytes.append(contentsOf: ClusterAssembler.zeroWidthSpace)
            }
            let width: Int
            if gluesClusters {
                drawPendingWithPen()
                width = pen.columns
            } else {
                width = widths.width(ofCluster: pendingScalars)
            }
            sink.appendCluster(pendingBytes, width: width, style: pendingStyle)
            column += width
            atLineStart = false
        }
        if gluesClusters {
            pen = penOfNextCluster ?? TmuxCells.Pen()
            penScalarCount = penOfNextCluster == nil ? 0 : 1
            penOfNextCluster = nil
        }
        pendingScalars.removeAll(keepingCapacity: true)
        pendingBytes.removeAll(keepingCapacity: true)
        pendingIsASCII = false
    }

    /// Whether `scalar` attaches to whatever comes before it (a combining mark, a
    /// spacing mark, an emoji modifier, ZWJ, ZWNJ, a tag character): at the start of a
    /// line it has no base of its own, and kept there it would join the separator, the
    /// padding or the prefix it ends up after in a frame, changing that cluster's width.
    static func joinsWhatPrecedes(_ scalar: Unicode.Scalar) -> Bool {
        switch GraphemeBreakProperties(of: scalar.value).kind {
        case .extend, .zeroWidthJoiner, .spacingMark: return true
        default: return false
        }
    }

    static func isEmojiModifier(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F3FB...0x1F3FF).contains(scalar.value)
    }

    /// U+200B, in UTF-8.
    static let zeroWidthSpace: [UInt8] = [0xE2, 0x80, 0x8B]
    static let zeroWidthSpaceValue: UInt32 = 0x200B
}
