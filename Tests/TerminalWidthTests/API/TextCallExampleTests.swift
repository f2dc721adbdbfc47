import Testing
import TerminalWidth

/// The examples in the doc comments of `truncate`, `wrap`, `pad`, `strip`, `pieces(of:)`
/// and `clip(keepingStyles:)`, each as its comment shows it.
@Suite struct TextCallExampleTests {
    @Test func truncateExamples() {
        #expect(TerminalWidth.truncate("hello world", toColumns: 8) == "hello w…")
        #expect(TerminalWidth.truncate("hello world", toColumns: 8, at: .start) == "…o world")
        #expect(TerminalWidth.truncate("hello world", toColumns: 8, at: .middle) == "hell…rld")
        #expect(TerminalWidth.truncate("東京タワー", toColumns: 6) == "東京…")
        #expect(TerminalWidth.truncate("東京タワー", toColumns: 6, fillingToExactWidth: true) == "東京… ")
        #expect(TerminalWidth.truncate("東京タワー", toColumns: 6, at: .start, fillingToExactWidth: true) == " …ワー")
        #expect(TerminalWidth.truncate("\u{1B}[1mbold text\u{1B}[0m", toColumns: 6, ellipsis: "...")
            == "\u{1B}[1mbol\u{1B}[0m...")
    }

    @Test func wrapExamples() {
        #expect(TerminalWidth.wrap("the quick brown fox", columns: 10) == ["the quick", "brown fox"])
        #expect(TerminalWidth.wrap("東京タワーと富士山", columns: 6) == ["東京タ", "ワーと", "富士山"])
        #expect(TerminalWidth.wrap("well-known words", columns: 8) == ["well-", "known", "words"])
        #expect(TerminalWidth.wrap("\u{1B}[1mbold words\u{1B}[0m", columns: 5)
            == ["\u{1B}[1mbold\u{1B}[0m", "\u{1B}[1mwords\u{1B}[0m"])
        #expect(TerminalWidth.wrap("one two three four", columns: 9, maxLines: 1, placeholder: "…") == ["one two…"])
        #expect(TerminalWidth.wrap("a list of items", columns: 8, initialIndent: "- ", subsequentIndent: "  ")
            == ["- a list", "  of", "  items"])
        #expect(TerminalWidth.wrap("abcdefgh\t\u{30D}\u{1937}xy", columns: 9, subsequentIndent: "> ")
            == ["abcdefgh", "> xy"])
    }

    @Test func padExamples() {
        #expect(TerminalWidth.pad("東京", toColumns: 6) == "東京  ")
        #expect(TerminalWidth.pad("東京", toColumns: 6, alignment: .right) == "  東京")
        #expect(TerminalWidth.pad("hi", toColumns: 5, alignment: .center, fill: "·") == "··hi·")
        #expect(TerminalWidth.pad("\u{1B}[31mhi\u{1B}[0m", toColumns: 4) == "\u{1B}[31mhi\u{1B}[0m  ")
        #expect(TerminalWidth.pad("東京タワー", toColumns: 5) == "東京タワー")
        #expect(TerminalWidth.pad("東京タワー", toColumns: 5, cuttingWiderText: true) == "東京 ")
    }

    @Test func sequenceExamples() {
        #expect(Array(TerminalWidth.pieces(of: "a\u{1B}[1mb\u{7}"))
            == [.text("a"), .sequence("\u{1B}[1m"), .text("b"), .sequence("\u{7}")])
        #expect(TerminalWidth.strip("\u{1B}[31mred\u{1B}[0m \u{1B}]8;;https://example.com\u{7}link\u{1B}]8;;\u{7}")
            == "red link")
    }

    @Test func clipKeepingStylesExamples() {
        #expect(TerminalWidth.clip("\u{1B}[1mbold\u{1B}[0m", columns: 2..<4, keepingStyles: true)
            == "\u{1B}[1mld\u{1B}[0m")
        #expect(TerminalWidth.clip("\u{1B}]8;id=1;https://example.com\u{7}link\u{1B}]8;;\u{7}", columns: 0..<2, keepingStyles: true)
            == "\u{1B}]8;id=1;https://example.com\u{7}li\u{1B}]8;;\u{7}")
    }
}
