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

/// The answers so far, by kind: each question is asked at most once, and its kind's
/// reply is nil until it is.
package struct TerminalReplies: Equatable, Sendable {
    private var tmuxVersion: TerminalReply?
    private var tmuxServer: TerminalReply?
    private var terminal: TerminalReply?
    private var probeReply: TerminalReply?
    private var cLibraryReply: TerminalReply?

    package init() {}

    package init(_ replies: TerminalReply...) {
        for reply in replies { record(reply) }
    }

    package mutating func record(_ reply: TerminalReply) {
        switch reply {
        case .tmuxVersion: tmuxVersion = reply
        case .tmuxServerOptions: tmuxServer = reply
        case .terminal: terminal = reply
        case .probe: probeReply = reply
        case .cLibrary: cLibraryReply = reply
        }
    }

    /// What `tmux -V` printed (`tmux 3.3a`).
    package var tmuxVersionOutput: String? {
        guard case .tmuxVersion(let output)? = tmuxVersion else { return nil }
        return output
    }

    /// What a tmux 3.6 or later server said of its width options.
    package var tmuxServerOptions: TmuxWidthOptions? {
        guard case .tmuxServerOptions(let options)? = tmuxServer else { return nil }
        return options
    }

    /// What the terminal answered to `TerminalQuery`.
    package var terminalAnswers: TerminalAnswers? {
        guard case .terminal(let answers, _)? = terminal else { return nil }
        return answers
    }

    /// Where those answers came from.
    package var terminalAnswersSource: String? {
        guard case .terminal(_, let source)? = terminal else { return nil }
        return source
    }

    /// What the probe measured, and where from.
    package var probe: ProbeOutcome? {
        guard case .probe(let outcome)? = probeReply else { return nil }
        return outcome
    }

    /// The system's C library, and what said so.
    package var cLibrary: CLibraryFinding? {
        guard case .cLibrary(let finding)? = cLibraryReply else { return nil }
        return finding
    }

    /// Whether the terminal was asked its questions (`hasAsked(.terminal(…))`, whatever
    /// the query).
    var hasAskedTerminal: Bool { terminal != nil }

    /// Whether `question` was asked already, answered or not.
    func hasAsked(_ question: TerminalQuestion) -> Bool {
        switch question {
        case .tmuxVersion: tmuxVersion != nil
        case .tmuxServerOptions: tmuxServer != nil
        case .terminal: terminal != nil
        case .probe: probeReply != nil
        case .cLibrary: cLibraryReply != nil
        }
    }
}
