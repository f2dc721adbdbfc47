import TerminalWidth

/// tmux 3.4 on, between the segmentation and the sinks: a cluster that tmux draws into
/// the cell of the one before (a flag after a flag, a skin tone after any emoji in 3.4
/// and 3.5, anything after a ZWJ, any code point of no width) is joined to that cluster,
/// and the two are measured as tmux's cursor crosses them, so that every cluster given
/// to the sink starts a cell of its own there (docs/terminals.md, "tmux").
///
/// One cluster is held back until the next shows whether it joins. A code point of no
/// width that starts a line, which tmux drops there, is dropped.
///
/// The class only hands each call to `TmuxCellState`, a struct: mutated through one
/// access a call, instead of one run-time exclusivity check per stored property of a
/// class (they cost a 10 MiB layout under tmux 3.6 a third of its instructions).
final class TmuxCellStage: ClusterContextStage {
    private var state: TmuxCellState

    init(cells: TmuxCells) {
        state = TmuxCellState(cells: cells)
    }

    override func columnsOnLine(assembled: Int) -> Int { state.columnsOnLine }

    override func appendCluster<Sink: ClusterSink>(_ bytes: [UInt8], width: Int, style: StyleID, to sink: inout Sink) {
        state.appendCluster(bytes, style: style, to: &sink)
    }

    override func appendASCII<Sink: ClusterSink>(_ byte: UInt8, style: StyleID, to sink: inout Sink) {
        state.appendASCII(byte, style: style, to: &sink)
    }

    override func appendASCIIRun<Sink: ClusterSink>(_ bytes: UnsafeBufferPointer<UInt8>, style: StyleID,
                                                    to sink: inout Sink) {
        state.appendASCIIRun(bytes, style: style, to: &sink)
    }

    override func endLine<Sink: ClusterSink>(_ sink: inout Sink) {
        state.endLine(&sink)
    }
}

/// The stage's state and rules (`TmuxCellStage`).
struct TmuxCellState {
    let cells: TmuxCells

    /// The cluster held back: its bytes (with the ZERO WIDTH SPACE that closes it, if the
    /// segmentation closed it), and the pen that has drawn its code points.
    private var pendingBytes: [UInt8] = []
    private var pendingStyle: StyleID = 0
    private var pendingIsClosed = false
    private var hasPending = false
    private var pen = TmuxCells.Pen()
    /// Whether nothing of this line was given to the sink or held back yet.
    private var atLineStart = true
    /// Columns given to the sink on this line.
    private var givenColumns = 0

    /// The code points of the cluster being taken in: one buffer for every cluster.
    private var values: [UInt32] = []

    init(cells: TmuxCells) {
        self.cells = cells
        pendingBytes.reserveCapacity(64)
        values.reserveCapacity(16)
    }

    var columnsOnLine: Int { givenColumns + (hasPending ? pen.columns : 0) }

    mutating func appendCluster<Sink: ClusterSink>(_ given: [UInt8], style: StyleID, to sink: inout Sink) {
        TmuxCellState.decode(given, into: &values)
        var bytes = given
        guard let first = TmuxCellState.dropOpeningSpace(&bytes, &values) else { return }
        // A ZERO WIDTH SPACE after other code points closed the cluster: a space in the
        // text is a cluster of its own (UAX #29 never joins it).
        let isClosed = values.count > 1 && values.last == TmuxCellState.zeroWidthSpace
        if isClosed { values.removeLast() }
        if atLineStart && !hasPending
            && (cells.takesNoCell(first) || ClusterAssembler.hasNoBase(Unicode.Scalar(first)!)) {
            return
        }
        var start = TmuxCells.Pen()
        var drawnFirst = false
        if hasPending {
            var closed = pen
            if pendingIsClosed { cells.draw(TmuxCellState.zeroWidthSpace, with: &closed) }
            var next = closed
            if cells.draw(first, with: &next) {
                // A cell of its own: nothing before it counts any more.
                next.countOnlyAfter(closed)
                start = next
                drawnFirst = true
            } else if !closed.isAfterASCII || cells.takesNoCell(first) {
                // Drawn into the pending cluster's cell: the two are one.
                pen = next
                for value in values.dropFirst() { cells.draw(value, with: &pen) }
                pendingBytes += bytes
                pendingIsClosed = isClosed
                return
            }
            // After ASCII, only what takes no cell joins (a jamo tmux drops does not).
            givePending(&sink)
        }
        pen = start
        for value in (drawnFirst ? values.dropFirst() : values[...]) { cells.draw(value, with: &pen) }
        pendingBytes.removeAll(keepingCapacity: true)
        pendingBytes += bytes
        pendingStyle = style
        pendingIsClosed = isClosed
        hasPending = true
        atLineStart = false
    }

    mutating func appendASCII<Sink: ClusterSink>(_ byte: UInt8, style: StyleID, to sink: inout Sink) {
        // ASCII joins no cell before it; what follows may join it.
        givePending(&sink)
        hold(byte, style: style)
    }

    mutating func appendASCIIRun<Sink: ClusterSink>(_ bytes: UnsafeBufferPointer<UInt8>, style: StyleID,
                                                    to sink: inout Sink) {
        guard let last = bytes.last else { return }
        givePending(&sink)
        if bytes.count > 1 {
            sink.appendASCIIRun(UnsafeBufferPointer(rebasing: bytes[..<(bytes.count - 1)]), style: style)
            givenColumns += bytes.count - 1
        }
        hold(last, style: style)
    }

    mutating func endLine<Sink: ClusterSink>(_ sink: inout Sink) {
        givePending(&sink)
        sink.endLine()
        atLineStart = true
        givenColumns = 0
    }

    private mutating func hold(_ byte: UInt8, style: StyleID) {
        pendingBytes.removeAll(keepingCapacity: true)
        pendingBytes.append(byte)
        pendingStyle = style
        pendingIsClosed = false
        pen = TmuxCells.Pen()
        cells.draw(UInt32(byte), with: &pen)
        hasPending = true
        atLineStart = false
    }

    private mutating func givePending<Sink: ClusterSink>(_ sink: inout Sink) {
        guard hasPending else { return }
        if pendingBytes.count == 1 {
            sink.appendASCII(pendingBytes[0], style: pendingStyle)
        } else {
            sink.appendCluster(pendingBytes, width: pen.columns, style: pendingStyle)
        }
        givenColumns += pen.columns
        hasPending = false
    }

    /// The segmentation opens a skin tone that starts a line with a ZERO WIDTH SPACE, to
    /// keep it from what precedes it; tmux would put that space into the cell before and
    /// the skin tone with it, so it goes, and `TmuxCells.keepingApart` keeps the skin tone
    /// apart instead. The cluster's first code point after that, nil for an empty one.
    private static func dropOpeningSpace(_ bytes: inout [UInt8], _ values: inout [UInt32]) -> UInt32? {
        if values.count > 1 && values[0] == zeroWidthSpace && (0x1F3FB...0x1F3FF).contains(values[1]) {
            values.removeFirst()
            bytes.removeFirst(3)
        }
        return values.first
    }

    private static func decode(_ bytes: [UInt8], into values: inout [UInt32]) {
        values.removeAll(keepingCapacity: true)
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        while case .scalarValue(let scalar) = decoder.decode(&iterator) { values.append(scalar.value) }
    }

    private static let zeroWidthSpace: UInt32 = 0x200B
}
