/// Clips a tape to a viewport: `width` columns, exactly, every time (marquee(1)).
///
/// A cluster is drawn whole when it lies inside the viewport; a cluster cut by an edge
/// becomes one space per visible column, in its own style; a zero-width cluster is drawn
/// when it stands at a column from the left edge up to, not including, the right edge.
///
/// - Complexity: O(log n + width + 64): a binary search for the first cluster, then one
///   step per cluster shown; runs of ASCII are copied in one piece.
package enum FrameRenderer {
    package static func render<Encoder: FrameEncoder>(
        _ tape: Tape, viewport: Viewport, width: Int, into encoder: inout Encoder
    ) {
        guard width > 0 else { return }
        guard tape.columnCount > 0 else {
            renderZeroWidthRing(tape, viewport: viewport, width: width, into: &encoder)
            return
        }
        if tape.isPlainASCII {
            renderPlainASCII(tape, viewport: viewport, width: width, into: &encoder)
        } else {
            renderClusters(tape, viewport: viewport, width: width, into: &encoder)
        }
    }

    /// Cluster by cluster, for a tape with more than plain ASCII in it. Out of line: its
    /// loop needs every register, and saving them all cost each plain-ASCII frame too.
    @inline(never)
    private static func renderClusters<Encoder: FrameEncoder>(
        _ tape: Tape, viewport: Viewport, width: Int, into encoder: inout Encoder
    ) {
        let ringColumns = tape.columnCount
        let clustersPerRing = tape.clusterCount
        let end = viewport.start + width
        // The first cluster the left edge meets, in absolute terms.
        var repetition = floorDivide(viewport.start, ringColumns)
        var cursor = tape.cursor(atColumn: viewport.start - repetition * ringColumns)
        if cursor.cluster == clustersPerRing {
            repetition += 1
            cursor = tape.startCursor
        }
        var absolute = repetition * clustersPerRing + cursor.cluster
        if absolute < viewport.firstCluster {
            let first = viewport.firstCluster
            repetition = floorDivide(first, clustersPerRing)
            cursor = tape.cursor(atCluster: first - repetition * clustersPerRing)
            absolute = first
        }
        let limit = viewport.clusterLimit
        var column = repetition * ringColumns + cursor.column
        var filled = 0

        if column > viewport.start {
            let blank = min(column, end) - viewport.start
            encoder.spaces(blank, style: 0)
            filled = blank
        }

        var run = tape.styleRun(atCluster: cursor.cluster)
        var runEnd = tape.styleRunEnd(after: run)
        tape.bytes.withUnsafeBufferPointer { bytes in
            // Whole clusters that lie back to back in `bytes`, in one style, go to the
            // encoder as one piece: most frames are a handful of pieces, not one per cluster.
            var pending = SpanWriter(bytes: bytes)
            while absolute < limit && column < end {
                if cursor.cluster >= runEnd {
                    run += 1
                    runEnd = tape.styleRunEnd(after: run)
                }
                let style = tape.styleID(ofRun: run)
                let asciiRun = tape.asciiRunLength(at: cursor)
                if asciiRun > 0 && column >= viewport.start {
                    // Whole ASCII clusters: as many as fit, up to a style change.
                    var count = min(asciiRun, end - column, runEnd - cursor.cluster)
                    if limit != Int.max { count = min(count, limit - absolute) }
                    pending.add(cursor.byteOffset, count, style: style, into: &encoder)
                    filled += count
                    column += count
                    absolute += count
                    cursor = advanceASCII(tape, cursor, by: count)
                } else {
                    let (byteCount, clusterWidth) = tape.cluster(at: cursor)
                    if column >= viewport.start && column + clusterWidth <= end {
                        pending.add(cursor.byteOffset, byteCount, style: style, into: &encoder)
                        filled += clusterWidth
                    } else {
                        let visible = min(end, column + clusterWidth) - max(viewport.start, column)
                        pending.flush(into: &encoder)
                        encoder.spaces(visible, style: style)
                        filled += visible
                    }
                    column += clusterWidth
                    absolute += 1
                    tape.advance(&cursor)
                }
                if cursor.cluster == clustersPerRing {
                    cursor = tape.startCursor
                    run = tape.styleRun(atCluster: 0)
                    runEnd = tape.styleRunEnd(after: run)
                }
            }
            pending.flush(into: &encoder)
        }
        if filled < width {
            encoder.spaces(width - filled, style: 0)
        }
    }

    /// The common case, without any search: one byte per column, so absolute column c
    /// is absolute cluster c and byte c mod L.
    @inline(__always)
    private static func renderPlainASCII<Encoder: FrameEncoder>(
        _ tape: Tape, viewport: Viewport, width: Int, into encoder: inout Encoder
    ) {
        let ringLength = tape.columnCount
        let end = viewport.start + width
        let first = max(viewport.start, viewport.firstCluster)
        let stop = min(end, viewport.clusterLimit)
        if first > viewport.start {
            encoder.spaces(min(first, end) - viewport.start, style: 0)
        }
        var column = first
        // One division at most, and none for a viewport that starts within the first
        // repetition (every ring viewport does): a division is the slowest instruction
        // of a frame. After the first piece the text starts again at its byte 0.
        var offset = column >= 0 && column < ringLength ? column : positiveModulo(column, ringLength)
        tape.bytes.withUnsafeBufferPointer { bytes in
            while column < stop {
                let count = min(stop - column, ringLength - offset)
                encoder.text(UnsafeBufferPointer(rebasing: bytes[offset..<(offset + count)]), style: 0)
                column += count
                offset = 0
            }
        }
        let filled = max(column, viewport.start) - viewport.start
        if filled < width {
            encoder.spaces(width - filled, style: 0)
        }
    }
    /// A ring of zero width has nothing to move through: the frame is blank.
    private static func renderZeroWidthRing<Encoder: FrameEncoder>(
        _ tape: Tape, viewport: Viewport, width: Int, into encoder: inout Encoder
    ) {
        encoder.spaces(width, style: 0)
    }

    /// Bytes waiting to go to the encoder: one contiguous range in one style.
    private struct SpanWriter {
        let bytes: UnsafeBufferPointer<UInt8>
        var start = 0
        var end = 0
        var style: StyleID = 0

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        @inline(__always)
        mutating func add<Encoder: FrameEncoder>(_ offset: Int, _ count: Int, style: StyleID, into encoder: inout Encoder) {
            if offset != end || style != self.style || start == end {
                flush(into: &encoder)
                start = offset
                self.style = style
            }
            end = offset + count
        }

        @inline(__always)
        mutating func flush<Encoder: FrameEncoder>(into encoder: inout Encoder) {
            guard start < end else { return }
            encoder.text(UnsafeBufferPointer(rebasing: bytes[start..<end]), style: style)
            start = end
        }
    }

    @inline(__always)
    private static func advanceASCII(_ tape: Tape, _ cursor: Tape.Cursor, by count: Int) -> Tape.Cursor {
        var next = cursor
        next.cluster += count - 1
        next.byteOffset += count - 1
        next.column += count - 1
        tape.advance(&next)
        return next
    }

    /// Floor division for negative columns.
    @inline(__always)
    static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
        let quotient = value / divisor
        return (value % divisor != 0 && (value < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}
