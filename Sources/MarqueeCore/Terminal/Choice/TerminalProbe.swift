/// `--terminal probe` (docs/terminals.md): the terminal measured by itself. A dozen sample
/// clusters are drawn at the start of the line, each followed by a cursor position
/// request, in one write; where the cursor went says how wide the terminal drew each;
/// the line is erased after them. The widths become the switches of a profile.
public enum TerminalProbe {
    /// What each sample stands for, and the sample.
    public static let samples: [(key: String, cluster: String)] = [
        // A text-default base with VS16: does VS16 widen?
        ("vs16", "\u{2764}\u{FE0F}"),
        // An emoji-default base with VS15: does VS15 narrow?
        ("vs15", "\u{231A}\u{FE0E}"),
        ("keycap", "1\u{FE0F}\u{20E3}"),
        // Family: man, woman, girl. Two columns when drawn as one emoji.
        ("zwj", "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"),
        ("skin-tone", "\u{1F44D}\u{1F3FD}"),
        ("flag", "\u{1F1EF}\u{1F1F5}"),
        ("lone-regional-indicator", "\u{1F1E6}"),
    ] + WidthTables.emojiPresentationByVersion.map { entry in
        // The first emoji each version added: wide where the terminal knows it.
        ("emoji-\(entry.version)", String(Unicode.Scalar(entry.added.bounds[0])!))
    }

    /// Asks where the cursor is at the start of the line, then after each sample; erases
    /// the line; DA1 last, to know that every answer has come.
    public static var bytes: [UInt8] {
        var text = "\r\u{1B}[6n"
        for sample in samples { text += "\r" + sample.cluster + "\u{1B}[6n" }
        text += "\r\u{1B}[K\u{1B}[c"
        return Array(text.utf8)
    }

    public static let limitNanoseconds = 200_000_000

    public static var sampleCount: Int { samples.count }

    /// Whether this run probes: `--terminal probe` (or `MARQUEE_TERMINAL=probe`) on a
    /// terminal in a run that redraws in place, as for `TerminalQuery.plan`.
    static func isWanted(_ parsed: ParsedArguments, in environment: Environment) -> Bool {
        TerminalQuery.runsOnATerminal(parsed, in: environment)
            && (try? TerminalChoice.given(parsed, environment.terminalVariables))?.name == "probe"
    }

    /// The widths from the cursor positions reported (one at the start, one per
    /// sample, all on one row), or nil if any is missing or makes no sense.
    public static func measurements(from positions: [(row: Int, column: Int)]) -> ProbeMeasurements? {
        guard positions.count == samples.count + 1, let origin = positions.first else { return nil }
        var widths: [String: Int] = [:]
        for (sample, position) in zip(samples, positions.dropFirst()) {
            let width = position.column - origin.column
            guard position.row == origin.row, (0...ProbeMeasurements.widest).contains(width) else { return nil }
            widths[sample.key] = width
        }
        return ProbeMeasurements(widths: widths)
    }
}

/// What a probe gave: the widths and where they came from (`measured now`, `read
/// from PATH`), for `--explain`.
public struct ProbeOutcome: Equatable, Sendable {
    public let measurements: ProbeMeasurements
    public let source: String

    public init(measurements: ProbeMeasurements, source: String) {
        self.measurements = measurements
        self.source = source
    }
}

/// A probe's widths, by sample: what the profile is built from and what the cache keeps.
public struct ProbeMeasurements: Equatable, Sendable {
    public let widths: [String: Int]
    /// No sample is drawn wider: a ZWJ family as its parts, each code point 2.
    static let widest = 8

    init(widths: [String: Int]) {
        self.widths = widths
    }

    /// The cache file's first line: a file without it, or with any sample missing or
    /// out of range, is not a probe's.
    static let cacheHeader = "marquee probe 1"

    /// `marquee probe 1`, then `key width` per sample.
    public var cacheText: String {
        ([ProbeMeasurements.cacheHeader] + TerminalProbe.samples.map { "\($0.key) \(widths[$0.key] ?? 0)" })
            .joined(separator: "\n") + "\n"
    }

    public init?(cacheText: String) {
        let lines = cacheText.split(separator: "\n")
        guard lines.first == Substring(ProbeMeasurements.cacheHeader) else { return nil }
        var widths: [String: Int] = [:]
        for line in lines.dropFirst() {
            let fields = line.split(separator: " ")
            guard fields.count == 2, let width = Int(fields[1]), (0...ProbeMeasurements.widest).contains(width)
            else { return nil }
            widths[String(fields[0])] = width
        }
        guard TerminalProbe.samples.allSatisfy({ widths[$0.key] != nil }) else { return nil }
        self.widths = widths
    }

    /// The profile the widths describe. What no switch of a profile can express (a flag
    /// drawn other than 2 columns) is left as `generic` has it.
    public var profile: TerminalProfile {
        var narrower: [RangeTable] = []
        var zeroer: [RangeTable] = []
        if widths["lone-regional-indicator"] == 1 { narrower.append(WidthTables.regionalIndicators) }
        for entry in WidthTables.emojiPresentationByVersion {
            switch widths["emoji-\(entry.version)"] {
            case 0: zeroer.append(entry.added)
            case 1: narrower.append(entry.added)
            default: break
            }
        }
        let vs16Narrower: RangeTable
        if widths["vs16"] == 1 {
            vs16Narrower = WidthTables.emojiPresentationWithVS16
        } else if widths["keycap"] == 1 {
            vs16Narrower = ProbeMeasurements.keycapBases
        } else {
            vs16Narrower = RangeTable(bounds: [])
        }
        let rules = CorrectedRules(
            emojiSequencesAsCodePoints: (widths["zwj"] ?? 2) > 2,
            narrower: RangeTable(merging: narrower), zeroer: RangeTable(merging: zeroer),
            narrowWider: RangeTable(bounds: []), narrowZeroer: RangeTable(bounds: []),
            vs16Narrower: vs16Narrower,
            vs15Wider: widths["vs15"] == 2 ? WidthTables.textPresentationWithVS15 : RangeTable(bounds: []),
            exceptions: .empty,
            skinTonesApart: widths["skin-tone"] == 4 && widths["zwj"] == 2)
        return TerminalProfile(name: "probe", strategy: .correctedRules(rules))
    }

    /// `#`, `*` and the digits: the bases of keycap sequences.
    static let keycapBases = RangeTable(bounds: [0x23, 0x23, 0x2A, 0x2A, 0x30, 0x39])
}
