/// tmux 3.4 on, between the segmentation and the sinks: a cluster that tmux draws into
/// the cell of the one before (a flag after a flag, a skin tone after any emoji in 3.4
/// and 3.5, anything after a ZWJ, any code point of no width) is joined to that cluster,
/// and the two are measured as tmux's cursor crosses them, so that every cluster given
/// to the sink starts a cell of its own there (docs/terminals.md, "tmux").
///
/// One cluster is held back until the next shows whether it joins. A code point of no
/// width that starts a line, which tmux drops there, is dropped.
final class TmuxCellStage: ClusterContextStage {
    let cells: TmuxCells

    /// The cluster held back: its bytes (with the ZERO WIDTH SPACE that closes it, if the
    /// segmentation closed it), its code points without that space, and the pen that has
    /// drawn them.
    private var pendingBytes: [UInt8] = []
    private var pendingValues: [UInt32] = []
    private var pendingStyle: StyleID = 0
    private var pendingIsClosed = false
    private var hasPending = false
    private var pen = TmuxCells.Pen()
    /// Whether nothing of this line was given to the sink or held back yet.
    private var atLineStart = true
    /// Columns given to the sink on this line.
    private var givenColumns = 0

    init(cells: TmuxCells) {
        self.cells = cells
        pendingBytes.reserveCapacity(64)
        pendingValues.reserveCapacity(16)
    }

    override func columnsOnLine(assembled: Int) -> Int { givenColumns + (hasPending ? pen.columns : 0) }

    override func appendCluster<Sink: ClusterSink>(_ bytes: [UInt8], width: Int, style: StyleID, to sink: inout Sink) {
        var bytes = bytes
        var values = TmuxCellStage.values(of: bytes)
        guard let first = TmuxCellStage.dropOpeningSpace(&bytes, &values) else { return }
        // A ZERO WIDTH SPACE after other code points closed the cluster: a space in the
        // text is a cluster of its own (UAX #29 never joins it).
        let isClosed = values.count > 1 && values.last == TmuxCellStage.zeroWidthSpace
        if isClosed { values.removeLast() }
        if atLineStart && !hasPending
            && (cells.takesNoCell(first) || ClusterAssembler.hasNoBase(Unicode.Scalar(first)!)) {
            return
        }
        var start = TmuxCells.Pen()
        var drawnFirst = false
        if hasPending {
            var closed = pen
            if pendingIsClosed { cells.draw(TmuxCellStage.zeroWidthSpace, with: &closed) }
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
                pendingValues += values
                pendingIsClosed = isClosed
                return
            }
            // After ASCII, only what takes no cell joins (a jamo tmux drops does not).
            givePending(&sink)
        }
        pen = start
        for value in (drawnFirst ? values.dropFirst() : values[...]) { cells.draw(value, with: &pen) }
        pendingBytes = bytes
        pendingValues = values
        pendingStyle = style
        pendingIsClosed = isClosed
        hasPending = true
        atLineStart = false
    }

    override func appendASCII<Sink: ClusterSink>(_ byte: UInt8, style: StyleID, to sink: inout Sink) {
        // ASCII joins no cell before it; what follows may join it.
        givePending(&sink)
        hold(byte, style: style)
    }

    override func appendASCIIRun<Sink: ClusterSink>(_ bytes: UnsafeBufferPointer<UInt8>, style: StyleID,
                                                    to sink: inout Sink) {
        guard let last = bytes.last else { return }
        givePending(&sink)
        if bytes.count > 1 {
            sink.appendASCIIRun(UnsafeBufferPointer(rebasing: bytes[..<(bytes.count - 1)]), style: style)
            givenColumns += bytes.count - 1
        }
        hold(last, style: style)
    }

    override func endLine<Sink: ClusterSink>(_ sink: inout Sink) {
        givePending(&sink)
        sink.endLine()
        atLineStart = true
        givenColumns = 0
    }

    private func hold(_ byte: UInt8, style: StyleID) {
        pendingBytes.removeAll(keepingCapacity: true)
        pendingBytes.append(byte)
        pendingValues.removeAll(keepingCapacity: true)
        pendingValues.append(UInt32(byte))
        pendingStyle = style
        pendingIsClosed = false
        pen = TmuxCells.Pen()
        cells.draw(UInt32(byte), with: &pen)
        hasPending = true
        atLineStart = false
    }

    private func givePending<Sink: ClusterSink>(_ sink: inout Sink) {
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

    private static func values(of bytes: [UInt8]) -> [UInt32] {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var values: [UInt32] = []
        while case .scalarValue(let scalar) = decoder.decode(&iterator) { values.append(scalar.value) }
        return values
    }

    private static let zeroWidthSpace: UInt32 = 0x200B
}
