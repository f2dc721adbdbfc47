import MarqueeCore

/// The probe (docs/terminals.md, "probe"): a cached measurement of this terminal is read
/// from `$XDG_CACHE_HOME/marquee/NAME`, NAME from what identifies it
/// (`TerminalProbe.cacheName`); else the samples are measured, in a round of the
/// conversation (`TerminalChoiceRun`), and kept for the next start. A terminal that
/// nothing identifies (nil) is probed every time.
enum TerminalProbeRun {
    /// What the cache file of that name holds, if it holds a measurement.
    static func cached(cacheName: String?) -> ProbeOutcome? {
        guard let cache = cacheName.flatMap({ CacheFile.path(named: $0) }), let text = CacheFile.read(cache),
              let measurements = ProbeMeasurements(cacheText: text) else { return nil }
        return ProbeOutcome(measurements: measurements, source: "read from \(cache)")
    }

    /// What the probe's answered round measured, written to the cache file of that name;
    /// nil where its reports make no measurement.
    static func outcome(of round: TerminalConversation.Round, cacheName: String?) -> ProbeOutcome? {
        guard round.isAnswered, let measurements = TerminalProbe.measurements(from: round.cursorPositions) else { return nil }
        guard let cache = cacheName.flatMap({ CacheFile.path(named: $0) }), CacheFile.write(cache, measurements.cacheText)
        else { return ProbeOutcome(measurements: measurements, source: "measured now, not cached") }
        return ProbeOutcome(measurements: measurements, source: "measured now, cached in \(cache)")
    }
}
