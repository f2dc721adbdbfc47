import TerminalWidth

/// A terminal that draws some clusters into the cell of the one before them, so that its
/// text must be measured in context, not one cluster at a time (docs/architecture.md,
/// "Measuring in context"). `DisplayWidth.clusterContext` gives the chosen terminal's,
/// or nil for every terminal that draws each cluster in cells of its own.
///
/// It works in two places: a stage between the segmentation (`ClusterAssembler`) and the
/// sinks, which measures together the clusters the terminal would draw into one cell, and
/// a pass over the laid-out text, which keeps apart what marquee puts side by side (items,
/// the separator, the ring's seam, prefix and suffix) where the terminal would join them.
///
/// Classes, not protocols: a reference is copied without the run-time type metadata an
/// existential needs, which cost every start about 100,000 instructions. This base class
/// is a terminal that needs no context; a terminal that does overrides both methods.
class ClusterContext: @unchecked Sendable {
    /// A fresh stage for one scanner.
    func makeStage() -> ClusterContextStage {
        ClusterContextStage()
    }

    /// The ring of a laid-out text, its lines and the separator kept apart where the
    /// terminal would draw the first cluster of one into the last cell of the one before.
    func keepingItemsApart(_ pieces: LaidOutRing) -> LaidOutRing {
        pieces
    }

    /// `suffix`, kept apart from the end of `content` (a frame's last cluster) where the
    /// terminal would join them: a line's literal after a field (`LineSeams`), and
    /// `--ellipsis` after the cut of a static text.
    func suffix(_ suffix: Tape, after content: [Tape]) -> Tape {
        suffix
    }

    /// `prefix`, kept apart from the start of `content` (a frame's first cluster) where
    /// the terminal would join them: a line's literal before a field (`LineSeams`).
    func prefix(_ prefix: Tape, before content: [Tape]) -> Tape {
        prefix
    }

    /// Whether some cluster of `left` could take the first cluster of some cluster of
    /// `right` into its cell: two fields of a line side by side (`LineSeams`).
    func mayJoin(_ left: [Tape], before right: [Tape]) -> Bool {
        false
    }

    /// Whether the terminal draws a cluster that starts with `first` into the last cell
    /// of `cluster`, when marquee puts the two side by side (pages of page mode).
    func joins(after cluster: [UInt32], startingWith first: UInt32) -> Bool {
        false
    }
}

/// The stage's state for one scanner: clusters in as the segmentation made them, clusters
/// out as the terminal draws them. Each call passes what is complete to `sink`. This base
/// class passes every cluster on as it came.
class ClusterContextStage {
    func appendCluster<Sink: ClusterSink>(_ scalars: [Unicode.Scalar], apart: ZeroWidthSpaces, width: Int,
                                          style: StyleID, to sink: inout Sink) {
        sink.appendCluster(scalars, apart: apart, width: width, style: style)
    }

    func appendASCII<Sink: ClusterSink>(_ byte: UInt8, style: StyleID, to sink: inout Sink) {
        sink.appendASCII(byte, style: style)
    }

    func appendASCIIRun<Sink: ClusterSink>(_ bytes: UnsafeBufferPointer<UInt8>, style: StyleID, to sink: inout Sink) {
        sink.appendASCIIRun(bytes, style: style)
    }

    func endLine<Sink: ClusterSink>(_ sink: inout Sink) {
        sink.endLine()
    }

    /// Columns of the line so far as the terminal draws it, given `assembled`, the sum
    /// of the widths the segmentation gave.
    func columnsOnLine(assembled: Int) -> Int {
        assembled
    }
}

/// What `ClusterContext.keepingItemsApart` works on: the parts of a horizontal
/// `LaidOutText` that meet in its ring.
struct LaidOutRing {
    /// The text, then the separator; positions as in `LaidOutText`.
    var ring: Tape
    var textClusterCount: Int
    var textWidth: Int
    var lineStarts: [Int]
    var lineEnds: [Int]
    /// Clusters of the separator, at the end of the ring and after each line but the last.
    var separatorClusterCount: Int
}
