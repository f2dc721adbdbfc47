import MarqueeCore

/// The line as it is shown now: one viewport sized for the current terminal, or a
/// template's line of fields, and the composer that turns its frames into bytes.
struct Display {
    /// What the line is laid out from.
    private enum Source {
        /// One viewport's text, laid out once; its line is made again when the terminal's
        /// size changes.
        case text(LaidOutText)
        /// `--template`: the line is made again from each new text.
        case template(Template)
    }

    private var layout: LineLayout
    private let format: OutputFormat
    private let keepsStyles: Bool
    private(set) var environment: Environment
    private var source: Source
    private(set) var line: Line
    private(set) var composer: FrameComposer

    init(settings: Settings, environment: Environment, text: LaidOutText) {
        self.init(settings: settings, environment: environment, source: .text(text),
                  line: Line(text: text, layout: settings.line, environment: environment))
    }

    /// A template's line for `text`, every field at its frame 0 at the line's frame 0.
    init(settings: Settings, environment: Environment, template: Template, text: [UInt8]) {
        self.init(settings: settings, environment: environment, source: .template(template),
                  line: Line(template: template, text: text, layout: settings.line))
    }

    private init(settings: Settings, environment: Environment, source: Source, line: Line) {
        layout = settings.line
        format = settings.format
        keepsStyles = settings.keepsStyles
        self.environment = environment
        self.source = source
        self.line = line
        composer = FrameComposer(format: format, keepsStyles: keepsStyles, line: line)
    }

    /// Columns of a frame.
    var width: Int { line.width }
    var height: Int { line.height }

    /// The frame that ends `passes` passes (`--loops`): every field's.
    func lastFrame(afterPasses passes: Int) -> Int {
        line.lastFrame(afterPasses: passes)
    }

    /// A new text. One viewport starts again; a template's fields whose text changed
    /// start again at the line's frame `restartAt`, the others keep moving (nil: every
    /// field keeps its place, for a `--tween` step).
    @inline(never)
    mutating func replaceText(_ bytes: [UInt8], restartAt: Int?) {
        switch source {
        case .template(let template):
            show(Line(template: template, text: bytes, layout: layout, previous: line, restartAt: restartAt))
        case .text:
            let text = LaidOutText(text: bytes, settings: layout.text)
            source = .text(text)
            show(Line(text: text, layout: layout, environment: environment))
        }
    }

    private mutating func show(_ next: Line) {
        line = next
        composer = FrameComposer(format: format, keepsStyles: keepsStyles, line: next)
    }

    /// Measures as `choice` says from now on, the text laid out again (`bytes`, the text
    /// shown now): the terminal's late answers changed the profile. Every field keeps its
    /// place, and the ticker its time.
    @inline(never)
    mutating func measure(as choice: TerminalChoice, text bytes: [UInt8]) {
        layout.measure(as: choice)
        replaceText(bytes, restartAt: nil)
    }

    /// Every field of a template back at its start with the line's frame 0
    /// (`--paused-at start`).
    mutating func restartEveryField() {
        line = line.restartingEveryField()
    }

    /// Measures the terminal again; true when the viewport's size changed.
    ///
    /// Out of line, like `replaceText`, so that the lines they build do not deepen the
    /// stack frames of the run loop that calls them.
    @inline(never)
    mutating func remeasure() -> Bool {
        environment = Environment.current()
        // A template's line is as wide as its parts, whatever the terminal.
        guard case .text(let text) = source else { return false }
        let resized = Line(text: text, layout: layout, environment: environment)
        guard resized.width != line.width || resized.height != line.height else { return false }
        line = resized
        return true
    }

    /// Appends frame `frame` to `output`.
    mutating func compose(frame: Int, into output: inout FrameBytes, paused: Bool = false) {
        composer.compose(line, frame: frame, into: &output, paused: paused)
    }
}
