#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MarqueeCore

/// `--terminal probe` (docs/terminals.md): the terminal's XTVERSION first, which with `TERM`
/// keys a cache in `$XDG_CACHE_HOME/marquee/`; a cached probe is read, else the samples
/// are measured and the result kept for the next start. A terminal that does not say
/// its version is probed every time: `TERM` alone names too many terminals to share
/// one measurement.
enum TerminalProbeRun {
    static func run(term: String?) -> ProbeOutcome? {
        guard let said = TerminalInquiry.ask(TerminalQuery.versionOnly, limitNanoseconds: TerminalQuery.limitNanoseconds),
              said.fenceSeen else { return nil }
        let cache = said.version.flatMap { CacheFile.path(named: "probe-" + (term ?? "") + "-" + $0) }
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
