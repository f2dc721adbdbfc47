extension TerminalWidth {
    /// Where `pad` puts a text in its columns.
    public enum Alignment: Sendable {
        /// The fill after the text.
        case left
        /// The fill before the text.
        case right
        /// The fill on both sides, as Python's `str.center` splits it.
        case center
    }

    /// `text` filled to exactly `columns` columns with `fill`, aligned as `alignment` says;
    /// a text wider than `columns` is returned as it is, or with `cuttingWiderText` cut to
    /// the columns the alignment keeps (the first, the last, the middle ones).
    ///
    ///     TerminalWidth.pad("東京", toColumns: 6)                        // "東京  "
    ///     TerminalWidth.pad("東京", toColumns: 6, alignment: .right)     // "  東京"
    ///     TerminalWidth.pad("hi", toColumns: 5, alignment: .center, fill: "·")  // "··hi·"
    ///     TerminalWidth.pad("\u{1B}[31mhi\u{1B}[0m", toColumns: 4)       // "\u{1B}[31mhi\u{1B}[0m  "
    ///     TerminalWidth.pad("東京タワー", toColumns: 5)                     // "東京タワー"
    ///     TerminalWidth.pad("東京タワー", toColumns: 5, cuttingWiderText: true)  // "東京 "
    ///
    /// This is wcwidth 0.9.4's `ljust`, `rjust` and `center`. The fill goes outside the
    /// text's sequences. A fill character two columns wide is used as often as it fits,
    /// with a space for a column left over; one of no columns, or a control character,
    /// is replaced by spaces. A tab becomes the spaces it takes at column 0 (the fill
    /// before it would move its stop). A cut keeps the text's styles whole, as
    /// `clip(keepingStyles: true)`, and a wide cluster cut by an edge gives spaces. A
    /// text that starts with a cluster with no base (a mark) loses it where fill goes
    /// before it, which it would join (`pad("\u{301}x", toColumns: 3, alignment: .right)`
    /// is `"  x"`); a fill character that starts with a mark is replaced by spaces.
    ///
    /// - Complexity: O(n).
    public static func pad(
        _ text: String,
        toColumns columns: Int,
        alignment: Alignment = .left,
        fill: Character = " ",
        cuttingWiderText: Bool = false,
        profile: TerminalProfile = .generic
    ) -> String {
        let width = Self.columns(text, profile: profile)
        let missing = columns - width
        if missing < 0 {
            guard cuttingWiderText, columns > 0 else { return cuttingWiderText ? "" : text }
            let start: Int
            switch alignment {
            case .left: start = 0
            case .right: start = -missing
            case .center: start = -missing / 2
            }
            return clip(text, columns: start..<(start + columns), keepingStyles: true, profile: profile)
        }
        let before: Int
        switch alignment {
        case .left: before = 0
        case .right: before = missing
        case .center: before = missing / 2 + (missing & columns & 1)
        }
        let filling = Filling(fill, profile: profile)
        // Marks first: one that goes can leave a cut-off sequence at the end.
        let unmarked = before > 0 ? withoutMarksAtStart(text, widths: profile.displayWidth) : text
        let ended = missing - before > 0 ? withoutUnfinishedEnd(unmarked) : unmarked
        // A tab's stop would move with the fill before it: its spaces as at column 0.
        let text = before > 0 && ended.contains("\t") ? clip(ended, columns: 0..<Int.max, profile: profile) : ended
        return filling.columns(before) + text + filling.columns(missing - before)
    }

    /// `text` without the clusters with no base it starts with (`ClusterBase`), which
    /// would join a fill put before it; a space for each column one takes. A cut-off
    /// sequence just before one goes with it, which would take in what followed it.
    static func withoutMarksAtStart(_ text: String, widths: DisplayWidth) -> String {
        let scalars = text.unicodeScalars
        var kept = ""
        var start = scalars.startIndex
        var cutOffStart: String.Index?
        var ended = false
        TextPieces(text: text, widths: widths).forEach { piece, _ in
            guard !ended else { return }
            switch piece {
            case .cluster(let span, let columns) where ClusterBase.hasNoBase(Substring(scalars[span])):
                kept.unicodeScalars.append(contentsOf: scalars[start..<(cutOffStart ?? span.lowerBound)])
                kept += String(repeating: " ", count: columns)
                start = span.upperBound
                cutOffStart = nil
            case .cluster, .tab:
                ended = true
            case .control(let span):
                let isCutOff = TextPieces.isUnfinished(Substring(scalars[span]))
                cutOffStart = isCutOff ? cutOffStart ?? span.lowerBound : nil
            }
        }
        guard start != scalars.startIndex else { return text }
        kept.unicodeScalars.append(contentsOf: scalars[start...])
        return kept
    }

    /// `text` without the sequences cut off at its end, which would take in what follows
    /// it: the last, and any cut off just before it (`ESC [` broken off by the `ESC` of an
    /// unterminated DCS is one once the DCS goes).
    static func withoutUnfinishedEnd(_ text: String) -> String {
        var cutOffEnd: String.Index?
        for piece in pieces(of: text) {
            if case .sequence(let sequence) = piece, TextPieces.isUnfinished(sequence) {
                cutOffEnd = cutOffEnd ?? sequence.startIndex
            } else {
                cutOffEnd = nil
            }
        }
        guard let cutOffEnd else { return text }
        return String(text.unicodeScalars[..<cutOffEnd])
    }

    /// A fill character, and what fills a number of columns with it.
    private struct Filling {
        let fill: String
        let width: Int

        init(_ fill: Character, profile: TerminalProfile) {
            let text = String(fill)
            let width = TerminalWidth.columns(text, profile: profile)
            // One that starts with a mark would join the text before it.
            let isDrawn = TerminalWidth.strip(text) == text && !text.contains("\t") && !text.contains("\n")
                && !ClusterBase.joinsWhatPrecedes(text.unicodeScalars.first!)
            (self.fill, self.width) = isDrawn && width > 0 ? (text, width) : (" ", 1)
        }

        func columns(_ count: Int) -> String {
            String(repeating: fill, count: count / width) + String(repeating: " ", count: count % width)
        }
    }
}
