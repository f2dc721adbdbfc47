/// A template's literal text, laid out once as its bytes in runs of one style, so that
/// drawing it costs one call to the encoder per run and one reference to copy, where
/// drawing the tape cluster by cluster cost a call per cluster and a copy of every array
/// the tape holds.
///
/// The bytes live in memory of its own, never changed after `init`, which is why it is
/// Sendable: reading an array's storage through a closure each frame cost a third of the
/// literal's frame.
final class LiteralRuns: @unchecked Sendable {
    let tape: Tape
    private let bytes: UnsafeMutableBufferPointer<UInt8>
    /// Where each run ends in `bytes`, and its style.
    private let runEnds: [Int]
    private let runStyles: [StyleID]

    init(_ tape: Tape) {
        self.tape = tape
        var ends: [Int] = []
        var styles: [StyleID] = []
        var cursor = tape.startCursor
        var run = tape.styleRun(atCluster: 0)
        while cursor.cluster < tape.clusterCount {
            if cursor.cluster >= tape.styleRunEnd(after: run) { run += 1 }
            let style = tape.styleID(ofRun: run)
            let end = cursor.byteOffset + tape.cluster(at: cursor).byteCount
            if let last = styles.last, last == style {
                ends[ends.count - 1] = end
            } else {
                ends.append(end)
                styles.append(style)
            }
            tape.advance(&cursor)
        }
        let count = ends.last ?? 0
        bytes = .allocate(capacity: count)
        _ = bytes.initialize(from: tape.bytes[..<count])
        runEnds = ends
        runStyles = styles
        onlyStyle = styles.count == 1 ? styles[0] : nil
    }

    deinit {
        bytes.deallocate()
    }

    /// The one style of a literal of one style, nil for one of several.
    private let onlyStyle: StyleID?

    // A literal of one style, most of them, is one call to the encoder, in the line's
    // loop; the runs of several are a loop out of line: inlined whole, it cost every
    // frame of one viewport, which draws no literal, 5 instructions.
    @inline(__always)
    func render<Encoder: FrameEncoder>(into encoder: inout Encoder) {
        if let onlyStyle {
            encoder.text(UnsafeBufferPointer(bytes), style: onlyStyle)
        } else {
            renderRuns(into: &encoder)
        }
    }

    @inline(never)
    private func renderRuns<Encoder: FrameEncoder>(into encoder: inout Encoder) {
        let whole = UnsafeBufferPointer(bytes)
        var start = 0
        for index in 0..<runEnds.count {
            encoder.text(UnsafeBufferPointer(rebasing: whole[start..<runEnds[index]]), style: runStyles[index])
            start = runEnds[index]
        }
    }
}
