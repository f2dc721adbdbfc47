/// Which terminal draws our output, from the environment and, where the terminal was
/// asked, its answers (docs/terminals.md, `auto`).
///
/// Multiplexers come first: the outer terminal's variables leak into a tmux or screen
/// session, yet the multiplexer, not that terminal, decides the widths inside it. tmux
/// 3.3 and later and GNU screen are modelled (a newer tmux than the newest model measures
/// as it); inside another multiplexer, an older tmux or one whose version is unknown the
/// answer is `generic`, saying why; guessing the outer terminal's widths would be wrong
/// in a way no frame could show.
package enum TerminalDetection {
    /// What `auto` decided: the profile (nil is `generic`) and what decided it.
    package struct Decision: Equatable, Sendable {
        package let profile: TerminalProfile?
        package let reason: String
        /// Whether what decided knows how the terminal draws: false where nothing named
        /// it, it named itself by a name no profile has, or it is one whose profile
        /// depends on a release nothing gave. Such a terminal is probed (`auto`, in place).
        package var knowsRules = true
        /// Whether a `TERM` that names a multiplexer decided: its XTVERSION answer says
        /// which one it is (a tmux may say `screen`) and its version.
        package var byMultiplexerTerm = false

        package init(profile: TerminalProfile?, reason: String, knowsRules: Bool = true, byMultiplexerTerm: Bool = false) {
            self.profile = profile
            self.reason = reason
            self.knowsRules = knowsRules
            self.byMultiplexerTerm = byMultiplexerTerm
        }
    }

    /// Variables that terminals set of their own, in the order they are trusted, with
    /// the profile each names. Ghostty and kitty set `TERM` too, but a user may change
    /// `TERM`; these stay.
    package static let ownVariables: [(variable: String, terminal: String)] = [
        ("KITTY_WINDOW_ID", "kitty"),
        ("GHOSTTY_RESOURCES_DIR", "ghostty"),
        ("WEZTERM_PANE", "wezterm"),
        ("ALACRITTY_WINDOW_ID", "alacritty"),
        ("ALACRITTY_LOG", "alacritty"),
        ("KONSOLE_VERSION", "konsole"),
        ("MLTERM", "mlterm"),
        ("VTE_VERSION", "vte"),
        ("XTERM_VERSION", "xterm"),
        ("MINTTY_SHORTCUT", "mintty"),
        ("TERMINOLOGY", "terminology"),
        ("WARP_IS_LOCAL_SHELL_SESSION", "warp"),
    ]

    /// Every variable `decide` reads.
    package static let variableNames: [String] =
        ["TMUX", "STY", "ZELLIJ", "TERM_PROGRAM", "TERM_PROGRAM_VERSION", "TERM"] + ownVariables.map(\.variable)

    /// Whether `decideForTmuxStatusLine` needs what `tmux -V` prints: only when the
    /// variables do not give tmux's version (`TERM_PROGRAM=tmux` with its version).
    package static func needsTmuxVersion(_ variables: TerminalVariables) -> Bool {
        versionFromVariables(variables) == nil
    }

    private static func versionFromVariables(_ variables: TerminalVariables) -> String? {
        guard (variables["TERM_PROGRAM"] ?? "").lowercased() == "tmux",
              let version = variables["TERM_PROGRAM_VERSION"], !version.isEmpty else { return nil }
        return version
    }

    /// The decision for `--format tmux` (docs/terminals.md): the profile of the tmux that draws
    /// the status line, whatever terminal shows it. Its version comes from
    /// `TERM_PROGRAM_VERSION` when `TERM_PROGRAM=tmux` (marquee runs as tmux's `#()`
    /// job or in a pane), else from `tmuxVersionOutput`, what `tmux -V` printed
    /// (`tmux 3.3a`; nil: no tmux, an error or no answer in time). A version older than
    /// 3.3, or one that is not a release (`next-3.7`, `master`), is `generic`.
    ///
    ///     decideForTmuxStatusLine([:], tmuxVersionOutput: "tmux 3.3a\n").profile?.name  // "tmux-3.3"
    package static func decideForTmuxStatusLine(_ variables: TerminalVariables, tmuxVersionOutput: String?) -> Decision {
        let version: String
        let source: String
        if let fromVariables = versionFromVariables(variables) {
            version = fromVariables
            source = "TERM_PROGRAM=tmux, TERM_PROGRAM_VERSION=\(fromVariables)"
        } else {
            let said = (tmuxVersionOutput ?? "").split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
            guard said.hasPrefix("tmux "), !said.dropFirst(5).allSatisfy(\.isWhitespace) else {
                return Decision(profile: nil, reason: "generic: --format tmux is drawn by tmux, "
                    + "whose version neither TERM_PROGRAM_VERSION nor `tmux -V` gave")
            }
            version = said.dropFirst(5).split(whereSeparator: \.isWhitespace).first.map(String.init) ?? ""
            source = "`tmux -V` says \(said)"
        }
        if let profile = TerminalProfile.tmux(version: version) {
            return Decision(profile: profile, reason: "\(profile.name): --format tmux is drawn by tmux \(version) (\(source))")
        }
        return Decision(profile: nil, reason: "generic: --format tmux is drawn by tmux \(version) (\(source)); "
            + "tmux \(version): not modelled (releases from 3.3 are)")
    }

    /// The decision for these variables (name → value, those that are set) and, where the
    /// terminal was asked, its answers: the variables name the terminal, else XTVERSION's
    /// answer does; then its release picks the profile (`byRelease`), once.
    package static func decide(_ variables: TerminalVariables, answers: TerminalAnswers? = nil) -> Decision {
        var decision = named(by: variables)
        if decision.byMultiplexerTerm, let text = answers?.version, let said = decide(version: text),
           said.profile?.name.hasPrefix("tmux") == true {
            // The environment's half-decision ("version unknown") is not repeated: XTVERSION
            // settled it.
            return Decision(profile: said.profile, reason: "\(said.profile!.name): TERM=\(variables["TERM"] ?? "") "
                + "names a multiplexer; XTVERSION says \(text)")
        }
        if decision.profile == nil, let text = answers?.version {
            decision = decide(version: text) ?? Decision(
                profile: nil, reason: decision.reason + "; XTVERSION says \(text), a name no profile has", knowsRules: false)
        }
        return byRelease(decision, variables, answers: answers)
    }

    /// The terminal the variables name, multiplexers first.
    private static func named(by variables: TerminalVariables) -> Decision {
        func isSet(_ name: String) -> Bool { !(variables[name] ?? "").isEmpty }
        let program = variables["TERM_PROGRAM"] ?? ""
        if isSet("TMUX") || program.lowercased() == "tmux" {
            let why = isSet("TMUX") ? "TMUX" : "TERM_PROGRAM=tmux"
            // tmux sets TERM_PROGRAM_VERSION with TERM_PROGRAM=tmux; with another
            // TERM_PROGRAM the version is that program's, leaked from outside.
            let version = program.lowercased() == "tmux" ? variables["TERM_PROGRAM_VERSION"] ?? "" : ""
            if let profile = TerminalProfile.tmux(version: version) {
                return Decision(profile: profile, reason: "\(profile.name): inside tmux (\(why) is set), TERM_PROGRAM_VERSION=\(version)")
            }
            guard !version.isEmpty else {
                return Decision(profile: nil, reason: "generic: inside tmux (\(why) is set); tmux's version unknown",
                                knowsRules: false)
            }
            return Decision(profile: nil, reason: "generic: inside tmux (\(why) is set, TERM_PROGRAM_VERSION=\(version)); "
                + "tmux \(version): not modelled (releases from 3.3 are)", knowsRules: false)
        }
        if isSet("STY") {
            return Decision(profile: TerminalProfile(named: "screen"), reason: "screen: inside GNU screen (STY is set)")
        }
        if isSet("ZELLIJ") {
            return Decision(profile: nil, reason: "generic: inside zellij (ZELLIJ is set); zellij: not modelled yet",
                            knowsRules: false)
        }
        if let decision = namedByMultiplexerTerm(variables["TERM"] ?? "") { return decision }
        if let profile = TerminalProfile(named: program) {
            return Decision(profile: profile, reason: "\(profile.name): TERM_PROGRAM=\(program)")
        }
        for (variable, terminal) in ownVariables where isSet(variable) {
            return Decision(profile: TerminalProfile(named: terminal)!, reason: "\(terminal): \(variable) is set")
        }
        // A TERM names one terminal only when it is not plain xterm*: PuTTY, VS Code and
        // many others say `xterm-256color` too. `xterm-kitty` and `xterm-ghostty` are theirs.
        let term = variables["TERM"] ?? ""
        let namesOne = !term.lowercased().hasPrefix("xterm")
            || TerminalProfile.aliases.contains { $0.alias == term.lowercased() }
        if namesOne, let profile = TerminalProfile(named: term) {
            return Decision(profile: profile, reason: "\(profile.name): TERM=\(term)")
        }
        return Decision(profile: nil, reason: "generic: no variable names the terminal", knowsRules: false)
    }

    /// A `TERM` that names a multiplexer (`tmux-256color`, `screen.xterm-256color`): on a
    /// far host over ssh, `TMUX` and `STY` stay behind but `TERM` travels, and the
    /// multiplexer still draws the frames. tmux's version, and whether a `screen*` is
    /// GNU screen or a tmux set to say so (its default before 3.x), are XTVERSION's to
    /// say (`decide`): tmux answers it, screen does not.
    private static func namedByMultiplexerTerm(_ term: String) -> Decision? {
        func names(_ multiplexer: String) -> Bool {
            term == multiplexer || term.hasPrefix(multiplexer + "-") || term.hasPrefix(multiplexer + ".")
        }
        if names("tmux") {
            return Decision(profile: nil, reason: "generic: TERM=\(term) names tmux; tmux's version unknown",
                            knowsRules: false, byMultiplexerTerm: true)
        }
        if names("screen") {
            return Decision(profile: TerminalProfile(named: "screen"), reason: "screen: TERM=\(term) names GNU screen",
                            byMultiplexerTerm: true)
        }
        return nil
    }

    /// The decision for what the terminal said to XTVERSION (`XTerm(379)`,
    /// `kitty(0.39.1)`, `WezTerm 20240203-110809-5046fc22`, `tmux 3.3a`): its name, up to
    /// a parenthesis or a space, as `--terminal` knows it, and tmux by its version; nil
    /// for a name no profile has.
    package static func decide(version text: String) -> Decision? {
        let (name, rest) = split(version: text)
        let profile = name.lowercased() == "tmux"
            ? TerminalProfile.tmux(version: String(rest.prefix { $0 != ")" && $0 != " " }))
            : TerminalProfile(named: String(name))
        guard !name.isEmpty, let profile else { return nil }
        return Decision(profile: profile, reason: "\(profile.name): XTVERSION says \(text)")
    }

    /// XTVERSION's text as the terminal's name and what follows it.
    private static func split(version text: String) -> (name: Substring, rest: Substring) {
        let name = text.prefix { $0 != "(" && $0 != " " }
        return (name, text.dropFirst(name.count).drop { $0 == "(" || $0 == " " })
    }

    /// Whether `auto` should ask the terminal its version (XTVERSION and DA2) after this
    /// decision from the environment: it named no terminal, or one whose release decides
    /// its profile but not that release.
    package static func wantsVersion(after decision: Decision) -> Bool {
        guard let profile = decision.profile, !decision.byMultiplexerTerm else { return true }
        return TerminalReleases.needsVersion(profile.name)
    }

    /// The decision with the profile of the terminal's release where one applies
    /// (`TerminalReleases`), the release as the variables or the answers give it; for a
    /// terminal whose release decides nothing, the release it said, for `--explain`.
    private static func byRelease(_ decision: Decision, _ variables: TerminalVariables,
                                  answers: TerminalAnswers?) -> Decision {
        guard let name = decision.profile?.name else { return decision }
        let found = release(of: name, variables, answers)
        guard let boundary = TerminalReleases.boundary(of: name) else {
            // Not twice: where XTVERSION named the terminal, the reason has its release.
            guard let found, !decision.reason.contains(found.source) else { return decision }
            return Decision(profile: decision.profile, reason: decision.reason + "; \(name) \(found.version) (\(found.source))")
        }
        // `kitty 0.26.5 (XTVERSION says kitty(0.26.5))`; Alacritty's is its library's.
        let release = found.map { "\(name) \(boundary.versionOf)\($0.version) (\($0.source))" } ?? name
        guard let chosen = TerminalReleases.profile(for: name, at: found?.version) else {
            guard found != nil else {
                // The newest release's profile, kept if the terminal cannot be probed.
                return Decision(profile: decision.profile, reason: decision.reason + "; \(name)'s release unknown",
                                knowsRules: false)
            }
            return Decision(profile: decision.profile, reason: decision.reason + "; \(release): its newest profile")
        }
        return Decision(profile: chosen.profile, reason: "\(chosen.profile.name): " + decision.reason + "; \(release), \(chosen.why)")
    }

    /// The release of the terminal whose newest profile is `name`, and what said so:
    /// its own variable, `TERM_PROGRAM_VERSION`, XTVERSION, then DA2 where the terminal
    /// puts its version there.
    package static func release(of name: String, _ variables: TerminalVariables, _ answers: TerminalAnswers?)
        -> TerminalRelease? {
        if name == "konsole", let said = variables["KONSOLE_VERSION"], let number = Int(said), number >= 0 {
            return TerminalRelease(version: TerminalVersion(packed: number, partsAfterFirst: 2), source: "KONSOLE_VERSION=\(said)")
        }
        if name == "mlterm", let said = variables["MLTERM"], let version = TerminalVersion(said) {
            return TerminalRelease(version: version, source: "MLTERM=\(said)")
        }
        if name == "vte", let said = variables["VTE_VERSION"], let number = Int(said), number >= 0 {
            return TerminalRelease(version: TerminalVersion(packed: number, partsAfterFirst: 2), source: "VTE_VERSION=\(said)")
        }
        if name == "xterm", let said = variables["XTERM_VERSION"],
           let version = TerminalVersion(said.drop { $0 != "(" }.dropFirst()) {
            return TerminalRelease(version: version, source: "XTERM_VERSION=\(said)")
        }
        if let program = variables["TERM_PROGRAM"], TerminalProfile(named: program)?.name == name,
           let said = variables["TERM_PROGRAM_VERSION"], let version = TerminalVersion(said) {
            return TerminalRelease(version: version, source: "TERM_PROGRAM_VERSION=\(said)")
        }
        guard let answers else { return nil }
        if let text = answers.version {
            let (said, rest) = split(version: text)
            if TerminalProfile(named: String(said))?.name == name, let version = TerminalVersion(rest) {
                return TerminalRelease(version: version, source: "XTVERSION says \(text)")
            }
        }
        if let numbers = answers.secondaryAttributes, numbers.count >= 3 {
            let said = "DA2 says >" + numbers.map(String.init).joined(separator: ";") + "c"
            switch name {
            case "kitty" where numbers[0] == 1 && numbers[1] >= 4000:
                return TerminalRelease(version: TerminalVersion([numbers[1] - 4000, numbers[2]]), source: said)
            case "foot" where numbers[0] == 1:
                return TerminalRelease(version: TerminalVersion(packed: numbers[1], partsAfterFirst: 2), source: said)
            case "alacritty" where numbers[0] == 0:
                return TerminalRelease(version: TerminalVersion(packed: numbers[1], partsAfterFirst: 2), source: said)
            default:
                break
            }
        }
        return nil
    }
}

/// A terminal's release and what said so (`TerminalDetection.release(of:)`). A struct, not
/// a tuple: an optional tuple's type is built at run time, which a start deciding by a
/// release pays for.
package struct TerminalRelease: Sendable {
    package let version: TerminalVersion
    package let source: String
}
