import MarqueeCore

/// The program: arguments in, frames out. Everything it decides comes from the core;
/// this only wires the core to the process's descriptors, clock and signals.
enum Marquee {
    static func main(_ arguments: [String]) -> Never {
        Signals.install()
        CrashGuard.install()
        let parsed: ParsedArguments
        do {
            parsed = try ArgumentParser.parse(arguments)
        } catch {
            Exit.usage(error)
        }
        if parsed.help {
            Exit.writeOutput(Array(HelpText.text.utf8))
            Exit.now(0)
        }
        if parsed.version {
            Exit.writeOutput(Array(HelpText.versionLine.utf8))
            Exit.now(0)
        }
        let environment = Environment.current()
        if parsed.explain {
            // Before the text is needed: `marquee --explain` alone on a terminal is fine.
            do {
                let choice = try chooseTerminal(parsed, environment)
                Exit.writeOutput(Array((choice.explanation + "\n").utf8))
            } catch {
                Exit.usage(error)
            }
            Exit.now(0)
        }
        // Arguments that cannot run are reported before anything is asked.
        var settings: Settings
        do {
            settings = try Settings(resolving: parsed, in: environment)
            settings.measure(as: try chooseTerminal(parsed, environment))
        } catch {
            Exit.usage(error)
        }

        var feed: TextFeed?
        var textBytes: [UInt8] = []
        switch settings.source {
        case .arguments(let text):
            textBytes = Array(text.utf8)
        case .standardInput:
            break
        case .follow:
            feed = FollowFeed()
        case .update(let command, let every):
            let update = UpdateFeed(command: command, every: every, now: System.monotonicNanoseconds())
            textBytes = update.firstText()
            feed = update
        }
        let display: Display
        if let template = settings.template {
            if settings.source == .standardInput { textBytes = StandardInput.readAll() }
            Signals.exitIfTerminating()
            display = Display(settings: settings, environment: environment, template: template, text: textBytes)
        } else {
            let text = settings.source == .standardInput ? readStandardInput(settings) : LaidOutText(text: textBytes, settings: settings.text)
            Signals.exitIfTerminating()
            display = Display(settings: settings, environment: environment, text: text)
        }
        switch settings.output {
        case .frame(let frame):
            printFrame(frame, display)
        case .once:
            let frame = System.wallClockNanoseconds() / max(settings.intervalNanoseconds, 1)
            printFrame(frame, display)
        case .animation(let inPlace):
            var animation = Animation(display: display, settings: settings, inPlace: inPlace,
                                      text: textBytes, feed: feed)
            animation.run()
        }
    }

    /// The terminal profile: the core's choice, stepped until it is decided, each
    /// question it asks put to tmux or the terminal here.
    private static func chooseTerminal(_ parsed: ParsedArguments, _ environment: Environment)
        throws(UsageError) -> TerminalChoice {
        var replies = TerminalReplies()
        while true {
            switch try TerminalChoice.next(parsed, in: environment, replies: replies) {
            case .decided(let choice):
                return choice
            case .ask(let question):
                replies.record(reply(to: question, environment))
            }
        }
    }

    private static func reply(to question: TerminalQuestion, _ environment: Environment) -> TerminalReply {
        switch question {
        case .tmuxVersion:
            .tmuxVersion(TmuxVersion.ask())
        case .tmuxServerOptions:
            .tmuxServerOptions(TmuxServerOptions.ask())
        case .terminal(let query):
            .terminal(TerminalInquiry.ask(query))
        case .probe(let cacheName):
            .probe(TerminalProbeRun.run(cacheName: cacheName))
        case .cLibrary:
            .cLibrary(CLibraryLookup.find())
        }
    }

    /// Standard input to its end, laid out as it arrives.
    private static func readStandardInput(_ settings: Settings) -> LaidOutText {
        var builder = LaidOutText.Builder(settings: settings.text)
        StandardInput.readAll(into: &builder)
        return builder.finish()
    }

    private static func printFrame(_ frame: Int, _ display: Display) -> Never {
        var display = display
        var output: [UInt8] = []
        display.compose(frame: frame, into: &output)
        output.append(0x0A)
        Exit.writeOutput(output)
        Exit.now(0)
    }
}
