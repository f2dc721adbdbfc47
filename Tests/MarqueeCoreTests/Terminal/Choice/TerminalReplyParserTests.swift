import Testing
@testable import MarqueeCore

/// The terminal's answers picked out of its input (docs/terminals.md): whole, split, between
/// keys, malformed, endless.
@Suite struct TerminalReplyParserTests {
    static let answers = "\u{1B}[?2027;2$y\u{1B}P>|XTerm(379)\u{1B}\\\u{1B}[?62;22c"

    private func parse(_ pieces: [String]) -> TerminalReplyParser {
        var parser = TerminalReplyParser()
        for piece in pieces { parser.feed(Array(piece.utf8)) }
        parser.finish()
        return parser
    }

    @Test func wholeAnswersAreRead() {
        let parser = parse([TerminalReplyParserTests.answers])
        #expect(parser.graphemeMode == 2)
        #expect(parser.version == "XTerm(379)")
        #expect(parser.fenceSeen)
        #expect(parser.keys.isEmpty)
        #expect(parser.replies == [.modeState(mode: 2027, state: 2), .version("XTerm(379)"), .primaryAttributes])
    }

    @Test func answersSplitAtEveryByteReadTheSame() {
        let bytes = Array(TerminalReplyParserTests.answers.utf8)
        let whole = parse([TerminalReplyParserTests.answers])
        for cut in 1..<bytes.count {
            var parser = TerminalReplyParser()
            parser.feed(bytes[..<cut])
            parser.feed(bytes[cut...])
            parser.finish()
            #expect(parser.replies == whole.replies, "cut at \(cut)")
            #expect(parser.keys.isEmpty, "cut at \(cut)")
        }
    }

    @Test func keysBetweenAnswersAreKeptInOrder() {
        let parser = parse(["l", "s\u{1B}[A", "\u{1B}[?2027;4$y", "\u{1B}x\u{1B}[1;5D", "\u{1B}[?1;2c", "\u{7F}\u{1B}"])
        #expect(parser.graphemeMode == 4)
        #expect(parser.fenceSeen)
        #expect(String(decoding: parser.keys, as: UTF8.self) == "ls\u{1B}[A\u{1B}x\u{1B}[1;5D\u{7F}\u{1B}")
    }

    /// Empty parameters are defaults: kitty 0.26.5 answers DA1 with `CSI ? 62 ; c`.
    @Test(arguments: ["\u{1B}[?62;c", "\u{1B}[?c", "\u{1B}[?;c", "\u{1B}[?62;;4c", "\u{1B}[?;62c"])
    func attributesWithEmptyParametersEndTheAnswers(_ answer: String) {
        let parser = parse(["\u{1B}P>|kitty(0.26.5)\u{1B}\\", answer])
        #expect(parser.fenceSeen)
        #expect(parser.version == "kitty(0.26.5)")
        #expect(parser.keys.isEmpty)
    }

    /// DA2, as Debian 12's kitty, foot, Alacritty and urxvt answered it: its numbers, and
    /// it does not end the answers (DA1 does).
    @Test(arguments: [("\u{1B}[>1;4000;26c", [1, 4000, 26]), ("\u{1B}[>1;011301;0c", [1, 11301, 0]),
                      ("\u{1B}[>0;1700;1c", [0, 1700, 1]), ("\u{1B}[>85;95;0c", [85, 95, 0]), ("\u{1B}[>c", [0])])
    func secondaryAttributesAreRead(_ answer: String, _ numbers: [Int]) {
        let before = parse([answer])
        #expect(before.secondaryAttributes == numbers)
        #expect(!before.fenceSeen)
        #expect(before.keys.isEmpty)
        let parser = parse(["\u{1B}P>|foot(1.13.1)\u{1B}\\", answer, "\u{1B}[?62;4;22c"])
        #expect(parser.secondaryAttributes == numbers)
        #expect(parser.fenceSeen)
    }

    /// Not an attributes answer: no `?`, a letter among the numbers, an intermediate.
    @Test(arguments: ["\u{1B}[62;c", "\u{1B}[?6x;c", "\u{1B}[?62 c", "\u{1B}[?1234567890c", "\u{1B}[>1;x;0c"])
    func otherSequencesEndingInCAreKeys(_ sequence: String) {
        let parser = parse([sequence])
        #expect(!parser.fenceSeen)
        #expect(String(decoding: parser.keys, as: UTF8.self) == sequence)
    }

    @Test func cursorPositionReportsAreAnswers() {
        let parser = parse(["\u{1B}[12;40R", "\u{1B}[3;1R"])
        #expect(parser.cursorPositions.map(\.column) == [40, 1])
        #expect(parser.keys.isEmpty)
    }

    @Test(arguments: ["\u{1B}[?2027;2y", "\u{1B}[2027;2$y", "\u{1B}[?2027$y", "\u{1B}[?2027;;2$y",
                      "\u{1B}[?2027;1234567890$y", "\u{1B}[>1;2d", "\u{1B}P=|x\u{1B}\\", "\u{1B}[12R"])
    func lookAlikesAreKeys(_ text: String) {
        let parser = parse([text])
        #expect(parser.replies.isEmpty)
        #expect(parser.keys == Array(text.utf8))
    }

    @Test func aSequenceBrokenByAnotherEscapeKeepsBoth() {
        let parser = parse(["\u{1B}[?20\u{1B}[?2027;1$y"])
        #expect(parser.graphemeMode == 1)
        #expect(String(decoding: parser.keys, as: UTF8.self) == "\u{1B}[?20")
    }

    @Test func anEndlessStreamStaysBounded() {
        var parser = TerminalReplyParser()
        for _ in 0..<5000 {
            parser.feed([UInt8](repeating: UInt8(ascii: "k"), count: 10))
            parser.feed(Array("\u{1B}P>|".utf8) + [UInt8](repeating: UInt8(ascii: "v"), count: 300))
            parser.feed(Array("\u{1B}[12;40R".utf8))
        }
        #expect(parser.keys.count == TerminalReplyParser.keyLimit)
        #expect(parser.replies.count == TerminalReplyParser.keyLimit)
        #expect(parser.version == nil, "a version longer than any terminal's is no answer")
    }

    @Test func theVersionKeepsOnlyPrintableText() {
        let parser = parse(["\u{1B}P>|kitty(0.39\u{7}.1)\u{1B}\\"])
        #expect(parser.version == "kitty(0.39.1)")
    }
}
