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

/// A probe's widths, by sample (`TerminalProbe.samples`): what the profile is built from
/// (`ProbeMeasurements+Profile.swift`) and what the cache keeps.
public struct ProbeMeasurements: Equatable, Sendable {
    public let widths: [String: Int]
    /// No sample is drawn wider: Scotland's flag where each tag character takes two
    /// columns would be 14.
    static let widest = 16

    init(widths: [String: Int]) {
        self.widths = widths
    }

    /// The cache file's first line: a file without it, or with any sample missing or
    /// out of range, is not a probe's. Version 2 has the samples of every rule; a
    /// version 1 file, from before, is measured again.
    static let cacheHeader = "marquee probe 2"

    /// `marquee probe 2`, then `key width` per sample.
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
}
