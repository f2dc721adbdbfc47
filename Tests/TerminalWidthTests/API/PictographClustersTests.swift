import Testing
@testable import TerminalWidth

/// `columns` under `generic` reads the common emoji clusters in a loop of their own
/// (`PictographClusters`), with no breaker and no cluster measure; its answer must stay
/// that of the rules (the pieces, `TextPieces`) for every shape it takes and every shape
/// it must leave to the rules, under every profile.
@Suite struct PictographClustersTests {
    /// Emoji sequences and their near misses: each shape the loop takes, and each reason
    /// it gives up or a cluster ends.
    static let sequences: [String] = [
        "😀", "👨‍👩‍👧", "👨‍👩‍👧‍👦", "👩‍❤️‍👨", "🏳️‍🌈", "🏴‍☠️", "🧑🏻‍💻", "👩🏾‍🚀", "👍🏽", "👋🏿",
        "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",  // a subdivision flag, tags
        "🇯🇵", "🇯", "🇯🇵🇺", "🇯🇵🇺🇸", "🇯🇵\u{1F3FB}", "🇯🇵\u{FE0F}", "🇯🇵\u{200D}😀", "🇯🇵\u{301}", "🇯\u{200D}🇵",
        "❤️", "❤", "❤\u{FE0E}", "❤\u{1F3FB}", "❤️\u{1F3FB}", "❤\u{301}\u{FE0F}", "☺", "☺️", "☺︎", "☺️\u{FE0E}",
        "\u{00A9}", "\u{00A9}\u{FE0F}", "\u{00A9}\u{FE0E}", "✍🏻", "✍️🏻",
        "😀\u{FE0E}", "⌚︎", "⌚\u{FE0F}\u{FE0E}", "😀\u{FE0F}\u{FE0F}", "😀\u{1F3FB}\u{1F3FC}",
        "1️⃣", "#️⃣", "1\u{FE0F}\u{1F3FB}", "1\u{FE0F}\u{200D}😀", "1\u{FE0F}\u{FE0E}", "a\u{FE0F}", "*\u{FE0F}\u{20E3}", "😀\u{20E3}", "😀\u{301}", "😀\u{301}\u{200D}😀",
        "😀\u{200D}", "😀\u{200D}\u{200D}😀", "😀\u{200D}\u{301}", "😀\u{200D}\u{301}😀", "😀\u{200D}\u{1F3FB}", "😀\u{200D}a",
        "😀\u{200D}東", "😀\u{200D}\u{00A9}", "😀\u{200D}\u{0600}", "😀\u{200D}🇯🇵",
        "😀\u{0903}", "😀\u{094D}\u{0915}", "😀\u{200D}\u{094D}\u{0915}", "😀\u{FF9E}", "😀\u{0600}x",
        "😀東", "😀가\u{1161}", "😀\u{1161}", "😀\u{85}", "😀\u{1B}[31m", "😀\t", "😀\r\n", "😀😀",
        "\u{1F000}", "\u{1F000}\u{FE0F}", "\u{1F004}", "\u{1F004}\u{FE0E}", "\u{1FAEF}", "\u{1F02C}",
        "\u{1F3FB}", "\u{200D}😀", "\u{FE0F}", "a\u{200D}😀", "\u{0915}\u{094D}😀",
    ]

    /// What may come before and after a sequence: nothing, text that keeps apart from
    /// it, and scalars that join or change the cluster at either end.
    static let before = ["", "a", " ", "東", "😀", "🇯", "\u{200D}", "\u{094D}", "\u{0600}", "\u{1B}[1m"]
    static let after = ["", "a", " ", "東", "\u{301}", "\u{200D}👧", "🇯", "\u{FE0E}", "\u{FE0F}", "\u{1F3FB}",
                        "\u{0903}", "\t", "\u{85}"]

    @Test func everyProfileAgreesWithThePiecesOnEmojiSequences() throws {
        var failures: [String] = []
        for name in TerminalProfile.names {
            let profile = try #require(TerminalProfile.named(name))
            for sequence in Self.sequences {
                for head in Self.before {
                    for tail in Self.after {
                        let text = head + sequence + tail
                        let fast = TerminalWidth.columns(text, profile: profile)
                        let pieces = UTF8ColumnsTests.columnsByPieces(text, profile: profile)
                        if fast != pieces {
                            failures.append("\(name) \(text.unicodeScalars.map { String($0.value, radix: 16) }): \(fast), pieces \(pieces)")
                        }
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) differ:\n\(failures.prefix(20).joined(separator: "\n"))")
    }

    /// The loop goes on over printable ASCII to the next emoji cluster: every pair of
    /// sequences, with what may stand between them (a keycap base and a mark that join
    /// the ASCII's last byte, controls that end the loop), under `generic`, the profile
    /// it runs for.
    @Test func genericAgreesWithThePiecesOnEmojiBetweenText() {
        let between = ["", " ", "ab", "a\u{301}", "a\u{094D}\u{0915}", "a\u{200D}", "1", "#", "\t", "\u{85}", "\u{7F}", "\u{1B}[0m", "東"]
        var failures: [String] = []
        for first in Self.sequences {
            for text in between {
                for second in Self.sequences {
                    let text = first + text + second
                    let fast = TerminalWidth.columns(text), pieces = UTF8ColumnsTests.columnsByPieces(text, profile: .generic)
                    if fast != pieces {
                        failures.append("\(text.unicodeScalars.map { String($0.value, radix: 16) }): \(fast), pieces \(pieces)")
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) differ:\n\(failures.prefix(20).joined(separator: "\n"))")
    }

    /// What the loop gives for text that starts with `text`'s first scalar, or nil.
    static func run(of text: String) -> [Int]? {
        let first = text.unicodeScalars.first!
        var text = text
        return text.withUTF8 { bytes in
            PictographClusters.run(in: bytes, from: first.utf8.count, first: ScalarProperties(of: first.value))
                .map { [$0.end, $0.columns] }
        }
    }

    /// The loop takes emoji text to its end, or to where the general loop must go on.
    @Test func theLoopGoesOnOverTextToTheNextEmoji() {
        #expect(Self.run(of: "😀 👍🏽 ab 🇯🇵") == [25, 11])
        #expect(Self.run(of: "😀😀") == [8, 4])
        #expect(Self.run(of: "😀 ab") == [7, 5])
        #expect(Self.run(of: "😀 ab\tx") == [7, 5])
        #expect(Self.run(of: "😀 a\u{301}") == [4, 2])
        #expect(Self.run(of: "😀 a\u{FE0F}") == [4, 2])
        #expect(Self.run(of: "😀 1\u{FE0F}\u{20E3} 😀") == [17, 8])
        #expect(Self.run(of: "😀 1\u{FE0F}\u{1F3FB}") == [5, 3])
        #expect(Self.run(of: "😀 ❤ x") == [5, 3])
        #expect(Self.run(of: "😀東") == [4, 2])
        #expect(Self.run(of: "❤ 😀") == nil)
    }

    /// Where the loop ends the cluster whose first scalar is `text`'s first, or nil: the
    /// offset in UTF-8 bytes.
    static func end(of text: String) -> Int? {
        let first = text.unicodeScalars.first!
        var text = text
        return text.withUTF8 { bytes in
            PictographClusters.end(in: bytes, from: first.utf8.count, first: ScalarProperties(of: first.value))
        }
    }

    /// The shapes the loop is for are taken, each to the end of its cluster, so that the
    /// agreement above tests the loop and not only the rules.
    @Test func theCommonShapesAreTakenToTheirEnd() {
        let taken = ["😀", "👨‍👩‍👧", "👩‍❤️‍👨", "🏳️‍🌈", "🧑🏻‍💻", "👍🏽", "🇯🇵", "🇯🇵\u{1F3FB}", "❤️", "☺️", "\u{00A9}\u{FE0F}",
                     "😀\u{200D}", "😀\u{301}", "😀\u{FE0F}", "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"]
        for sequence in taken {
            // Tails that break before them (a pictograph joins a ZWJ before it).
            for tail in ["", " x", "😀", "東", "\u{1F1EF}", "\u{85}", "\u{0600}"] where !(sequence.unicodeScalars.last == "\u{200D}" && tail == "😀") {
                #expect(Self.end(of: sequence + tail) == sequence.utf8.count, "\((sequence + tail).debugDescription)")
            }
        }
    }

    /// The shapes whose width or boundary the loop does not prove are left to the rules.
    @Test func theRestIsLeftToTheRules() {
        let left = ["😀\u{FE0E}", "😀\u{0903}", "😀\u{094D}\u{0915}", "😀\u{FF9E}", "😀\u{200D}\u{301}", "😀\u{200D}\u{200D}",
                    "😀\u{200D}\u{1F3FB}", "❤", "❤\u{1F3FB}", "❤\u{FE0E}", "\u{00A9}", "\u{1F000}\u{FE0F}", "🇯", "🇯a",
                    "🇯\u{200D}🇵", "a", "東", "\u{1F3FB}", "\u{FE0F}", "🇯🇵\u{FE0E}", "😀\u{1F3FB}\u{FE0E}"]
        for text in left {
            #expect(Self.end(of: text) == nil, "\(text.debugDescription)")
        }
    }
}
