#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MarqueeCore
import TerminalWidth

/// The system's C library, the one tmux and the terminal load (docs/terminals.md, "The C
/// library"): the banner inside the shared libc.so.6 names its release. marquee is a static
/// executable, so its own `gnu_get_libc_version()` would name the glibc it was linked with.
/// Reading 2 MB is too slow for every `--once`, so the release is cached, keyed by the
/// file's identity (device, inode, size, modification time): an upgrade of the C library
/// changes that, and the next start reads the banner again.
enum CLibraryLookup {
    #if arch(x86_64)
    private static let triple = "x86_64-linux-gnu"
    private static let muslLoader = "/lib/ld-musl-x86_64.so.1"
    #elseif arch(arm64)
    private static let triple = "aarch64-linux-gnu"
    private static let muslLoader = "/lib/ld-musl-aarch64.so.1"
    #else
    private static let triple = "unknown-linux-gnu"
    private static let muslLoader = "/lib/ld-musl.so.1"
    #endif

    /// Where distributions put libc.so.6: Debian and Ubuntu (multiarch), Fedora and
    /// openSUSE (lib64), Arch (usr/lib).
    private static let candidates = [
        "/lib/\(triple)/libc.so.6", "/usr/lib/\(triple)/libc.so.6",
        "/lib64/libc.so.6", "/usr/lib64/libc.so.6", "/usr/lib/libc.so.6", "/lib/libc.so.6",
    ]

    static func find() -> CLibraryFinding? {
        #if os(Linux)
        for path in candidates {
            var info = stat()
            guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            if let named = releaseFromLinkName(path) {
                return CLibraryFinding(.glibc(named.release), source: "\(path), a link to \(named.name)")
            }
            let identity = identityLine(path, info)
            let cache = CacheFile.path(named: "c-library")
            if let cache, let kept = CacheFile.readBytes(cache), let release = cachedRelease(kept, identity: identity) {
                return CLibraryFinding(.glibc(release), source: "the version string in \(path) (cached in \(cache))")
            }
            guard let release = releaseInBanner(path) else { continue }
            if let cache { _ = CacheFile.write(cache, identity + Array("\(release)\n".utf8)) }
            return CLibraryFinding(.glibc(release), source: "the version string in \(path)")
        }
        if access(muslLoader, F_OK) == 0 {
            return CLibraryFinding(.musl, source: muslLoader)
        }
        return nil
        #else
        return CLibraryFinding(.unknown, source: "this system, whose C library is not glibc")
        #endif
    }

    /// glibc before 2.34 installs libc.so.6 as a link to `libc-2.31.so`.
    private static func releaseFromLinkName(_ path: String) -> (release: GlibcRelease, name: String)? {
        var buffer = [CChar](repeating: 0, count: 256)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let name = String(target.split(separator: "/").last ?? "")
        return GlibcVersionString.release(inFileName: name).map { ($0, name) }
    }

    #if os(Linux)
    /// `PATH DEVICE INODE SIZE SECONDS.NANOSECONDS `, the start of the cache line, in bytes:
    /// a `--once` reads it at every start, where String interpolation would cost more than
    /// the frame.
    private static func identityLine(_ path: String, _ info: stat) -> [UInt8] {
        var line = Array(path.utf8)
        for number in [UInt64(info.st_dev), UInt64(info.st_ino), UInt64(info.st_size), UInt64(info.st_mtim.tv_sec)] {
            line.append(0x20)
            line.appendDecimal(number)
        }
        line.append(0x2E)
        line.appendDecimal(UInt64(info.st_mtim.tv_nsec))
        line.append(0x20)
        return line
    }
    #endif

    /// The release after the identity on the cache's line, where the identity is the file's now.
    private static func cachedRelease(_ kept: [UInt8], identity: [UInt8]) -> GlibcRelease? {
        guard kept.count > identity.count, kept.starts(with: identity),
              let end = kept[identity.count...].firstIndex(of: 0x0A) else { return nil }
        return kept.withUnsafeBytes { GlibcRelease(utf8: UnsafeRawBufferPointer(rebasing: $0[identity.count..<end])) }
    }

    /// The release in the library's banner, from the file mapped read-only.
    private static func releaseInBanner(_ path: String) -> GlibcRelease? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        // A C library is a few megabytes; anything far larger is not one.
        guard let size = System.regularFileSize(fd), size > 0, size < 64 << 20,
              let mapped = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), mapped != MAP_FAILED else { return nil }
        defer { munmap(mapped, size) }
        return GlibcVersionString.release(in: UnsafeRawBufferPointer(start: mapped, count: size))
    }
}
