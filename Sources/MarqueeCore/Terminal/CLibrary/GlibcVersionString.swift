import TerminalWidth

/// The release named in a glibc shared library's own banner, which every build carries
/// (csu/version.c: `GNU C Library (Debian GLIBC 2.36-9+deb12u14) stable release version
/// 2.36.`): what the system's libc.so.6 is, read without loading it (marquee is a static
/// executable: its own `gnu_get_libc_version()` names the glibc it was linked with).
package enum GlibcVersionString {
    private static let marker = Array("release version ".utf8)
    private static let library = Array("GNU C Library".utf8)

    /// The release of the first banner in `bytes`; nil where there is none.
    package static func release(in bytes: UnsafeRawBufferPointer) -> GlibcRelease? {
        guard let banner = firstIndex(of: library, in: bytes, from: 0),
              let found = firstIndex(of: marker, in: bytes, from: banner) else { return nil }
        var end = found + marker.count
        let start = end
        // `2.36.` ends in a full stop, `2.39.9000` (a development snapshot) goes on.
        while end < bytes.count, end - start < 16, bytes[end] == 0x2E || (0x30...0x39).contains(bytes[end]) {
            end += 1
        }
        // `2.36.` ends a sentence: the last full stop is not part of the release.
        if end > start, bytes[end - 1] == 0x2E { end -= 1 }
        return GlibcRelease(utf8: UnsafeRawBufferPointer(rebasing: bytes[start..<end]))
    }

    /// The release in a file name of glibc before 2.34, where libc.so.6 is a link to
    /// `libc-2.31.so`; nil for any other name.
    package static func release(inFileName name: String) -> GlibcRelease? {
        guard name.hasPrefix("libc-"), name.hasSuffix(".so") else { return nil }
        return GlibcRelease(name.dropFirst(5).dropLast(3))
    }

    private static func firstIndex(of needle: [UInt8], in bytes: UnsafeRawBufferPointer, from start: Int) -> Int? {
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        var index = start
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first {
                var matched = 1
                while matched < needle.count && bytes[index + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return index }
            }
            index += 1
        }
        return nil
    }
}
