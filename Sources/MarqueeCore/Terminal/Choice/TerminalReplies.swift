import TerminalWidth

/// A question the shell puts to the world on the terminal choice's behalf
/// (`TerminalChoice.next`); what an answer means is the choice's to decide.
package enum TerminalQuestion: Equatable, Sendable {
    /// `tmux -V`, for `--format tmux` when the environment does not give tmux's version.
    case tmuxVersion
    /// `tmux show -sv codepoint-widths` and `variation-selector-always-wide`, for a tmux
    /// 3.6 or later that `auto` chose.
    case tmuxServerOptions
    /// DECRQM 2027, XTVERSION when asked, DA1 last, put to the terminal itself.
    case terminal(TerminalQuery)
    /// The samples measured by cursor position reports, or the cache file of that name
    /// (`TerminalProbe.cacheName`; nil: measured, not cached): `--terminal probe`, or
    /// `auto` where nothing knows the terminal's rules. `measures` false: the cache only,
    /// for a prompt's frame, whose line is the shell's to draw on. `checksGuess`: it
    /// checks a profile `auto` guessed (`GuessCheck`), and no frame waits for it: the
    /// guess stands until the reports are in.
    case probe(cacheName: String?, measures: Bool = true, checksGuess: Bool = false)
    /// The system's C library, for a profile that measures with it and no `--libc`.
    case cLibrary
}

/// What the shell heard back for one question; nil inside: no answer (no tmux, a
/// failure, nothing in time, not a terminal).
package enum TerminalReply: Equatable, Sendable {
    case tmuxVersion(String?)
    case tmuxServerOptions(TmuxWidthOptions?)
    /// `source`: where the answers came from, for `--explain` (asked now, or remembered
    /// in a file); nil says nothing.
    case terminal(TerminalAnswers?, source: String? = nil)
    case probe(ProbeOutcome?)
    case cLibrary(CLibraryFinding?)

    /// No answer to `question`.
    package static func none(to question: TerminalQuestion) -> TerminalReply {
        switch question {
        case .tmuxVersion: .tmuxVersion(nil)
        case .tmuxServerOptions: .tmuxServerOptions(nil)
        case .terminal: .terminal(nil)
        case .probe: .probe(nil)
        case .cLibrary: .cLibrary(nil)
        }
    }
}

/// The answers so far: each question is asked at most once.
package struct TerminalReplies: Equatable, Sendable {
    /// What `tmux -V` printed (`tmux 3.3a`).
    package private(set) var tmuxVersionOutput: String?
    /// What a tmux 3.6 or later server said of its width options.
    package private(set) var tmuxServerOptions: TmuxWidthOptions?
    /// What the terminal answered to `TerminalQuery`.
    package private(set) var terminalAnswers: TerminalAnswers?
    /// Where those answers came from.
    package private(set) var terminalAnswersSource: String?
    /// What the probe measured, and where from.
    package private(set) var probe: ProbeOutcome?
    /// The system's C library, and what said so.
    package private(set) var cLibrary: CLibraryFinding?
    private var askedCLibrary = false
    private var askedTmuxVersion = false
    private var askedTmuxServerOptions = false
    private var askedTerminal = false
    private var askedProbe = false

    package init() {}

    package init(_ replies: TerminalReply...) {
        for reply in replies { record(reply) }
    }

    package mutating func record(_ reply: TerminalReply) {
        switch reply {
        case .tmuxVersion(let output):
            tmuxVersionOutput = output
            askedTmuxVersion = true
        case .tmuxServerOptions(let options):
            tmuxServerOptions = options
            askedTmuxServerOptions = true
        case .terminal(let answers, let source):
            terminalAnswers = answers
            terminalAnswersSource = source
            askedTerminal = true
        case .probe(let outcome):
            probe = outcome
            askedProbe = true
        case .cLibrary(let finding):
            cLibrary = finding
            askedCLibrary = true
        }
    }

    /// Whether `question` was asked already, answered or not.
    /// Whether the terminal was asked its questions (`hasAsked(.terminal(…))`, whatever
    /// the query).
    var hasAskedTerminal: Bool { askedTerminal }

    func hasAsked(_ question: TerminalQuestion) -> Bool {
        switch question {
        case .tmuxVersion: askedTmuxVersion
        case .tmuxServerOptions: askedTmuxServerOptions
        case .terminal: askedTerminal
        case .probe: askedProbe
        case .cLibrary: askedCLibrary
        }
    }
}
