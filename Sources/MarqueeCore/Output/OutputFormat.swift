/// The consumers `marquee` writes for, each with its own markup for styles (SPEC §5).
public enum OutputFormat: String, Sendable, CaseIterable {
    case ansi, plain, tmux, polybar, lemonbar, xmobar, pango, json, bash, zsh
}
