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
        let key = name.unicodeScalars.map { scalar -> Character in
            let kept = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || "._-".unicodeScalars.contains(scalar)
            return kept ? Character(scalar) : "_"
        }
        return base + "/marquee/" + String(key.prefix(128))
    }

    /// The file's first 4 KiB as text; nil where it cannot be read.
    static func read(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 4096)
        guard case .bytes(let count) = buffer.withUnsafeMutableBytes({ System.readAvailable(fd, into: $0) }) else { return nil }
        return String(decoding: buffer[..<count], as: UTF8.self)
    }

    /// Writes a temporary file beside `path` and renames it over: two marquees writing
    /// at once never leave half a file.
    static func write(_ path: String, _ text: String) -> Bool {
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
