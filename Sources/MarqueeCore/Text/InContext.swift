/// A sink that puts a `ClusterContextStage` in front of another sink, or passes clusters
/// straight through when the terminal needs none.
public struct InContext<Downstream: ClusterSink>: ClusterSink {
    public var downstream: Downstream
    private var stage: (any ClusterContextStage)?

    init(_ downstream: Downstream, widths: DisplayWidth) {
        self.downstream = downstream
        stage = widths.clusterContext?.makeStage()
    }

    public mutating func appendCluster(_ bytes: [UInt8], width: Int, style: StyleID) {
        if stage == nil { return downstream.appendCluster(bytes, width: width, style: style) }
        stage!.appendCluster(bytes, width: width, style: style, to: &downstream)
    }

    @inline(__always)
    public mutating func appendASCII(_ byte: UInt8, style: StyleID) {
        if stage == nil { return downstream.appendASCII(byte, style: style) }
        stage!.appendASCII(byte, style: style, to: &downstream)
    }

    public mutating func appendASCIIRun(_ bytes: UnsafeBufferPointer<UInt8>, style: StyleID) {
        if stage == nil { return downstream.appendASCIIRun(bytes, style: style) }
        stage!.appendASCIIRun(bytes, style: style, to: &downstream)
    }

    public mutating func endLine() {
        if stage == nil { return downstream.endLine() }
        stage!.endLine(&downstream)
    }

    public func columnsOnLine(assembled: Int) -> Int {
        stage?.columnsOnLine ?? assembled
    }
}
