/// Collects every cluster into one tape, ignoring line ends: prefix, suffix, separator.
package struct FlatSink: ClusterSink {
    package var tape = Tape()

    package init() {}

    package mutating func appendCluster(_ scalars: [Unicode.Scalar], apart: ZeroWidthSpaces, width: Int,
                                        style: StyleID) {
        tape.appendCluster(scalars, apart: apart, width: width, style: style)
    }

    package mutating func appendASCII(_ byte: UInt8, style: StyleID) {
        tape.appendASCII(byte, style: style)
    }

    package mutating func appendASCIIRun(_ bytes: UnsafeBufferPointer<UInt8>, style: StyleID) {
        tape.appendASCIIRun(bytes, style: style)
    }

    package mutating func endLine() {}
}

/// Joins lines into one tape for the horizontal modes: lines with nothing
/// of width above 0 are dropped, the rest are joined with the separator, so a list of
/// lines becomes a ring of items.
///
/// A line is only known to be kept at its first cluster of width above 0; zero-width
/// clusters before it wait in a small buffer, so nothing is ever taken back out of the
/// tape and a huge single line is never copied.
package struct JoinedLinesSink: ClusterSink {
    package private(set) var tape = Tape()
    package private(set) var keptLineCount = 0
    /// Where each kept line starts in the tape: page mode starts a page there.
    package private(set) var lineStarts: [Int] = []
    /// Where each kept line but the last ends (the separator follows).
    package private(set) var lineEnds: [Int] = []
    private let separator: Tape
    private var lineIsKept = false
    private var heldZeroWidth: [(scalars: [Unicode.Scalar], apart: ZeroWidthSpaces, style: StyleID)] = []

    package init(separator: Tape) {
        self.separator = separator
    }

    package mutating func appendCluster(_ scalars: [Unicode.Scalar], apart: ZeroWidthSpaces, width: Int,
                                        style: StyleID) {
        if !lineIsKept {
            if width == 0 {
                heldZeroWidth.append((scalars, apart, style))
                return
            }
            keepLine()
        }
        tape.appendCluster(scalars, apart: apart, width: width, style: style)
    }

    @inline(__always)
    package mutating func appendASCII(_ byte: UInt8, style: StyleID) {
        if !lineIsKept { keepLine() }
        tape.appendASCII(byte, style: style)
    }

    package mutating func appendASCIIRun(_ bytes: UnsafeBufferPointer<UInt8>, style: StyleID) {
        if !lineIsKept { keepLine() }
        tape.appendASCIIRun(bytes, style: style)
    }

    package mutating func endLine() {
        heldZeroWidth.removeAll()
        lineIsKept = false
    }

    package mutating func reserveCapacity(bytes byteCount: Int) {
        tape.reserveCapacity(bytes: byteCount)
    }

    /// The tape, leaving an empty one behind, so the caller holds the only reference.
    package mutating func takeTape() -> Tape {
        var taken = Tape()
        swap(&taken, &tape)
        return taken
    }

    /// After the text: the separator, which the ring repeats after it.
    package mutating func closeRing() {
        guard tape.clusterCount > 0 else { return }
        tape.append(separator, style: 0)
    }

    private mutating func keepLine() {
        if keptLineCount > 0 {
            lineEnds.append(tape.clusterCount)
            tape.append(separator, style: 0)
        }
        lineStarts.append(tape.clusterCount)
        for held in heldZeroWidth { tape.appendCluster(held.scalars, apart: held.apart, width: 0, style: held.style) }
        heldZeroWidth.removeAll()
        lineIsKept = true
        keptLineCount += 1
    }
}

/// Keeps each line as its own tape, empty lines included: the vertical modes.
package struct LineListSink: ClusterSink {
    package private(set) var lines: [Tape] = []
    private var current = Tape()

    package init() {}

    package mutating func appendCluster(_ scalars: [Unicode.Scalar], apart: ZeroWidthSpaces, width: Int,
                                        style: StyleID) {
        current.appendCluster(scalars, apart: apart, width: width, style: style)
    }

    package mutating func appendASCII(_ byte: UInt8, style: StyleID) {
        current.appendASCII(byte, style: style)
    }

    package mutating func appendASCIIRun(_ bytes: UnsafeBufferPointer<UInt8>, style: StyleID) {
        current.appendASCIIRun(bytes, style: style)
    }

    package mutating func endLine() {
        lines.append(current)
        current = Tape()
    }
}
