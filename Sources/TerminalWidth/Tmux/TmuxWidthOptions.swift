/// The tmux 3.6+ server options that change how wide tmux draws code points (docs/terminals.md),
/// from what `tmux show -sv codepoint-widths` and
/// `tmux show -sv variation-selector-always-wide` print.
///
/// `codepoint-widths` is an array option: `show -v` prints one entry a line. An entry is
/// `KEY=WIDTH`, read as tmux reads it (utf8.c, utf8_add_to_width_cache): the text before
/// the first `=` is `U+` and a nonzero hexadecimal code point, or one character itself;
/// after it, a width 0, 1 or 2. tmux 3.7 takes a range too, `U+E0B0-U+E0B3=2`, kept here
/// and marked, for `TmuxCells.applying` to count only from 3.7. Anything else is an entry
/// tmux ignores, and so is it here. `variation-selector-always-wide` is `on` or `off`;
/// anything else leaves its default, on (options-table.c).
///
///     TmuxWidthOptions(codepointWidths: "U+E0B0=2\nbogus\n", variationSelectorAlwaysWide: "off\n")
///     // entries: U+E0B0 → 2; ignored: 1; variationSelectorAlwaysWide: false
package struct TmuxWidthOptions: Equatable, Sendable {
    /// One `codepoint-widths` entry that tmux takes.
    package struct Entry: Equatable, Sendable {
        package let first: UInt32
        package let last: UInt32
        package let width: Int
        /// Written as a range (`U+X-U+Y=N`), which tmux reads only from 3.7.
        package let spelledAsRange: Bool
        /// The entry as tmux printed it, for `--explain`.
        package let text: String
    }

    package let entries: [Entry]
    /// How many non-empty lines of `codepoint-widths` were not entries tmux takes.
    package let ignored: Int
    package let variationSelectorAlwaysWide: Bool

    package init(codepointWidths: String, variationSelectorAlwaysWide: String) {
        var entries: [Entry] = []
        var ignored = 0
        for line in codepointWidths.split(whereSeparator: \.isNewline) {
            let text = String(line)
            if text.allSatisfy(\.isWhitespace) { continue }
            if let entry = TmuxWidthOptions.entry(text) { entries.append(entry) } else { ignored += 1 }
        }
        self.entries = entries
        self.ignored = ignored
        switch variationSelectorAlwaysWide.split(whereSeparator: \.isNewline).first.map(String.init) ?? "" {
        case "off": self.variationSelectorAlwaysWide = false
        default: self.variationSelectorAlwaysWide = true
        }
    }

    /// One line for `--explain`: `codepoint-widths U+E0B0=2, variation-selector-always-wide on`;
    /// ranges count as ignored where tmux takes none (before 3.7).
    package func summary(acceptingRanges: Bool) -> String {
        let taken = entries.filter { acceptingRanges || !$0.spelledAsRange }
        let widths = taken.isEmpty ? "(none)" : taken.map(\.text).joined(separator: " ")
        let skipped = ignored + entries.count - taken.count
        let skippedText = skipped == 0 ? "" : " (\(skipped) ignored)"
        return "codepoint-widths \(widths)\(skippedText), variation-selector-always-wide \(variationSelectorAlwaysWide ? "on" : "off")"
    }

    private static func entry(_ text: String) -> Entry? {
        guard let equals = text.firstIndex(of: "=") else { return nil }
        let key = text[..<equals]
        guard let width = Int(text[text.index(after: equals)...]), (0...2).contains(width) else { return nil }
        if key.hasPrefix("U+") {
            let spelled = key.dropFirst(2)
            if let dash = spelled.firstIndex(of: "-") {
                let end = spelled[spelled.index(after: dash)...]
                guard end.hasPrefix("U+"), let first = codePoint(spelled[..<dash]),
                      let last = codePoint(end.dropFirst(2)), last >= first else { return nil }
                return Entry(first: first, last: last, width: width, spelledAsRange: true, text: text)
            }
            guard let value = codePoint(spelled) else { return nil }
            return Entry(first: value, last: value, width: width, spelledAsRange: false, text: text)
        }
        // One character, given as itself.
        let scalars = key.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else { return nil }
        return Entry(first: scalar.value, last: scalar.value, width: width, spelledAsRange: false, text: text)
    }

    /// A nonzero hexadecimal number that fits tmux's wchar_t (31 bits), `0x` allowed as
    /// strtoull allows it.
    private static func codePoint(_ spelled: Substring) -> UInt32? {
        let digits = spelled.hasPrefix("0x") || spelled.hasPrefix("0X") ? spelled.dropFirst(2) : spelled
        guard !digits.isEmpty, digits.count <= 8, let value = UInt32(digits, radix: 16),
              value != 0, value <= 0x7FFF_FFFF else { return nil }
        return value
    }
}
