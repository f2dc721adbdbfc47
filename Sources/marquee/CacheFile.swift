#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Small files marquee keeps between runs in `$XDG_CACHE_HOME/marquee/` (or
/// `$HOME/.cache/marquee/`): what a probe measured, what the C library is. Losing one
/// only costs the next start the work again.
enum CacheFile {
    /// The path for a name; the name keeps letters, digits, `.`, `_` and `-`, the rest
    /// become `_`. nil where neither variable gives an absolute directory.
    static func path(named name: String) -> String? {
        let base: String
        if let cacheHome = System.environmentVariable("XDG_CACHE_HOME"), cacheHome.hasPrefix("/") {
            base = cacheHome
        } else if let home = System.environmentVariable("HOME"), home.hasPrefix("/") {
            base = home + "/.cache"
        } else {
            return nil
        }
        // Byte by byte: mapping to Characters costs more than the rest of a `--once` start.
        var path = Array(base.utf8) + Array("/marquee/".utf8)
        for byte in name.utf8.prefix(128) {
            let kept = (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte) || (0x30...0x39).contains(byte)
                || byte == 0x2E || byte == 0x5F || byte == 0x2D
            path.append(kept ? byte : 0x5F)
        }
        return String(decoding: path, as: UTF8.self)
    }

    /// The file's first 4 KiB as text; nil where it cannot be read.
    static func read(_ path: String) -> String? {
        readBytes(path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The file's first 4 KiB; nil where it cannot be read.
    static func readBytes(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 4096)
        guard case .bytes(let count) = buffer.withUnsafeMutableBytes({ System.readAvailable(fd, into: $0) }) else { return nil }
        buffer.removeSubrange(count...)
        return buffer
    }

    /// Writes a temporary file beside `path` and renames it over: two marquees writing
    /// at once never leave half a file.
    static func write(_ path: String, _ text: String) -> Bool {
        write(path, Array(text.utf8))
    }

    static func write(_ path: String, _ bytes: [UInt8]) -> Bool {
        guard let slash = path.lastIndex(of: "/") else { return false }
        let directory = String(path[..<slash])
        if let parentSlash = directory.lastIndex(of: "/") {
            mkdir(String(directory[..<parentSlash]), 0o700)
        }
        mkdir(directory, 0o700)
        let temporary = path + ".\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return false }
        let written = (try? System.writeAll(fd, bytes)) != nil
        close(fd)
        guard written, rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }
}
