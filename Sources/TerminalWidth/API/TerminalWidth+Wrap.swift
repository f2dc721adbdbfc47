extension TerminalWidth {
    /// `text` in lines of at most `columns` columns, each standing on its own: the SGR
    /// state and hyperlink open at a line's end are closed there and opened again at the
    /// next line's first drawn column.
    ///
    ///     TerminalWidth.wrap("the quick brown fox", columns: 10)     // ["the quick", "brown fox"]
    ///     TerminalWidth.wrap("東京タワーと富士山", columns: 6)            // ["東京タ", "ワーと", "富士山"]
    ///     TerminalWidth.wrap("well-known words", columns: 8)          // ["well-", "known", "words"]
    ///     TerminalWidth.wrap("\u{1B}[1mbold words\u{1B}[0m", columns: 5)
    ///     // ["\u{1B}[1mbold\u{1B}[0m", "\u{1B}[1mwords\u{1B}[0m"]
    ///     TerminalWidth.wrap("one two three four", columns: 9, maxLines: 1, placeholder: "…")
    ///     // ["one two…"]
    ///     TerminalWidth.wrap("a list of items", columns: 8, initialIndent: "- ", subsequentIndent: "  ")
    ///     // ["- a list", "  of", "  items"]
    ///
    /// Lines break at spaces (dropped at the break), after a hyphen that follows a letter
    /// or digit, and between CJK ideographs, kana and Hangul where no space is. A word
    /// longer than a line is broken between clusters; a cluster wider than `columns` gets
    /// a line of its own, the one line wider than `columns`. A newline ends a line (an
    /// empty paragraph is an empty line; a newline at the very end adds none); a tab is
    /// expanded to the next multiple of `tabSize` columns of its source line, as spaces.
    /// Each line after the first starts with `subsequentIndent` (the first with
    /// `initialIndent`), in no style, its columns counted; a line always takes at least one
    /// cluster, even where an indent leaves no room. With `maxLines`, a text that needs more
    /// ends with `placeholder` on the last line, after as many of its segments as leave
    /// room for it. An empty text gives no lines.
    ///
    /// A cluster with no base (a mark after a tab, a control character or a sequence) is
    /// dropped where it would start a line after the indent or follow the spaces of a tab
    /// or gap, which it would join into a cluster of another width:
    ///
    ///     TerminalWidth.wrap("abcdefgh\t\u{30D}\u{1937}xy", columns: 9, subsequentIndent: "> ")
    ///     // ["abcdefgh", "> xy"]
    ///
    /// wcwidth 0.9.4's `wrap` follows Python's `textwrap`: it turns a newline into a space,
    /// breaks CJK only at spaces, and gives a link split across lines a random `id=`.
    /// Here a newline breaks the line, CJK breaks between its characters, and a link keeps
    /// the parameters it was given.
    ///
    /// - Complexity: O(n): each cluster and sequence is read once and written once.
    public static func wrap(
        _ text: String,
        columns: Int,
        tabSize: Int = 8,
        initialIndent: String = "",
        subsequentIndent: String = "",
        maxLines: Int? = nil,
        placeholder: String = " [...]",
        profile: TerminalProfile = .generic
    ) -> [String] {
        var wrapper = LineWrapper(
            columns: max(columns, 1), tabSize: tabSize, initialIndent: initialIndent,
            subsequentIndent: subsequentIndent, maxLines: maxLines, placeholder: placeholder, profile: profile)
        return wrapper.wrap(text)
    }
}
