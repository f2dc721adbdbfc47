/// Collects every cluster into one tape, ignoring line ends: prefix, suffix, separator.
public struct FlatSink: ClusterSink {
    public var tape = Tape()

    public init() {}

    public mutating func appendCluster(_ bytes: [UInt8], width: Int, style: StyleID) {
        tape.appendCluster(bytes, width: width, style: style)
    }

    public mutating func appendASCII(_ byte: UInt8, style: StyleID) {
        tape.appendASCII(byte, style: style)
    }

    public mutating func appendASCIIRun(_ bytes: UnsafeBufferPointer<UInt8>, style: StyleID) {
        tape.appendASCIIRun(bytes, style: style)
    }

    public mutating func endLine() {}
}

/// Joins lines into one tape for the horizontal modes (SPEC §2.5): lines with nothing
/// of width above 0 are dropped, the rest are joined with the separator, so a list of
/// lines becomes a ring of items.
///
/// A line is only known to be kept at its first cluster of width above 0; zero-width
/// clusters before it wait in a small buffer, so nothing is ever taken back out of the
/// tape and a huge single line is never copied.
///
/// Under a tmux that draws a cluster into the cell of the one before (3.4 on: a flag
/// after a flag, a skin tone after any emoji in 3.4 and 3.5), where a line, the
/// separator and the next line (or the ring's start, after its end) would meet that
/// way, one space keeps them apart: marquee put them side by side, and tmux would draw
/// both in one cell. Within a line the clusters already came measured together
/// (`ClusterAssembler`).
public struct JoinedLinesSink: ClusterSink {
    public private(set) var tape = Tape()
    public private(set) var keptLineCount = 0
    /// Where each kept line starts in the tape: page mode starts a page there.
    public private(set) var lineStarts: [Int] = []
    /// Where each kept line but the last ends (the separator follows).
    public private(set) var lineEnds: [Int] = []
    private let separator: Tape
    private let glue: TmuxCells?
    private var lineIsKept = false
    private var heldZeroWidth: [(bytes: [UInt8], style: StyleID)] = []

    public init(separator: Tape, widths: DisplayWidth = DisplayWidth()) {
        self.separator = separator
        glue = widths.cellsGluingAcrossClusters
    }

    public mutating func appendCluster(_ bytes: [UInt8], width: Int, style: StyleID) {
        if !lineIsKept {
            if width == 0 {
                heldZeroWidth.append((bytes, style))
                return
            }
            keepLine(startingWith: glue == nil ? 0 : lineStart(else: Tape.firstScalar(of: bytes[...])))
        }
        tape.appendCluster(bytes, width: width, style: style)
    }

    @inline(__always)
    public mutating func appendASCII(_ byte: UInt8, style: StyleID) {
        if !lineIsKept { keepLine(startingWith: glue == nil ? 0 : lineStart(else: UInt32(byte))) }
        tape.appendASCII(byte, style: style)
    }

    public mutating func appendASCIIRun(_ bytes: UnsafeBufferPointer<UInt8>, style: StyleID) {
        if !lineIsKept { keepLine(startingWith: glue == nil ? 0 : lineStart(else: UInt32(bytes.first ?? 0x20))) }
        tape.appendASCIIRun(bytes, style: style)
    }

    public mutating func endLine() {
        heldZeroWidth.removeAll()
        lineIsKept = false
    }

    public mutating func reserveCapacity(bytes byteCount: Int) {
        tape.reserveCapacity(bytes: byteCount)
    }

    /// The tape, leaving an empty one behind, so the caller holds the only reference.
    public mutating func takeTape() -> Tape {
        var taken = Tape()
        swap(&taken, &tape)
        return taken
    }

    /// After the text: the separator, which the ring repeats after it (SPEC §3), with a
    /// space where tmux would join either end to what meets it.
    public mutating func closeRing() {
        guard tape.clusterCount > 0 else { return }
        appendSeparator()
        if glue != nil { keepApart(before: tape.firstScalar(ofCluster: 0)) }
    }

    private mutating func appendSeparator() {
        if glue != nil && separator.clusterCount > 0 { keepApart(before: separator.firstScalar(ofCluster: 0)) }
        tape.append(separator, style: 0)
    }

    /// A space, where tmux would draw a cluster that starts with `next` into the cell of
    /// the tape's last cluster.
    private mutating func keepApart(before next: UInt32) {
        guard let glue, tape.clusterCount > 0 else { return }
        let pen = glue.pen(after: tape.scalars(ofCluster: tape.clusterCount - 1))
        if !glue.keepsApart(pen, from: next) { tape.appendASCII(0x20, style: 0) }
    }

    /// The line's first code point: of the zero-width clusters held, if any, else `next`.
    private func lineStart(else next: UInt32) -> UInt32 {
        heldZeroWidth.first.map { Tape.firstScalar(of: $0.bytes[...]) } ?? next
    }

    /// `first`: the line's first code point (only read under a tmux that glues).
    private mutating func keepLine(startingWith first: UInt32) {
        if keptLineCount > 0 {
            lineEnds.append(tape.clusterCount)
            appendSeparator()
            keepApart(before: first)
        }
        lineStarts.append(tape.clusterCount)
        for held in heldZeroWidth { tape.appendCluster(held.bytes, width: 0, style: held.style) }
        heldZeroWidth.removeAll()
        lineIsKept = true
        keptLineCount += 1
    }
}

/// Keeps each line as its own tape, empty lines included: the vertical modes.
public struct LineListSink: ClusterSink {
    public private(set) var lines: [Tape] = []
    private var current = Tape()

    public init() {}

    public mutating func appendCluster(_ bytes: [UInt8], width: Int, style: StyleID) {
        current.appendCluster(bytes, width: width, style: style)
    }

    public mutating func appendASCII(_ byte: UInt8, style: StyleID) {
        current.appendASCII(byte, style: style)
    }

    public mutating func appendASCIIRun(_ bytes: UnsafeBufferPointer<UInt8>, style: StyleID) {
        current.appendASCIIRun(bytes, style: style)
    }

    public mutating func endLine() {
        lines.append(current)
        current = Tape()
    }
}
