import TerminalWidth

/// Where the text comes from.
package enum TextSource: Equatable, Sendable {
    case arguments(String)
    case standardInput
    /// `--follow`: each complete line of standard input replaces the text.
    case follow
    /// `--update CMD --every S`.
    case update(command: String, everyNanoseconds: Int)
}

/// What the run produces.
package enum RunOutput: Equatable, Sendable {
    /// `--frame K`: that frame alone.
    case frame(Int)
    /// `--once`: the frame for the wall clock's time.
    case once
    /// Frames on a timer, redrawn in place or one per line.
    case animation(inPlace: Bool)
}

/// The resolved settings of one run ("high" settings): the user's arguments applied to
/// the environment, every default filled in.
package struct Settings: Equatable, Sendable {
    package static let defaultIntervalNanoseconds = 125_000_000
    package static let defaultWidth = 40
    package static let defaultHeight = 10

    package var source: TextSource
    package var output: RunOutput
    package var format: OutputFormat
    /// Whether styles reach the output (`--color`, `NO_COLOR`, `--format plain`).
    package var keepsStyles: Bool
    /// `--width`; nil follows the terminal.
    package var fixedWidth: Int?
    package var fixedHeight: Int?
    package var intervalNanoseconds: Int
    package var motion: MotionSettings
    package var vertical: Bool
    package var text: TextSettings
    /// Blank rows between repetitions, vertically.
    package var gapRows: Int
    /// Stop conditions; nil runs on.
    package var loops: Int?
    package var timeoutNanoseconds: Int?
    package var frames: Int?
    package var tweenNanoseconds: Int?
    /// `--pause-if CMD`, run every `pauseEveryNanoseconds`.
    package var pauseCommand: String?
    package var pauseEveryNanoseconds: Int
    /// `--paused-at`: where SIGUSR1 and `--pause-if` hold the text.
    package var pausedAt: PausedAt
    /// `--shrink`: text that fits is shown at its own width.
    package var shrink: Bool
    /// `--template`: the line's literals and fields; nil for one viewport.
    package var template: Template?
    /// `--field-separator`: what splits the text into numbered fields.
    package var fieldSeparator: [UInt8]
    /// `--pause` as given; nil where the mode's default applies (`motion(for:)`).
    private var pauseNanoseconds: Int?

    /// The settings for these arguments in this environment, all but the terminal
    /// profile, which is the terminal choice's to give (`measure(as:)`): settings make no
    /// choice of their own, and are checked before the terminal is asked anything.
    package init(resolving parsed: ParsedArguments, in environment: Environment) throws(UsageError) {
        if let text = parsed.text {
            source = .arguments(text)
        } else if parsed.follow {
            source = .follow
        } else if let command = parsed.updateCommand {
            source = .update(command: command, everyNanoseconds: parsed.everyNanoseconds ?? 1_000_000_000)
        } else if environment.standardInputIsTerminal {
            throw .noText
        } else {
            source = .standardInput
        }

        format = parsed.format ?? .ansi
        switch parsed.color ?? .auto {
        case .never: keepsStyles = false
        case .always: keepsStyles = true
        case .auto:
            let wanted = environment.standardOutputIsTerminal || parsed.format != nil
            keepsStyles = wanted && (environment.noColor ?? "").isEmpty
        }
        if format == .plain { keepsStyles = false }

        if let frame = parsed.frame {
            output = .frame(frame)
        } else if parsed.once {
            output = .once
        } else {
            let terminal = environment.standardOutputIsTerminal && format.redrawsInPlace
            output = .animation(inPlace: parsed.inplace || (terminal && !parsed.lines))
        }

        fixedWidth = parsed.width
        fixedHeight = parsed.height
        let step = parsed.step ?? 1
        if let speed = parsed.speed {
            intervalNanoseconds = Int(Double(step) * 1e9 / speed + 0.5)
        } else {
            intervalNanoseconds = parsed.intervalNanoseconds ?? Settings.defaultIntervalNanoseconds
        }

        let direction = parsed.direction ?? .left
        vertical = direction.isVertical
        motion = MotionSettings()
        motion.mode = parsed.mode ?? .scroll
        motion.reversed = direction.isReversed
        motion.enter = parsed.enter
        motion.always = parsed.always
        motion.align = parsed.align ?? .left
        motion.step = step
        pauseNanoseconds = parsed.pauseNanoseconds
        motion.holdFrames = Settings.holdFrames(pause: Settings.pause(parsed.pauseNanoseconds, in: motion.mode),
                                                interval: intervalNanoseconds)
        template = parsed.template
        fieldSeparator = Array((parsed.fieldSeparator ?? FieldValues.defaultSeparator).utf8)

        text = TextSettings()
        text.widths = DisplayWidth(ambiguousWidth: parsed.ambiguousWidth ?? 1, profile: nil)
        text.tabSize = parsed.tabSize ?? 8
        text.vertical = vertical
        text.prefix = parsed.prefix ?? ""
        text.suffix = parsed.suffix ?? ""
        text.ellipsis = parsed.ellipsis
        if let separator = parsed.separator {
            text.separator = separator
        } else if let gap = parsed.gap, !vertical {
            text.separator = String(repeating: " ", count: gap)
        }
        gapRows = vertical ? (parsed.gap ?? 1) : 1

        loops = parsed.loops.flatMap { $0 > 0 ? $0 : nil }
        timeoutNanoseconds = parsed.timeoutNanoseconds
        frames = parsed.frames.flatMap { $0 > 0 ? $0 : nil }
        tweenNanoseconds = parsed.tweenNanoseconds
        pauseCommand = parsed.pauseCommand
        pauseEveryNanoseconds = parsed.everyNanoseconds ?? 1_000_000_000
        pausedAt = parsed.pausedAt ?? .here
        shrink = parsed.shrink
    }

    /// The motion of a template's field in `mode`: the run's, with the hold `--pause`
    /// gives that mode (2 s on each page when it is not given).
    package func motion(for mode: Mode) -> MotionSettings {
        var fieldMotion = motion
        fieldMotion.mode = mode
        fieldMotion.holdFrames = Settings.holdFrames(pause: Settings.pause(pauseNanoseconds, in: mode),
                                                     interval: intervalNanoseconds)
        return fieldMotion
    }

    private static func pause(_ given: Int?, in mode: Mode) -> Int {
        given ?? (mode == .page ? 2_000_000_000 : 0)
    }

    /// A hold of `pause` counts as round(pause / interval) frames; with no interval
    /// there is no time to hold.
    static func holdFrames(pause: Int, interval: Int) -> Int {
        guard interval > 0 else { return 0 }
        return (pause + interval / 2) / interval
    }

    /// Measures text as `choice`'s profile draws it: the one place the profile is held.
    package mutating func measure(as choice: TerminalChoice) {
        text.widths.profile = choice.profile
    }

    /// The viewport's width: `--width`, else the terminal's columns less prefix and
    /// suffix, else 40.
    package func width(in environment: Environment, prefixWidth: Int, suffixWidth: Int) -> Int {
        if let fixedWidth { return fixedWidth }
        guard let columns = environment.columns else { return Settings.defaultWidth }
        return max(columns - prefixWidth - suffixWidth, 1)
    }

    /// The viewport's height for the vertical modes: `--height`, else the text's row
    /// count up to the terminal's rows, else 10.
    package func height(in environment: Environment, rowCount: Int) -> Int {
        if let fixedHeight { return fixedHeight }
        if let rows = environment.rows { return max(min(rowCount, rows), 1) }
        return Settings.defaultHeight
    }
}
