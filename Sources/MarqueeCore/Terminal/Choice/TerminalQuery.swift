import TerminalWidth

/// The questions put to the terminal before a run that redraws in place (docs/terminals.md), and what its answers were.
///
/// One write asks everything: DECRQM for grapheme cluster mode 2027, XTVERSION and DA2
/// when the environment did not name the terminal or did not give the release that
/// decides its profile, and DA1 last, which every terminal answers, in order, so its
/// answer says that nothing else is coming (`TerminalConversation`). The first frame waits
/// `limitNanoseconds` for all of it, and for a probe after it; answers that come later
/// are still heard.
package struct TerminalQuery: Equatable, Sendable {
    /// Whether XTVERSION and DA2 are asked: only when the environment left the terminal,
    /// or the release that decides its profile, unknown.
    package let asksVersion: Bool
    /// Whether the questions go to the controlling terminal (`/dev/tty`) instead of
    /// standard input and output: for a prompt's `--once` or `--frame`, whose output
    /// goes to the shell (docs/terminals.md, "Prompts").
    package var throughControllingTerminal = false

    package init(asksVersion: Bool, throughControllingTerminal: Bool = false) {
        self.asksVersion = asksVersion
        self.throughControllingTerminal = throughControllingTerminal
    }

    package static let limitNanoseconds = 100_000_000

    /// `CSI ? 2027 $ p`, `CSI > q` and `CSI > c` when asked, `CSI c`.
    package var bytes: [UInt8] {
        Array(("\u{1B}[?2027$p" + (asksVersion ? "\u{1B}[>q\u{1B}[>c" : "") + "\u{1B}[c").utf8)
    }

    /// The query for this run, or nil when none is to be made: only `auto` and `probe`
    /// ask (a profile the user named wins), and only a run that draws on a terminal:
    /// in place, with the terminal on both standard input (the answers come there) and
    /// standard output, or a prompt's `--once` or `--frame` (through the controlling
    /// terminal, where the shell finds one in the foreground). Never for `--lines` or a
    /// status bar's format: a status bar draws the frame, not a terminal.
    static func plan(_ parsed: ParsedArguments, in environment: Environment) -> TerminalQuery? {
        let inPlace = runsOnATerminal(parsed, in: environment)
        guard inPlace || drawsForAPrompt(parsed) else { return nil }
        switch (try? TerminalChoice.given(parsed, environment.terminalVariables))?.name {
        case "auto" where !inPlace:
            // A prompt asks everything, once: the answers are remembered, and a start
            // that reads them is spared deciding first whether the version is wanted.
            return TerminalQuery(asksVersion: true, throughControllingTerminal: true)
        case "auto":
            return TerminalQuery(asksVersion: TerminalDetection.wantsVersion(after: TerminalDetection.decide(environment.terminalVariables)))
        case "probe":
            // XTVERSION and DA2 key the probe's cache.
            return TerminalQuery(asksVersion: true, throughControllingTerminal: !inPlace)
        default:
            return nil
        }
    }

    /// Whether this may be one frame for a prompt (`PS1='$(marquee --once …)'`): `--once`
    /// or `--frame` in a format a terminal draws. Standard input may be anything (the
    /// prompt's text may come from a file); whether a terminal is there to ask is the
    /// shell's to find: a prompt's command substitution has its controlling terminal in
    /// the foreground, a status bar's job has no controlling terminal at all.
    static func drawsForAPrompt(_ parsed: ParsedArguments) -> Bool {
        (parsed.isGiven(.once) || parsed.isGiven(.frame)) && !parsed.isGiven(.lines)
            && (parsed.choice(.format, as: OutputFormat.self)?.redrawsInPlace ?? true)
    }

    /// Whether the terminal may be asked anything in this run: a terminal on both
    /// standard input and output, frames redrawn in place (`--explain` counts as such).
    static func runsOnATerminal(_ parsed: ParsedArguments, in environment: Environment) -> Bool {
        environment.standardInputIsTerminal && environment.standardOutputIsTerminal
            && !parsed.isGiven(.frame) && !parsed.isGiven(.once) && !parsed.isGiven(.lines)
            && (parsed.choice(.format, as: OutputFormat.self)?.redrawsInPlace ?? true)
    }
}

extension TerminalAnswers {
    /// What the terminal said of mode 2027, for `--explain`.
    var graphemeModeSaid: String {
        switch graphemeMode {
        case 0: "DECRQM 2027: reply 0, not recognised"
        case 1: "DECRQM 2027: reply 1, set"
        case 2: "DECRQM 2027: reply 2, reset"
        case 3: "DECRQM 2027: reply 3, permanently set"
        case 4: "DECRQM 2027: reply 4, permanently reset"
        case let other?: "DECRQM 2027: reply \(other), unknown"
        case nil: answered ? "DECRQM 2027: no reply" : "no answer from the terminal"
        }
    }
}
