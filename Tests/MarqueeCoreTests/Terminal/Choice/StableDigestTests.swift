import Testing
@testable import MarqueeCore

/// Cache files are named by 64-bit FNV-1a (docs/terminals.md, "Memory" and "The probe"):
/// a name that moved between releases would lose every cache.
@Suite struct StableDigestTests {
    @Test(arguments: [("", "cbf29ce484222325"), ("a", "af63dc4c8601ec8c"), ("foobar", "85944171f73967e8")])
    func theDigestIsFNV1a(_ text: String, _ hex: String) {
        #expect(StableDigest.hex(text) == hex)
    }
}
