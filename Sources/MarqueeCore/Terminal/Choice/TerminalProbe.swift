import TerminalWidth

/// The probe (docs/terminals.md, "probe"): the terminal measured by itself. One sample
/// cluster per rule a terminal may draw by is drawn at the start of the line, each
/// followed by a cursor position request, all in one write; where the cursor went says
/// how wide the terminal drew each; the line is erased after them. The widths become a
/// profile (`ProbeMeasurements.profile`). `--terminal probe` asks for it; `auto` probes
/// where nothing names a terminal whose rules are known.
package enum TerminalProbe {
    /// What each sample stands for, and the sample, in the order drawn. The keys name the
    /// cache's lines.
    package static var samples: [(key: String, cluster: String)] {
        Array(zip(keys, clusters)).map { (key: $0.0, cluster: $0.1) }
    }

    /// The samples' keys, in the order drawn, the emoji versions' last (one for each of
    /// `WidthTables.emojiPresentationByVersion`, a test says). A literal array of strings,
    /// not an array of tuples nor keys made at run time: a start that reads the cache
    /// would pay for building either.
    static let keys = ["vs16", "vs15", "keycap", "zwj", "zwj-vs16", "zwj-newer", "zwj-alone", "tag", "format-control",
                       "tag-flag", "skin-tone", "skin-tone-on-text", "skin-tone-zwj-on-text", "lone-skin-tone", "flag",
                       "lone-regional-indicator", "flag-then-regional-indicator",
                       "trigram", "hexagram", "jamo", "jamo-vowel", "spacing-mark", "indic-conjunct",
                       "emoji-12.0", "emoji-13.0", "emoji-14.0", "emoji-15.0", "emoji-16.0", "emoji-17.0", "emoji-18.0"]

    /// The samples, by `keys`.
    static let clusters = [
        // A text-default base with VS16: does VS16 widen?
        "\u{2764}\u{FE0F}",
        // An emoji-default base with VS15: does VS15 narrow?
        "\u{231A}\u{FE0E}",
        "1\u{FE0F}\u{20E3}",
        // Family: man, woman, girl. Two columns when drawn as one emoji, six as its
        // parts, eight where a ZWJ takes a column.
        "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}",
        // Heart on fire: a ZWJ sequence whose first part is widened by VS16 (4 where
        // the parts stand side by side, each widened; 1 as wide as an unwidened heart).
        "\u{2764}\u{FE0F}\u{200D}\u{1F525}",
        // A ZWJ joining the newest emoji: does a ZWJ join a pictograph the terminal
        // does not know?
        "\u{1F600}\u{200D}" + String(Unicode.Scalar(WidthTables.emojiPresentationByVersion.last!.added.bounds[0])!),
        // The ZWJ, a tag character and a format control after a letter: the columns each
        // takes of its own. ZERO WIDTH SPACE stands for the format controls: marquee
        // itself writes it at a seam.
        "x\u{200D}",
        "x\u{E0067}",
        "x\u{200B}",
        // Scotland's flag: a black flag and six tag characters.
        "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
        "\u{1F44D}\u{1F3FD}",
        // Writing hand, a text-default base, with a light skin tone: widened (2),
        // absorbed without widening (1) or apart (3).
        "\u{270D}\u{1F3FB}",
        // Man detective, light skin tone: a text-default base with a skin tone in a ZWJ
        // sequence (2 as one emoji; 4 where the tone widens the base and the parts stand
        // apart, kitty 0.41; 3 where it does not).
        "\u{1F575}\u{1F3FB}\u{200D}\u{2642}\u{FE0F}",
        "\u{1F3FD}",
        "\u{1F1EF}\u{1F1F5}",
        "\u{1F1E6}",
        // A flag and a lone regional indicator after it: pairs counted from the start of
        // the run (3 where each indicator of a pair takes one column with the pair's
        // second none, or the flag 2 and the lone one 1; 4 where the lone one is 2).
        "\u{1F1EF}\u{1F1F5}\u{1F1E6}",
        // Wide since Unicode 16.0 (`NewlyWide`).
        "\u{2630}",
        "\u{4DC0}",
        // Conjoining jamo: a leading consonant and a vowel, and the vowel after a letter.
        "\u{1100}\u{1161}",
        "x\u{1161}",
        // Devanagari KA with the spacing vowel sign I: a spacing mark after a letter.
        "\u{0915}\u{093F}",
        // Devanagari KA, VIRAMA, SSA: a conjunct, one cluster since Unicode 15.1 (GB9c;
        // 1 column where the terminal clusters by it, 2 where the consonants stand apart).
        "\u{0915}\u{094D}\u{0937}",
    ] + WidthTables.emojiPresentationByVersion.map { entry in
        // The first emoji each version added: wide where the terminal knows it.
        String(Unicode.Scalar(entry.added.bounds[0])!)
    }

    /// Asks where the cursor is at the start of the line, then after each sample; erases
    /// the line; DA1 last, to know that every answer has come.
    package static var bytes: [UInt8] {
        var text = "\r\u{1B}[6n"
        for cluster in clusters { text += "\r" + cluster + "\u{1B}[6n" }
        text += "\r\u{1B}[K\u{1B}[c"
        return Array(text.utf8)
    }

    package static var sampleCount: Int { keys.count }

    /// Whether this run probes because the user asked: `--terminal probe` (or
    /// `MARQUEE_TERMINAL=probe`) on a terminal in a run that redraws in place, as for
    /// `TerminalQuery.plan`.
    static func isWanted(_ parsed: ParsedArguments, in environment: Environment) -> Bool {
        TerminalQuery.runsOnATerminal(parsed, in: environment)
            && (try? TerminalChoice.given(parsed, environment.terminalVariables))?.name == "probe"
    }

    /// The widths from the cursor positions reported (one at the start, one per
    /// sample, all on one row), or nil if any is missing or makes no sense.
    package static func measurements(from positions: [(row: Int, column: Int)]) -> ProbeMeasurements? {
        guard positions.count == keys.count + 1, let origin = positions.first else { return nil }
        var columns: [Int] = []
        for position in positions.dropFirst() {
            let width = position.column - origin.column
            guard position.row == origin.row, (0...ProbeMeasurements.widest).contains(width) else { return nil }
            columns.append(width)
        }
        return ProbeMeasurements(columns: columns)
    }

    /// Variables that give a terminal's release: with what it answered, they tell one
    /// terminal's release from another's, so a probe is cached under them.
    static let releaseVariables = ["TERM_PROGRAM", "TERM_PROGRAM_VERSION", "KONSOLE_VERSION", "VTE_VERSION",
                                   "XTERM_VERSION", "MLTERM"]

    /// The name of the cache file for the terminal these variables and answers identify
    /// (XTVERSION, DA2, TERM and the release variables), or nil when nothing but `TERM`
    /// does: `TERM` alone names too many terminals to share one measurement, so such a
    /// terminal is probed at every start. The name is readable (TERM, then XTVERSION)
    /// and ends in a digest of everything, so that releases never share a file.
    package static func cacheName(_ variables: TerminalVariables, _ answers: TerminalAnswers?) -> String? {
        var identity = ""
        var identified = false
        if let version = answers?.version {
            identity += "XTVERSION="
            identity += version
            identity += "\n"
            identified = true
        }
        if let numbers = answers?.secondaryAttributes {
            // Number by number: mapping to strings and joining them costs a prompt's start
            // that reads its memory 100,000 instructions.
            identity += "DA2="
            for (index, number) in numbers.enumerated() {
                if index > 0 { identity += ";" }
                identity += String(number)
            }
            identity += "\n"
            identified = true
        }
        for name in releaseVariables {
            guard let value = variables[name], !value.isEmpty else { continue }
            identity += name
            identity += "="
            identity += value
            identity += "\n"
            // TERM_PROGRAM names a program, not its release.
            if name != "TERM_PROGRAM" { identified = true }
        }
        guard identified else { return nil }
        let term = variables["TERM"] ?? ""
        identity += "TERM="
        identity += term
        identity += "\n"
        let readable = "probe-" + term + "-" + (answers?.version ?? "")
        return String(readable.prefix(80)) + "-" + StableDigest.hex(identity)
    }
}
