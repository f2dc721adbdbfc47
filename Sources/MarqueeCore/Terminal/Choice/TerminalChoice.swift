/// The terminal profile of one run and why (SPEC §2.7): `--terminal`, else
/// `MARQUEE_TERMINAL`, else `auto`.
public struct TerminalChoice: Equatable, Sendable {
    /// nil is `generic`.
    public let profile: TerminalProfile?
    /// One line for `--explain`: the profile and what decided it.
    public let explanation: String
    /// Whether the shell must set grapheme cluster mode 2027 for the run and reset it on
    /// every way out: the terminal said the mode can be set (DECRQM reply 2).
    public private(set) var setsGraphemeMode = false

    public static let environmentVariable = "MARQUEE_TERMINAL"

    /// What `--terminal` and `MARQUEE_TERMINAL` take.
    public static let names = ["auto", "generic", "probe"] + TerminalProfile.terminalNames

    /// Every variable the choice reads, for the shell to collect.
    public static let environmentVariableNames = [environmentVariable] + TerminalDetection.variableNames

    /// Whether this run's choice needs what `tmux -V` prints (`Environment.tmuxVersionOutput`):
    /// `auto` with `--format tmux`, where the variables do not give tmux's version.
    public static func needsTmuxVersion(_ parsed: ParsedArguments, in environment: Environment) -> Bool {
        guard parsed.format == .tmux, let given = try? given(parsed, environment.terminalVariables) else { return false }
        return (given.name == "auto" || given.name == "probe") && TerminalDetection.needsTmuxVersion(environment.terminalVariables)
    }

    /// Whether this run's choice needs what a tmux server says of its width options
    /// (`Environment.tmuxServerOptions`, SPEC §2.8): `auto` chose a tmux 3.6 or later, inside
    /// tmux (`TMUX` set) or for `--format tmux`, with `--once` and `--frame` too. Never for
    /// a profile the user named.
    public static func needsTmuxServerOptions(_ parsed: ParsedArguments, in environment: Environment) -> Bool {
        guard environment.tmuxServerOptions == nil,
              let given = try? given(parsed, environment.terminalVariables), given.name == "auto",
              parsed.format == .tmux || !(environment.terminalVariables["TMUX"] ?? "").isEmpty,
              let choice = try? TerminalChoice(resolving: parsed, in: environment) else { return false }
        return choice.profile?.readsTmuxServerOptions == true
    }

    /// The profile's name as given, and by what: `--terminal`, else `MARQUEE_TERMINAL`, else `auto`.
    static func given(_ parsed: ParsedArguments, _ variables: [String: String])
        throws(UsageError) -> (name: String, source: String) {
        let given: (name: String, source: String)
        if let option = parsed.terminal {
            given = (option, "--terminal")
        } else if let variable = variables[TerminalChoice.environmentVariable], !variable.isEmpty {
            guard TerminalChoice.names.contains(variable) else {
                throw .invalidValue(TerminalChoice.environmentVariable,
                                    expected: "auto, generic or a terminal's name (see --help)", got: variable)
            }
            given = (variable, TerminalChoice.environmentVariable)
        } else {
            given = ("auto", "the default")
        }
        return given
    }

    public init(resolving parsed: ParsedArguments, in environment: Environment) throws(UsageError) {
        let variables = environment.terminalVariables
        let given = try TerminalChoice.given(parsed, variables)
        switch given.name {
        case "generic":
            profile = nil
            explanation = "generic: \(given.source)"
        case "probe" where environment.probe != nil:
            let probe = environment.probe!
            profile = probe.measurements.profile
            explanation = "probe: the terminal measured by cursor position reports (\(probe.source))"
        case "auto", "probe":
            // A probe that could not run (not a terminal, `--once`, a status bar's
            // format) or had no answer in time is `auto`, quietly.
            // A status bar draws the frame, not the terminal marquee runs in: tmux's
            // status line is measured as that tmux, the other bars generic. The formats
            // that redraw in place are the ones a terminal draws.
            var decision: TerminalDetection.Decision
            if parsed.format == .tmux {
                decision = TerminalDetection.decideForTmuxStatusLine(
                    variables, tmuxVersionOutput: environment.tmuxVersionOutput)
            } else if let format = parsed.format, !format.redrawsInPlace {
                decision = TerminalDetection.Decision(
                    profile: nil, reason: "generic: --format \(format.rawValue) is drawn by its consumer, not the terminal")
            } else if let answers = environment.terminalAnswers {
                (decision, setsGraphemeMode) = TerminalChoice.decide(variables, answers)
            } else {
                decision = TerminalDetection.decide(variables)
            }
            // A tmux 3.6 or later says how it is set up (SPEC §2.8): its word beats its defaults.
            if let options = environment.tmuxServerOptions, let applied = decision.profile?.applying(options) {
                decision = TerminalDetection.Decision(
                    profile: applied.profile, reason: decision.reason + "; server options: " + applied.summary)
            }
            profile = decision.profile
            explanation = decision.reason
        default:
            profile = TerminalProfile(named: given.name)
            explanation = "\(profile?.name ?? given.name): \(given.source)"
        }
    }

    /// `auto` on a terminal that was asked (SPEC §2.8): a terminal in grapheme cluster
    /// mode, or one that lets marquee set it, is measured by the Terminal Unicode Core
    /// rules, whatever the environment says (WezTerm names itself and has the mode on);
    /// otherwise the environment decides, then XTVERSION's answer.
    private static func decide(_ variables: [String: String], _ answers: TerminalAnswers)
        -> (decision: TerminalDetection.Decision, setsGraphemeMode: Bool) {
        switch answers.graphemeMode {
        case 1, 3:
            let reason = "unicode-core: the terminal has grapheme cluster mode 2027 on (\(answers.graphemeModeSaid))"
            return (TerminalDetection.Decision(profile: .unicodeCore, reason: reason), false)
        case 2:
            let reason = "unicode-core: grapheme cluster mode 2027 set by marquee (\(answers.graphemeModeSaid))"
            return (TerminalDetection.Decision(profile: .unicodeCore, reason: reason), true)
        default:
            break
        }
        var decision = TerminalDetection.decide(variables)
        if decision.profile == nil, let version = answers.version,
           let byVersion = TerminalDetection.decide(version: version) {
            decision = byVersion
        }
        return (TerminalDetection.Decision(profile: decision.profile, reason: decision.reason + "; " + answers.graphemeModeSaid),
                false)
    }
}
