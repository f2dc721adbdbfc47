import MarqueeCore

/// The text as it is shown now: the laid-out text in a viewport sized for the current
/// terminal, or a template's line of fields, and the composer that turns its frames
/// into bytes.
struct Display {
    private(set) var settings: Settings
    private(set) var environment: Environment
    /// One viewport: the text and its ticker (a placeholder while a template is shown).
    private(set) var text: LaidOutText
    private(set) var ticker: Ticker
    /// `--template`: the line of fields, drawn instead of the ticker.
    private(set) var line: TemplateLine?
    private(set) var composer: FrameComposer

    init(settings: Settings, environment: Environment, text: LaidOutText) {
        self.settings = settings
        self.environment = environment
        self.text = text
        ticker = Ticker(text: text, settings: settings, environment: environment)
        composer = FrameComposer(format: settings.format, keepsStyles: settings.keepsStyles, text: text)
    }

    /// A template's line for `text`, every field at its frame 0 at the line's frame 0.
    init(settings: Settings, environment: Environment, template: Template, text: [UInt8]) {
        let line = TemplateLine(template: template, text: text, settings: settings)
        self.settings = settings
        self.environment = environment
        self.text = LaidOutText(text: [], settings: settings.text)
        ticker = Ticker(text: self.text, motion: settings.motion, width: 0)
        self.line = line
        composer = FrameComposer(format: settings.format, keepsStyles: settings.keepsStyles, line: line)
    }

    /// Columns of a frame, without prefix and suffix for one viewport.
    var width: Int { line?.width ?? ticker.width }
    var height: Int { line == nil ? ticker.height : 1 }

    /// The frame that ends `passes` passes (`--loops`): every field's, for a template.
    func lastFrame(afterPasses passes: Int) -> Int {
        line?.lastFrame(afterPasses: passes) ?? ticker.plan.lastFrame(afterPasses: passes)
    }

    /// A new text. One viewport starts again; a template's fields whose text changed
    /// start again at the line's frame `restartAt`, the others keep moving (nil: every
    /// field keeps its place, for a `--tween` step).
    @inline(never)
    mutating func replaceText(_ bytes: [UInt8], restartAt: Int?) {
        if let template = settings.template, let shown = line {
            let next = TemplateLine(template: template, text: bytes, settings: settings,
                                    previous: shown, restartAt: restartAt)
            line = next
            composer = FrameComposer(format: settings.format, keepsStyles: settings.keepsStyles, line: next)
            return
        }
        let newText = LaidOutText(text: bytes, settings: settings.text)
        text = newText
        ticker = Ticker(text: newText, settings: settings, environment: environment)
        composer = FrameComposer(format: settings.format, keepsStyles: settings.keepsStyles, text: newText)
    }

    /// Measures as `choice` says from now on, the text laid out again (`bytes`, the text
    /// shown now): the terminal's late answers changed the profile. Every field keeps its
    /// place, and the ticker its time.
    @inline(never)
    mutating func measure(as choice: TerminalChoice, text bytes: [UInt8]) {
        settings.measure(as: choice)
        replaceText(bytes, restartAt: nil)
    }

    /// Every field of a template back at its start with the line's frame 0
    /// (`--paused-at start`).
    mutating func restartEveryField() {
        line = line?.restartingEveryField()
    }

    /// Measures the terminal again; true when the viewport's size changed.
    ///
    /// Out of line, like `replaceText`, so that the tickers they build do not deepen the
    /// stack frames of the run loop that calls them.
    @inline(never)
    mutating func remeasure() -> Bool {
        environment = Environment.current()
        // A template's line is as wide as its parts, whatever the terminal.
        guard line == nil else { return false }
        let resized = Ticker(text: text, settings: settings, environment: environment)
        guard resized.width != ticker.width || resized.height != ticker.height else { return false }
        ticker = resized
        return true
    }

    /// Appends frame `frame` to `output`.
    mutating func compose(frame: Int, into output: inout [UInt8], paused: Bool = false) {
        if let line {
            composer.compose(line, frame: frame, into: &output, paused: paused)
        } else {
            composer.compose(ticker, frame: frame, into: &output, paused: paused)
        }
    }
}
