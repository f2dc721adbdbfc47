#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MarqueeCore

/// The probe (docs/terminals.md, "probe"): a cached measurement of this terminal is read
/// from `$XDG_CACHE_HOME/marquee/NAME`, NAME from what identifies it
/// (`TerminalProbe.cacheName`); else the samples are measured and kept for the next start.
/// A terminal that nothing identifies (nil) is probed every time.
enum TerminalProbeRun {
    static func run(cacheName: String?) -> ProbeOutcome? {
        let cache = cacheName.flatMap { CacheFile.path(named: $0) }
        if let cache, let text = CacheFile.read(cache), let measurements = ProbeMeasurements(cacheText: text) {
            return ProbeOutcome(measurements: measurements, source: "read from \(cache)")
        }
        guard let answers = TerminalInquiry.ask(TerminalProbe.bytes, limitNanoseconds: TerminalProbe.limitNanoseconds),
              answers.fenceSeen,
              let measurements = TerminalProbe.measurements(from: answers.cursorPositions) else { return nil }
        guard let cache, CacheFile.write(cache, measurements.cacheText) else {
            return ProbeOutcome(measurements: measurements, source: "measured now, not cached")
        }
        return ProbeOutcome(measurements: measurements, source: "measured now, cached in \(cache)")
    }
}
