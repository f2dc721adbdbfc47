@testable import MarqueeCore
@testable import TerminalWidth

/// Steps `TerminalChoice.next` as the shell does, answering each question from a script
/// instead of tmux or a terminal: the questions, in the order asked, and the choice.
struct ScriptedChoice {
    var tmuxSays: String?
    var serverOptions: TmuxWidthOptions?
    var terminalAnswers: TerminalAnswers?
    var probe: ProbeOutcome?
    /// The system's C library as the shell would find it: glibc 2.36, this machine's.
    var cLibrary: CLibraryFinding? = CLibraryFinding(.glibc(GlibcRelease(2, 36)), source: "a script")

    func run(_ parsed: ParsedArguments, in environment: Environment) throws
        -> (asked: [TerminalQuestion], choice: TerminalChoice) {
        var replies = TerminalReplies()
        var asked: [TerminalQuestion] = []
        while true {
            switch try TerminalChoice.next(parsed, in: environment, replies: replies) {
            case .decided(let choice):
                return (asked, choice)
            case .ask(let question):
                // A question asked twice would loop forever in the shell.
                guard !asked.contains(question) else { throw Repeated(question: question) }
                asked.append(question)
                switch question {
                case .tmuxVersion: replies.record(.tmuxVersion(tmuxSays))
                case .tmuxServerOptions: replies.record(.tmuxServerOptions(serverOptions))
                case .terminal: replies.record(.terminal(terminalAnswers))
                case .probe: replies.record(.probe(probe))
                case .cLibrary: replies.record(.cLibrary(cLibrary))
                }
            }
        }
    }

    struct Repeated: Error {
        let question: TerminalQuestion
    }
}
