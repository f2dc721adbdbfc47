import Testing
@testable import MarqueeCore

@Suite struct FrameBytesTests {
    @Test func appendsPastItsCapacityKeepingEveryByteInOrder() {
        var bytes = FrameBytes(capacity: 16)
        var expected: [UInt8] = []
        for round in 0..<200 {
            let piece = (0..<(round % 37)).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ round) }
            piece.withUnsafeBufferPointer { bytes.append($0) }
            bytes.append(UInt8(round % 251))
            bytes.append("é\(round)")
            expected += piece + [UInt8(round % 251)] + Array("é\(round)".utf8)
        }
        #expect(bytes.count == expected.count)
        #expect(bytes.array() == expected)
        #expect(bytes.array(from: 100) == Array(expected[100...]))
    }

    @Test func removesFromAnOffsetAndStartsAgainEmpty() {
        var bytes = FrameBytes(capacity: 16)
        bytes.append("one two three")
        bytes.removeAll(from: 3)
        #expect(bytes.array() == Array("one".utf8))
        bytes.append(" four")
        #expect(bytes.array() == Array("one four".utf8))
        bytes.removeAll()
        #expect(bytes.isEmpty && bytes.array().isEmpty)
    }

    /// A copy keeps its own bytes once either grows (the encoder's copy is lent and
    /// handed back, never appended to beside the original).
    @Test func aCopyThatGrowsLeavesTheOriginalAsItWas() {
        var original = FrameBytes(capacity: 16)
        original.append("abc")
        var copy = original
        copy.append(String(repeating: "x", count: 100))
        #expect(original.array() == Array("abc".utf8))
        #expect(copy.array() == Array(("abc" + String(repeating: "x", count: 100)).utf8))
    }

    /// Each encoder leaves a frame after what the output held, in every format.
    @Test(arguments: ["ansi", "plain", "zsh", "bash", "tmux", "polybar", "pango", "json"])
    func composeAppendsAfterWhatTheOutputHolds(_ format: String) throws {
        let text = "\u{1B}[1mbold\u{1B}[0m 100% #x"
        let alone = try frameOutput(text, ["-w", "8", "-F", format], frame: 3)
        let resolved = try measuredSettings(ArgumentParser.parse(["-w", "8", "-F", format, "--", text]), Environment())
        let laidOut = LaidOutText(text: Array(text.utf8), settings: resolved.text)
        let line = Line(text: laidOut, layout: resolved.line, environment: Environment())
        var composer = FrameComposer(format: resolved.format, keepsStyles: resolved.keepsStyles, line: line)
        var output = FrameBytes(capacity: 16)
        output.append("before|")
        composer.compose(line, frame: 3, into: &output)
        output.append("|between|")
        composer.compose(line, frame: 3, into: &output)
        #expect(String(decoding: output.bytes(), as: UTF8.self) == "before|" + alone + "|between|" + alone)
    }
}
