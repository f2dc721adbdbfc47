import TerminalWidth

/// What `wrap`, `truncate`, `pad` and `clip(keepingStyles:)` promise for any text,
/// checked by `TextCallPropertyTests` and by the fuzz target `Fuzz/run-library`.
enum TextCallInvariants {
    struct Violation: Error, CustomStringConvertible {
        let description: String
    }

    static func require(_ condition: Bool, _ message: @autoclosure () -> String) throws {
        if !condition { throw Violation(description: message()) }
    }

    /// A text made of the pieces these calls must keep whole.
    static func text(_ generator: inout SplitMix) -> String {
        let parts = [
            "word", "a", "longerword", " ", " ", "  ", "-", "well-known", "東京", "タワー", "한국어", "中",
            "👨‍👩‍👧", "❤️", "e\u{301}", "🇯🇵", "\t", "\n", "\u{1B}[1m", "\u{1B}[31m", "\u{1B}[0m", "\u{1B}[m",
            "\u{1B}[4;38;5;200m", "\u{1B}]8;;https://e.com\u{7}", "\u{1B}]8;id=7;https://f.org\u{1B}\\",
            "\u{1B}]8;;\u{7}", "\u{1B}[2K", "\u{7}", "\u{200B}",
        ]
        var text = ""
        for _ in 0..<generator.next(below: 24) {
            text += parts[generator.next(below: parts.count)]
        }
        return text
    }

    /// Whether every SGR attribute and link opened in `text` is closed by its end. CSI and
    /// OSC are read in both spellings the library reads, `ESC [` and `ESC ]` or the C1
    /// controls U+009B and U+009D: a style opened one way may be closed the other.
    static func isBalanced(_ text: String) -> Bool {
        var attributes = false, link = false
        for case .sequence(let sequence) in TerminalWidth.pieces(of: text) {
            if let osc = body(of: String(sequence), after: "\u{1B}]", or: "\u{9D}"), osc.hasPrefix("8;") {
                // OSC 8 ; parameters ; URL ST: an empty URL closes the link; with no
                // second `;` it is no link sequence at all, and terminals ignore it.
                let fields = osc.dropFirst(2).split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
                if fields.count == 2 {
                    link = !(fields[1] == "\u{7}" || fields[1] == "\u{1B}\\" || fields[1] == "\u{9C}")
                }
            } else if let csi = body(of: String(sequence), after: "\u{1B}[", or: "\u{9B}"), csi.hasSuffix("m"),
                      csi.dropLast().allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ";" || $0 == ":") }) {
                // A reset is every parameter 0 or empty (`CSI m`, `CSI 0 m`, `CSI 0;0 m`).
                attributes = !csi.dropLast().allSatisfy { $0 == "0" || $0 == ";" }
            }
        }
        return !attributes && !link
    }

    /// What follows the introducer of `sequence`, written as `escaped` (ESC and a byte) or
    /// as the C1 control `c1`; nil for a sequence of another kind.
    private static func body(of sequence: String, after escaped: String, or c1: Character) -> Substring? {
        if sequence.hasPrefix(escaped) { return Substring(sequence.unicodeScalars.dropFirst(2)) }
        if sequence.unicodeScalars.first == c1.unicodeScalars.first { return Substring(sequence.unicodeScalars.dropFirst()) }
        return nil
    }

    /// The drawn scalars, spaces left out, and clusters with no base (a mark after a
    /// tab, a control, a sequence or the start): what a cut may shorten but not change.
    /// The calls drop a cluster with no base where it would join what they put before it
    /// (an indent, an ellipsis, a fill, spaces); one they let join is counted here, as the
    /// base it then has is no space of the text's.
    static func ink(_ text: String) -> [Unicode.Scalar] {
        TerminalWidth.clusters(text).filter { !hasNoBase($0.text) }
            .flatMap(\.text.unicodeScalars).filter { $0 != " " }
    }

    /// Whether a cluster starts with a scalar that joins whatever comes before it (a mark,
    /// ZWJ; UAX #29's GB9 and GB9a), but for a skin tone, which the calls keep.
    static func hasNoBase(_ cluster: String) -> Bool {
        guard let first = cluster.unicodeScalars.first, !(0x1F3FB...0x1F3FF).contains(first.value) else { return false }
        return TerminalWidth.clusters(" " + cluster).count == 1
    }

    /// One input of the fuzz target `Fuzz/run-library`, and of its saved regressions
    /// (Fuzz/library-regressions): the first byte picks the columns, the rest is the text
    /// (invalid UTF-8 replaced).
    static func check(fuzzInput bytes: [UInt8]) throws {
        guard let first = bytes.first else { return }
        let columns = Int(first % 48)
        let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
        try checkWrap(text, columns: max(columns, 1), indent: columns > 6 ? "> " : "")
        try checkTruncate(text, columns: columns, ellipsis: first & 0x40 == 0 ? "…" : "...")
        try checkPad(text, columns: columns)
        try checkClip(text, columns: (columns / 3)..<columns)
    }

    static func checkWrap(_ text: String, columns: Int, indent: String) throws {
        let lines = TerminalWidth.wrap(text, columns: columns, subsequentIndent: indent)
        let context = "wrap(\(text.debugDescription), columns: \(columns)) = \(lines.debugDescription)"
        for line in lines {
            let clusters = TerminalWidth.clusters(TerminalWidth.strip(line)).filter { $0.columns > 0 && $0.text != " " }
            try require(TerminalWidth.columns(line) <= columns || clusters.count == 1, "a line too wide: \(context)")
            try require(isBalanced(line), "styles open at a line's end: \(context)")
            // Inside a sequence (a DCS or OSC string) they are part of it, not drawn.
            let drawn = TerminalWidth.strip(line)
            try require(!drawn.contains("\n") && !drawn.contains("\t"), "a newline or tab drawn in a line: \(context)")
        }
        // Each line read on its own (a mark that starts one would join the line before),
        // the indent's ink taken off: a mark joined to the indent's space stays and counts.
        let indentInk = ink(indent)
        let drawn = lines.enumerated().flatMap { offset, line in
            let lineInk = ink(line)
            return offset > 0 && lineInk.starts(with: indentInk) ? Array(lineInk.dropFirst(indentInk.count)) : lineInk
        }
        try require(drawn == ink(text), "drawn text changed: \(context)")
    }

    static func checkTruncate(_ text: String, columns: Int, ellipsis: String) throws {
        let inputWidth = TerminalWidth.columns(text)
        for position in [TerminalWidth.TruncationPosition.end, .start, .middle] {
            let cut = TerminalWidth.truncate(text, toColumns: columns, ellipsis: ellipsis, at: position)
            let filled = TerminalWidth.truncate(text, toColumns: columns, ellipsis: ellipsis, at: position, fillingToExactWidth: true)
            let context = "truncate(\(text.debugDescription), toColumns: \(columns), ellipsis: \(ellipsis.debugDescription), at: .\(position)) = \(cut.debugDescription)"
            try require(TerminalWidth.columns(cut) <= columns, "too wide: \(context)")
            try require(TerminalWidth.columns(filled) == max(columns, 0), "filled not exact: \(filled.debugDescription) \(context)")
            if inputWidth <= columns {
                try require(cut == text, "a text that fits changed: \(context)")
                continue
            }
            try require(isBalanced(cut) && isBalanced(filled), "styles open: \(context)")
            guard columns >= TerminalWidth.columns(ellipsis) else { continue }
            let kept = ink(cut), whole = ink(text), dots = ink(ellipsis)
            switch position {
            case .end:
                try require(kept.suffix(dots.count) == dots[...] && whole.starts(with: kept.dropLast(dots.count)),
                            "not a start and the ellipsis: \(context)")
            case .start:
                try require(kept.starts(with: dots) && whole.reversed().starts(with: kept.dropFirst(dots.count).reversed()),
                            "not the ellipsis and an end: \(context)")
            case .middle:
                try require(kept.count >= dots.count && whole.count >= kept.count - dots.count, "more drawn than given: \(context)")
            }
        }
    }

    static func checkPad(_ text: String, columns: Int) throws {
        let width = TerminalWidth.columns(text)
        for alignment in [TerminalWidth.Alignment.left, .right, .center] {
            let padded = TerminalWidth.pad(text, toColumns: columns, alignment: alignment)
            let cut = TerminalWidth.pad(text, toColumns: columns, alignment: alignment, cuttingWiderText: true)
            let context = "pad(\(text.debugDescription), toColumns: \(columns), alignment: .\(alignment))"
            if width <= columns {
                try require(TerminalWidth.columns(padded) == columns && padded == cut, "not exact: \(context)")
                try require(ink(padded) == ink(text), "drawn text changed: \(context)")
            } else {
                try require(padded == text, "a wider text changed: \(context)")
                try require(TerminalWidth.columns(cut) == columns, "cut not exact: \(cut.debugDescription) \(context)")
                try require(columns == 0 || isBalanced(cut), "styles open: \(context)")
            }
        }
    }

    static func checkClip(_ text: String, columns: Range<Int>) throws {
        let clipped = TerminalWidth.clip(text, columns: columns, keepingStyles: true)
        let plain = TerminalWidth.clip(text, columns: columns)
        let context = "clip(\(text.debugDescription), columns: \(columns), keepingStyles: true) = \(clipped.debugDescription)"
        let filled = columns.clamped(to: 0..<TerminalWidth.columns(text)).count
        try require(TerminalWidth.columns(plain) == filled, "plain clip not \(filled) columns: \(plain.debugDescription) \(context)")
        try require(TerminalWidth.columns(clipped) == filled, "not \(filled) columns: \(context)")
        try require(isBalanced(clipped), "styles open: \(context)")
        // A cut-off sequence kept where what followed it is, in both (docs/library.md).
        try require(TerminalWidth.strip(clipped) == TerminalWidth.strip(plain), "drawn text differs from clip's: \(context)")
    }
}

/// A small seeded generator, so that every run checks the same texts.
struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(below bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
