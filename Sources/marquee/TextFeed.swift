/// A source of new text while the animation runs: `--follow` or `--update`.
protocol TextFeed: AnyObject {
    /// Descriptors the run loop waits on for this feed.
    var descriptors: [Int32] { get }
    /// When the feed next needs the loop awake, on the monotonic clock; nil: only on input.
    var nextDeadline: Int? { get }
    /// Reads what is ready and returns the newest complete text, if one came.
    func service(readable: [Int32], now: Int) -> [UInt8]?
}

extension TextFeed {
    /// Appends what `fd` has to `buffer`, up to `limit` bytes in all (the rest is read
    /// and dropped). Returns false at end of file.
    static func drain(_ fd: Int32, into buffer: inout [UInt8], limit: Int, scratch: inout [UInt8]) -> Bool {
        switch scratch.withUnsafeMutableBytes({ System.readAvailable(fd, into: $0) }) {
        case .bytes(let count):
            let kept = max(0, min(count, limit - buffer.count))
            buffer.append(contentsOf: scratch[0..<kept])
            return true
        case .notYet:
            return true
        case .endOfFile:
            return false
        case .failed(let error):
            Exit.fail(error.message)
        }
    }
}

/// Longest text a feed takes: a line of `--follow`, or the output of `--update`.
let feedTextLimit = 16 << 20
