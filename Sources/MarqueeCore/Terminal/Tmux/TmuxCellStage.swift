import TerminalWidth

/// tmux 3.4 on, between the segmentation and the sinks: a cluster that tmux draws into
/// the cell of the one before (a flag after a flag, a skin tone after any emoji in 3.4
/// and 3.5, anything after a ZWJ, any code point of no width) is joined to that cluster,
/// and the two are measured as tmux's cursor crosses them, so that every cluster given
/// to the sink starts a cell of its own there (docs/terminals.md, "tmux").
///
/// One cluster is held back until the next shows whether it joins. A code point of no
/// width that starts a line, which tmux drops there, is dropped. The stage reads the code
/// points and the width the segmentation gives (`ClusterSink`): it decodes nothing, and
/// draws a cluster's code points only when the next cluster may join it.
///
/// The class only hands each call to `TmuxCellState`, a struct kept in memory of its
/// own: mutated through a pointer, without the run-time exclusivity check that every
/// access to a class's stored property pays (one per stored property of a class cost a
/// 10 MiB layout under tmux 3.6 a third of its instructions; one a call still cost a MB of
/// mixed words 12 M). Nothing the stage calls reaches back into it.
final class TmuxCellStage: ClusterContextStage {
    private let state: UnsafeMutablePointer<TmuxCellState>

    init(cells: TmuxCells) {
        state = .allocate(capacity: 1)
        state.initialize(to: TmuxCellState(cells: cells))
    }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
    }

    override func columnsOnLine(assembled: Int) -> Int { state.pointee.columnsOnLine }

    override func appendCluster<Sink: ClusterSink>(_ scalars: [Unicode.Scalar], apart: ZeroWidthSpaces, width: Int,
                                                   style: StyleID, to sink: inout Sink) {
        state.pointee.appendCluster(scalars, apart: apart, width: width, style: style, to: &sink)
    }

    override func appendASCII<Sink: ClusterSink>(_ byte: UInt8, style: StyleID, to sink: inout Sink) {
        state.pointee.appendASCII(byte, style: style, to: &sink)
    }

    override func appendASCIIRun<Sink: ClusterSink>(_ bytes: UnsafeBufferPointer<UInt8>, style: StyleID,
                                                    to sink: inout Sink) {
        state.pointee.appendASCIIRun(bytes, style: style, to: &sink)
    }

    override func endLine<Sink: ClusterSink>(_ sink: inout Sink) {
        state.pointee.endLine(&sink)
    }
}

/// The stage's state and rules (`TmuxCellStage`).
struct TmuxCellState {
    let cells: TmuxCells

    /// What is held back: nothing, one printable ASCII byte, or a cluster of any kind.
    private enum Held {
        case nothing, ascii, cluster
    }

    private var held = Held.nothing
    private var heldByte: UInt8 = 0
    /// The held cluster's code points (a ZERO WIDTH SPACE that closed a cluster joined to
    /// it among them), and the ZERO WIDTH SPACEs the tape writes around them.
    private var heldScalars: [Unicode.Scalar] = []
    private var heldApart: ZeroWidthSpaces = []
    private var heldStyle: StyleID = 0
    /// The pen that has drawn the held code points, once `penIsDrawn`. Until then the held
    /// cluster takes `heldWidth`, the columns the segmentation measured: tmux's cursor
    /// crossing it after ASCII, as the pen would draw it. Most clusters are followed by
    /// ASCII, which joins nothing, and so are never drawn here.
    private var pen = TmuxCells.Pen()
    private var penIsDrawn = false
    private var heldWidth = 0
    /// Whether nothing of this line was given to the sink or held back yet.
    private var atLineStart = true
    /// Columns given to the sink on this line.
    private var givenColumns = 0

    init(cells: TmuxCells) {
        self.cells = cells
        heldScalars.reserveCapacity(16)
    }

    var columnsOnLine: Int { givenColumns + heldColumns }

    private var heldColumns: Int {
        if case .nothing = held { return 0 }
        return penIsDrawn ? pen.columns : heldWidth
    }

    mutating func appendCluster<Sink: ClusterSink>(_ scalars: [Unicode.Scalar], apart: ZeroWidthSpaces, width: Int,
                                                   style: StyleID, to sink: inout Sink) {
        guard let first = scalars.first?.value else { return }
        // The segmentation opens a skin tone that starts a line with a ZERO WIDTH SPACE, to
        // keep it from what precedes it; tmux would put that space into the cell before
        // and the skin tone with it, so it is not written: the ring's seams
        // (`ClusterContext.keepingItemsApart`) and the line's (`LineSeams`) keep the skin
        // tone apart instead. The closing one is.
        let kept = apart.intersection(.after)
        if atLineStart && (cells.takesNoCell(first) || ClusterAssembler.hasNoBase(scalars[0])) {
            return
        }
        // The pen after `first`, when it starts a cell of its own after the held cluster.
        var afterFirst: TmuxCells.Pen?
        if case .ascii = held, (scalars.count == 1 && width > 0) || !cells.takesNoCell(first) {
            // Only what takes no cell joins ASCII; anything else is drawn as after any
            // ASCII cell, as the segmentation measured it, and needs no pen yet. A code
            // point alone that takes columns takes a cell, told without a lookup: VS16,
            // which would widen the ASCII cell instead, UAX #29 joins to the ASCII.
            assert(scalars.count > 1 || width == 0 || !cells.takesNoCell(first),
                   "a lone code point of some width takes a cell")
            givePending(&sink)
        } else if held != .nothing {
            var closed = heldPen()
            if heldApart.contains(.after) { cells.draw(ZeroWidthSpaces.scalar.value, with: &closed) }
            var next = closed
            if cells.draw(first, with: &next) {
                // A cell of its own: nothing before it counts any more.
                next.countOnlyAfter(closed)
                afterFirst = next
            } else if !closed.isAfterASCII || cells.takesNoCell(first) {
                // Drawn into the held cluster's cell: the two are one.
                pen = next
                for scalar in scalars.dropFirst() { cells.draw(scalar.value, with: &pen) }
                join(scalars, apart: kept)
                return
            }
            // After ASCII, only what takes no cell joins (a jamo tmux drops does not).
            givePending(&sink)
        }
        heldScalars.replaceSubrange(heldScalars.indices, with: scalars)
        if let afterFirst {
            pen = afterFirst
            for scalar in scalars.dropFirst() { cells.draw(scalar.value, with: &pen) }
        }
        penIsDrawn = afterFirst != nil
        heldWidth = width
        held = .cluster
        heldApart = kept
        heldStyle = style
        atLineStart = false
    }

    mutating func appendASCII<Sink: ClusterSink>(_ byte: UInt8, style: StyleID, to sink: inout Sink) {
        // ASCII joins no cell before it; what follows may join it.
        givePending(&sink)
        hold(byte, style: style)
    }

    mutating func appendASCIIRun<Sink: ClusterSink>(_ bytes: UnsafeBufferPointer<UInt8>, style: StyleID,
                                                    to sink: inout Sink) {
        guard !bytes.isEmpty else { return }
        givePending(&sink)
        // Nothing joins the run's last cluster: what follows a run starts with ASCII
        // (`ClusterSink.appendASCIIRun`), so the run is given whole.
        sink.appendASCIIRun(bytes, style: style)
        givenColumns += bytes.count
        atLineStart = false
    }

    mutating func endLine<Sink: ClusterSink>(_ sink: inout Sink) {
        givePending(&sink)
        sink.endLine()
        atLineStart = true
        givenColumns = 0
    }

    private mutating func hold(_ byte: UInt8, style: StyleID) {
        held = .ascii
        heldByte = byte
        heldApart = []
        heldStyle = style
        heldWidth = 1
        penIsDrawn = false
        atLineStart = false
    }

    /// The held cluster with `scalars` drawn into its cell, after the ZERO WIDTH SPACE
    /// that closed it, if any.
    private mutating func join(_ scalars: [Unicode.Scalar], apart: ZeroWidthSpaces) {
        if case .ascii = held {
            heldScalars.removeAll(keepingCapacity: true)
            heldScalars.append(Unicode.Scalar(heldByte))
            held = .cluster
        }
        if heldApart.contains(.after) { heldScalars.append(ZeroWidthSpaces.scalar) }
        heldScalars.append(contentsOf: scalars)
        heldApart = apart
    }

    /// The pen after the held code points, drawing them now if they were not yet.
    private mutating func heldPen() -> TmuxCells.Pen {
        guard !penIsDrawn else { return pen }
        pen = TmuxCells.Pen()
        if case .ascii = held {
            cells.draw(UInt32(heldByte), with: &pen)
        } else {
            for scalar in heldScalars { cells.draw(scalar.value, with: &pen) }
        }
        assert(pen.columns == heldWidth, "the segmentation measures a cluster as tmux draws it after ASCII")
        penIsDrawn = true
        return pen
    }

    private mutating func givePending<Sink: ClusterSink>(_ sink: inout Sink) {
        switch held {
        case .nothing:
            return
        case .ascii:
            sink.appendASCII(heldByte, style: heldStyle)
        case .cluster:
            // An undrawn cluster goes on with the segmentation's width: debug builds draw
            // it to check, as `heldPen` checks the clusters it draws.
            assert(penIsDrawn || cells.pen(after: heldScalars.map { $0.value }).columns == heldWidth,
                   "the segmentation measures a cluster as tmux draws it after ASCII")
            sink.appendCluster(heldScalars, apart: heldApart, width: heldColumns, style: heldStyle)
        }
        givenColumns += heldColumns
        held = .nothing
    }
}
