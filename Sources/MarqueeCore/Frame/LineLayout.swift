/// What a `Line` is made by: the settings of the text, its literals and its viewports,
/// taken out of `Settings` (`Settings.line`), and the rules that size a viewport.
package struct LineLayout: Equatable, Sendable {
    package var text = TextSettings()
    /// `--prefix` and `--suffix`: the first and last literals of every line.
    package var prefix = ""
    package var suffix = ""
    /// The run's motion: one viewport's, and a field's without a mode of its own.
    package var motion = MotionSettings()
    /// `--pause` as given; nil where the mode's default applies (`motion(for:)`).
    package var pauseNanoseconds: Int?
    package var intervalNanoseconds = 0
    /// `--shrink`.
    package var shrink = false
    /// Up and down: one viewport's rows move, not its columns.
    package var vertical = false
    /// Blank rows between repetitions, vertically.
    package var gapRows = 1
    /// `--width` and `--height`; nil follows the terminal.
    package var fixedWidth: Int?
    package var fixedHeight: Int?
    /// `--field-separator`: what splits a template's text into numbered fields.
    package var fieldSeparator: [UInt8] = Array(FieldValues.defaultSeparator.utf8)

    package init() {}

    /// The motion of a viewport in `mode`: the run's, with the hold `--pause` gives that
    /// mode (2 s on each page when it is not given).
    package func motion(for mode: Mode) -> MotionSettings {
        var moving = motion
        moving.mode = mode
        moving.holdFrames = MotionSettings.holdFrames(pause: pauseNanoseconds ?? MotionSettings.defaultPause(in: mode),
                                                      interval: intervalNanoseconds)
        return moving
    }

    /// The motion of a template's field: its MODE's (`--mode`'s without one), or standing
    /// still without a WIDTH.
    func motion(of field: TemplateField) -> MotionSettings {
        guard field.width != nil else {
            var still = motion(for: .static)
            still.always = false
            still.enter = false
            return still
        }
        return motion(for: field.mode ?? motion.mode)
    }

    /// Measures text as `choice`'s profile draws it: the one place the profile is held.
    package mutating func measure(as choice: TerminalChoice) {
        text.widths.profile = choice.profile
    }

    /// Whether a viewport moving by `motion` is as wide as its text where the text fits:
    /// `--shrink` (marquee(1)), horizontally, unless `--always` moves it anyway.
    func shrinks(_ motion: MotionSettings) -> Bool {
        shrink && !vertical && !motion.always
    }

    /// The columns of a viewport of `given` columns (nil: none given, a template field
    /// that stands still) for a text `textWidth` columns wide.
    func viewportWidth(given: Int?, textWidth: Int, motion: MotionSettings) -> Int {
        guard let given else { return textWidth }
        return shrinks(motion) && textWidth <= given ? textWidth : given
    }

    /// Whether a viewport draws nothing: it takes its text's width, and the text has none.
    /// The pieces on either side of it meet (`LineSeams`).
    func drawsNothing(given: Int?, textWidth: Int, motion: MotionSettings) -> Bool {
        textWidth == 0 && (given == nil || shrinks(motion))
    }

    /// The one viewport's width: `--width`, else the terminal's columns less the rest of
    /// the line, else 40.
    func width(in environment: Environment, besides otherColumns: Int) -> Int {
        if let fixedWidth { return fixedWidth }
        guard let columns = environment.columns else { return Settings.defaultWidth }
        return max(columns - otherColumns, 1)
    }

    /// The one viewport's height in the vertical modes: `--height`, else the text's row
    /// count up to the terminal's rows, else 10.
    func height(in environment: Environment, rowCount: Int) -> Int {
        if let fixedHeight { return fixedHeight }
        if let rows = environment.rows { return max(min(rowCount, rows), 1) }
        return Settings.defaultHeight
    }
}
