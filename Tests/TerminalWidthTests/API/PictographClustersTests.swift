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
        "1️⃣", "#️⃣", "*\u{FE0F}\u{20E3}", "😀\u{20E3}", "😀\u{301}", "😀\u{301}\u{200D}😀",
        "😀\u{200D}", "😀\u{200D}\u{200D}😀", "😀\u{200D}\u{301}", "😀\u{200D}\u{1F3FB}", "😀\u{200D}a",
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
