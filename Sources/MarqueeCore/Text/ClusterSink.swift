/// Receives a text as clusters, line by line.
package protocol ClusterSink {
    /// A cluster as the segmentation made it: its code points, not yet UTF-8, so that a
    /// stage in between (`InContext`) reads them without decoding; `apart`, the ZERO
    /// WIDTH SPACEs that keep it from what a frame puts beside it, which only the tape
    /// writes, so that a stage that keeps clusters apart its own way has none to strip.
    mutating func appendCluster(_ scalars: [Unicode.Scalar], apart: ZeroWidthSpaces, width: Int, style: StyleID)
    /// A cluster of one printable ASCII byte, width 1: the fast path.
    mutating func appendASCII(_ byte: UInt8, style: StyleID)
    /// Several such clusters in a row: the fastest path. Never the last cluster before
    /// anything else: the segmentation holds a run's last byte back, as a mark may still
    /// join it, so what follows a run starts with that byte and joins none of the run.
    mutating func appendASCIIRun(_ bytes: UnsafeBufferPointer<UInt8>, style: StyleID)
    mutating func endLine()
    /// Columns of the current line as the terminal draws it, given `assembled`, the sum of
    /// the widths given so far: the same, but where a stage measures in context
    /// (`InContext`).
    func columnsOnLine(assembled: Int) -> Int
}

extension ClusterSink {
    package mutating func appendASCIIRun(_ bytes: UnsafeBufferPointer<UInt8>, style: StyleID) {
        for byte in bytes { appendASCII(byte, style: style) }
    }

    package func columnsOnLine(assembled: Int) -> Int { assembled }
}
