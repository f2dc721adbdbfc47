import MarqueeCore

/// The program: arguments in, frames out. Everything it decides comes from the core;
/// this only wires the core to the process's descriptors, clock and signals.
enum Marquee {
    static func main(_ arguments: [String]) -> Never {
        Signals.install()
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
        let settings: Settings
        do {
            settings = try Settings(resolving: parsed, in: environment)
        } catch {
            Exit.usage(error)
        }

        let text = loadText(settings)
        Signals.exitIfTerminating()
        let display = Display(settings: settings, environment: environment, text: text)
        switch settings.output {
        case .frame(let frame):
            printFrame(frame, display)
        case .once:
            let frame = System.wallClockNanoseconds() / max(settings.intervalNanoseconds, 1)
            printFrame(frame, display)
        case .animation(let inPlace):
            var animation = Animation(display: display, settings: settings, inPlace: inPlace)
            animation.run()
        }
    }

    /// The first text to show.
    private static func loadText(_ settings: Settings) -> LaidOutText {
        var builder = LaidOutText.Builder(settings: settings.text)
        switch settings.source {
        case .arguments(let text):
            builder.feed(Array(text.utf8))
        case .standardInput:
            StandardInput.readAll(into: &builder)
        case .follow, .update:
            break
        }
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
