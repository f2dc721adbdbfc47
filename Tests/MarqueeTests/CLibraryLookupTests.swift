import Foundation
import Testing

/// The system's C library as the binary finds it (docs/terminals.md, "The C library"): the
/// banner in libc.so.6, cached by the file's identity. The release expected comes from
/// `confstr(_CS_GNU_LIBC_VERSION)` in python3, which asks the C library python loaded.
@Suite(.needs(.python3)) struct CLibraryLookupTests {
    /// Where marquee looks first on this architecture, and the release glibc reports.
    private func system() throws -> (path: String, release: String) {
        let asked = try runProgram("python3", ["-c", "import os; print(os.confstr('CS_GNU_LIBC_VERSION'))"])
        let words = asked.output.split(separator: " ")
        try #require(words.first == "glibc", "not a glibc system: \(asked.output)")
        let release = words[1].trimmingCharacters(in: .whitespacesAndNewlines)
        let candidates = ["/lib/x86_64-linux-gnu/libc.so.6", "/usr/lib/x86_64-linux-gnu/libc.so.6",
                          "/lib/aarch64-linux-gnu/libc.so.6", "/usr/lib/aarch64-linux-gnu/libc.so.6",
                          "/lib64/libc.so.6", "/usr/lib64/libc.so.6", "/usr/lib/libc.so.6", "/lib/libc.so.6"]
        let path = try #require(candidates.first { FileManager.default.fileExists(atPath: $0) })
        return (path, release)
    }

    private func explain(_ cache: ScratchDirectory) throws -> String {
        let result = try runMarquee(["--terminal", "xterm", "--explain"],
                                    environment: ["XDG_CACHE_HOME": cache.path, "MARQUEE_LIBC": ""])
        #expect(result.status == 0)
        return result.output
    }

    @Test func theBannerIsReadOnceThenCached() throws {
        let (path, release) = try system()
        let cache = try ScratchDirectory()
        defer { cache.remove() }
        let first = try explain(cache)
        #expect(first.hasPrefix("xterm: --terminal; C library: glibc \(release) "), "\(first)")
        #expect(first.hasSuffix(", from the version string in \(path)\n"), "\(first)")
        let cacheFile = cache.path + "/marquee/c-library"
        let kept = try String(contentsOfFile: cacheFile, encoding: .utf8)
        #expect(kept.hasPrefix(path + " ") && kept.hasSuffix(" \(release)\n"), "\(kept)")
        let second = try explain(cache)
        #expect(second.hasSuffix(", from the version string in \(path) (cached in \(cacheFile))\n"), "\(second)")
    }

    /// A cache written for another file (a C library upgraded since) is not believed: the
    /// banner is read again and the cache rewritten. The stale line is the real one with
    /// one digit of the identity changed and another release, so only the identity tells.
    @Test func aCacheForAnotherFileIsReadAgain() throws {
        let (path, release) = try system()
        let cache = try ScratchDirectory()
        defer { cache.remove() }
        _ = try explain(cache)
        let cacheFile = cache.path + "/marquee/c-library"
        let real = try String(contentsOfFile: cacheFile, encoding: .utf8)
        var fields = real.split(separator: " ").map(String.init)
        try #require(fields.count == 6, "\(real)")
        // The inode, one digit changed; the release, one glibc never had.
        let inode = fields[2]
        fields[2] = String(inode.dropLast()) + (inode.last == "1" ? "2" : "1")
        fields[5] = "2.99\n"
        try fields.joined(separator: " ").write(toFile: cacheFile, atomically: true, encoding: .utf8)
        let output = try explain(cache)
        #expect(output.contains("C library: glibc \(release) "), "\(output)")
        #expect(output.hasSuffix("from the version string in \(path)\n"), "\(output)")
        #expect(try String(contentsOfFile: cacheFile, encoding: .utf8) == real)
    }

    @Test(arguments: ["", "garbage", "\u{0}\u{1}\u{FF}", String(repeating: "x ", count: 5000)])
    func aDamagedCacheIsReadAgain(_ damage: String) throws {
        let (_, release) = try system()
        let cache = try ScratchDirectory()
        defer { cache.remove() }
        try FileManager.default.createDirectory(atPath: cache.path + "/marquee", withIntermediateDirectories: true)
        try damage.write(toFile: cache.path + "/marquee/c-library", atomically: true, encoding: .utf8)
        #expect(try explain(cache).contains("C library: glibc \(release) "))
    }

    /// Without a cache to write, every start reads the banner and still runs.
    @Test func anUnwritableCacheOnlyCostsTime() throws {
        let (path, release) = try system()
        let result = try runMarquee(["--terminal", "tmux-3.4", "--explain"],
                                    environment: ["XDG_CACHE_HOME": "/nonexistent/marquee-test", "HOME": "/nonexistent"])
        #expect(result.output.hasSuffix("C library: glibc \(release) (Unicode \(result.output.split(separator: "Unicode ").last ?? "")"))
        #expect(result.output.hasSuffix("from the version string in \(path)\n"), "\(result.output)")
    }

    /// The release found moves the frame: under glibc 2.36, 🫨 is not known and xterm
    /// draws it one column; named as 2.39, two.
    @Test func theReleaseMovesTheFrame() throws {
        let named = try runMarquee(["--frame", "0", "-w", "8", "--terminal", "xterm", "--libc", "glibc-2.39", "--", "a🫨b"])
        #expect(named.output == "a🫨b    \n")
        let old = try runMarquee(["--frame", "0", "-w", "8", "--terminal", "xterm", "--", "a🫨b"],
                                 environment: ["MARQUEE_LIBC": "glibc-2.36"])
        #expect(old.output == "a🫨b     \n")
    }
}
