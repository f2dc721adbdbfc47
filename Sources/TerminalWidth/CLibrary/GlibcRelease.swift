/// A release of the GNU C library, `2.39`: what decides the widths its wcwidth() gives
/// (docs/terminals.md, "The C library").
package struct GlibcRelease: Comparable, Hashable, Sendable, CustomStringConvertible {
    package let major: Int
    package let minor: Int

    package init(_ major: Int, _ minor: Int) {
        self.major = major
        self.minor = minor
    }

    /// `2.39`, as glibc names its releases (a development snapshot's `2.39.9000` is 2.39);
    /// nil for anything else.
    package init?(_ text: Substring) {
        var copy = String(text)
        guard let release = copy.withUTF8({ GlibcRelease(utf8: UnsafeRawBufferPointer($0)) }) else { return nil }
        self = release
    }

    /// The same from bytes (a cache line, a library's banner), without making a String:
    /// up to three numbers of digits separated by single dots, the third dropped.
    /// (Not generic, and no arrays: this runs at the start of a `--once`.)
    package init?(utf8 bytes: UnsafeRawBufferPointer) {
        var major = 0, minor = 0
        var length = 0
        var part = 0
        for byte in bytes {
            if byte == 0x2E {
                guard part < 2, length > 0 else { return nil }
                part += 1
                length = 0
            } else if (0x30...0x39).contains(byte) {
                guard length < (part == 2 ? 6 : 3) else { return nil }
                length += 1
                if part == 0 { major = major * 10 + Int(byte - 0x30) }
                if part == 1 { minor = minor * 10 + Int(byte - 0x30) }
            } else {
                return nil
            }
        }
        guard part >= 1, length > 0 else { return nil }
        self.init(major, minor)
    }

    package var description: String { "\(major).\(minor)" }

    package static func < (left: GlibcRelease, right: GlibcRelease) -> Bool {
        (left.major, left.minor) < (right.major, right.minor)
    }
}
