import Testing
@testable import MarqueeCore

/// Input bytes and the text that must come out of the pipeline.
struct CleanCase: CustomTestStringConvertible, Sendable {
    let description: String
    let input: [UInt8]
    let expected: String

    init(_ description: String, _ input: String, _ expected: String) {
        self.description = description
        self.input = Array(input.utf8)
        self.expected = expected
    }

    init(_ description: String, bytes: [UInt8], _ expected: String) {
        self.description = description
        self.input = bytes
        self.expected = expected
    }

    var testDescription: String { description }
}

@Suite struct TextPipelineTests {
    static let cases: [CleanCase] = [
        CleanCase("plain text passes", "hello", "hello"),
        CleanCase("SGR is styling, not text", "a\u{1B}[31mb\u{1B}[0mc", "abc"),
        CleanCase("CSI clear screen removed whole", "a\u{1B}[2Jb", "ab"),
        CleanCase("CSI with private prefix removed", "a\u{1B}[?25lb", "ab"),
        CleanCase("private SGR-like sequence removed", "a\u{1B}[>4;2mb", "ab"),
        CleanCase("CSI with intermediate removed", "a\u{1B}[1 qb", "ab"),
        CleanCase("C1 CSI removed", "a\u{9B}2Jb", "ab"),
        CleanCase("OSC 52 ended by BEL removed", "a\u{1B}]52;c;ZXZpbA==\u{07}b", "ab"),
        CleanCase("OSC title ended by ST removed", "a\u{1B}]0;title\u{1B}\\b", "ab"),
        CleanCase("C1 OSC ended by C1 ST removed", "a\u{9D}0;x\u{9C}b", "ab"),
        CleanCase("DCS removed", "a\u{1B}Pq#0;2;0;0;0\u{1B}\\b", "ab"),
        CleanCase("APC removed", "a\u{1B}_Gf=100;AAAA\u{1B}\\b", "ab"),
        CleanCase("SOS and PM removed", "a\u{1B}Xsos\u{1B}\\b\u{1B}^pm\u{07}c", "abc"),
        CleanCase("unterminated OSC removed to end of line", "a\u{1B}]0;never ends\nb", "a   b"),
        CleanCase("ESC 7 removed", "a\u{1B}7b", "ab"),
        CleanCase("ESC c removed", "a\u{1B}cb", "ab"),
        CleanCase("ESC ( B removed whole", "a\u{1B}(Bb", "ab"),
        CleanCase("lone ESC before non-ASCII removed alone", "a\u{1B}éb", "aéb"),
        CleanCase("ESC at end removed", "ab\u{1B}", "ab"),
        CleanCase("malformed CSI keeps its parameters", "a\u{1B}[1;é", "a1;é"),
        CleanCase("ESC intermediates without final are text", "a\u{1B}(é", "a(é"),
        CleanCase("C0 controls removed", "a\u{01}\u{07}\u{08}b\u{7F}c", "abc"),
        CleanCase("C1 controls removed", "a\u{85}b\u{9C}c", "abc"),
        CleanCase("CR removed", "ab\r\ncd\r", "ab   cd"),
        CleanCase("tab to the next multiple of 8", "a\tb", "a       b"),
        CleanCase("tab counted from the line start", "one\ntwo\tx", "one   two     x"),
        CleanCase("tab after wide character", "中\tx", "中      x"),
        CleanCase("lines joined by the separator", "one\ntwo\nthree", "one   two   three"),
        CleanCase("empty lines dropped", "one\n\n\ntwo\n", "one   two"),
        CleanCase("line of only styling dropped", "one\n\u{1B}[31m\u{1B}[0m\ntwo", "one   two"),
        CleanCase("line of only zero-width clusters dropped", "one\n\u{200B}\ntwo", "one   two"),
        CleanCase("combining mark at line start dropped", "\u{301}e\u{301}", "e\u{301}"),
        // A skin tone with no base is a visible swatch (docs/terminals.md); the zero width space
        // in front keeps it from joining whatever comes before it in a frame.
        CleanCase("emoji modifier at line start kept", "\u{1F3FD}x\n\u{1F3FD}y", "\u{200B}\u{1F3FD}x   \u{200B}\u{1F3FD}y"),
        // Clusters that could take in what follows them are closed by a zero width space.
        CleanCase("lone regional indicator closed", "\u{1F1FA}a\u{1F1FA}\u{1F1F8}", "\u{1F1FA}\u{200B}a\u{1F1FA}\u{1F1F8}"),
        CleanCase("prepend at line end closed", "a\u{600}\nb", "a\u{600}\u{200B}   b"),
        CleanCase("emoji and ZWJ at line end closed", "\u{1F468}\u{200D}", "\u{1F468}\u{200D}\u{200B}"),
        CleanCase("conjunct linker at line end closed", "\u{915}\u{94D}", "\u{915}\u{94D}\u{200B}"),
        CleanCase("ZWJ and ZWNJ at line start dropped", "\u{200D}a\n\u{200C}b", "a   b"),
        CleanCase("spacing mark at line start dropped", "\u{93E}क", "क"),
        CleanCase("emoji modifier after an emoji kept", "👍\u{1F3FD}", "👍\u{1F3FD}"),
        CleanCase("invalid byte becomes U+FFFD", bytes: [0x61, 0xFF, 0x62], "a\u{FFFD}b"),
        CleanCase("truncated sequence is one U+FFFD", bytes: [0x61, 0xE2, 0x82, 0x62], "a\u{FFFD}b"),
        CleanCase("encoded surrogate is three U+FFFD", bytes: [0xED, 0xA0, 0x80], "\u{FFFD}\u{FFFD}\u{FFFD}"),
        CleanCase("overlong encoding rejected", bytes: [0xC0, 0xAF], "\u{FFFD}\u{FFFD}"),
        CleanCase("raw C1 byte is invalid UTF-8, not CSI", bytes: [0x61, 0x9B, 0x32, 0x4A], "a\u{FFFD}2J"),
        CleanCase("truncated sequence at the end", bytes: [0x61, 0xF0, 0x9F], "a\u{FFFD}"),
        CleanCase("NUL removed", bytes: [0x61, 0x00, 0x62], "ab"),
    ]

    @Test(arguments: [("\u{1F3FD}", 2), ("\u{1F3FD}x", 2), ("a\n\u{1F3FD}", 2), ("a\n\u{1F3FD}\u{1F3FD}", 4)])
    func aSkinToneWithNothingToColourIsTwoColumns(_ text: String, _ columns: Int) {
        // Two in a row are one cluster of two swatches.
        let swatches = clusters(of: text).filter { $0.0.unicodeScalars.first == "\u{200B}" }
        #expect(swatches.map(\.1) == [columns], "\(clusters(of: text))")
    }

    @Test(arguments: cases)
    func cleans(_ example: CleanCase) {
        let laidOut = LaidOutText(text: example.input, settings: TextSettings())
        let text = laidOut.ring.clusters.prefix(laidOut.textClusterCount).map {
            String(decoding: $0.bytes, as: UTF8.self)
        }.joined()
        #expect(text == example.expected)
        #expect(!laidOut.ring.bytes.contains(0x1B))
    }

    @Test func chunkBoundariesDoNotMatter() {
        let input = Array("x\u{1B}[31mé中\u{1B}]8;;http://a\u{1B}\\link\u{1B}]8;;\u{1B}\\ 👩‍👩‍👧\tz\ne\u{301}".utf8)
        let whole = LaidOutText(text: input, settings: TextSettings())
        for chunkSize in 1...7 {
            var builder = LaidOutText.Builder(settings: TextSettings())
            var index = 0
            while index < input.count {
                builder.feed(Array(input[index..<min(index + chunkSize, input.count)]))
                index += chunkSize
            }
            let chunked = builder.finish()
            #expect(chunked.ring.bytes == whole.ring.bytes, "chunk size \(chunkSize)")
            #expect(chunked.ring.clusters.map(\.width) == whole.ring.clusters.map(\.width))
            #expect(chunked.ring.clusters.map(\.style) == whole.ring.clusters.map(\.style))
        }
    }

    @Test func clustersFollowSwiftCharacters() {
        let text = "e\u{301}🇺🇸👩‍👩‍👧👍🏽中a\u{200B}b"
        #expect(clusters(of: text).map(\.0) == text.map(String.init))
    }

    @Test func asciiAfterPrependStaysInOneCluster() {
        // U+0600 ARABIC NUMBER SIGN is Prepend: no break before the digit after it.
        let text = "a\u{600}1b"
        #expect(clusters(of: text).map(\.0) == text.map(String.init))
    }

    @Test func variationSelectorIsMeasuredWithTheByteItFollows() {
        // `#` + U+FE0F is an emoji presentation sequence, `"` + U+FE0F is not; in a run
        // of ASCII the cluster that U+FE0F joins is always the last byte.
        #expect(clusters(of: "#\"\u{FE0F}").map(\.1) == [1, 1])
        #expect(clusters(of: "\"#\u{FE0F}").map(\.1) == [1, 2])
        #expect(clusters(of: "中#\"\u{FE0F}ab#\u{FE0F}").map(\.1) == [2, 1, 1, 1, 1, 2])
    }

    @Test func combiningMarkAfterTabJoinsTheLastSpace() {
        let parts = clusters(of: "a\t\u{301}b").map(\.0)
        #expect(parts == ["a", " ", " ", " ", " ", " ", " ", " \u{301}", "b"])
    }

    @Test func widthsPerCluster() {
        #expect(clusters(of: "a中e\u{301}").map(\.1) == [1, 2, 1])
    }

    @Test func separatorIsUnstyledAndStylesEndWithT() {
        var settings = TextSettings()
        settings.separator = " | "
        let laidOut = LaidOutText(text: Array("\u{1B}[31mred\nmore".utf8), settings: settings)
        let styles = laidOut.ring.clusters.map(\.style)
        // "red" red, " | " plain, "more" still red (styles carry across lines), final " | " plain.
        let red = styles[0]
        #expect(red != 0)
        #expect(styles == [red, red, red, 0, 0, 0, red, red, red, red, 0, 0, 0])
        #expect(laidOut.styles[red].foreground == .palette(1))
    }

    @Test func separatorDropsStylingAndControls() {
        var settings = TextSettings()
        settings.separator = "\u{1B}[31m•\u{1B}]0;x\u{07}"
        let laidOut = LaidOutText(text: Array("a".utf8), settings: settings)
        #expect(laidOut.separator.clusters.map { String(decoding: $0.bytes, as: UTF8.self) } == ["•"])
        #expect(laidOut.separator.clusters.map(\.style) == [0])
    }

    @Test func hyperlinkIsKeptAsStyle() {
        let laidOut = LaidOutText(text: Array("a\u{1B}]8;id=1;https://example.com\u{1B}\\b\u{1B}]8;;\u{1B}\\c".utf8),
                                  settings: TextSettings())
        let styles = laidOut.ring.clusters.prefix(3).map { laidOut.styles[$0.style] }
        #expect(styles[0].link == 0)
        #expect(styles[2].link == 0)
        let link = laidOut.styles.links[styles[1].link]
        #expect(String(decoding: link.uri, as: UTF8.self) == "https://example.com")
        #expect(String(decoding: link.parameters, as: UTF8.self) == "id=1")
    }

    @Test func hyperlinkWithControlCharactersIsRemoved() {
        let laidOut = LaidOutText(text: Array("a\u{1B}]8;;http://x\u{85}y\u{07}b".utf8), settings: TextSettings())
        #expect(laidOut.ring.clusters.prefix(2).allSatisfy { laidOut.styles[$0.style].link == 0 })
        #expect(cleanText("a\u{1B}]8;;http://x\u{85}y\u{07}b") == "ab")
    }

    @Test func verticalKeepsEmptyLines() {
        var settings = TextSettings()
        settings.vertical = true
        let laidOut = LaidOutText(text: Array("a\n\nb\n".utf8), settings: settings)
        #expect(laidOut.lines.map(\.clusterCount) == [1, 0, 1])
    }
}
