/// `--follow`: standard input as a stream of lines, each complete line the new text
/// (marquee(1)). Partial lines wait; at the end of the stream the last text stays.
///
/// Memory stays flat: only the line being read is kept, and a line longer than
/// `feedTextLimit` is cut there, the rest of it up to its newline dropped.
final class FollowFeed: TextFeed {
    private var partial: [UInt8] = []
    private var partialIsCut = false
    private var scratch = [UInt8](repeating: 0, count: 1 << 16)
    private var ended = false

    var descriptors: [Int32] { ended ? [] : [0] }
    var nextDeadline: Int? { nil }

    func service(readable: [Int32], now: Int) -> [UInt8]? {
        guard !ended, readable.contains(0) else { return nil }
        let count: Int
        switch scratch.withUnsafeMutableBytes({ System.readAvailable(0, into: $0) }) {
        case .bytes(let read):
            count = read
        case .notYet:
            return nil
        case .endOfFile:
            ended = true
            // The last line counts even without its newline.
            guard !partial.isEmpty else { return nil }
            defer { partial.removeAll(keepingCapacity: false) }
            return partial
        case .failed(let error):
            Exit.fail("standard input: " + error.message)
        }
        var newest: [UInt8]?
        var start = 0
        while let newline = scratch[start..<count].firstIndex(of: 0x0A) {
            append(scratch[start..<newline])
            newest = partial
            partial.removeAll(keepingCapacity: true)
            partialIsCut = false
            start = newline + 1
        }
        append(scratch[start..<count])
        return newest
    }

    private func append(_ bytes: ArraySlice<UInt8>) {
        guard !partialIsCut else { return }
        let room = feedTextLimit - partial.count
        if bytes.count > room {
            partial.append(contentsOf: bytes.prefix(room))
            partialIsCut = true
        } else {
            partial.append(contentsOf: bytes)
        }
    }
}
