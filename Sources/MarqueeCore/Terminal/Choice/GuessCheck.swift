import TerminalWidth

/// A profile `auto` guessed from a terminal's name, release or mode 2027, held to what the
/// probe measured in that terminal (docs/terminals.md, "The probe"): a distribution's
/// build may draw otherwise than its release number says (Debian 13's kitty 0.41 does not
/// draw as 0.26). The guess stands where every sample was drawn as it draws them; else,
/// for a terminal in grapheme cluster mode, the Unicode Core rules over the Unicode its
/// samples show (`unicodeCoreProfile`), or the first profile of the terminal's other
/// releases (`TerminalReleases.profiles`), where that draws them all so; else the
/// profile the samples describe.
///
///     let check = GuessCheck(guess: kitty041, reason: "kitty-0.41: …", probe: drawnAsKitty026)
///     check.profile.name   // "kitty-0.26"
struct GuessCheck {
    let profile: TerminalProfile
    /// For `--explain`: the profile and why, the guess's reason, the probe's source.
    let explanation: String

    init(guess: TerminalProfile, reason: String, probe: ProbeOutcome) {
        let measured = probe.measurements
        let differences = GuessCheck.differences(ProbeMeasurements(predictedFor: guess), measured)
        guard !differences.isEmpty else {
            profile = guess
            explanation = reason + "; the probe's samples fit \(guess.name) (\(probe.source))"
            return
        }
        let family = TerminalReleases.terminal(measuredAs: guess.name)
        let differ = "the probe's samples differ from \(guess.name) (\(differences))"
        if guess.unicodeCoreRules != nil {
            // Mode 2027 says how the terminal segments, not which Unicode it knows: the
            // rules over the Unicode its samples show.
            let versioned = measured.unicodeCoreProfile
            if GuessCheck.differences(ProbeMeasurements(drawnBy: versioned), measured).isEmpty {
                profile = versioned
                explanation = "\(versioned.name): \(differ) and fit the Terminal Unicode Core rules over the emoji to "
                    + "\(versioned.name.dropFirst("unicode-core-".count)) (\(probe.source)); guessed: " + reason
                return
            }
        }
        let fitting = TerminalReleases.profiles(of: family).lazy
            .filter { $0 != guess.name }
            .compactMap { TerminalProfile(named: $0) }
            .first { GuessCheck.differences(ProbeMeasurements(predictedFor: $0), measured).isEmpty }
        if let fitting {
            profile = fitting
            explanation = "\(fitting.name): \(differ) and fit \(fitting.name) (\(probe.source)); guessed: " + reason
        } else {
            profile = measured.profile
            explanation = "probe: \(differ), and fit no profile of \(family); guessed: " + reason
                + "; the terminal measured by cursor position reports (\(probe.source))"
        }
    }

    /// The samples drawn otherwise than `predicted` says, as `key measured not predicted`
    /// (`emoji-16.0 1 not 2`) joined by commas; empty where all agree.
    static func differences(_ predicted: ProbeMeasurements, _ measured: ProbeMeasurements) -> String {
        var text = ""
        for (index, key) in TerminalProbe.keys.enumerated()
        where measured.columns[index] >= 0 && measured.columns[index] != predicted.columns[index] {
            if !text.isEmpty { text += ", " }
            text += "\(key) \(measured.columns[index]) not \(predicted.columns[index])"
        }
        return text
    }
}

extension ProbeMeasurements {
    /// The samples as a terminal that draws by `profile` (as `TerminalProfile(named:)` gives
    /// it) draws them: written out in `ProbePredictions` for every profile a guess can be,
    /// measured for any other.
    init(predictedFor profile: TerminalProfile) {
        if let known = ProbePredictions.columns(drawnBy: profile.name) {
            self.init(columns: known)
        } else {
            self.init(drawnBy: profile)
        }
    }

    /// The samples as a terminal that draws by `profile` draws them. A start that reads
    /// a checked guess never measures them: `init(predictedFor:)` finds the guess's in
    /// `ProbePredictions`.
    init(drawnBy profile: TerminalProfile) {
        self.init(columns: TerminalProbe.clusters.map { TerminalWidth.columns($0, profile: profile) })
    }
}
