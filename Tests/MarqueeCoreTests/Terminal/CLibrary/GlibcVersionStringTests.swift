import Testing
@testable import MarqueeCore

/// The release inside a libc.so.6 (docs/terminals.md, "The C library"): the banner each
/// distribution's build carries.
@Suite struct GlibcVersionStringTests {
    private func release(_ text: String, padded: Bool = true) -> String? {
        var bytes = padded ? [UInt8](repeating: 0, count: 300) + Array("\u{7F}ELF".utf8) : []
        bytes += Array(text.utf8)
        if padded { bytes += [0] + [UInt8](repeating: 0x41, count: 50) }
        return bytes.withUnsafeBytes { GlibcVersionString.release(in: $0) }?.description
    }

    @Test(arguments: [
        ("GNU C Library (Debian GLIBC 2.36-9+deb12u14) stable release version 2.36.\nCopyright", "2.36"),
        ("GNU C Library (Ubuntu GLIBC 2.39-0ubuntu8.4) stable release version 2.39.", "2.39"),
        ("GNU C Library (GNU libc) stable release version 2.40.", "2.40"),
        ("GNU C Library (GNU libc) development release version 2.41.9000.", "2.41"),
        ("GNU C Library (Ubuntu GLIBC 2.31-0ubuntu9.16) stable release version 2.31, by Roland McGrath et al.", "2.31"),
    ])
    func bannersName(_ banner: String, _ expected: String) {
        #expect(release(banner) == expected)
        #expect(release(banner, padded: false) == expected)
    }

    @Test(arguments: [
        "release version 2.36. GNU C Library",
        "GNU C Library (x) stable release version ",
        "GNU C Library (x) stable release version x.y",
        "GNU C Library stable release version 2",
        "GNU C Librar release version 2.36.",
        "",
    ])
    func noBannerNoRelease(_ text: String) {
        #expect(release(text) == nil)
        #expect(release(text, padded: false) == nil)
    }

    @Test func theFirstBannerCounts() {
        #expect(release("GNU C Library x release version 2.35. GNU C Library y release version 2.39.") == "2.35")
    }

    @Test(arguments: [("libc-2.31.so", "2.31"), ("libc-2.27.so", "2.27")])
    func oldLinkNamesName(_ name: String, _ expected: String) {
        #expect(GlibcVersionString.release(inFileName: name)?.description == expected)
    }

    @Test(arguments: ["libc.so.6", "libc-2.31.so.6", "libc-.so", "libc-2.x.so", "ld-2.31.so"])
    func otherNamesNameNothing(_ name: String) {
        #expect(GlibcVersionString.release(inFileName: name) == nil)
    }
}
