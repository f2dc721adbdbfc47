import Testing
@testable import TerminalWidth
import TestSupport

/// tmux 3.6+'s server options `codepoint-widths` and `variation-selector-always-wide`
/// (docs/terminals.md), read from what `tmux show -sv` prints and measured with (when
/// marquee asks for them: TmuxServerOptionsDecisionTests).
@Suite struct TmuxWidthOptionsTests {
    struct ParseCase: CustomTestStringConvertible, Sendable {
        let name: String
        let widths: String
        let selector: String
        let entries: [(first: UInt32, last: UInt32, width: Int, range: Bool)]
        let ignored: Int
        let wide: Bool
        var testDescription: String { name }
    }

    static let parseCases: [ParseCase] = [
        ParseCase(name: "one entry a line, off", widths: "U+E0B0=2\nU+E0B2=2\n", selector: "off\n",
                  entries: [(0xE0B0, 0xE0B0, 2, false), (0xE0B2, 0xE0B2, 2, false)], ignored: 0, wide: false),
        ParseCase(name: "nothing set: no entries, on by default", widths: "", selector: "on\n",
                  entries: [], ignored: 0, wide: true),
        ParseCase(name: "a character given as itself", widths: "→=2\n", selector: "on",
                  entries: [(0x2192, 0x2192, 2, false)], ignored: 0, wide: true),
        ParseCase(name: "a range (tmux 3.7)", widths: "U+E0B0-U+E0B3=2\n", selector: "on",
                  entries: [(0xE0B0, 0xE0B3, 2, true)], ignored: 0, wide: true),
        ParseCase(name: "0x as strtoull allows, width 0", widths: "U+0xE0B0=0\n", selector: "on",
                  entries: [(0xE0B0, 0xE0B0, 0, false)], ignored: 0, wide: true),
        ParseCase(name: "garbage is ignored, the rest kept", widths: """
            U+E0B0=2
            bogus
            U+=2
            U+0=1
            U+ZZZZ=1
            U+E0B0=3
            U+E0B0=two
            ab=1
            U+E0B3-U+E0B0=1
            U+E0B0-E0B3=1
            U+FFFFFFFFF=1
            =1
            U+E0A0=1

            """, selector: "maybe", entries: [(0xE0B0, 0xE0B0, 2, false), (0xE0A0, 0xE0A0, 1, false)],
                  ignored: 11, wide: true),
        ParseCase(name: "bytes that are not text", widths: "\u{FFFD}\u{0}=\u{1}\n\u{1B}[31m\n", selector: "\u{FFFD}",
                  entries: [], ignored: 2, wide: true),
    ]

    @Test(arguments: parseCases)
    func parses(_ example: ParseCase) {
        let options = TmuxWidthOptions(codepointWidths: example.widths, variationSelectorAlwaysWide: example.selector)
        #expect(options.entries.map(\.first) == example.entries.map(\.first))
        #expect(options.entries.map(\.last) == example.entries.map(\.last))
        #expect(options.entries.map(\.width) == example.entries.map(\.width))
        #expect(options.entries.map(\.spelledAsRange) == example.entries.map(\.range))
        #expect(options.ignored == example.ignored)
        #expect(options.variationSelectorAlwaysWide == example.wide)
    }

    static func columns(_ text: String, version: String, widths: String, selector: String) throws -> Int {
        let options = TmuxWidthOptions(codepointWidths: widths, variationSelectorAlwaysWide: selector)
        let profile = try #require(TerminalProfile.tmux(version: version, options: options))
        return TmuxVersionRuleTests.columns(text, profile)
    }

    /// U+E0B0 (a private-use powerline glyph) is one column in glibc; `U+E0B0=2` makes it two.
    @Test func codepointWidthsWidenAPowerlineGlyph() throws {
        #expect(try Self.columns("\u{E0B0}", version: "3.6", widths: "", selector: "on") == 1)
        #expect(try Self.columns("\u{E0B0}", version: "3.6", widths: "U+E0B0=2", selector: "on") == 2)
        #expect(try Self.columns("a\u{E0B0}b", version: "3.6a", widths: "U+E0B0=2", selector: "on") == 4)
        // The last entry for a code point wins, as tmux replaces the earlier one.
        #expect(try Self.columns("\u{E0B0}", version: "3.6", widths: "U+E0B0=2\nU+E0B0=1", selector: "on") == 1)
        // Width 0: it joins the cell before it.
        #expect(try Self.columns("a\u{E0B0}", version: "3.6", widths: "U+E0B0=0", selector: "on") == 1)
        // ASCII never meets tmux's width list.
        #expect(try Self.columns("a", version: "3.6", widths: "U+61=2", selector: "on") == 1)
    }

    /// A range counts from tmux 3.7; 3.6 ignores the entry.
    @Test func rangesCountFromTmux37() throws {
        #expect(try Self.columns("\u{E0B2}", version: "3.6b", widths: "U+E0B0-U+E0B3=2", selector: "on") == 1)
        #expect(try Self.columns("\u{E0B2}", version: "3.7", widths: "U+E0B0-U+E0B3=2", selector: "on") == 2)
    }

    /// `variation-selector-always-wide off`: VS16 widens nothing (screen_write_combine, 3.6).
    @Test func variationSelectorOffKeepsTheHeartNarrow() throws {
        #expect(try Self.columns("❤️", version: "3.6", widths: "", selector: "off") == 1)
        #expect(try Self.columns("1️⃣", version: "3.6a", widths: "", selector: "off\n") == 1)
        #expect(try Self.columns("❤️", version: "3.6", widths: "", selector: "on") == 2)
    }

    /// A tmux older than 3.6 has no such options: they change nothing.
    @Test func olderTmuxIgnoresTheOptions() throws {
        #expect(try Self.columns("\u{E0B0}❤️", version: "3.5a", widths: "U+E0B0=2", selector: "off") == 3)
        #expect(try Self.columns("\u{E0B0}❤️", version: "3.3a", widths: "U+E0B0=2", selector: "off") == 2)
        let options = TmuxWidthOptions(codepointWidths: "U+E0B0=2", variationSelectorAlwaysWide: "off")
        let tmux35 = try #require(TerminalProfile(named: "tmux-3.5"))
        #expect(tmux35.applying(options) == nil)
    }

    @Test func explainSummarySaysWhatCounts() throws {
        let options = TmuxWidthOptions(codepointWidths: "U+E0B0=2\nU+E0B1-U+E0B3=2\njunk\n", variationSelectorAlwaysWide: "off")
        let tmux36 = try #require(TerminalProfile(named: "tmux-3.6"))
        let tmux37 = try #require(TerminalProfile(named: "tmux-3.7"))
        #expect(tmux36.applying(options)?.summary == "codepoint-widths U+E0B0=2 (2 ignored), variation-selector-always-wide off")
        #expect(tmux37.applying(options)?.summary
            == "codepoint-widths U+E0B0=2 U+E0B1-U+E0B3=2 (1 ignored), variation-selector-always-wide off")
        let none = TmuxWidthOptions(codepointWidths: "", variationSelectorAlwaysWide: "on")
        #expect(tmux36.applying(none)?.summary == "codepoint-widths (none), variation-selector-always-wide on")
    }

    /// Whatever tmux printed, parsing keeps only entries tmux would take, and measuring
    /// with them never crashes nor goes below zero.
    @Test func pseudoRandomAnswersParseDefensively() throws {
        var random = XorShift(seed: 0x2545F4914F6CDD1D)
        func next() -> Int { Int(random.next() % 1_000_003) }
        let tokens = ["U+", "E0B0", "1F44D", "FE0F", "0", "1", "2", "3", "=", "-", "\n", ",", " ", "0x", "é", "❤",
                      "FFFFFFFF", "\u{0}", "\u{FFFD}", "on", "off", "U+1F3FB-U+1F3FF=0"]
        let clusters = ["❤️", "👍🏽", "🇯🇵", "\u{E0B0}", "1️⃣", "👨‍👩‍👧‍👦", "é", "\u{1100}\u{1161}", "\u{3164}", "🏳️‍⚧️"]
        let profiles = try TerminalProfile.tmuxVersions.map { try #require(TerminalProfile(named: $0.name)) }
        for _ in 0..<300 {
            let widths = (0..<(next() % 12)).map { _ in tokens[next() % tokens.count] }.joined()
            let selector = (0..<(next() % 3)).map { _ in tokens[next() % tokens.count] }.joined()
            let options = TmuxWidthOptions(codepointWidths: widths, variationSelectorAlwaysWide: selector)
            for entry in options.entries {
                #expect((0...2).contains(entry.width) && entry.first <= entry.last && entry.first > 0, "\(widths.debugDescription)")
            }
            for profile in profiles {
                let applied = profile.applying(options)?.profile ?? profile
                let text = (0..<4).map { _ in clusters[next() % clusters.count] }.joined()
                #expect(TmuxVersionRuleTests.columns(text, applied) >= 0)
            }
        }
    }
}
