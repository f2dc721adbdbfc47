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

        line.fixedWidth = parsed.integer(.width)
        line.fixedHeight = parsed.integer(.height)
        let step = parsed.integer(.step) ?? 1
        if let speed = parsed.number(.speed) {
            line.intervalNanoseconds = Int(Double(step) * 1e9 / speed + 0.5)
        } else {
            line.intervalNanoseconds = parsed.nanoseconds(.interval) ?? Settings.defaultIntervalNanoseconds
        }

        let direction = parsed.choice(.direction, as: Direction.self) ?? .left
        let vertical = direction.isVertical
        line.vertical = vertical
        line.motion.reversed = direction.isReversed
        line.motion.enter = parsed.isGiven(.enter)
        line.motion.always = parsed.isGiven(.always)
        line.motion.align = parsed.choice(.align, as: Alignment.self) ?? .left
        line.motion.step = step
        line.pauseNanoseconds = parsed.nanoseconds(.pause)
        line.motion = line.motion(for: parsed.choice(.mode, as: Mode.self) ?? .scroll)
        template = parsed.template(.template)
        line.fieldSeparator = Array((parsed.string(.fieldSeparator) ?? FieldValues.defaultSeparator).utf8)

        // The table's choices for --ambiguous-width are the words "1" and "2".
        let ambiguousWidth = parsed.string(.ambiguousWidth).flatMap { Int($0) } ?? 1
        line.text.widths = DisplayWidth(ambiguousWidth: ambiguousWidth, profile: nil)
        line.text.widths.cellWidths = try Settings.cellWidths(parsed, environment.terminalVariables).widths
        line.text.tabSize = parsed.integer(.tabsize) ?? 8
        line.text.vertical = vertical
        line.prefix = parsed.string(.prefix) ?? ""
        line.suffix = parsed.string(.suffix) ?? ""
        line.text.ellipsis = parsed.string(.ellipsis)
        let gap = parsed.integer(.gap)
        if let separator = parsed.string(.separator) {
            line.text.separator = separator
        } else if let gap, !vertical {
            line.text.separator = String(repeating: " ", count: gap)
        }
        line.gapRows = vertical ? (gap ?? 1) : 1

        loops = parsed.integer(.loops).flatMap { $0 > 0 ? $0 : nil }
        timeoutNanoseconds = parsed.nanoseconds(.timeout)
        frames = parsed.integer(.frames).flatMap { $0 > 0 ? $0 : nil }
        tweenNanoseconds = parsed.nanoseconds(.tween)
        pauseCommand = parsed.string(.pauseIf)
        pauseEveryNanoseconds = parsed.nanoseconds(.every) ?? 1_000_000_000
        pausedAt = parsed.choice(.pausedAt, as: PausedAt.self) ?? .here
        line.shrink = parsed.isGiven(.shrink)
    }

    /// The motion of a template's field in `mode` (`LineLayout.motion(for:)`).
    package func motion(for mode: Mode) -> MotionSettings {
        line.motion(for: mode)
    }

    /// Measures text as `choice`'s profile draws it (`LineLayout.measure(as:)`).
    /// `MARQUEE_CELL_WIDTHS`: what `--cell-width` takes, where the option is not given.
    package static let cellWidthsVariable = "MARQUEE_CELL_WIDTHS"

    /// `--cell-width`, else `MARQUEE_CELL_WIDTHS`, else none, and which; a bad list is a
    /// usage error either way (marquee(1)).
    package static func cellWidths(_ parsed: ParsedArguments, _ variables: TerminalVariables)
        throws(UsageError) -> (widths: [CellWidth], source: String) {
        if let given = parsed.cellWidths(.cellWidth) { return (given, "--cell-width") }
        guard let variable = variables[cellWidthsVariable], !variable.isEmpty else { return ([], "") }
        do throws(CellWidth.ListError) {
            return (try CellWidth.list(variable), cellWidthsVariable)
        } catch {
            throw .badCellWidths(cellWidthsVariable, error)
        }
    }

    package mutating func measure(as choice: TerminalChoice) {
        line.measure(as: choice)
    }
}
