@testable import MarqueeCore
@testable import TerminalWidth

/// Answers the core's choice (`TerminalChoice.resolve`) from a script instead of tmux or
/// a terminal: the questions, in the order asked, and the choice.
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
        let choice = try TerminalChoice.resolve(parsed, in: environment, replies: &replies) { question in
            asked.append(question)
            switch question {
            case .tmuxVersion: return .tmuxVersion(tmuxSays)
            case .tmuxServerOptions: return .tmuxServerOptions(serverOptions)
            case .terminal: return .terminal(terminalAnswers)
            case .probe: return .probe(probe)
            case .cLibrary: return .cLibrary(cLibrary)
            }
        }
        // The core asks each question at most once; a question asked twice would be a
        // loop that a script hides.
        for (index, question) in asked.enumerated() where asked[..<index].contains(question) {
            throw Repeated(question: question)
        }
        return (asked, choice)
    }

    struct Repeated: Error {
        let question: TerminalQuestion
    }
}
