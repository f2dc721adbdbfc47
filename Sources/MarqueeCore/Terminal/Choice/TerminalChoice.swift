import TerminalWidth

/// The terminal profile of one run and why (docs/terminals.md): `--terminal`, else
/// `MARQUEE_TERMINAL`, else `auto`.
package struct TerminalChoice: Equatable, Sendable {
    /// nil is `generic`.
    package private(set) var profile: TerminalProfile?
    /// One line for `--explain`: the profile and what decided it.
    package private(set) var explanation: String
    /// Whether the shell must set grapheme cluster mode 2027 for the run and reset it on
    /// every way out: the terminal said the mode can be set (DECRQM reply 2).
    package private(set) var setsGraphemeMode = false
    /// Whether `auto` decided without knowing how the terminal draws, so that a probe
    /// would tell (`TerminalDetection.Decision.knowsRules`).
    private(set) var wantsProbe = false
    /// Whether `auto` guessed the profile from what the terminal answered (its name, its
    /// release, mode 2027), so that a probe checks the guess once (`GuessCheck`). Not for
    /// a profile that measures with the C library, exact by the library's release (xterm
    /// 398 and tmux 3.5a agree with glibc 2.41 on every string measured), nor for tmux's,
    /// exact by its source.
    private(set) var checksGuess = false

    package static let environmentVariable = "MARQUEE_TERMINAL"

    /// What `--terminal` and `MARQUEE_TERMINAL` take.
    package static let names = ["auto", "generic", "probe"] + TerminalProfile.terminalNames

    /// Every variable the choice reads, for the shell to collect.
    /// (`TerminalMemory.identityVariables` are read by the shell only where it asks the
    /// terminal: every other start would pay for reading them.)
    /// The variables the shell reads for the choice: those that name the terminal, and
    /// the user's own word on it (`MARQUEE_TERMINAL`, `MARQUEE_LIBC`, `MARQUEE_CELL_WIDTHS`).
    package static let environmentVariableNames = [environmentVariable, CLibrarySetting.environmentVariable,
                                                   Settings.cellWidthsVariable]
        + TerminalDetection.variableNames

    /// One step of the choice: the profile, or the next question that `auto` or `probe`
    /// needs answered first. The shell asks it, records the reply and steps again; each
    /// question is asked at most once, so the loop ends (docs/terminals.md, "Detection").
    package enum Step: Equatable, Sendable {
        case decided(TerminalChoice)
        case ask(TerminalQuestion)
    }

    /// The next step for these arguments, this environment and the replies so far.
    package static func next(_ parsed: ParsedArguments, in environment: Environment,
                            replies: TerminalReplies) throws(UsageError) -> Step {
        let given = try given(parsed, environment.terminalVariables)
        let library = try CLibrarySetting.given(parsed, environment.terminalVariables)
        // The choice with the replies so far, made at most once a step: the question after
        // tmux's version may need it, and so does the decision.
        var resolved: TerminalChoice?
        if let question = nextQuestion(parsed, given: given.name, in: environment, replies: replies,
                                       resolved: &resolved) {
            return .ask(question)
        }
        var choice: TerminalChoice
        if let resolved {
            choice = resolved
        } else {
            choice = try TerminalChoice(resolving: parsed, in: environment, replies: replies)
        }
        guard let profile = choice.profile, profile.cLibrary != nil else { return .decided(choice) }
        // A profile that measures with the C library takes the system's release, asked
        // last: only such a profile needs it.
        let finding: CLibraryFinding?
        switch library.setting {
        case .named(let named):
            finding = CLibraryFinding(named, source: library.source)
        case .auto:
            guard replies.hasAsked(.cLibrary) else { return .ask(.cLibrary) }
            finding = replies.cLibrary
        }
        let found = finding ?? CLibraryFinding(.unknown, source: "no libc.so.6 where one is looked for")
        let widths = found.library.widths
        choice.profile = profile.measuring(with: widths)
        choice.explanation += "; C library: \(found.library.summary(measuredBy: widths)), from \(found.source)"
        return .decided(choice)
    }

    /// The choice, stepped until it is decided: each question `next` asks is put by `ask`
    /// and its reply recorded in `replies`, which may hold replies from before (a late
    /// answer recorded since, for the choice made again in mid-run). Each question is
    /// asked at most once, so the loop ends: a reply of another kind than the question
    /// counts as no reply.
    package static func resolve(_ parsed: ParsedArguments, in environment: Environment, replies: inout TerminalReplies,
                               asking ask: (TerminalQuestion) -> TerminalReply) throws(UsageError) -> TerminalChoice {
        while true {
            switch try next(parsed, in: environment, replies: replies) {
            case .decided(let choice):
                return choice
            case .ask(let question):
                // `next` asks each question at most once; were it to ask one again, the
                // loop would never end: a bug, caught in tests, and in a release build the
                // choice with what is known.
                guard !replies.hasAsked(question) else {
                    assertionFailure("the terminal choice asked again: \(question)")
                    return try TerminalChoice(resolving: parsed, in: environment, replies: replies)
                }
                replies.record(ask(question))
                if !replies.hasAsked(question) { replies.record(TerminalReply.none(to: question)) }
            }
        }
    }

    /// The first question `auto` or `probe` needs answered and has not asked yet, in the
    /// order they are asked: tmux's version, then (for a tmux 3.6 or later) its server
    /// options, then the terminal itself. Never for a profile the user named.
    private static func nextQuestion(_ parsed: ParsedArguments, given name: String, in environment: Environment,
                                     replies: TerminalReplies, resolved: inout TerminalChoice?) -> TerminalQuestion? {
        guard name == "auto" || name == "probe" else { return nil }
        let variables = environment.terminalVariables
        // `--format tmux`: the variables may not give tmux's version.
        if !replies.hasAsked(.tmuxVersion), parsed.choice(.format, as: OutputFormat.self) == .tmux, TerminalDetection.needsTmuxVersion(variables) {
            return .tmuxVersion
        }
        // A tmux 3.6 or later that `auto` chose says how it is set up, inside tmux (`TMUX`
        // set) or for `--format tmux`, with `--once` and `--frame` too; asked before the
        // terminal, by what the environment says.
        if name == "auto", !replies.hasAsked(.tmuxServerOptions), replies.terminalAnswers == nil,
           parsed.choice(.format, as: OutputFormat.self) == .tmux || !(variables["TMUX"] ?? "").isEmpty,
           let choice = try? TerminalChoice(resolving: parsed, in: environment, replies: replies) {
            if choice.profile?.readsTmuxServerOptions == true { return .tmuxServerOptions }
            // Nothing to ask tmux: the same replies make the same choice, kept for the decision.
            resolved = choice
        }
        // Asked already: no plan to make (it decides by the environment, at every step).
        if !replies.hasAskedTerminal, let query = TerminalQuery.plan(parsed, in: environment) {
            return .terminal(query)
        }
        guard !replies.hasAsked(.probe(cacheName: nil)) else { return nil }
        // `--terminal probe`, or `auto` on a terminal that answered and that nothing
        // named with rules known (docs/terminals.md, "probe"), or whose profile `auto`
        // guessed.
        var wanted = TerminalProbe.isWanted(parsed, in: environment)
        var checking = false
        var cacheName: String?
        if !wanted, name == "auto", replies.terminalAnswers?.answered == true,
           let choice = try? TerminalChoice(resolving: parsed, in: environment, replies: replies) {
            // A guess is checked once per release, under its cache's name: a terminal
            // nothing but `TERM` identifies would be probed at every start.
            if choice.checksGuess {
                cacheName = TerminalProbe.cacheName(variables, replies.terminalAnswers)
                checking = cacheName != nil
            }
            wanted = choice.wantsProbe || checking
            // Not probing: the same replies make the same choice, kept for the decision.
            if !wanted { resolved = choice }
        }
        guard wanted else { return nil }
        if !checking { cacheName = TerminalProbe.cacheName(variables, replies.terminalAnswers) }
        return .probe(cacheName: cacheName, measures: TerminalQuery.runsOnATerminal(parsed, in: environment),
                      checksGuess: checking)
    }

    /// A profile's name as given, and by what.
    struct Given {
        let name: String
        let source: String
    }

    /// The profile's name as given, and by what: `--terminal`, else `MARQUEE_TERMINAL`,
    /// else `auto`. A struct, not a tuple: a tuple of strings has its type built at run
    /// time, which every start would pay for.
    static func given(_ parsed: ParsedArguments, _ variables: TerminalVariables) throws(UsageError) -> Given {
        if let option = parsed.string(.terminal) { return Given(name: option, source: "--terminal") }
        if let variable = variables[TerminalChoice.environmentVariable], !variable.isEmpty {
            guard TerminalChoice.names.contains(variable) else {
                throw .invalidValue(TerminalChoice.environmentVariable,
                                    expected: "auto, generic or a terminal's name (see --help)", got: variable)
            }
            return Given(name: variable, source: TerminalChoice.environmentVariable)
        }
        return Given(name: "auto", source: "the default")
    }

    /// The choice with what is known: the arguments, the environment and the replies so
    /// far (none: the environment alone).
    package init(resolving parsed: ParsedArguments, in environment: Environment,
                replies: TerminalReplies = TerminalReplies()) throws(UsageError) {
        let variables = environment.terminalVariables
        let given = try TerminalChoice.given(parsed, variables)
        switch given.name {
        case "generic":
            profile = nil
            explanation = "generic: \(given.source)"
        case "probe" where replies.probe != nil:
            let probe = replies.probe!
            profile = probe.measurements.profile
            explanation = "probe: the terminal measured by cursor position reports (\(probe.source))"
        case "auto", "probe":
            // A probe that could not run (not a terminal, `--once`, a status bar's
            // format) or had no answer in time is `auto`, quietly.
            // A status bar draws the frame, not the terminal marquee runs in: tmux's
            // status line is measured as that tmux, the other bars generic. The formats
            // that redraw in place are the ones a terminal draws.
            var decision: TerminalDetection.Decision
            let format = parsed.choice(.format, as: OutputFormat.self)
            if format == .tmux {
                decision = TerminalDetection.decideForTmuxStatusLine(
                    variables, tmuxVersionOutput: replies.tmuxVersionOutput)
            } else if let format, !format.redrawsInPlace {
                decision = TerminalDetection.Decision(
                    profile: nil, reason: "generic: --format \(format.rawValue) is drawn by its consumer, not the terminal")
            } else if let answers = replies.terminalAnswers {
                var setsMode = false
                decision = TerminalChoice.decide(variables, answers, setsGraphemeMode: &setsMode)
                setsGraphemeMode = setsMode
                if let source = replies.terminalAnswersSource {
                    decision = TerminalDetection.Decision(profile: decision.profile, reason: decision.reason + "; \(source)",
                                                          knowsRules: decision.knowsRules)
                }
            } else {
                decision = TerminalDetection.decide(variables)
            }
            // A tmux 3.6 or later says how it is set up: its word beats its defaults.
            if let options = replies.tmuxServerOptions, let applied = decision.profile?.applying(options) {
                decision = TerminalDetection.Decision(
                    profile: applied.profile, reason: decision.reason + "; server options: " + applied.summary)
            }
            profile = decision.profile
            explanation = decision.reason
            wantsProbe = !decision.knowsRules
            checksGuess = given.name == "auto" && decision.knowsRules && replies.terminalAnswers?.answered == true
                && TerminalChoice.isCheckable(decision.profile)
            if checksGuess, let guess = decision.profile, let probe = replies.probe {
                let check = GuessCheck(guess: guess, reason: decision.reason, probe: probe)
                profile = check.profile
                explanation = check.explanation
            }
            // What the terminal measured beats what nothing knew.
            if wantsProbe, let probe = replies.probe {
                profile = probe.measurements.profile
                explanation = "probe: " + decision.reason
                    + "; the terminal measured by cursor position reports (\(probe.source))"
            }
        default:
            profile = TerminalProfile(named: given.name)
            explanation = "\(profile?.name ?? given.name): \(given.source)"
        }
    }

    /// Whether the probe can check `profile`: a terminal's own table or rules, not the C
    /// library's widths nor tmux's cells.
    private static func isCheckable(_ profile: TerminalProfile?) -> Bool {
        guard let profile else { return false }
        return profile.cLibrary == nil && profile.tmuxCells == nil
    }

    /// `auto` on a terminal that was asked: a terminal in grapheme cluster
    /// mode, or one that lets marquee set it, is measured by the Terminal Unicode Core
    /// rules, whatever the environment says (WezTerm names itself and has the mode on);
    /// otherwise the environment decides, then XTVERSION's answer. `setsGraphemeMode`
    /// (an inout, not a tuple beside the decision, whose type a prompt's start would pay
    /// to build): whether marquee sets the mode.
    private static func decide(_ variables: TerminalVariables, _ answers: TerminalAnswers,
                               setsGraphemeMode: inout Bool) -> TerminalDetection.Decision {
        switch answers.graphemeMode {
        case 1, 3:
            let reason = "unicode-core: the terminal has grapheme cluster mode 2027 on (\(answers.graphemeModeSaid))"
            return TerminalDetection.Decision(profile: .unicodeCore, reason: reason)
        case 2:
            setsGraphemeMode = true
            let reason = "unicode-core: grapheme cluster mode 2027 set by marquee (\(answers.graphemeModeSaid))"
            return TerminalDetection.Decision(profile: .unicodeCore, reason: reason)
        default:
            break
        }
        let decision = TerminalDetection.decide(variables, answers: answers)
        return TerminalDetection.Decision(profile: decision.profile, reason: decision.reason + "; " + answers.graphemeModeSaid,
                                          knowsRules: decision.knowsRules)
    }
}
