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
            .reduce("marquee probe 2") { $0 + "\n" + $1 } + "\n")!,
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

    /// A name and a release whose rules are known, a terminal whose every release draws
    /// alike, a multiplexer, grapheme cluster mode: no probe.
    static let known: [(TerminalAnswers, TerminalVariables)] = [
        (TerminalAnswers(version: "kitty(0.26.5)", answered: true), ["TERM": "xterm-kitty"]),
        (TerminalAnswers(version: "XTerm(379)", answered: true), ["TERM": "xterm"]),
        (TerminalAnswers(answered: true), ["KONSOLE_VERSION": "221203"]),
        (TerminalAnswers(answered: true), ["TERM": "st-256color"]),
        (TerminalAnswers(answered: true), ["STY": "1.pts"]),
        (TerminalAnswers(version: "tmux 3.4", answered: true), ["TMUX": "/tmp/t,1,0"]),
        (TerminalAnswers(graphemeMode: 2, answered: true), [:]),
    ]

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
        #expect(asked.contains { if case .probe(_, measures: false) = $0 { true } else { false } }, "\(asked)")
        #expect(!asked.contains { if case .probe(_, measures: true) = $0 { true } else { false } }, "\(asked)")
        #expect(choice.profile?.name == "probe", "what the cache says is used")
    }
}
