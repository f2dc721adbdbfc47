import MarqueeCore

/// Reads standard input to its end into a text layout, in chunks, so a huge input is
/// never held twice.
enum StandardInput {
    /// Input beyond this is ignored, with a warning: the text stays in memory.
    static let byteLimit = 256 << 20

    static func readAll(into builder: inout LaidOutText.Builder) {
        if let size = System.regularFileSize(0) { builder.reserveCapacity(bytes: min(size, byteLimit) + 64) }
        readAll { chunk in chunk.withUnsafeBufferPointer { builder.feed($0) } }
    }

    /// The whole input as bytes: a template splits its text into fields before laying
    /// any of it out.
    static func readAll() -> [UInt8] {
        var bytes: [UInt8] = []
        readAll { bytes.append(contentsOf: $0) }
        return bytes
    }

    /// Chunks as slices, not buffer pointers: appending a buffer pointer's bytes to an
    /// array here would give this module its own copy of that generic code, which the
    /// linker then keeps for the frame path too, where the core's copy is 20
    /// instructions a frame cheaper.
    private static func readAll(_ consume: (ArraySlice<UInt8>) -> Void) {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var total = 0
        while true {
            let count: Int
            switch chunk.withUnsafeMutableBytes({ System.readAvailable(0, into: $0) }) {
            case .bytes(let read):
                count = read
            case .endOfFile:
                return
            case .notYet:
                if Signals.terminationIsPending { return }
                // The timeout bounds the race with a signal that lands just before poll.
                _ = System.waitForInput([0], nanoseconds: 1_000_000_000)
                continue
            case .failed(let error):
                Exit.fail("standard input: " + error.message)
            }
            let kept = min(count, byteLimit - total)
            consume(chunk[0..<kept])
            total += kept
            if total >= byteLimit {
                Exit.report("standard input is longer than \(byteLimit >> 20) MiB; the rest is ignored")
                return
            }
        }
    }
}
