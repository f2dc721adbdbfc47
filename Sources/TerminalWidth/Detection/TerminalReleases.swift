/// Which profile draws as a given release of a terminal (docs/terminals.md, "Releases"):
/// the profile of each release measured here, from the oldest release its rules were
/// found to hold for up to the first release that changed them, and the terminal's
/// newest profile (ucs-detect's, which measured recent releases) from there on.
///
/// Each boundary comes from the terminal's changelog or source, or from two releases
/// measured here, named in `changedBy`. A boundary is a first guess: where the terminal
/// can be probed, `auto` checks the profile it gives once (`TerminalChoice`), since a
/// distribution's build may draw otherwise than the release's number says.
package enum TerminalReleases {
    package struct Boundary: Sendable {
        /// The canonical name of the terminal's newest profile (`kitty`).
        package let terminal: String
        /// The profile of the release measured here (`kitty-0.26`).
        package let measured: String
        /// The first release that draws otherwise; nil: none so far, and then the
        /// measured profile stands for every release, known or not (the terminal draws
        /// by the C library's wcwidth(), whose release is learned on its own).
        package let changedIn: TerminalVersion?
        /// What changed in that release, and where that is written.
        package let changedBy: String
        /// What the version is a version of, where not the terminal's own release
        /// (Alacritty's DA2 gives its terminal library's).
        package var versionOf = ""
    }

    /// A terminal's boundaries in the order of its releases: the first whose `changedIn`
    /// is after a release gives that release's profile.
    package static let boundaries: [Boundary] = [
        Boundary(terminal: "kitty", measured: "kitty-0.26", changedIn: TerminalVersion([0, 41]),
                 changedBy: "kitty 0.41.1 (Debian 13, measured here) widens a skin tone after a text-default "
                     + "emoji and draws Unicode 16's emoji wide, 0.26.5 (Debian 12) neither; which release "
                     + "between them changed it is not pinned, and the probe checks"),
        Boundary(terminal: "kitty", measured: "kitty-0.41", changedIn: TerminalVersion([0, 42]),
                 changedBy: "kitty 0.42.0 splits text into cells by grapheme segmentation (its changelog)"),
        Boundary(terminal: "foot", measured: "foot-1.13", changedIn: TerminalVersion([1, 14]),
                 changedBy: "foot 1.14.0 made double-width its default grapheme-width-method (its CHANGELOG.md)"),
        Boundary(terminal: "konsole", measured: "konsole-22.12", changedIn: TerminalVersion([23, 8]),
                 changedBy: "Konsole 23.08 widens an emoji by VS16 (commit be2a5ac6a)"),
        Boundary(terminal: "mlterm", measured: "mlterm-3.9", changedIn: TerminalVersion([3, 9, 1]),
                 changedBy: "mlterm 3.9.1 moved its width table to Unicode 13.0 (its ReleaseNote)"),
        Boundary(terminal: "alacritty", measured: "alacritty-0.11", changedIn: TerminalVersion([0, 20]),
                 changedBy: "Alacritty 0.13.0 (alacritty_terminal 0.20) moved its widths to Unicode 15.1 "
                     + "(unicode-width 0.1.11 in its Cargo.lock)",
                 versionOf: "alacritty_terminal "),
        Boundary(terminal: "alacritty", measured: "alacritty-0.15", changedIn: TerminalVersion([0, 26]),
                 changedBy: "a distribution builds Alacritty with its own unicode-width: Debian 13's 0.15.1 "
                     + "(alacritty_terminal 0.25, measured here) draws every string as 0.11 does, not as "
                     + "the Cargo.lock's 0.1.11 would; later releases are taken to draw as the newest profile, "
                     + "and the probe checks",
                 versionOf: "alacritty_terminal "),
        Boundary(terminal: "urxvt", measured: "urxvt-9.30", changedIn: nil,
                 changedBy: "rxvt-unicode draws by wcwidth() up to 9.31, its newest release (its Changes)"),
        Boundary(terminal: "st", measured: "st-0.9", changedIn: nil,
                 changedBy: "st draws by wcwidth() up to 0.9.3, its newest release (its source)"),
    ]

    /// The first boundary of the terminal whose newest profile is `name`; nil for one
    /// with no profile by release.
    package static func boundary(of name: String) -> Boundary? {
        boundaries.first { $0.terminal == name }
    }

    /// The terminal whose release a profile was measured in (`kitty` for `kitty-0.26`);
    /// the name itself for any other.
    package static func terminal(measuredAs name: String) -> String {
        boundaries.first { $0.measured == name }?.terminal ?? name
    }

    /// Every profile a release of the terminal whose newest profile is `name` may draw
    /// by, oldest first, the newest last: what a probe's samples are held to when they
    /// do not fit the guess.
    package static func profiles(of name: String) -> [String] {
        boundaries.filter { $0.terminal == name }.map(\.measured) + [name]
    }

    /// Whether `auto` should ask the terminal its version: a release decides its profile.
    package static func needsVersion(_ name: String) -> Bool {
        boundary(of: name)?.changedIn != nil
    }

    /// The profile for the terminal whose newest profile is `name`, at `version` (nil:
    /// not known), and why, for `--explain`; nil where the newest profile stands.
    package static func profile(for name: String, at version: TerminalVersion?) -> ReleaseProfile? {
        // The profile is built only for the boundary that applies: building kitty-0.26's
        // on the way to kitty 0.41.1's cost every start that asks 6,000 instructions.
        for boundary in boundaries where boundary.terminal == name {
            guard let changedIn = boundary.changedIn else {
                return TerminalProfile(named: boundary.measured).map {
                    ReleaseProfile(profile: $0, why: "every release draws alike: \(boundary.changedBy)")
                }
            }
            guard let version else { return nil }
            if version < changedIn {
                return TerminalProfile(named: boundary.measured).map {
                    ReleaseProfile(profile: $0, why: "before \(boundary.versionOf)\(changedIn): \(boundary.changedBy)")
                }
            }
        }
        return nil
    }
}

/// The profile measured for a terminal's release, and why (`TerminalReleases.profile`): a
/// struct, not an optional tuple, whose type a start would build at run time.
package struct ReleaseProfile: Sendable {
    package let profile: TerminalProfile
    package let why: String
}
