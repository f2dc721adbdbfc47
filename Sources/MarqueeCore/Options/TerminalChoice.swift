/// The terminal profile of one run and why (SPEC §2.7): `--terminal`, else
/// `MARQUEE_TERMINAL`, else `auto`.
public struct TerminalChoice: Equatable, Sendable {
    /// nil is `generic`.
    public let profile: TerminalProfile?
    /// One line for `--explain`: the profile and what decided it.
    public let explanation: String

    public static let environmentVariable = "MARQUEE_TERMINAL"

    /// What `--terminal` and `MARQUEE_TERMINAL` take.
    public static let names = ["auto", "generic"] + TerminalProfile.terminalNames

    /// Every variable the choice reads, for the shell to collect.
    public static let environmentVariableNames = [environmentVariable] + TerminalDetection.variableNames

    public init(resolving parsed: ParsedArguments, in environment: Environment) throws(UsageError) {
        let variables = environment.terminalVariables
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

        switch given.name {
        case "generic":
            profile = nil
            explanation = "generic: \(given.source)"
        case "auto":
            // A status bar draws the frame, not the terminal marquee runs in. tmux's own
            // widths are not modelled yet, so its status line is measured generic too.
            // The formats that redraw in place are the ones a terminal draws.
            if let format = parsed.format, !format.redrawsInPlace {
                profile = nil
                explanation = format == .tmux
                    ? "generic: --format tmux is drawn by tmux; tmux: not modelled yet"
                    : "generic: --format \(format.rawValue) is drawn by its consumer, not the terminal"
            } else {
                let decision = TerminalDetection.decide(variables)
                profile = decision.profile
                explanation = decision.reason
            }
        default:
            profile = TerminalProfile(named: given.name)
            explanation = "\(profile?.name ?? given.name): \(given.source)"
        }
    }
}
