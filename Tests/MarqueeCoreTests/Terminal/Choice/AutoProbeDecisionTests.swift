import Testing
@testable import MarqueeCore
@testable import TerminalWidth

/// When `auto` probes (docs/terminals.md, "probe"): once, after the terminal answered,
/// only where nothing names a terminal whose rules are known; and what it then decides.
@Suite struct AutoProbeDecisionTests {
    private func run(_ answers: TerminalAnswers?, variables: TerminalVariables = ["TERM": "xterm-256color"],
                     arguments: [String] = ["x"], probe: ProbeOutcome? = nil) throws
        -> (asked: [TerminalQuestion], choice: TerminalChoice) {
        var environment = Environment()
        environment.standardInputIsTerminal = true
        environment.standardOutputIsTerminal = true
        environment.terminalVariables = variables
        return try ScriptedChoice(terminalAnswers: answers, probe: probe).run(ArgumentParser.parse(arguments), in: environment)
    }

    static let narrowHeart = ProbeOutcome(
        measurements: ProbeMeasurements(cacheText: TerminalProbe.samples.map { "\($0.key) \($0.key == "vs16" ? 1 : 2)" }
            .reduce("marquee probe 3") { $0 + "\n" + $1 } + "\n")!,
        source: "a script")

    @Test func anUnknownNameIsProbedUnderItsCacheName() throws {
        let answers = TerminalAnswers(version: "Newterm(2.1)", secondaryAttributes: [1, 2, 0], answered: true)
        let (asked, choice) = try run(answers, probe: Self.narrowHeart)
        #expect(asked == [.terminal(TerminalQuery(asksVersion: true)),
                          .probe(cacheName: TerminalProbe.cacheName(["TERM": "xterm-256color"], answers))])
        #expect(choice.profile?.name == "probe")
        #expect(DisplayWidth(profile: choice.profile).width(ofCluster: "❤️".unicodeScalars) == 1)
        #expect(choice.explanation.hasPrefix("probe: generic: no variable names the terminal; XTVERSION says Newterm(2.1)"))
    }

    @Test func noProbeAnswerLeavesAutosDecision() throws {
        let (asked, choice) = try run(TerminalAnswers(answered: true), probe: nil)
        #expect(asked.count == 2)
        #expect(choice.profile == nil)
        #expect(choice.explanation.hasPrefix("generic: no variable names the terminal"))
    }

    @Test func aTerminalThatDidNotAnswerIsNotProbed() throws {
        let (asked, _) = try run(TerminalAnswers(answered: false), probe: Self.narrowHeart)
        #expect(asked == [.terminal(TerminalQuery(asksVersion: true))])
        let (none, _) = try run(nil, probe: Self.narrowHeart)
        #expect(none.count == 1)
    }

    /// Profiles exact by the C library's release (xterm, st, screen) or by tmux's source,
    /// and a guess nothing would name a cache for (mode 2027 and no release said): no probe.
    static let known: [(TerminalAnswers, TerminalVariables)] = [
        (TerminalAnswers(version: "XTerm(379)", answered: true), ["TERM": "xterm"]),
        (TerminalAnswers(answered: true), ["TERM": "st-256color"]),
        (TerminalAnswers(answered: true), ["STY": "1.pts"]),
        (TerminalAnswers(version: "tmux 3.4", answered: true), ["TMUX": "/tmp/t,1,0"]),
        (TerminalAnswers(graphemeMode: 2, answered: true), [:]),
    ]

    /// The samples as a terminal drawing by the profile of this name draws them.
    static func drawn(as name: String) -> ProbeOutcome {
        ProbeOutcome(measurements: ProbeMeasurements(drawnBy: TerminalProfile(named: name)!), source: "a script")
    }

    /// A profile guessed from a name and a release, or from mode 2027, is checked once by
    /// the probe, under the release's cache name, and no frame waits for it; a guess the
    /// samples fit stands.
    @Test(arguments: [
        (TerminalAnswers(version: "kitty(0.26.5)", answered: true), ["TERM": "xterm-kitty"], "kitty-0.26"),
        (TerminalAnswers(answered: true), ["KONSOLE_VERSION": "221203"], "konsole-22.12"),
        (TerminalAnswers(graphemeMode: 2, version: "WezTerm 20240203", answered: true), [:], "unicode-core"),
    ] as [(TerminalAnswers, TerminalVariables, String)])
    func aGuessIsCheckedOnceAndStandsWhereTheSamplesFit(_ answers: TerminalAnswers, _ variables: TerminalVariables,
                                                        _ guess: String) throws {
        let samples = guess == "unicode-core"
            ? ProbeOutcome(measurements: ProbeMeasurements(drawnBy: .unicodeCore), source: "a script")
            : Self.drawn(as: guess)
        let (asked, choice) = try run(answers, variables: variables, probe: samples)
        let cacheName = try #require(TerminalProbe.cacheName(variables, answers))
        #expect(asked.last == .probe(cacheName: cacheName, measures: true, checksGuess: true), "\(asked)")
        #expect(choice.profile?.name == guess)
        #expect(choice.explanation.contains("the probe's samples fit \(guess) (a script)"), "\(choice.explanation)")
    }

    /// A terminal that names itself kitty 0.41.1 and draws as kitty 0.26 does (and the
    /// other way round) ends with the profile its samples show, and says why.
    @Test(arguments: [("kitty(0.41.1)", "kitty-0.41", "kitty-0.26"), ("kitty(0.26.5)", "kitty-0.26", "kitty-0.41")])
    func aGuessTheSamplesDoNotFitGivesWayToTheReleaseTheyFit(_ version: String, _ guess: String, _ drawnAs: String) throws {
        let answers = TerminalAnswers(version: version, answered: true)
        let (_, choice) = try run(answers, variables: ["TERM": "xterm-kitty"], probe: Self.drawn(as: drawnAs))
        #expect(choice.profile?.name == drawnAs)
        #expect(choice.explanation.hasPrefix("\(drawnAs): the probe's samples differ from \(guess) ("), "\(choice.explanation)")
        let (measured, predicted) = guess == "kitty-0.41" ? (1, 2) : (2, 1)
        #expect(choice.explanation.contains("skin-tone-on-text \(measured) not \(predicted), "), "\(choice.explanation)")
        #expect(choice.explanation.contains("; guessed: \(guess): "), "\(choice.explanation)")
        #expect(choice.explanation.contains("XTVERSION says \(version)"), "\(choice.explanation)")
    }

    /// Samples no profile of the terminal fits: the profile they describe.
    @Test func samplesNoReleaseFitsMakeTheProbedProfile() throws {
        let answers = TerminalAnswers(version: "kitty(0.41.1)", answered: true)
        let (_, choice) = try run(answers, variables: ["TERM": "xterm-kitty"], probe: Self.narrowHeart)
        #expect(choice.profile?.name == "probe")
        #expect(choice.explanation.hasPrefix("probe: the probe's samples differ from kitty-0.41 ("), "\(choice.explanation)")
        #expect(choice.explanation.contains("fit no profile of kitty"), "\(choice.explanation)")
        #expect(DisplayWidth(profile: choice.profile).width(ofCluster: "❤️".unicodeScalars) == 1)
    }

    @Test(arguments: known)
    func knownRulesAreNotProbed(_ answers: TerminalAnswers, _ variables: TerminalVariables) throws {
        let (asked, choice) = try run(answers, variables: variables, probe: Self.narrowHeart)
        #expect(!asked.contains { if case .probe = $0 { true } else { false } }, "\(choice.explanation)")
        #expect(choice.profile?.name != "probe")
    }

    /// kitty named by its variable, its release said nowhere: its profile depends on the
    /// release, so it is probed; without an answer from the probe it keeps the newest.
    @Test func aTerminalWhoseReleaseDecidesAndIsUnknownIsProbed() throws {
        let (asked, choice) = try run(TerminalAnswers(answered: true), variables: ["KITTY_WINDOW_ID": "1"], probe: Self.narrowHeart)
        #expect(asked.count == 2)
        #expect(choice.profile?.name == "probe")
        let (_, unprobed) = try run(TerminalAnswers(answered: true), variables: ["KITTY_WINDOW_ID": "1"], probe: nil)
        #expect(unprobed.profile?.name == "kitty")
        #expect(unprobed.explanation.contains("kitty's release unknown"))
    }

    @Test(arguments: [["--lines", "x"], ["-F", "polybar", "x"], ["--terminal", "xterm", "x"], ["--terminal", "generic", "x"]])
    func neverForLinesAStatusBarOrANamedProfile(_ arguments: [String]) throws {
        let (asked, _) = try run(TerminalAnswers(answered: true), arguments: arguments, probe: Self.narrowHeart)
        #expect(!asked.contains { if case .probe = $0 { true } else { false } })
    }

    /// A prompt's frame takes a probe's result from the cache, but never draws the
    /// samples: the line is the shell's (docs/terminals.md, "Prompts").
    @Test(arguments: [["--once", "x"], ["--frame", "2", "x"]])
    func aPromptsFrameReadsTheProbesCacheOnly(_ arguments: [String]) throws {
        let (asked, choice) = try run(TerminalAnswers(answered: true), arguments: arguments, probe: Self.narrowHeart)
        #expect(asked.contains { if case .probe(_, measures: false, _) = $0 { true } else { false } }, "\(asked)")
        #expect(!asked.contains { if case .probe(_, measures: true, _) = $0 { true } else { false } }, "\(asked)")
        #expect(choice.profile?.name == "probe", "what the cache says is used")
    }
}
