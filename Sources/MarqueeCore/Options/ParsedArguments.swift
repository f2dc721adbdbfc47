/// What the user typed, checked for form and range but not yet resolved against the
/// environment ("low" arguments). Nil means "not given".
package struct ParsedArguments: Equatable, Sendable {
    package var width: Int?
    package var height: Int?
    package var intervalNanoseconds: Int?
    package var speed: Double?
    package var step: Int?
    package var direction: Direction?
    package var mode: Mode?
    package var loops: Int?
    package var timeoutNanoseconds: Int?
    package var frames: Int?
    package var frame: Int?
    package var once = false
    package var follow = false
    package var updateCommand: String?
    package var everyNanoseconds: Int?
    package var pauseCommand: String?
    /// `--paused-at`: where a held ticker stands.
    package var pausedAt: PausedAt?
    package var shrink = false
    package var tweenNanoseconds: Int?
    package var format: OutputFormat?
    package var color: ColorChoice?
    package var lines = false
    package var inplace = false
    package var separator: String?
    package var gap: Int?
    package var always = false
    package var align: Alignment?
    package var pauseNanoseconds: Int?
    package var enter = false
    /// `--ellipsis[=TEXT]`: what ends a static text too wide for its viewport.
    package var ellipsis: String?
    /// `--template`, parsed.
    package var template: Template?
    /// `--field-separator`.
    package var fieldSeparator: String?
    package var prefix: String?
    package var suffix: String?
    package var tabSize: Int?
    package var ambiguousWidth: Int?
    /// `--terminal`: `auto`, `generic` or a terminal's name.
    package var terminal: String?
    /// `--libc`: the C library the terminal measures with.
    package var libc: CLibrarySetting?
    package var explain = false
    package var help = false
    package var version = false
    /// TEXT words, in order; nil when none was given.
    package var words: [String]?

    package init() {}

    /// The text from the command line: words joined with single spaces.
    package var text: String? {
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

package enum Mode: String, Sendable, CaseIterable {
    case scroll, slide, bounce, page
    case `static`
    /// As slide, then hold, jump back to the start, hold, and again.
    case restart
}

package enum Direction: String, Sendable, CaseIterable {
    case left, right, up, down

    package var isVertical: Bool { self == .up || self == .down }
    /// Right and down run the offset backwards.
    package var isReversed: Bool { self == .right || self == .down }
}

package enum Alignment: String, Sendable, CaseIterable {
    case left, center, right
}

package enum ColorChoice: String, Sendable, CaseIterable {
    case auto, always, never
}
