import Testing
import TerminalWidth

/// wcwidth 0.9.4's own `clip()` cases (its tests/test_clip.py, the tables and tests named
/// below), through `TerminalWidth.clip`. Where wcwidth's default propagates SGR, the case
/// is its `propagate_sgr=False` form, which keeps every sequence in place as `clip` does.
/// Left out: a range whose end is below its start (no `Range` is), backspace and carriage
/// return (wcwidth overwrites, `clip` moves no cursor back), a fill character other than
/// a space, and ambiguous width 2.
@Suite struct ClipTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let source: String
        let text: String
        let columns: Range<Int>
        let expected: String
        var testDescription: String { "\(source): \(text.debugDescription) \(columns)" }

        init(_ source: String, _ text: String, _ start: Int, _ end: Int, _ expected: String) {
            self.source = source
            self.text = text
            self.columns = start..<end
            self.expected = expected
        }
    }

    static let cases: [Case] = [
        // CLIP_BASIC_CASES
        Case("basic", "", 0, 5, ""), Case("basic", "", 0, 0, ""), Case("basic", "hello", 0, 0, ""),
        Case("basic", "hello", 5, 5, ""), Case("basic", "hello", -5, 3, "hel"),
        Case("basic", "hello", 0, 5, "hello"), Case("basic", "hello", 0, 3, "hel"),
        Case("basic", "hello", 2, 5, "llo"), Case("basic", "hello", 1, 4, "ell"),
        Case("basic", "hello world", 0, 5, "hello"), Case("basic", "hello world", 6, 11, "world"),
        Case("basic", "hello world", 0, 11, "hello world"), Case("basic", "hi", 0, 100, "hi"),
        Case("basic", "hi", 100, 200, ""),
        // CLIP_CJK_CASES
        Case("cjk", "中文字", 0, 6, "中文字"), Case("cjk", "中文字", 0, 4, "中文"), Case("cjk", "中文字", 0, 2, "中"),
        Case("cjk", "中文字", 2, 4, "文"), Case("cjk", "中文字", 0, 3, "中 "), Case("cjk", "中文字", 1, 6, " 文字"),
        Case("cjk", "中文字", 1, 5, " 文 "), Case("cjk", "A中B", 0, 4, "A中B"), Case("cjk", "A中B", 0, 3, "A中"),
        Case("cjk", "A中B", 1, 4, "中B"), Case("cjk", "A中B", 1, 3, "中"), Case("cjk", "A中B", 2, 4, " B"),
        Case("cjk", "中", 0, 2, "中"), Case("cjk", "中", 0, 1, " "), Case("cjk", "中", 1, 2, " "),
        // test_clip_sequences_after_end, _multiple, _only (propagate_sgr=False)
        Case("sequences after end", "hello\u{1B}[31m world\u{1B}[0m", 0, 5, "hello\u{1B}[31m\u{1B}[0m"),
        Case("sequences multiple", "\u{1B}[1m\u{1B}[31mbold red\u{1B}[0m", 0, 4, "\u{1B}[1m\u{1B}[31mbold\u{1B}[0m"),
        Case("sequences only", "\u{1B}[31m\u{1B}[0m", 0, 10, "\u{1B}[31m\u{1B}[0m"),
        // test_clip_sequences_cjk_with_sequences, _partial_wide_at_start, _between_chars, _fs_escape
        Case("cjk with sequences", "\u{1B}[31m中文\u{1B}[0m", 0, 3, "\u{1B}[31m中 \u{1B}[0m"),
        Case("partial wide at start", "\u{1B}[31m中文\u{1B}[0m", 1, 4, "\u{1B}[31m 文\u{1B}[0m"),
        Case("between chars", "a\u{1B}[31mb\u{1B}[0mc", 1, 2, "\u{1B}[31mb\u{1B}[0m"),
        Case("fs escape", "a\u{1B}b", 0, 2, "a\u{1B}b"),
        // CLIP_EMOJI_CASES (test_clip_emoji) and test_clip_emoji_with_sequences
        Case("emoji", "\u{1F600}", 0, 2, "\u{1F600}"), Case("emoji", "\u{1F600}", 0, 1, " "),
        Case("emoji", "👨\u{200D}👩\u{200D}👧", 0, 2, "👨\u{200D}👩\u{200D}👧"),
        Case("emoji", "👨\u{200D}👩\u{200D}👧", 0, 1, " "),
        Case("emoji", "\u{2764}\u{FE0F}", 0, 2, "\u{2764}\u{FE0F}"), Case("emoji", "\u{2764}\u{FE0F}", 0, 1, " "),
        Case("emoji", "🇺🇸", 0, 2, "🇺🇸"), Case("emoji", "🇺🇸", 0, 1, " "),
        Case("emoji with sequences", "\u{1B}[1m\u{1F600}\u{1B}[0m", 0, 2, "\u{1B}[1m\u{1F600}\u{1B}[0m"),
        // test_clip_combining_accent, _multiple, _zero_width_position_bounds, _prepend_grapheme
        Case("combining accent", "cafe\u{301}", 0, 4, "cafe\u{301}"), Case("combining accent", "cafe\u{301}", 0, 3, "caf"),
        Case("combining multiple", "e\u{301}\u{327}", 0, 1, "e\u{301}\u{327}"),
        Case("zero width bounds", "\u{301}hello", 1, 4, "ell"), Case("zero width bounds", "hello\u{301}", 0, 3, "hel"),
        Case("zero width bounds", "he\u{301}llo", 0, 4, "he\u{301}ll"),
        Case("prepend", "\u{600}abc", 0, 2, "\u{600}a"), Case("prepend", "\u{600}abc", 0, 1, " "),
        Case("prepend", "\u{600}abc", 1, 3, " b"), Case("prepend", "\u{600}abc", 2, 4, "bc"),
        // test_clip_ambiguous_width_1
        Case("ambiguous width 1", "\u{B1}test", 0, 3, "\u{B1}te"),
        // CLIP_CONTROL_CHAR_CASES without backspace and carriage return
        Case("control chars", "ab\u{7}cd", 0, 4, "ab\u{7}cd"), Case("control chars", "ab\u{0}cd", 0, 4, "ab\u{0}cd"),
        Case("control chars", "ab\u{1}\u{2}cd", 0, 4, "ab\u{1}\u{2}cd"),
        Case("control chars", "ab\u{1B}\u{0}cd", 0, 4, "ab\u{1B}\u{0}cd"),
        // CLIP_TAB_CASES at tab size 8 (wcwidth's default)
        Case("tab", "a\tb", 0, 10, "a       b"), Case("tab", "a\tb", 0, 4, "a   "), Case("tab", "a\tb", 8, 9, "b"),
        Case("tab", "a\tb", 4, 10, "    b"),
    ]

    @Test(arguments: cases)
    func clipsAsWcwidth(_ example: Case) {
        #expect(TerminalWidth.clip(example.text, columns: example.columns) == example.expected)
    }

    /// test_clip_cjk_width_consistency: the clipped text takes the columns asked for.
    @Test(arguments: [(0, 6, 6), (0, 3, 3), (1, 6, 5), (1, 5, 4)])
    func clippedTextTakesTheColumnsAskedFor(_ start: Int, _ end: Int, _ columns: Int) {
        #expect(TerminalWidth.columns(TerminalWidth.clip("中文字", columns: start..<end)) == columns)
    }
}
