/// tmux by version (docs/terminals.md): which rules each release draws by, and the profile for a
/// version string as `TERM_PROGRAM_VERSION` or `tmux -V` give it.
extension TerminalProfile {
    /// The tmux versions modelled, oldest first: each from its release up to the next one
    /// that changed how tmux measures or lays out cells (read from tmux's CHANGES and
    /// source at each tag; 3.5a, 3.6b and 3.7a to 3.7c changed nothing of it). The newest
    /// also stands for every later release: no newer rules are known.
    package static let tmuxVersions: [(name: String, from: TmuxRelease, cells: @Sendable (GlibcWidths) -> TmuxCells)] = [
        ("tmux-3.3", TmuxRelease(3, 3), {
            TmuxCells(widths: TmuxCells.widths33($0), joining: .afterJoinerOnly, cellBytes: 21, variationSelectorWidens: false)
        }),
        // 3.4 rewrote combined characters: VS16, skin tones, regional indicators.
        ("tmux-3.4", TmuxRelease(3, 4), {
            TmuxCells(widths: TmuxCells.widths34($0), joining: .modifiersOntoAnyNonASCII, cellBytes: 21,
                      widenedCellLosesPadding: true, variationSelectorWidens: true)
        }),
        // 3.5 set a widened cell's padding where it belongs (screen_write_combine).
        ("tmux-3.5", TmuxRelease(3, 5), {
            TmuxCells(widths: TmuxCells.widths34($0), joining: .modifiersOntoAnyNonASCII, cellBytes: 21,
                      variationSelectorWidens: true)
        }),
        // 3.6: pairs, the server options, Hangul, 32-byte cells.
        ("tmux-3.6", TmuxRelease(3, 6), {
            TmuxCells(widths: TmuxCells.widths36($0), joining: .pairs, cellBytes: 32, variationSelectorWidens: true,
                      skinToneBases: TmuxCells.skinToneBases36, hangulRules: true, readsServerOptions: true)
        }),
        // 3.6a: a skin tone joins its emoji ("combined in either order"), U+1F483 among them.
        ("tmux-3.6a", TmuxRelease(3, 6, 1), {
            TmuxCells(widths: TmuxCells.widths36($0), joining: .pairs, cellBytes: 32, variationSelectorWidens: true,
                      skinToneBases: TmuxCells.skinToneBases36a, skinToneJoinsItsEmoji: true, hangulRules: true,
                      readsServerOptions: true)
        }),
        // 3.7: codepoint-widths takes ranges; regional indicators pair up, flag by flag.
        ("tmux-3.7", TmuxRelease(3, 7), {
            TmuxCells(widths: TmuxCells.widths36($0), joining: .pairs, cellBytes: 32, variationSelectorWidens: true,
                      skinToneBases: TmuxCells.skinToneBases36a, skinToneJoinsItsEmoji: true, hangulRules: true,
                      readsServerOptions: true, acceptsCodepointRanges: true, regionalIndicatorsPair: true)
        }),
    ]

    /// The profile for tmux of this version (`3.3a`, `3.6`, `3.6b`, `4.0`), as
    /// `TERM_PROGRAM_VERSION` or `tmux -V` give it: the rules of the newest modelled
    /// version at or below it; nil for a version older than 3.3 or one that is not a
    /// release (`next-3.7`, `master`). `options`, what a tmux 3.6 or later server said
    /// (`TmuxWidthOptions`), changes the widths; an older tmux has no such options.
    ///
    ///     TerminalProfile.tmux(version: "3.5a")?.name  // "tmux-3.5"
    package static func tmux(version: String, options: TmuxWidthOptions? = nil) -> TerminalProfile? {
        guard let release = TmuxRelease(version),
              let entry = tmuxVersions.last(where: { $0.from <= release }) else { return nil }
        let cells = entry.cells(.measuredHere)
        let profile = TerminalProfile(name: entry.name, strategy: .tmuxCells(TmuxCellsReference(cells)))
        guard let options else { return profile }
        return profile.applying(options)?.profile ?? profile
    }

    /// This profile with the user's cell widths in tmux's cells, where it is a tmux (the
    /// cell model draws code point by code point, as tmux's `codepoint-widths`); itself
    /// for any other profile, which `DisplayWidth` overlays cluster by cluster.
    package func overlaying(_ widths: [CellWidth]) -> TerminalProfile {
        guard let cells = tmuxCells, cells.userWidths != widths else { return self }
        var profile = TerminalProfile(name: name, strategy: .tmuxCells(TmuxCellsReference(cells.overlaying(widths))))
        profile.ambiguousWidth = ambiguousWidth
        profile.cellWidths = cellWidths
        return profile
    }

    /// Whether this profile is a tmux that reads its server options `codepoint-widths` and
    /// `variation-selector-always-wide` (3.6 and later), which the shell then asks for.
    package var readsTmuxServerOptions: Bool { tmuxCells?.readsServerOptions ?? false }

    /// This tmux profile as a server with these options draws, and the options it takes,
    /// in one line for `--explain`; nil for a profile that reads no server options.
    package func applying(_ options: TmuxWidthOptions) -> (profile: TerminalProfile, summary: String)? {
        guard let cells = tmuxCells, cells.readsServerOptions else { return nil }
        let profile = TerminalProfile(name: name, strategy: .tmuxCells(TmuxCellsReference(cells.applying(options))))
        return (profile, options.summary(acceptingRanges: cells.acceptsCodepointRanges))
    }
}

/// A tmux release number: `3.3`, `3.3a` (a letter is a bug-fix release), `3.3.2`.
package struct TmuxRelease: Comparable, Sendable {
    package let major: Int
    package let minor: Int
    /// `a` is 1, `b` 2, …; a third number counts the same way.
    package let fix: Int

    package init(_ major: Int, _ minor: Int, _ fix: Int = 0) {
        self.major = major
        self.minor = minor
        self.fix = fix
    }

    /// nil for anything that does not start with `MAJOR.MINOR`.
    package init?(_ version: String) {
        var rest = Substring(version)
        func number() -> Int? {
            let digits = rest.prefix { ("0"..."9").contains($0) }
            rest = rest.dropFirst(digits.count)
            return digits.count <= 6 ? Int(digits) : nil
        }
        guard let major = number(), rest.first == "." else { return nil }
        rest = rest.dropFirst()
        guard let minor = number() else { return nil }
        var fix = 0
        if let letter = rest.unicodeScalars.first, ("a"..."z").contains(letter) {
            fix = Int(letter.value) - 0x60
        } else if rest.first == "." {
            rest = rest.dropFirst()
            fix = number() ?? 0
        }
        self.init(major, minor, fix)
    }

    package static func < (left: TmuxRelease, right: TmuxRelease) -> Bool {
        (left.major, left.minor, left.fix) < (right.major, right.minor, right.fix)
    }
}
