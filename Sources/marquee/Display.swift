import MarqueeCore

/// The text as it is shown now: the laid-out text in a viewport sized for the current
/// terminal, and the composer that turns its frames into bytes.
struct Display {
    let settings: Settings
    private(set) var environment: Environment
    private(set) var text: LaidOutText
    private(set) var ticker: Ticker
    private(set) var composer: FrameComposer

    init(settings: Settings, environment: Environment, text: LaidOutText) {
        self.settings = settings
        self.environment = environment
        self.text = text
        ticker = Ticker(text: text, settings: settings, environment: environment)
        composer = FrameComposer(format: settings.format, keepsStyles: settings.keepsStyles, text: text)
    }

    @inline(never)
    mutating func replaceText(_ newText: LaidOutText) {
        text = newText
        ticker = Ticker(text: newText, settings: settings, environment: environment)
        composer = FrameComposer(format: settings.format, keepsStyles: settings.keepsStyles, text: newText)
    }

    /// Measures the terminal again; true when the viewport's size changed.
    ///
    /// Out of line, like `replaceText`, so that the tickers they build do not deepen the
    /// stack frames of the run loop that calls them.
    @inline(never)
    mutating func remeasure() -> Bool {
        environment = Environment.current()
        let resized = Ticker(text: text, settings: settings, environment: environment)
        guard resized.width != ticker.width || resized.height != ticker.height else { return false }
        ticker = resized
        return true
    }

    /// Appends frame `frame` to `output`.
    mutating func compose(frame: Int, into output: inout [UInt8], paused: Bool = false) {
        composer.compose(ticker, frame: frame, into: &output, paused: paused)
    }
}
