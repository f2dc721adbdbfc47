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
        var environment = Environment.current()
        if TerminalChoice.needsTmuxVersion(parsed, in: environment) {
            environment.tmuxVersionOutput = TmuxVersion.ask()
        }
        if TerminalChoice.needsTmuxServerOptions(parsed, in: environment) {
            environment.tmuxServerOptions = TmuxServerOptions.ask()
        }
        if parsed.explain {
            // Before the text is needed: `marquee --explain` alone on a terminal is fine.
            ask(parsed, &environment)
            do {
                let choice = try TerminalChoice(resolving: parsed, in: environment)
                Exit.writeOutput(Array((choice.explanation + "\n").utf8))
            } catch {
                Exit.usage(error)
            }
            Exit.now(0)
        }
        // Arguments that cannot run are reported before the terminal is asked anything.
        var settings: Settings
        do {
            settings = try Settings(resolving: parsed, in: environment)
            if ask(parsed, &environment) {
                settings = try Settings(resolving: parsed, in: environment)
            }
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
        let text = settings.source == .standardInput ? readStandardInput(settings) : LaidOutText(text: textBytes, settings: settings.text)
        Signals.exitIfTerminating()
        let display = Display(settings: settings, environment: environment, text: text)
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

    /// Asks the terminal what `auto` or `probe` needs of it, if anything; true if it was asked.
    private static func ask(_ parsed: ParsedArguments, _ environment: inout Environment) -> Bool {
        if let query = TerminalQuery.plan(parsed, in: environment) {
            environment.terminalAnswers = TerminalInquiry.ask(query)
            return true
        }
        if TerminalProbe.isWanted(parsed, in: environment) {
            environment.probe = TerminalProbeRun.run(term: environment.terminalVariables["TERM"])
            return true
        }
        return false
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
