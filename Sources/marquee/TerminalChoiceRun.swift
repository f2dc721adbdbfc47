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
    /// The round that asked `TerminalQuery`, while its answers may still change the choice.
    private var queryRound: Int?
    /// The probe's round and its cache file, while its reports may still change it.
    private var probeRound: (index: Int, cacheName: String?)?
    private(set) var choice: TerminalChoice
    /// Until when the first choice may wait for the terminal: one limit for every round
    /// it asks (the query, then a probe), so the first frame is never later than it.
    private var firstFrameDeadline: Int?

    init(_ parsed: ParsedArguments, in environment: Environment) throws(UsageError) {
        self.parsed = parsed
        self.environment = environment
        choice = try TerminalChoice(resolving: parsed, in: environment)
        firstFrameDeadline = System.monotonicNanoseconds() + TerminalQuery.limitNanoseconds
        try decide()
        firstFrameDeadline = nil
    }

    /// Whether a round this choice asked may still change it.
    var isWaiting: Bool { queryRound != nil || probeRound != nil }

    /// Rounds of the conversation were answered (`TerminalInquiry.listen`): true when one
    /// of them is this choice's and the choice, made again, changed. Nothing waits here:
    /// a probe the late answers call for is asked, and its reports heard later.
    mutating func heard(_ answered: [Int]) -> Bool {
        let rounds = TerminalInquiry.conversation.rounds
        var relevant = false
        if let query = queryRound, answered.contains(query) {
            replies.record(.terminal(TerminalAnswers(rounds[query]), source: TerminalChoiceRun.askedNow(rounds[query])))
            queryRound = nil
            relevant = true
        }
        if let probe = probeRound, answered.contains(probe.index) {
            replies.record(.probe(TerminalProbeRun.outcome(of: rounds[probe.index], cacheName: probe.cacheName)))
            probeRound = nil
            relevant = true
        }
        guard relevant else { return false }
        let before = choice
        // The arguments were resolved once already: they cannot fail now.
        try? decide()
        return choice != before
    }

    /// Waits, bounded as the way out is (`TerminalConversation.deadline`), for the rounds
    /// this choice asked, and makes it again with what came: for `--explain`, which has
    /// no frame to draw meanwhile and says what the answers decide.
    mutating func waitForAnswers() {
        while isWaiting, let deadline = TerminalInquiry.conversation.deadline {
            let left = deadline - System.monotonicNanoseconds()
            guard left > 0 else { break }
            guard System.waitForInput(0, nanoseconds: left) else { continue }
            _ = heard(TerminalInquiry.listen())
        }
    }

    /// Where a round's answers came from, for `--explain`.
    private static func askedNow(_ round: TerminalConversation.Round) -> String? {
        round.roundTrip.map { "answers asked now (round trip \(($0 + 500_000) / 1_000_000) ms)" }
    }

    private mutating func decide() throws(UsageError) {
        let parsed = parsed
        let environment = environment
        // Later, in mid-run, nothing waits: the answers are heard by the run loop.
        let deadline = firstFrameDeadline
        func limit() -> Int { deadline.map { max($0 - System.monotonicNanoseconds(), 0) } ?? 0 }
        var pendingQuery: Int?
        var pendingProbe: (index: Int, cacheName: String?)?
        choice = try TerminalChoice.resolve(parsed, in: environment, replies: &replies) { question in
            switch question {
            case .tmuxVersion:
                return .tmuxVersion(TmuxVersion.ask())
            case .tmuxServerOptions:
                return .tmuxServerOptions(TmuxServerOptions.ask())
            case .terminal(let query):
                guard TerminalInquiry.connect(query) else { return .terminal(nil) }
                // What this terminal said before stands: the next start in it asks nothing.
                let memory = TerminalMemoryFile(environment.terminalVariables, device: TerminalInquiry.device)
                if let memory, let remembered = memory.recall(), remembered.answers(query) {
                    let said = remembered.answers.answered
                        ? "answers remembered for this terminal in \(memory.path)"
                        : "remembered as a terminal that does not answer, in \(memory.path)"
                    return .terminal(remembered.answers, source: said)
                }
                TerminalInquiry.memory = memory
                guard let round = TerminalInquiry.ask(.query(query), limitNanoseconds: limit())
                else { return .terminal(nil) }
                if !round.isAnswered { pendingQuery = TerminalInquiry.conversation.rounds.count - 1 }
                return .terminal(TerminalAnswers(round), source: TerminalChoiceRun.askedNow(round))
            case .probe(let cacheName, let measures):
                if let cached = TerminalProbeRun.cached(cacheName: cacheName) { return .probe(cached) }
                guard measures, let round = TerminalInquiry.ask(.probe, limitNanoseconds: limit())
                else { return .probe(nil) }
                guard round.isAnswered else {
                    pendingProbe = (TerminalInquiry.conversation.rounds.count - 1, cacheName)
                    return .probe(nil)
                }
                return .probe(TerminalProbeRun.outcome(of: round, cacheName: cacheName))
            case .cLibrary:
                return .cLibrary(CLibraryLookup.find())
            }
        }
        if let pendingQuery { queryRound = pendingQuery }
        if let pendingProbe { probeRound = pendingProbe }
    }
}
