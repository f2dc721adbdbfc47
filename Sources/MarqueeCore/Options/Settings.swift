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
        } else if parsed.isGiven(.follow) {
            source = .follow
        } else if let command = parsed.string(.update) {
            source = .update(command: command, everyNanoseconds: parsed.nanoseconds(.every) ?? 1_000_000_000)
        } else if environment.standardInputIsTerminal {
            throw .noText
        } else {
            source = .standardInput
        }

        let givenFormat = parsed.choice(.format, as: OutputFormat.self)
        format = givenFormat ?? .ansi
        switch parsed.choice(.color, as: ColorChoice.self) ?? .auto {
        case .never: keepsStyles = false
        case .always: keepsStyles = true
        case .auto:
            let wanted = environment.standardOutputIsTerminal || givenFormat != nil
            keepsStyles = wanted && (environment.noColor ?? "").isEmpty
        }
        if format == .plain { keepsStyles = false }

        if let frame = parsed.integer(.frame) {
            output = .frame(frame)
        } else if parsed.isGiven(.once) {
            output = .once
        } else {
            let terminal = environment.standardOutputIsTerminal && format.redrawsInPlace
            output = .animation(inPlace: parsed.isGiven(.inplace) || (terminal && !parsed.isGiven(.lines)))
        }

        fixedWidth = parsed.integer(.width)
        fixedHeight = parsed.integer(.height)
        let step = parsed.integer(.step) ?? 1
        if let speed = parsed.number(.speed) {
            intervalNanoseconds = Int(Double(step) * 1e9 / speed + 0.5)
        } else {
            intervalNanoseconds = parsed.nanoseconds(.interval) ?? Settings.defaultIntervalNanoseconds
        }

        let direction = parsed.choice(.direction, as: Direction.self) ?? .left
        vertical = direction.isVertical
        motion = MotionSettings()
        motion.mode = parsed.choice(.mode, as: Mode.self) ?? .scroll
        motion.reversed = direction.isReversed
        motion.enter = parsed.isGiven(.enter)
        motion.always = parsed.isGiven(.always)
        motion.align = parsed.choice(.align, as: Alignment.self) ?? .left
        motion.step = step
        pauseNanoseconds = parsed.nanoseconds(.pause)
        motion.holdFrames = Settings.holdFrames(pause: Settings.pause(pauseNanoseconds, in: motion.mode),
                                                interval: intervalNanoseconds)
        template = parsed.template(.template)
        fieldSeparator = Array((parsed.string(.fieldSeparator) ?? FieldValues.defaultSeparator).utf8)

        text = TextSettings()
        // The table's choices for --ambiguous-width are the words "1" and "2".
        let ambiguousWidth = parsed.string(.ambiguousWidth).flatMap { Int($0) } ?? 1
        text.widths = DisplayWidth(ambiguousWidth: ambiguousWidth, profile: nil)
        text.tabSize = parsed.integer(.tabsize) ?? 8
        text.vertical = vertical
        text.prefix = parsed.string(.prefix) ?? ""
        text.suffix = parsed.string(.suffix) ?? ""
        text.ellipsis = parsed.string(.ellipsis)
        let gap = parsed.integer(.gap)
        if let separator = parsed.string(.separator) {
            text.separator = separator
        } else if let gap, !vertical {
            text.separator = String(repeating: " ", count: gap)
        }
        gapRows = vertical ? (gap ?? 1) : 1

        loops = parsed.integer(.loops).flatMap { $0 > 0 ? $0 : nil }
        timeoutNanoseconds = parsed.nanoseconds(.timeout)
        frames = parsed.integer(.frames).flatMap { $0 > 0 ? $0 : nil }
        tweenNanoseconds = parsed.nanoseconds(.tween)
        pauseCommand = parsed.string(.pauseIf)
        pauseEveryNanoseconds = parsed.nanoseconds(.every) ?? 1_000_000_000
        pausedAt = parsed.choice(.pausedAt, as: PausedAt.self) ?? .here
        shrink = parsed.isGiven(.shrink)
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
