import Testing
@testable import TerminalWidth

/// Releases and their tables (docs/terminals.md, "The C library"): the figures are glibc's
/// own charmaps at each tag.
@Suite struct GlibcWidthsTests {
    private func widths(_ minor: Int) -> GlibcWidths { GlibcWidths(release: GlibcRelease(2, minor)) }

    @Test func unicode15EmojiAreUnknownUntil237() {
        // 🫨 SHAKING FACE and 𱍐 (CJK Extension H), Unicode 15.0.
        for value: UInt32 in [0x1FAE8, 0x31350] {
            #expect(widths(31).wcwidth(value) == -1)
            #expect(widths(36).wcwidth(value) == -1)
            #expect(widths(37).wcwidth(value) == 2)
            #expect(widths(39).wcwidth(value) == 2)
            #expect(widths(42).wcwidth(value) == 2)
        }
        // 2.39's Unicode 15.1 added CJK Extension I: U+2EBF0.
        #expect(widths(38).wcwidth(0x2EBF0) == -1)
        #expect(widths(39).wcwidth(0x2EBF0) == 2)
    }

    @Test func unicode16WidensTrigramsIn241() {
        // ☰ TRIGRAM FOR HEAVEN and ⚊ MONOGRAM FOR YANG (the hexagrams, ䷀, were wide already).
        #expect(widths(36).wcwidth(0x4DC0) == 2)
        for value: UInt32 in [0x2630, 0x268A] {
            #expect(widths(40).wcwidth(value) == 1)
            #expect(widths(41).wcwidth(value) == 2)
        }
        // 🫩 FACE WITH BAGS UNDER EYES, new in Unicode 16.
        #expect(widths(40).wcwidth(0x1FAE9) == -1)
        #expect(widths(41).wcwidth(0x1FAE9) == 2)
    }

    @Test func release231DoesNotKnowUnicode13And14() {
        // 🫀 ANATOMICAL HEART and a Tangut component, Unicode 13.0 (glibc 2.32).
        for value: UInt32 in [0x1FAC0, 0x18AF3] {
            #expect(widths(31).wcwidth(value) == -1)
            #expect(widths(32).wcwidth(value) == 2)
        }
        // 🫠 MELTING FACE, Unicode 14.0 (glibc 2.35).
        #expect(widths(34).wcwidth(0x1FAE0) == -1)
        #expect(widths(35).wcwidth(0x1FAE0) == 2)
    }

    @Test func everyReleaseKnowsTheBasics() {
        for minor in 31...42 {
            let table = widths(minor)
            #expect(table.wcwidth(0) == 0)
            #expect(table.wcwidth(0x41) == 1)
            #expect(table.wcwidth(0x1F) == -1)
            #expect(table.wcwidth(0x301) == 0)
            #expect(table.wcwidth(0x4E2D) == 2)
            #expect(table.wcwidth(0x2028) == -1)
            #expect(table.wcwidth(0x10FFFF) == -1)
        }
    }

    @Test(arguments: [
        (2, 30, "2.31"), (2, 27, "2.31"), (1, 99, "2.31"), (2, 31, "2.31"), (2, 34, "2.34"), (2, 35, "2.35"),
        (2, 38, "2.38"), (2, 39, "2.39"), (2, 40, "2.40"), (2, 43, "2.42"), (2, 100, "2.42"), (3, 0, "2.42"),
    ])
    func aReleaseTakesTheNearestTableAtOrBelowIt(_ major: Int, _ minor: Int, _ table: String) {
        let widths = GlibcWidths(release: GlibcRelease(major, minor))
        #expect(widths.tableRelease.description == table)
        #expect(widths.release == GlibcRelease(major, minor))
        #expect(widths.summary.contains(table))
    }

    @Test(arguments: ["2.39", "2.39.9000", "10.2"])
    func releasesParse(_ text: String) {
        #expect(GlibcRelease(Substring(text)) != nil)
    }

    @Test(arguments: ["", "2", "2.", ".39", "2.39.", "2.x", "2.39a", "a.b", "2.39.1.2", "-2.39", "2 .39", "1234.5"])
    func nonReleasesDoNotParse(_ text: String) {
        #expect(GlibcRelease(Substring(text)) == nil)
    }
}
