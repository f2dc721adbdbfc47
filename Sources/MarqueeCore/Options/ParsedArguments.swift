/// What the user typed, checked for form and range but not yet resolved against the
/// environment ("low" arguments). Nil means "not given".
public struct ParsedArguments: Equatable, Sendable {
    public var width: Int?
    public var height: Int?
    public var intervalNanoseconds: Int?
    public var speed: Double?
    public var step: Int?
    public var direction: Direction?
    public var mode: Mode?
    public var loops: Int?
    public var timeoutNanoseconds: Int?
    public var frames: Int?
    public var frame: Int?
    public var once = false
    public var follow = false
    public var updateCommand: String?
    public var everyNanoseconds: Int?
    public var pauseCommand: String?
    /// `--paused-at`: where a held ticker stands.
    public var pausedAt: PausedAt?
    public var shrink = false
    public var tweenNanoseconds: Int?
    public var format: OutputFormat?
    public var color: ColorChoice?
    public var lines = false
    public var inplace = false
    public var separator: String?
    public var gap: Int?
    public var always = false
    public var align: Alignment?
    public var pauseNanoseconds: Int?
    public var enter = false
    /// `--ellipsis[=TEXT]`: what ends a static text too wide for its viewport.
    public var ellipsis: String?
    /// `--template`, parsed.
    public var template: Template?
    /// `--field-separator`.
    public var fieldSeparator: String?
    public var prefix: String?
    public var suffix: String?
    public var tabSize: Int?
    public var ambiguousWidth: Int?
    /// `--terminal`: `auto`, `generic` or a terminal's name.
    public var terminal: String?
    /// `--libc`: the C library the terminal measures with.
    public var libc: CLibrarySetting?
    public var explain = false
    public var help = false
    public var version = false
    /// TEXT words, in order; nil when none was given.
    public var words: [String]?

    public init() {}

    /// The text from the command line: words joined with single spaces.
    public var text: String? {
        // Joined by hand: `joined(separator:)` is not specialized for [String] and looks
        // up its element type's conformances at run time, on every start.
        guard let words else { return nil }
        var text = ""
        for (index, word) in words.enumerated() {
            if index > 0 { text += " " }
            text += word
        }
        return text
    }
}

public enum Mode: String, Sendable, CaseIterable {
    case scroll, slide, bounce, page
    case `static`
    /// As slide, then hold, jump back to the start, hold, and again.
    case restart
}

public enum Direction: String, Sendable, CaseIterable {
    case left, right, up, down

    public var isVertical: Bool { self == .up || self == .down }
    /// Right and down run the offset backwards.
    public var isReversed: Bool { self == .right || self == .down }
}

public enum Alignment: String, Sendable, CaseIterable {
    case left, center, right
}

public enum ColorChoice: String, Sendable, CaseIterable {
    case auto, always, never
}
