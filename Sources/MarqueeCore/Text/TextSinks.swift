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

/// Joins lines into one tape for the horizontal modes: lines with nothing
/// of width above 0 are dropped, the rest are joined with the separator, so a list of
/// lines becomes a ring of items.
///
/// A line is only known to be kept at its first cluster of width above 0; zero-width
/// clusters before it wait in a small buffer, so nothing is ever taken back out of the
/// tape and a huge single line is never copied.
public struct JoinedLinesSink: ClusterSink {
    public private(set) var tape = Tape()
    public private(set) var keptLineCount = 0
    /// Where each kept line starts in the tape: page mode starts a page there.
    public private(set) var lineStarts: [Int] = []
    /// Where each kept line but the last ends (the separator follows).
    public private(set) var lineEnds: [Int] = []
    private let separator: Tape
    private var lineIsKept = false
    private var heldZeroWidth: [(bytes: [UInt8], style: StyleID)] = []

    public init(separator: Tape) {
        self.separator = separator
    }

    public mutating func appendCluster(_ bytes: [UInt8], width: Int, style: StyleID) {
        if !lineIsKept {
            if width == 0 {
                heldZeroWidth.append((bytes, style))
                return
            }
            keepLine()
        }
        tape.appendCluster(bytes, width: width, style: style)
    }

    @inline(__always)
    public mutating func appendASCII(_ byte: UInt8, style: StyleID) {
        if !lineIsKept { keepLine() }
        tape.appendASCII(byte, style: style)
    }

    public mutating func appendASCIIRun(_ bytes: UnsafeBufferPointer<UInt8>, style: StyleID) {
        if !lineIsKept { keepLine() }
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

    /// After the text: the separator, which the ring repeats after it.
    public mutating func closeRing() {
        guard tape.clusterCount > 0 else { return }
        tape.append(separator, style: 0)
    }

    private mutating func keepLine() {
        if keptLineCount > 0 {
            lineEnds.append(tape.clusterCount)
            tape.append(separator, style: 0)
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
