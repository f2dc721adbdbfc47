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
    /// What the line of every frame is made by: the text's settings, `--prefix` and
    /// `--suffix`, the motion and the viewport's size (`Line`).
    package var line = LineLayout()
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
    /// `--template`: the line's literals and fields; nil for one viewport.
    package var template: Template?

    // The line's settings by the names the rest of the run reads them by.
    package var text: TextSettings {
        get { line.text }
        set { line.text = newValue }
    }
    package var motion: MotionSettings {
        get { line.motion }
        set { line.motion = newValue }
    }
    package var intervalNanoseconds: Int {
        get { line.intervalNanoseconds }
        set { line.intervalNanoseconds = newValue }
    }
    package var vertical: Bool { line.vertical }
    package var shrink: Bool { line.shrink }
    package var fixedWidth: Int? { line.fixedWidth }
    package var fieldSeparator: [UInt8] { line.fieldSeparator }

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

        line.fixedWidth = parsed.width
        line.fixedHeight = parsed.height
        let step = parsed.step ?? 1
        if let speed = parsed.speed {
            line.intervalNanoseconds = Int(Double(step) * 1e9 / speed + 0.5)
        } else {
            line.intervalNanoseconds = parsed.intervalNanoseconds ?? Settings.defaultIntervalNanoseconds
        }

        let direction = parsed.direction ?? .left
        let vertical = direction.isVertical
        line.vertical = vertical
        line.motion.reversed = direction.isReversed
        line.motion.enter = parsed.enter
        line.motion.always = parsed.always
        line.motion.align = parsed.align ?? .left
        line.motion.step = step
        line.pauseNanoseconds = parsed.pauseNanoseconds
        line.motion = line.motion(for: parsed.mode ?? .scroll)
        template = parsed.template
        line.fieldSeparator = Array((parsed.fieldSeparator ?? FieldValues.defaultSeparator).utf8)

        line.text.widths = DisplayWidth(ambiguousWidth: parsed.ambiguousWidth ?? 1, profile: nil)
        line.text.tabSize = parsed.tabSize ?? 8
        line.text.vertical = vertical
        line.prefix = parsed.prefix ?? ""
        line.suffix = parsed.suffix ?? ""
        line.text.ellipsis = parsed.ellipsis
        if let separator = parsed.separator {
            line.text.separator = separator
        } else if let gap = parsed.gap, !vertical {
            line.text.separator = String(repeating: " ", count: gap)
        }
        line.gapRows = vertical ? (parsed.gap ?? 1) : 1

        loops = parsed.loops.flatMap { $0 > 0 ? $0 : nil }
        timeoutNanoseconds = parsed.timeoutNanoseconds
        frames = parsed.frames.flatMap { $0 > 0 ? $0 : nil }
        tweenNanoseconds = parsed.tweenNanoseconds
        pauseCommand = parsed.pauseCommand
        pauseEveryNanoseconds = parsed.everyNanoseconds ?? 1_000_000_000
        pausedAt = parsed.pausedAt ?? .here
        line.shrink = parsed.shrink
    }

    /// The motion of a template's field in `mode` (`LineLayout.motion(for:)`).
    package func motion(for mode: Mode) -> MotionSettings {
        line.motion(for: mode)
    }

    /// Measures text as `choice`'s profile draws it (`LineLayout.measure(as:)`).
    package mutating func measure(as choice: TerminalChoice) {
        line.measure(as: choice)
    }
}
