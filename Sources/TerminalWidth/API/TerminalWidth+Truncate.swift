extension TerminalWidth {
    /// Where `truncate` cuts a text that does not fit, and puts the ellipsis.
    public enum TruncationPosition: Sendable {
        /// Keeps the start: `"hello w…"`.
        case end
        /// Keeps the end: `"…o world"`.
        case start
        /// Keeps both ends, the start a column more where the room is odd: `"hell…rld"`.
        case middle
    }

    /// `text` in at most `columns` columns: unchanged where it fits, otherwise cut with
    /// `ellipsis` where `position` says, the ellipsis's own columns counted.
    ///
    ///     TerminalWidth.truncate("hello world", toColumns: 8)                  // "hello w…"
    ///     TerminalWidth.truncate("hello world", toColumns: 8, at: .start)      // "…o world"
    ///     TerminalWidth.truncate("hello world", toColumns: 8, at: .middle)     // "hell…rld"
    ///     TerminalWidth.truncate("東京タワー", toColumns: 6)                      // "東京…"
    ///     TerminalWidth.truncate("東京タワー", toColumns: 6, fillingToExactWidth: true)  // "東京… "
    ///     TerminalWidth.truncate("東京タワー", toColumns: 6, at: .start, fillingToExactWidth: true)  // " …ワー"
    ///     TerminalWidth.truncate("\u{1B}[1mbold text\u{1B}[0m", toColumns: 6, ellipsis: "...")
    ///     // "\u{1B}[1mbol\u{1B}[0m..."
    ///
    /// Whole clusters are kept: a wide cluster that would cross the edge is left out, so
    /// the result can be a column short; with `fillingToExactWidth` it is exactly
    /// `columns` wide, a space for each column left at the outer edge (after the
    /// ellipsis for `.end` and `.middle`, before it for `.start`, after a text that
    /// fits), so that the ellipsis always touches the text it stands for. This is
    /// `marquee --ellipsis`'s rule too (a test holds the two to the same frames). The ellipsis is drawn in no style: the SGR state and
    /// hyperlink open at the cut are closed before it and, where text follows it
    /// (`.start`, `.middle`), opened again after it. Style sequences in the part cut away
    /// are left out; other sequences are kept in order. Where the ellipsis alone is wider
    /// than `columns`, the result is as much of the ellipsis as fits. A cluster with no
    /// base (a mark after a tab or a control character) that would follow the ellipsis,
    /// or the spaces of a tab, is dropped: it would join them into a cluster of another
    /// width (`truncate("abcdefghij\t\u{30D}xyz", toColumns: 4, at: .start)` is `"…xyz"`).
    ///
    /// - Complexity: O(n): the text is measured once and cut in one more pass.
    public static func truncate(
        _ text: String,
        toColumns columns: Int,
        ellipsis: String = "…",
        at position: TruncationPosition = .end,
        fillingToExactWidth: Bool = false,
        profile: TerminalProfile = .generic
    ) -> String {
        let total = Self.columns(text, profile: profile)
        if total <= columns {
            return fillingToExactWidth ? pad(text, toColumns: columns, profile: profile) : text
        }
        guard columns > 0 else { return "" }
        let widths = profile.displayWidth
        var output = StyledOutput()
        let room = columns - Self.columns(ellipsis, profile: profile)
        guard room >= 0 else {
            StyledCut(head: 0..<columns, fillingCuts: fillingToExactWidth).write(ellipsis, widths: widths, into: &output)
            return output.text
        }
        let cut: StyledCut
        switch position {
        case .end:
            cut = StyledCut(head: 0..<room, gap: ellipsis)
        case .start:
            cut = StyledCut(head: 0..<0, gap: ellipsis, tail: (total - room)..<Int.max)
        case .middle:
            cut = StyledCut(head: 0..<(room - room / 2), gap: ellipsis, tail: (total - room / 2)..<Int.max)
        }
        var keeping = cut
        keeping.fillingCuts = false
        keeping.write(text, widths: widths, into: &output)
        guard fillingToExactWidth else { return output.text }
        return pad(output.text, toColumns: columns, alignment: position == .start ? .right : .left, profile: profile)
    }
}
