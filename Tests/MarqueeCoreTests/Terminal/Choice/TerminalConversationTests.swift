import Testing
@testable import MarqueeCore
@testable import TerminalWidth

/// The conversation as a protocol (docs/terminals.md, "The conversation"): an answer
/// belongs to the round whose fence follows it, however late or split it comes; nothing
/// that is an answer is ever a key; the way out waits as long as the round trips seen say.
@Suite struct TerminalConversationTests {
    static let query = TerminalConversation.Purpose.query(TerminalQuery(asksVersion: true))
    static let xterm = "\u{1B}[?2027;0$y\u{1B}P>|XTerm(379)\u{1B}\\\u{1B}[>41;379;0c"
    static let fence = "\u{1B}[?64;1;2;6;9;15;18;21;22c"
    static let milliseconds = 1_000_000

    private func hear(_ conversation: inout TerminalConversation, _ text: String, at ms: Int) -> [Int] {
        conversation.hear(Array(text.utf8), at: ms * TerminalConversationTests.milliseconds)
    }

    @Test func aRoundEndsOnlyAtItsOwnFence() {
        var conversation = TerminalConversation()
        let (query, bytes) = conversation.ask(Self.query, at: 0)
        #expect(bytes.suffix(3) == Array("\u{1B}[c".utf8), "every round ends with DA1")
        #expect(hear(&conversation, Self.xterm, at: 50).isEmpty)
        #expect(!conversation.isSettled)
        #expect(hear(&conversation, Self.fence, at: 90) == [query])
        #expect(conversation.isSettled)
        #expect(conversation.rounds[query].roundTrip == 90 * Self.milliseconds)
        let answers = TerminalAnswers(conversation.rounds[query])
        #expect(answers == TerminalAnswers(graphemeMode: 0, version: "XTerm(379)", secondaryAttributes: [41, 379, 0],
                                           answered: true))
    }

    /// Bug (issue 37): a first round's DA1 that came after the round gave up ended the
    /// probe's wait, and the probe's reports were drawn on the ticker line.
    @Test func aLateFenceEndsTheEarlierRoundNotTheCurrentOne() {
        var conversation = TerminalConversation()
        let (query, _) = conversation.ask(Self.query, at: 0)
        let (probe, _) = conversation.ask(.probe, at: 100 * Self.milliseconds)
        #expect(hear(&conversation, Self.xterm + Self.fence, at: 400) == [query])
        #expect(!conversation.rounds[probe].isAnswered)
        #expect(conversation.rounds[probe].replies.isEmpty, "the query's answers stay the query's")
        #expect(hear(&conversation, "\u{1B}[1;1R\u{1B}[1;3R", at: 450).isEmpty)
        #expect(hear(&conversation, Self.fence, at: 460) == [probe])
        #expect(conversation.rounds[probe].cursorPositions.map(\.column) == [1, 3])
        #expect(conversation.rounds[query].replies.count == 3)
    }

    /// Bug (issue 37): a reply cut by the limit was handed back as keys, and its second
    /// half completed it later, at the shell's prompt.
    @Test(arguments: [1, 7, 20, 40])
    func aReplyCutByAReadIsNeverAKey(_ cut: Int) {
        var conversation = TerminalConversation()
        _ = conversation.ask(Self.query, at: 0)
        let bytes = Array(("ls" + Self.xterm + Self.fence).utf8)
        let head = Array(bytes[..<(2 + cut)])
        conversation.hear(head, at: 100 * Self.milliseconds)
        #expect(conversation.takeKeys() == Array("ls".utf8), "cut after \(cut) bytes of the answers")
        conversation.hear(bytes[(2 + cut)...], at: 160 * Self.milliseconds)
        #expect(conversation.isSettled)
        #expect(conversation.takeKeys().isEmpty)
        #expect(TerminalAnswers(conversation.rounds[0]).version == "XTerm(379)")
    }

    @Test func theWayOutDropsAnAnswerCutOffButKeepsAKeyTypedAfterTheLastFence() {
        var owed = TerminalConversation()
        _ = owed.ask(Self.query, at: 0)
        owed.hear(Array("x\u{1B}[?2027;".utf8), at: 10)
        #expect(owed.end() == Array("x".utf8))

        var settled = TerminalConversation()
        _ = settled.ask(Self.query, at: 0)
        settled.hear(Array((Self.fence + "y\u{1B}").utf8), at: 10)
        #expect(settled.end() == Array("y\u{1B}".utf8), "ESC typed alone, with nothing owed, is a key")
    }

    @Test func anAnswerNoRoundIsOwedIsDroppedNotTyped() {
        var conversation = TerminalConversation()
        conversation.hear(Array(("a" + Self.xterm + Self.fence + "b").utf8), at: 0)
        #expect(conversation.end() == Array("ab".utf8))
        #expect(conversation.rounds.isEmpty)
        _ = conversation.ask(Self.query, at: 10)
        conversation.hear(Array((Self.fence + Self.fence + "\u{1B}[1;1R").utf8), at: 20)
        #expect(conversation.isSettled)
        #expect(conversation.end().isEmpty, "a second fence and a report nobody asked for are no keys")
    }

    @Test func theWayOutWaitsByTheRoundTripsSeenWithinTheCap() {
        #expect(TerminalConversation.waitFloorNanoseconds < 4 * 300 * Self.milliseconds, "the case below is above the floor")
        var conversation = TerminalConversation()
        #expect(conversation.deadline == nil)
        _ = conversation.ask(Self.query, at: 0)
        #expect(conversation.deadline == TerminalConversation.waitCapNanoseconds, "nothing heard yet: the cap")
        _ = hear(&conversation, Self.fence, at: 300)
        #expect(conversation.deadline == nil, "nothing owed")
        _ = conversation.ask(.probe, at: 1_000 * Self.milliseconds)
        #expect(conversation.deadline == (1_000 + 1_200) * Self.milliseconds, "four round trips of 300 ms")

        var fast = TerminalConversation()
        _ = fast.ask(Self.query, at: 0)
        _ = hear(&fast, Self.fence, at: 2)
        _ = fast.ask(.probe, at: 10 * Self.milliseconds)
        #expect(fast.deadline == 10 * Self.milliseconds + TerminalConversation.waitFloorNanoseconds)

        var slow = TerminalConversation()
        _ = slow.ask(Self.query, at: 0)
        _ = hear(&slow, Self.fence, at: 1_500)
        _ = slow.ask(.probe, at: 2_000 * Self.milliseconds)
        #expect(slow.deadline == 2_000 * Self.milliseconds + TerminalConversation.waitCapNanoseconds)
    }

    /// A round still answering (a probe's reports, 30 ms apart from a slow terminal) is
    /// waited for from its last answer, never past the cap after it was asked.
    @Test func aRoundStillAnsweringIsWaitedForFromItsLastAnswer() {
        var conversation = TerminalConversation()
        _ = conversation.ask(Self.query, at: 0)
        _ = hear(&conversation, Self.fence, at: 10)
        _ = conversation.ask(.probe, at: 1_000 * Self.milliseconds)
        #expect(conversation.deadline == 1_500 * Self.milliseconds, "the floor after it was asked")
        _ = hear(&conversation, "\u{1B}[1;1R", at: 1_400)
        #expect(conversation.deadline == 1_900 * Self.milliseconds, "the floor after its last report")
        _ = hear(&conversation, "\u{1B}[1;3R", at: 3_800)
        #expect(conversation.deadline == 4_000 * Self.milliseconds, "the cap after it was asked")
    }

    @Test func anEndlessStreamOfAnswersStaysBounded() {
        var conversation = TerminalConversation()
        _ = conversation.ask(.probe, at: 0)
        for _ in 0..<5_000 { conversation.hear(Array("\u{1B}[1;1Rk".utf8), at: 1) }
        #expect(conversation.rounds[0].replies.count == TerminalConversation.replyLimit)
        #expect(conversation.takeKeys().count == TerminalReplyParser.keyLimit)
    }
}
