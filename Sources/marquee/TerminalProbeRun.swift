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
        let cache = said.version.flatMap { cachePath(term: term ?? "", version: $0) }
        if let cache, let text = readSmallFile(cache), let measurements = ProbeMeasurements(cacheText: text) {
            return ProbeOutcome(measurements: measurements, source: "read from \(cache)")
        }
        guard let answers = TerminalInquiry.ask(TerminalProbe.bytes, limitNanoseconds: TerminalProbe.limitNanoseconds),
              answers.fenceSeen,
              let measurements = TerminalProbe.measurements(from: answers.cursorPositions) else { return nil }
        guard let cache, writeFileAtomically(cache, measurements.cacheText) else {
            return ProbeOutcome(measurements: measurements, source: "measured now, not cached")
        }
        return ProbeOutcome(measurements: measurements, source: "measured now, cached in \(cache)")
    }

    /// `$XDG_CACHE_HOME/marquee/probe-TERM-VERSION`, or under `$HOME/.cache`; the name
    /// keeps letters, digits, `.`, `_` and `-` of the key, the rest become `_`.
    private static func cachePath(term: String, version: String) -> String? {
        let base: String
        if let cacheHome = System.environmentVariable("XDG_CACHE_HOME"), cacheHome.hasPrefix("/") {
            base = cacheHome
        } else if let home = System.environmentVariable("HOME"), home.hasPrefix("/") {
            base = home + "/.cache"
        } else {
            return nil
        }
        let key = (term + "-" + version).unicodeScalars.map { scalar -> Character in
            let kept = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || "._-".unicodeScalars.contains(scalar)
            return kept ? Character(scalar) : "_"
        }
        return base + "/marquee/probe-" + String(key.prefix(120))
    }

    private static func readSmallFile(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 4096)
        guard case .bytes(let count) = buffer.withUnsafeMutableBytes({ System.readAvailable(fd, into: $0) }) else { return nil }
        return String(decoding: buffer[..<count], as: UTF8.self)
    }

    /// Writes a temporary file beside `path` and renames it over: two marquees probing
    /// at once never leave half a file.
    private static func writeFileAtomically(_ path: String, _ text: String) -> Bool {
        guard let slash = path.lastIndex(of: "/") else { return false }
        let directory = String(path[..<slash])
        if let parentSlash = directory.lastIndex(of: "/") {
            mkdir(String(directory[..<parentSlash]), 0o700)
        }
        mkdir(directory, 0o700)
        let temporary = path + ".\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return false }
        let written = (try? System.writeAll(fd, Array(text.utf8))) != nil
        close(fd)
        guard written, rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }
}
