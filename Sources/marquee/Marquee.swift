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
        if parsed.isGiven(.help) {
            Exit.writeOutput(Array(HelpText.text.utf8))
            Exit.now(0)
        }
        if parsed.isGiven(.version) {
            Exit.writeOutput(Array(HelpText.versionLine.utf8))
            Exit.now(0)
        }
        let environment = Environment.current()
        if parsed.isGiven(.explain) {
            // Before the text is needed: `marquee --explain` alone on a terminal is fine.
            // It has no frame to draw meanwhile: it waits for what the answers decide.
            do {
                var choice = try TerminalChoiceRun(parsed, in: environment)
                let cellWidths = try Settings.cellWidths(parsed, environment.terminalVariables)
                choice.waitForAnswers()
                var explanation = choice.choice.explanation
                if !cellWidths.widths.isEmpty {
                    explanation += "; cell widths over it: " + cellWidths.widths.map(\.spelled).joined(separator: ",")
                        + " (\(cellWidths.source))"
                }
                Exit.writeOutput(Array((explanation + "\n").utf8))
            } catch {
                Exit.usage(error)
            }
            Exit.now(0)
        }
        // Arguments that cannot run are reported before anything is asked.
        var settings: Settings
        var choice: TerminalChoiceRun
        do {
            settings = try Settings(resolving: parsed, in: environment)
            choice = try TerminalChoiceRun(parsed, in: environment)
            settings.measure(as: choice.choice)
        } catch {
            Exit.usage(error)
        }
        // Answers still to come may change the widths in mid-run: the text is kept as
        // bytes to be laid out again.
        let mayMeasureAgain = choice.isWaiting

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
        if settings.template != nil || mayMeasureAgain, settings.source == .standardInput {
            textBytes = StandardInput.readAll()
        }
        if let template = settings.template {
            Signals.exitIfTerminating()
            display = Display(settings: settings, environment: environment, template: template, text: textBytes)
        } else {
            let text = settings.source == .standardInput && !mayMeasureAgain
                ? readStandardInput(settings) : LaidOutText(text: textBytes, settings: settings.text)
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
                                      text: textBytes, feed: feed, setsGraphemeMode: choice.choice.setsGraphemeMode,
                                      choice: mayMeasureAgain ? choice : nil)
            animation.run()
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
        var output = FrameBytes()
        display.compose(frame: frame, into: &output)
        output.append(0x0A)
        Exit.writeOutput(output)
        Exit.now(0)
    }
}
