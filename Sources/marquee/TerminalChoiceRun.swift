import MarqueeCore
import TerminalWidth

/// The run's terminal choice (docs/terminals.md, "The conversation"): the core's
/// `TerminalChoice.resolve`, each question it asks put to tmux, the C library or the
/// terminal here. The first choice waits for the terminal only as long as a first frame
/// may (`TerminalQuery.limitNanoseconds`); a round that answers later is heard by the run
/// loop, and the choice is made again with it (`heard`), which may ask the probe then.
struct TerminalChoiceRun {
    private let parsed: ParsedArguments
    private let environment: Environment
    private var replies = TerminalReplies()
    /// The rounds this choice asked whose answers may still change it.
    private var owed = OwedRounds()
    private(set) var choice: TerminalChoice

    /// The rounds asked and not yet answered: plain fields, not optional tuples, whose
    /// generic types a prompt's start would pay to build.
    private struct OwedRounds {
        /// The round that asked `TerminalQuery`.
        var query: Int?
        /// The probe's round (its cache file: `TerminalInquiry.probeCacheName`).
        var probe: Int?
    }

    init(_ parsed: ParsedArguments, in environment: Environment) throws(UsageError) {
        self.parsed = parsed
        self.environment = environment
        // The first choice waits for the terminal: one limit for every round it asks
        // (the query, then a probe), so the first frame is never later than it.
        choice = try TerminalChoiceRun.decide(parsed, environment, &replies, &owed,
                                              until: System.monotonicNanoseconds() + TerminalQuery.limitNanoseconds)
    }

    /// Whether a round this choice asked may still change it.
    var isWaiting: Bool { owed.query != nil || owed.probe != nil }

    /// Rounds of the conversation were answered (`TerminalInquiry.listen`): true when one
    /// of them is this choice's and the choice, made again, changed. Nothing waits here:
    /// a probe the late answers call for is asked, and its reports heard later.
    mutating func heard(_ answered: [Int]) -> Bool {
        let rounds = TerminalInquiry.conversation.rounds
        var relevant = false
        if let query = owed.query, answered.contains(query) {
            replies.record(.terminal(TerminalAnswers(rounds[query]), source: TerminalChoiceRun.askedNow(rounds[query])))
            owed.query = nil
            relevant = true
        }
        if let probe = owed.probe, answered.contains(probe) {
            replies.record(.probe(TerminalProbeRun.outcome(of: rounds[probe], cacheName: TerminalInquiry.probeCacheName)))
            owed.probe = nil
            relevant = true
        }
        guard relevant else { return false }
        // The arguments were resolved once already: they cannot fail now. In mid-run
        // nothing waits: the answers are heard by the run loop.
        guard let next = try? TerminalChoiceRun.decide(parsed, environment, &replies, &owed, until: nil),
              next != choice else { return false }
        choice = next
        return true
    }

    /// Waits, bounded as the way out is (`TerminalConversation.deadline`), for the rounds
    /// this choice asked, and makes it again with what came: for `--explain`, which has
    /// no frame to draw meanwhile and says what the answers decide.
    mutating func waitForAnswers() {
        guard isWaiting else { return }
        TerminalInquiry.awaitOwed { answered in
            _ = heard(answered)
            return !isWaiting
        }
    }

    /// Where a round's answers came from, for `--explain`.
    private static func askedNow(_ round: TerminalConversation.Round) -> String? {
        round.roundTrip.map { "answers asked now (round trip \(($0 + 500_000) / 1_000_000) ms)" }
    }

    /// The choice with the replies so far, each question it still needs put, waiting for
    /// the terminal until `deadline` at most (nil: not at all); rounds asked and not yet
    /// answered go into `owed`.
    private static func decide(_ parsed: ParsedArguments, _ environment: Environment, _ replies: inout TerminalReplies,
                               _ owed: inout OwedRounds, until deadline: Int?) throws(UsageError) -> TerminalChoice {
        func limit() -> Int { deadline.map { max($0 - System.monotonicNanoseconds(), 0) } ?? 0 }
        var pendingQuery: Int?
        var pendingProbe: Int?
        let choice = try TerminalChoice.resolve(parsed, in: environment, replies: &replies) { question in
            switch question {
            case .tmuxVersion:
                return .tmuxVersion(TmuxVersion.ask())
            case .tmuxServerOptions:
                return .tmuxServerOptions(TmuxServerOptions.ask())
            case .terminal(let query):
                guard TerminalInquiry.connect(query) else { return .terminal(nil) }
                // What this terminal said before stands: the next start in it asks nothing.
                let memory = TerminalMemoryFile(device: TerminalInquiry.device)
                if let memory, let remembered = memory.recall(), remembered.answers(query) {
                    let said = remembered.answers.answered
                        ? "answers remembered for this terminal in \(memory.path)"
                        : "remembered as a terminal that does not answer, in \(memory.path)"
                    return .terminal(remembered.answers, source: said)
                }
                TerminalInquiry.memory = memory
                guard let index = TerminalInquiry.ask(.query(query), limitNanoseconds: limit())
                else { return .terminal(nil) }
                let round = TerminalInquiry.conversation.rounds[index]
                if !round.isAnswered { pendingQuery = index }
                return .terminal(TerminalAnswers(round), source: TerminalChoiceRun.askedNow(round))
            case .probe(let cacheName, let measures, let checksGuess):
                if let cached = TerminalProbeRun.cached(cacheName: cacheName) { return .probe(cached) }
                // A probe that checks a guess holds up no frame: the guess is drawn meanwhile.
                guard measures, let index = TerminalInquiry.ask(.probe, limitNanoseconds: checksGuess ? 0 : limit())
                else { return .probe(nil) }
                let round = TerminalInquiry.conversation.rounds[index]
                guard round.isAnswered else {
                    pendingProbe = index
                    TerminalInquiry.probeCacheName = cacheName
                    return .probe(nil)
                }
                return .probe(TerminalProbeRun.outcome(of: round, cacheName: cacheName))
            case .cLibrary:
                return .cLibrary(CLibraryLookup.find())
            }
        }
        if let pendingQuery { owed.query = pendingQuery }
        if let pendingProbe { owed.probe = pendingProbe }
        return choice
    }
}
