/// The ways to get a profile that the library offers: `generic`, one by name, one from the
/// environment's variables.
extension TerminalProfile {
    /// No terminal in particular: wcwidth 0.9.4's `width()` as written (Unicode 18.0's East
    /// Asian Width, emoji presentation, ZWJ sequences and flags two columns, marks none).
    ///
    ///     TerminalWidth.columns("⌚️🇯🇵", profile: .generic)  // 4
    public static let generic = TerminalProfile(name: "generic", strategy: .graphemeClusterMode(.standard))
    // Its strategy is never read: `displayWidth` measures `generic` with no profile, as
    // marquee's `DisplayWidth()` does; profiles are equal by name.

    /// The profile for a name `marquee --terminal` takes, any case: `generic`, a terminal's
    /// canonical name or alias (`xterm`, `vte`, `kitty`, `xterm-kitty`, `iterm.app`, …), a
    /// terminal's release measured here (`kitty-0.26`, `konsole-22.12`, `screen`, …), or
    /// tmux by version (`tmux-3.3` … `tmux-3.7`; a release between two takes the older's
    /// rules, a later one the newest's). nil for any other name, `auto` and `probe` among
    /// them: those ask the terminal (`detect(environment:)` is the part of `auto` that
    /// asks nothing).
    ///
    ///     TerminalProfile.named("XTerm-Kitty")?.name  // "kitty"
    ///     TerminalProfile.named("tmux-3.5a")?.name    // "tmux-3.5"
    ///     TerminalProfile.named("auto")               // nil
    public static func named(_ name: String) -> TerminalProfile? {
        name.lowercased() == generic.name ? generic : TerminalProfile(named: name)
    }

    /// Every name `named(_:)` takes, sorted: `generic`, the terminals' names and aliases,
    /// the releases measured here, and tmux's versions (`tmux-3.3`, …).
    ///
    ///     TerminalProfile.names.prefix(3)  // ["absolutetelnet/ssh", "alacritty", "alacritty-0.11"]
    public static var names: [String] {
        ([generic.name] + terminalNames).sorted()
    }

    /// The profile of the terminal these environment variables name, as `marquee
    /// --terminal auto` decides before it asks the terminal anything: a multiplexer first
    /// (`TMUX` and `TERM_PROGRAM_VERSION`, `STY`), then `TERM_PROGRAM`, the variables
    /// terminals set of their own (`KITTY_WINDOW_ID`, `VTE_VERSION`, `KONSOLE_VERSION`, …)
    /// with the release they give, and a `TERM` that names one terminal (never a plain
    /// `xterm*`); `generic` where none does.
    ///
    ///     TerminalProfile.detect(environment: ["TERM": "xterm-kitty"]).name              // "kitty"
    ///     TerminalProfile.detect(environment: ["KONSOLE_VERSION": "221203"]).name        // "konsole-22.12"
    ///     TerminalProfile.detect(environment: ["TMUX": "/tmp/tmux-1000/default,1,0",
    ///                                          "TERM_PROGRAM": "tmux",
    ///                                          "TERM_PROGRAM_VERSION": "3.4"]).name     // "tmux-3.4"
    ///     TerminalProfile.detect(environment: ["TERM": "xterm-256color"]).name          // "generic"
    ///
    /// Pass the process's environment (`ProcessInfo.processInfo.environment`, or `environ`
    /// read into a dictionary); only the variables above are read.
    ///
    /// - Important: this asks the terminal nothing. Where no variable names it (ssh, a
    ///   plain `xterm-256color`), or names one whose release decides its profile without
    ///   giving the release, marquee goes on to ask the terminal (XTVERSION and DA2, and
    ///   cursor position reports for `probe`) on its own terminal; that step needs the
    ///   terminal in raw mode and is not part of this library (docs/library.md).
    public static func detect(environment: [String: String]) -> TerminalProfile {
        var variables = TerminalVariables()
        for name in TerminalDetection.variableNames {
            if let value = environment[name] { variables[name] = value }
        }
        return TerminalDetection.decide(variables).profile ?? generic
    }

    /// The widths this profile gives: `generic` is a `DisplayWidth` without a profile.
    var displayWidth: DisplayWidth {
        var widths = DisplayWidth(ambiguousWidth: ambiguousWidth,
                                  profile: name == TerminalProfile.generic.name ? nil : self)
        widths.cellWidths = cellWidths
        return widths
    }
}
