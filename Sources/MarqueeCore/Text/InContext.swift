import TerminalWidth

/// A sink that puts a `ClusterContextStage` in front of another sink, or passes clusters
/// straight through when the terminal needs none.
///
/// `Downstream` is constrained where it is used, not on the type, as in `TextScanner`:
/// a constrained generic type has its requirements checked against every conformance
/// record of the static binary when its metadata is built, at every start.
package struct InContext<Downstream> {
    package var downstream: Downstream
    private let stage: ClusterContextStage?

    init(_ downstream: Downstream, widths: DisplayWidth) {
        self.downstream = downstream
        stage = widths.clusterContext?.makeStage()
    }
}

extension InContext: ClusterSink where Downstream: ClusterSink {
    package mutating func appendCluster(_ scalars: [Unicode.Scalar], apart: ZeroWidthSpaces, width: Int,
                                        style: StyleID) {
        guard let stage else { return downstream.appendCluster(scalars, apart: apart, width: width, style: style) }
        stage.appendCluster(scalars, apart: apart, width: width, style: style, to: &downstream)
    }

    @inline(__always)
    package mutating func appendASCII(_ byte: UInt8, style: StyleID) {
        guard let stage else { return downstream.appendASCII(byte, style: style) }
        stage.appendASCII(byte, style: style, to: &downstream)
    }

    package mutating func appendASCIIRun(_ bytes: UnsafeBufferPointer<UInt8>, style: StyleID) {
        guard let stage else { return downstream.appendASCIIRun(bytes, style: style) }
        stage.appendASCIIRun(bytes, style: style, to: &downstream)
    }

    package mutating func endLine() {
        guard let stage else { return downstream.endLine() }
        stage.endLine(&downstream)
    }

    package func columnsOnLine(assembled: Int) -> Int {
        stage?.columnsOnLine(assembled: assembled) ?? assembled
    }
}
