#if canImport(MarqueeCore)
@testable import MarqueeCore
#endif

/// What must hold for any bytes a terminal sends back (docs/terminals.md): the answers and keys
/// do not depend on how the bytes were split across reads; keys come out in the order
/// they went in, bounded; no byte is both a key and part of an answer.
enum ReplyParserInvariants {
    static func check(_ input: [UInt8]) throws(InvariantViolation) {
        func violated(_ what: String) -> InvariantViolation {
            InvariantViolation(what: "reply parser: \(what)", output: input)
        }
        var whole = TerminalReplyParser()
        whole.feed(input)
        whole.finish()
        // Cuts chosen by the input itself, so that a saved input replays the same cuts.
        var split = TerminalReplyParser()
        var start = 0
        var cut = 0
        while start < input.count {
            cut = cut &* 31 &+ Int(input[start]) &+ 7
            let end = min(input.count, start + 1 + Int(UInt(bitPattern: cut) % 9))
            split.feed(input[start..<end])
            start = end
        }
        split.finish()
        if whole.replies != split.replies { throw violated("answers depend on the reads") }
        if whole.keys != split.keys { throw violated("keys depend on the reads") }
        if whole.keys.count > TerminalReplyParser.keyLimit { throw violated("keys unbounded") }
        if !isSubsequence(whole.keys, of: input) { throw violated("keys out of order or invented") }
        if whole.keys.count == input.count && !whole.replies.isEmpty { throw violated("a byte both key and answer") }
    }

    private static func isSubsequence(_ part: [UInt8], of whole: [UInt8]) -> Bool {
        var iterator = whole.makeIterator()
        return part.allSatisfy { byte in
            while let next = iterator.next() { if next == byte { return true } }
            return false
        }
    }
}
