/// How many columns text takes in a terminal, and how to cut it to a width, as the
/// terminal will draw it (docs/library.md).
///
/// Text is split into extended grapheme clusters by UAX #29 of Unicode 18.0 (tables of
/// our own, not `Character`, whose rules move with the toolchain), and each cluster is
/// measured as the `TerminalProfile` draws it: `.generic` gives wcwidth 0.9.4's
/// `width()`, a terminal's profile what that terminal was measured to draw. Escape
/// sequences (SGR, OSC 8 hyperlinks, cursor movement, the rest) and control characters
/// take no columns; a tab moves to the next multiple of 8 columns.
///
///     TerminalWidth.columns("\u{1B}[1mcafé 東京 👨‍👩‍👧\u{1B}[0m")  // 12
///
/// - Important: a module and a type share the name `TerminalWidth`, so the type's
///   members are reached as `TerminalWidth.columns`; there is no module-qualified
///   `TerminalWidth.TerminalProfile` (write `TerminalProfile`).
public enum TerminalWidth {
    /// The Unicode version of the cluster rules and width tables.
    ///
    ///     TerminalWidth.unicodeVersion  // "18.0.0"
    public static let unicodeVersion: String = WidthTables.unicodeVersion

    /// The columns `text` takes on one line: the sum of its clusters' widths, escape
    /// sequences and control characters taking none, tabs to the next multiple of 8.
    ///
    ///     TerminalWidth.columns("hello")                           // 5
    ///     TerminalWidth.columns("東京")                             // 4
    ///     TerminalWidth.columns("\u{1B}]8;;https://example.com\u{7}link\u{1B}]8;;\u{7}")  // 4
    ///     TerminalWidth.columns("❤️")                               // 2
    ///     TerminalWidth.columns("❤️", profile: .named("xterm")!)  // 1
    ///
    /// `Character` count is no measure of columns: `"東京".count` is 2 and
    /// `"👨‍👩‍👧".count` 1, where a terminal gives 4 and 2.
    ///
    /// - Complexity: O(n) in the UTF-8 bytes; runs of printable ASCII are counted eight
    ///   bytes at a time, with no table lookup, and every other scalar is looked up once.
    public static func columns(_ text: String, profile: TerminalProfile = .generic) -> Int {
        if let counted = text.utf8.withContiguousStorageIfAvailable({ columns(ofUTF8: $0, profile: profile) }) {
            return counted
        }
        // A string whose bytes are not contiguous (bridged): a native copy has them.
        var copy = text
        return copy.withUTF8 { columns(ofUTF8: $0, profile: profile) }
    }

    /// `columns` of a string's UTF-8 bytes. One look at the bytes for both the check and
    /// the count: each took its own, and on short styled lines the two set-ups cost a
    /// tenth of the call (issue 40).
    private static func columns(ofUTF8 bytes: UnsafeBufferPointer<UInt8>, profile: TerminalProfile) -> Int {
        // Text all of printable ASCII, first: UTF8Columns answers it too, but each call
        // paid for its set-up, and lines of ASCII prose ran at 0.6x the speed of this
        // check alone (issue 40).
        if PrintableASCII.isPrintable(bytes) { return bytes.count }
        // The same answer as the sum of `TextPieces`, from the bytes (`UTF8Columns`).
        if profile.isPlainGeneric {
            return UTF8Columns.columns(of: bytes, GenericClusterWidth())
        }
        return UTF8Columns.columns(of: bytes, ProfileClusterWidth(widths: profile.displayWidth))
    }

    /// The part of `text` within `range` of its columns (column 0 is the first): whole
    /// clusters, a wide cluster cut by an edge giving a space for each of its columns
    /// inside, every escape sequence and control character kept in place, so the result
    /// takes exactly the columns of `range` that the text fills. A cluster of no width is
    /// kept where its column lies in `range`; a tab gives spaces. A sequence cut off (a
    /// lone ESC, one the next scalar broke off or the text's end cut short) is kept where
    /// what followed it in the text is kept as it stood, and at the end; where the cut
    /// removes or replaces what followed it, it is left out, since it would take in what
    /// now follows (`ESC` before a kept `6` is the sequence `ESC 6`).
    ///
    ///     TerminalWidth.clip("hello world", columns: 6..<11)       // "world"
    ///     TerminalWidth.clip("中文字", columns: 1..<5)               // " 文 "
    ///     TerminalWidth.clip("\u{1B}[31m中文\u{1B}[0m", columns: 0..<3)  // "\u{1B}[31m中 \u{1B}[0m"
    ///
    /// This is wcwidth 0.9.4's `clip(text, start, end, propagate_sgr=False)` with the
    /// default fill character, where the text moves the cursor only forwards: backspace
    /// and carriage return are kept and take no columns here, where wcwidth overwrites.
    /// A cluster with no base (a mark after a tab or a control character) right after
    /// the spaces of a tab or of a wide cluster cut is dropped, which would join the last
    /// of them into a cluster of another width: `clip("\t\u{30D}\u{1937}x", columns: 0..<20)`
    /// is `"        x"` (wcwidth keeps it).
    ///
    /// With `keepingStyles`, the part stands on its own, as wcwidth's
    /// `clip(propagate_sgr=True)`: the SGR state and the OSC 8 hyperlink in effect at the
    /// first drawn column are opened before it (a link with its `id=`), everything open is
    /// closed at the end (the link, then `CSI 0 m`), and style sequences outside the
    /// columns are left out; every other sequence stays in place, one cut off as in plain
    /// `clip`: kept where what followed it in the text is written right after it (between
    /// two clusters it keeps them apart, `👩 ZWJ ESC 👩` being two emoji where `👩 ZWJ 👩` is
    /// one), left out before the cut and the closing sequences, which it would take in.
    /// What is drawn is plain `clip`'s.
    ///
    ///     TerminalWidth.clip("\u{1B}[1mbold\u{1B}[0m", columns: 2..<4, keepingStyles: true)
    ///     // "\u{1B}[1mld\u{1B}[0m"
    ///     TerminalWidth.clip("\u{1B}]8;id=1;https://example.com\u{7}link\u{1B}]8;;\u{7}", columns: 0..<2, keepingStyles: true)
    ///     // "\u{1B}]8;id=1;https://example.com\u{7}li\u{1B}]8;;\u{7}"
    public static func clip(
        _ text: String, columns range: Range<Int>, keepingStyles: Bool = false, profile: TerminalProfile = .generic
    ) -> String {
        guard !range.isEmpty else { return "" }
        if keepingStyles {
            var output = StyledOutput()
            StyledCut(head: range).write(text, widths: profile.displayWidth, into: &output)
            return output.text
        }
        var clipped = ""
        clipped.reserveCapacity(text.utf8.count)
        let scalars = text.unicodeScalars
        // A sequence cut off (with any cut off just before it) waits for the piece after
        // it: written where that piece is kept as it stands, left out where the cut
        // removes or replaces it, so that it never takes in what it did not take in the text.
        var cutOff: Range<String.Index>?
        // Whether the last thing drawn is spaces of the clip's own, which a cluster with
        // no base would join (`ClusterBase`): it is dropped there, as in the other calls.
        var endsInSpaces = false
        func keep(_ span: Range<String.Index>) {
            if let waiting = cutOff { clipped.unicodeScalars.append(contentsOf: scalars[waiting]) }
            cutOff = nil
            clipped.unicodeScalars.append(contentsOf: scalars[span])
        }
        func keep(cluster span: Range<String.Index>, columns: Int) {
            if endsInSpaces && ClusterBase.hasNoBase(Substring(scalars[span])) {
                replace(withSpaces: columns)
            } else {
                keep(span)
                endsInSpaces = false
            }
        }
        func replace(withSpaces count: Int) {
            cutOff = nil
            clipped.append(String(repeating: " ", count: count))
            if count > 0 { endsInSpaces = true }
        }
        TextPieces(text: text, widths: profile.displayWidth).forEach { piece, column in
            switch piece {
            case .control(let span) where TextPieces.isUnfinished(Substring(scalars[span])):
                cutOff = (cutOff?.lowerBound ?? span.lowerBound)..<span.upperBound
            case .control(let span):
                keep(span)
            case .cluster(let span, let columns) where columns == 0:
                if range.contains(column) { keep(cluster: span, columns: 0) } else { cutOff = nil }
            case .cluster(let span, let columns):
                let shown = range.clamped(to: column..<(column + columns))
                if shown.count == columns { keep(cluster: span, columns: columns) } else { replace(withSpaces: shown.count) }
            case .tab:
                let end = column + TextPieces.tabSize - column % TextPieces.tabSize
                replace(withSpaces: range.clamped(to: column..<end).count)
            }
        }
        if let waiting = cutOff { clipped.unicodeScalars.append(contentsOf: scalars[waiting]) }
        return clipped
    }

    /// One grapheme cluster of a text and the columns it takes.
    public struct Cluster: Equatable, Sendable {
        /// The cluster's scalars.
        public var text: String
        /// Its columns, as the profile draws it alone.
        public var columns: Int

        public init(_ text: String, columns: Int) {
            self.text = text
            self.columns = columns
        }
    }

    /// The clusters of `text` in order, each with its width; escape sequences and control
    /// characters, tabs among them, are left out.
    ///
    ///     TerminalWidth.clusters("e\u{301}中🇯🇵").map(\.columns)  // [1, 2, 2]
    ///     TerminalWidth.clusters("e\u{301}中🇯🇵").map(\.text)     // ["é", "中", "🇯🇵"]
    ///
    /// Their widths add up to `columns(text)` where no tab moves the cursor.
    public static func clusters(_ text: String, profile: TerminalProfile = .generic) -> [Cluster] {
        var clusters: [Cluster] = []
        TextPieces(text: text, widths: profile.displayWidth).forEach { piece, _ in
            if case .cluster(let span, let columns) = piece {
                clusters.append(Cluster(String(text.unicodeScalars[span]), columns: columns))
            }
        }
        return clusters
    }
}
