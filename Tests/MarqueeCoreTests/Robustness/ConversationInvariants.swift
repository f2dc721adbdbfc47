#if canImport(MarqueeCore)
@testable import MarqueeCore
#endif

/// What must hold for any conversation with a terminal (docs/terminals.md, "The
/// conversation"), driven by fuzz input as a schedule: rounds asked, answers to them
/// (late, in pieces, never), keys typed between, all cut into reads anywhere.
/// No byte of an answer is handed to the shell; typed keys come out whole and in order;
/// rounds are answered in order, each by its own fence; memory stays bounded.
enum ConversationInvariants {
    /// The answers a terminal may send, picked by the schedule.
    static let answers = ["\u{1B}[?2027;2$y", "\u{1B}P>|XTerm(379)\u{1B}\\", "\u{1B}[>41;379;0c", "\u{1B}[12;40R"]
    /// DA1's answers: xterm's, and kitty 0.26.5's with an empty parameter.
    static let fences = ["\u{1B}[?64;22c", "\u{1B}[?62;c"]

    static func check(_ input: [UInt8]) throws(InvariantViolation) {
        func violated(_ what: String) -> InvariantViolation {
            InvariantViolation(what: "conversation: \(what)", output: input)
        }
        var conversation = TerminalConversation()
        var stream: [UInt8] = []
        var typed: [UInt8] = []
        var fences = 0
        var asked = 0
        var keys: [UInt8] = []
        var time = 0
        var cursor = input.makeIterator()
        // Each input byte is one step of the schedule: its top bits say what happens,
        // its low bits how much of the stream reaches marquee now.
        while let step = cursor.next() {
            switch step >> 5 {
            case 0, 1:
                // A typed key: printable, never ESC, so it can never look like an answer.
                let key = 0x20 + (step & 0x3F)
                stream.append(key)
                typed.append(key)
            case 2 where fences < asked:
                // A terminal answers only what it was asked: answers come while a round is
                // owed (however late), never out of nothing.
                stream += Array(answers[Int(step & 0x1F) % answers.count].utf8)
            case 3 where fences < asked:
                stream += Array(ConversationInvariants.fences[Int(step & 1)].utf8)
                fences += 1
            case 4:
                _ = conversation.ask(step & 1 == 0 ? .probe : .query(TerminalQuery(asksVersion: true)), at: time)
                asked += 1
            case 5:
                keys += conversation.takeKeys()
            default:
                break
            }
            let count = min(stream.count, Int(step & 0x07))
            conversation.hear(stream[..<count], at: time)
            stream.removeFirst(count)
            time += Int(step)
        }
        conversation.hear(stream, at: time)
        keys += conversation.end()

        let answered = conversation.rounds.filter(\.isAnswered).count
        if answered != fences { throw violated("\(fences) fences answered \(answered) rounds") }
        if conversation.rounds.drop(while: \.isAnswered).contains(where: \.isAnswered) {
            throw violated("a round answered before an earlier one")
        }
        if keys.count > TerminalReplyParser.keyLimit { throw violated("keys unbounded") }
        if keys != Array(typed.prefix(keys.count)) || (keys.count < typed.count && keys.count < TerminalReplyParser.keyLimit) {
            throw violated("keys \(keys) are not the keys typed \(typed)")
        }
        if conversation.rounds.contains(where: { $0.replies.count > TerminalConversation.replyLimit }) {
            throw violated("answers unbounded")
        }
    }
}
