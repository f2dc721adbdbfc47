/// The consumers `marquee` writes for, each with its own markup for styles (marquee(1)).
package enum OutputFormat: String, Sendable, CaseIterable {
    case ansi, plain, tmux, polybar, lemonbar, xmobar, pango, json, bash, zsh

    /// Whether frames in this format can be redrawn in place on a terminal: text with at
    /// most SGR, as opposed to a status bar's markup.
    package var redrawsInPlace: Bool {
        switch self {
        case .ansi, .plain, .bash, .zsh: true
        case .tmux, .polybar, .lemonbar, .xmobar, .pango, .json: false
        }
    }
}
