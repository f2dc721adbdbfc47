import MarqueeCore
import TerminalWidth

/// Asks a tmux 3.6 or later server the two options that change how wide it draws code
/// points (docs/terminals.md): `codepoint-widths` and `variation-selector-always-wide`, by
/// `tmux show -sv`, one after the other within 200 ms in all. Only for a tmux that `auto`
/// chose (`TerminalQuestion.tmuxServerOptions`); parsing is the core's
/// (`TmuxWidthOptions`).
enum TmuxServerOptions {
    /// How long both answers may take together.
    static let limitNanoseconds = 200_000_000

    /// The options, or nil when either question gets no answer in time, fails, or finds
    /// no tmux: the version's defaults then stand, silently.
    static func ask() -> TmuxWidthOptions? {
        let deadline = System.monotonicNanoseconds() + limitNanoseconds
        guard let widths = TmuxQuery.run(["show", "-sv", "codepoint-widths"], until: deadline),
              let selector = TmuxQuery.run(["show", "-sv", "variation-selector-always-wide"], until: deadline)
        else { return nil }
        return TmuxWidthOptions(codepointWidths: widths, variationSelectorAlwaysWide: selector)
    }
}
