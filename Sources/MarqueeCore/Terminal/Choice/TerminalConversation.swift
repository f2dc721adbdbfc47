import TerminalWidth

/// The conversation with the terminal over one run, as a protocol (docs/terminals.md,
/// "The conversation"): questions go out in rounds, each ended by DA1, the fence every
/// terminal answers after the answers before it; an answer belongs to the round whose
/// fence follows it. So an answer that comes late, even seconds late, is still known
/// for what it is: it is kept for its own round, never taken for a later one, never a key.
///
/// Pure: the shell writes `ask`'s bytes, hands every byte read from the terminal to
/// `hear` with the time it came, and asks `deadline` how long the way out may wait.
///
///     var conversation = TerminalConversation()
///     let round = conversation.ask(.query(TerminalQuery(asksVersion: false)), at: 0)
///     conversation.hear(Array("l\u{1B}[?2027;0$y".utf8), at: 40_000_000)
///     conversation.hear(Array("s\u{1B}[?62;22c".utf8), at: 90_000_000)
///     conversation.rounds[round].isAnswered       // true
///     conversation.rounds[round].roundTrip        // 90_000_000
///     conversation.takeKeys()                     // "ls"
package struct TerminalConversation: Sendable {
    /// What a round asks.
    package enum Purpose: Equatable, Sendable {
        /// DECRQM 2027, XTVERSION and DA2 where asked (`TerminalQuery`).
        case query(TerminalQuery)
        /// The probe's samples and their cursor position reports (`TerminalProbe`).
        case probe
    }

    /// One round of questions and what came back for it.
    package struct Round: Sendable {
        package let purpose: Purpose
        /// When its questions went out (monotonic nanoseconds, the shell's clock).
        package let askedAt: Int
        /// When its fence came; nil while it is unanswered.
        package fileprivate(set) var answeredAt: Int?
        /// When its last answer before the fence came: a round still answering (a
        /// probe's reports on a slow terminal) is waited for from then.
        package fileprivate(set) var lastHeardAt: Int?
        /// The answers that came before its fence, in order, at most `replyLimit`.
        package fileprivate(set) var replies: [TerminalReplyParser.Reply] = []

        package var isAnswered: Bool { answeredAt != nil }
        /// From the question to its fence.
        package var roundTrip: Int? { answeredAt.map { $0 - askedAt } }

        /// The cursor positions reported for it, in order.
        package var cursorPositions: [(row: Int, column: Int)] { replies.cursorPositions }
    }

    /// Answers kept for one round: the probe's reports and a few more. An endless stream
    /// of well-formed answers before one fence is no answer.
    package static let replyLimit = 64
    /// The longest the way out waits for a round, after it was asked: more than the
    /// round trip of a link that holds each byte back a second each way.
    package static let waitCapNanoseconds = 3_000_000_000
    /// The least it waits, however fast the terminal answered before: a probe's round,
    /// 31 reports, takes longer than a query's.
    package static let waitFloorNanoseconds = 500_000_000
    /// How many of the slowest round trip seen it waits.
    package static let roundTripsWaited = 4

    private var parser = TerminalReplyParser()
    package private(set) var rounds: [Round] = []
    /// Fences heard: `rounds[..<fences]` are answered.
    private var fences = 0

    package init() {}

    /// Whether every round asked has been answered: nothing more is owed.
    package var isSettled: Bool { fences == rounds.count }

    /// A new round: its index in `rounds`, and the bytes to write, ending in DA1.
    package mutating func ask(_ purpose: Purpose, at now: Int) -> (round: Int, bytes: [UInt8]) {
        rounds.append(Round(purpose: purpose, askedAt: now))
        let bytes: [UInt8]
        switch purpose {
        case .query(let query): bytes = query.bytes
        case .probe: bytes = TerminalProbe.bytes
        }
        return (rounds.count - 1, bytes)
    }

    /// Reads more of what the terminal sent, which came at `now`: each answer goes to
    /// the first round not yet answered, and a fence ends that round. An answer or fence
    /// that no round is owed (a terminal answering twice, or a reply to a question asked
    /// before this run) is dropped: it is no key. The rounds this input answered.
    @discardableResult
    package mutating func hear<Bytes: Sequence>(_ bytes: Bytes, at now: Int) -> [Int] where Bytes.Element == UInt8 {
        parser.feed(bytes)
        var answered: [Int] = []
        for reply in parser.takeReplies() where fences < rounds.count {
            if reply == .primaryAttributes {
                rounds[fences].answeredAt = now
                answered.append(fences)
                fences += 1
            } else if rounds[fences].replies.count < TerminalConversation.replyLimit {
                rounds[fences].replies.append(reply)
                rounds[fences].lastHeardAt = now
            }
        }
        return answered
    }

    /// The keys typed so far, taken: what came that is no answer, in order. While a
    /// round is owed, a sequence still coming in is kept back (it may be an answer cut by
    /// a read); once all are answered, it was typed, and it is a key too.
    package mutating func takeKeys() -> [UInt8] {
        if isSettled { parser.finish() }
        return parser.takeKeys()
    }

    /// Ends the conversation: the keys still to hand back. A sequence cut off while a
    /// round is still owed is taken for the start of its answer and dropped.
    package mutating func end() -> [UInt8] {
        if !isSettled { parser.abandon() }
        return takeKeys()
    }

    /// Until when the way out waits for the rounds still owed (nil: none is): each for
    /// `roundTripsWaited` times the slowest round trip seen, at least
    /// `waitFloorNanoseconds`, from when it was asked or, while its answers are still
    /// coming (a probe's 31 reports from a terminal that takes 30 ms for each), from its
    /// last answer; for the cap where no round has been answered yet. Never past the cap
    /// after it was asked. A terminal that answered quickly is not waited for long; one
    /// that has not answered at all gets the cap.
    package var deadline: Int? {
        guard !isSettled else { return nil }
        let slowest = rounds.compactMap(\.roundTrip).max()
        let wait = slowest.map {
            min(TerminalConversation.waitCapNanoseconds,
                max(TerminalConversation.waitFloorNanoseconds, $0 * TerminalConversation.roundTripsWaited))
        } ?? TerminalConversation.waitCapNanoseconds
        return rounds[fences...].map { round in
            min(round.askedAt + TerminalConversation.waitCapNanoseconds, max(round.askedAt, round.lastHeardAt ?? 0) + wait)
        }.max()
    }
}

extension TerminalAnswers {
    /// What a query's round said; `answered` when its fence came.
    package init(_ round: TerminalConversation.Round) {
        self.init(graphemeMode: round.replies.graphemeMode, version: round.replies.version,
                  secondaryAttributes: round.replies.secondaryAttributes, answered: round.isAnswered)
    }
}
