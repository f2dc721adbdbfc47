#if canImport(MarqueeCore)
@testable import MarqueeCore
#endif
// A module of its own in the fuzz target too (Fuzz/run).
@testable import TerminalWidth

/// One fuzz input: its first six bytes choose options, the rest is the text; every frame
/// it makes at a few frame numbers must keep the invariants.
enum FuzzCase {
    static func run(_ input: [UInt8]) throws(InvariantViolation) {
        // The same bytes as a terminal's answers: they come from outside too.
        try ReplyParserInvariants.check(input)
        try ConversationInvariants.check(input)
        try MemoryFileInvariants.check(input)
        guard input.count >= 6 else { return }
        let knobs = input.prefix(6)
        let text = Array(input.dropFirst(6))

        let width = Int(knobs[0] % 40) + 1
        let modes = ["scroll", "slide", "bounce", "page", "static"]
        let directions = ["left", "right", "up", "down"]
        let formats = OutputFormat.allCases.map(\.rawValue)
        var arguments = ["-w", String(width), "-H", String(Int(knobs[1] % 5) + 1),
                         "-m", modes[Int(knobs[1] / 5) % modes.count],
                         "-d", directions[Int(knobs[2] % 4)],
                         "-F", formats[Int(knobs[2] / 4) % formats.count],
                         "-s", String(Int(knobs[3] % 7) + 1), "--color", "always", "-i", "1",
                         "--pause", String(Int(knobs[3] / 7) % 3)]
        if knobs[4] & 1 != 0 { arguments.append("--always") }
        if knobs[4] & 2 != 0 { arguments.append("--enter") }
        if knobs[4] & 4 != 0 { arguments += ["--align", "center"] }
        if knobs[4] & 8 != 0 { arguments += ["--separator", ""] }
        if knobs[4] & 16 != 0 { arguments += ["--ambiguous-width", "2"] }
        let framed = knobs[4] & 32 != 0
        // Under tmux sometimes an emoji prefix and a flag suffix, which a frame's first
        // and last clusters could join (TmuxFrameEdges).
        let emojiFrame = framed && knobs[4] & 128 != 0 && knobs[5] & 64 != 0
        let (visiblePrefix, visibleSuffix) = emojiFrame ? ("中", "🇺🇸") : ("<", ">")
        if framed { arguments += ["--prefix", "\u{1B}[1m" + visiblePrefix, "--suffix", visibleSuffix] }
        if knobs[4] & 64 != 0 { arguments += ["--tabsize", "3"] }
        // The width's knob has room for a terminal profile, generic most of the time; and
        // tmux's own cell rules, each version's (TmuxCells), and the releases measured
        // here (code points joined by CodePointJoins), against the same invariants.
        let profiles = ["generic", "xterm", "kitty", "vte", "wezterm", "unicode-core", "screen", "probe"]
        let measuredReleases = ["kitty-0.26", "foot-1.13", "konsole-22.12", "mlterm-3.9", "alacritty-0.11",
                                "st-0.9", "urxvt-9.30", "kitty-0.41", "alacritty-0.15"]
        let tmuxVersions = TerminalProfile.tmuxVersions.map(\.name)
        let names = knobs[5] & 128 != 0 ? measuredReleases : profiles
        let profile = knobs[4] & 128 != 0
            ? tmuxVersions[Int(knobs[5]) % tmuxVersions.count] : names[Int(knobs[0] / 40) % names.count]
        if profile != "unicode-core" && profile != "probe" { arguments += ["--terminal", profile] }
        guard let parsed = try? ArgumentParser.parse(arguments + ["--", "x"]),
              var settings = try? measuredSettings(parsed, Environment())
        else { fatalError("fuzz harness made bad arguments: \(arguments)") }
        if profile == "unicode-core" {
            // Chosen only by a terminal's answer, never by name: set as that answer would.
            settings.text.widths.profile = .unicodeCore
        } else if profile == "probe" {
            // Any combination of the probe's rules: each sample 0 to 4 columns, by the knobs.
            var widths: [String: Int] = [:]
            for (index, sample) in TerminalProbe.samples.enumerated() {
                let mixed = (UInt32(knobs[knobs.startIndex + index % 6]) &+ UInt32(index)) &* 2_654_435_761
                widths[sample.key] = Int(mixed >> 28) % 5
            }
            // Half the time as a terminal in grapheme cluster mode would take them: the
            // Unicode Core rules over the Unicode they show (GuessCheck).
            let measured = ProbeMeasurements(widths: widths)
            settings.text.widths.profile = knobs[5] & 32 != 0 ? measured.unicodeCoreProfile : measured.profile
        }
        // tmux, xterm, screen, foot, st and urxvt measure with the C library: any modelled glibc release
        // (the step's knob has room), as `--libc` would set it.
        if let chosen = settings.text.widths.profile, chosen.cLibrary != nil {
            let releases = GlibcWidthTable.releases
            let release = releases[Int(knobs[3] / 21) % releases.count].release
            settings.text.widths.profile = chosen.measuring(with: GlibcWidths(release: release))
        }

        let laidOut = LaidOutText(text: text, settings: settings.text)
        let line = Line(text: laidOut, layout: settings.line, environment: Environment())
        var composer = FrameComposer(format: settings.format, keepsStyles: settings.keepsStyles, line: line)
        let frames = [0, 1, Int(knobs[5]), Int(knobs[5]) * 977 + 13, (1 << 62) - 1 - Int(knobs[5])]
        // The viewport and the literals around it, as they were laid out.
        let literalColumns = line.pieces.reduce(0) { $0 + ($1.literal?.tape.columnCount ?? 0) }
        for frame in frames {
            var frameBytes = FrameBytes()
            composer.compose(line, frame: frame, into: &frameBytes)
            let output = frameBytes.array()
            try FrameInvariants.check(output, format: settings.format, rows: line.height,
                                      columns: width + literalColumns,
                                      prefix: framed ? visiblePrefix : "", suffix: framed ? visibleSuffix : "",
                                      widths: settings.text.widths)
        }
        try FuzzTemplateCase.run(knobs, text: text, settings: settings,
                                 prefix: framed ? visiblePrefix : "", suffix: framed ? visibleSuffix : "")
    }
}
