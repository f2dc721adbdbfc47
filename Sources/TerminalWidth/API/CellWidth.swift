/// A width the user gives a range of code points, laid over whatever a profile says: how a
/// terminal set up for an icon font (Nerd Fonts, Powerline) draws its private-use
/// characters, as wezterm's `cell_widths`, tmux 3.6's `codepoint-widths` and vim's
/// `setcellwidths()` declare them.
///
/// It applies to a cluster whose first code point (its base) is in the range, as tmux
/// applies `codepoint-widths`. Printable ASCII is always one column, so a range may not
/// reach below U+0080; the columns are 0, 1 or 2.
///
///     var profile = TerminalProfile.generic
///     profile.cellWidths = [CellWidth("\u{E000}"..."\u{F8FF}", columns: 2)!]
///     TerminalWidth.columns("\u{E0B0} main", profile: profile)  // 7
public struct CellWidth: Equatable, Sendable {
    /// The code points the width is for.
    public let range: ClosedRange<Unicode.Scalar>
    /// Their columns: 0, 1 or 2.
    public let columns: Int

    /// nil where `columns` is not 0, 1 or 2, or the range reaches into ASCII (below U+0080).
    public init?(_ range: ClosedRange<Unicode.Scalar>, columns: Int) {
        guard (0...2).contains(columns), range.lowerBound.value >= 0x80 else { return nil }
        self.range = range
        self.columns = columns
    }

    /// What is wrong with a list of cell widths: the entry, and its problem.
    public struct ListError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The entry as given.
        public let entry: String
        /// What is wrong with it, in a few words.
        public let problem: String

        public var description: String { "\(entry): \(problem)" }
    }

    /// The widths of a list such as `U+E000-U+F8FF=2,U+2605=1,★=2`: entries split by
    /// commas, each a range (`U+E000-U+F8FF`), one code point (`U+E0B0`) or one character
    /// given as itself, then `=` and the columns. Entries may not overlap.
    ///
    ///     try CellWidth.list("U+E000-U+F8FF=2,☃=1").map(\.columns)  // [2, 1]
    ///     try CellWidth.list("U+E000=3")  // throws: "U+E000=3: the width must be 0, 1 or 2"
    public static func list(_ text: String) throws(ListError) -> [CellWidth] {
        var widths: [CellWidth] = []
        for entry in text.split(separator: ",", omittingEmptySubsequences: false) {
            let width = try parse(entry)
            if let other = widths.first(where: { $0.range.overlaps(width.range) }) {
                throw ListError(entry: String(entry), problem: "overlaps \(other.spelled)")
            }
            widths.append(width)
        }
        return widths
    }

    private static func parse(_ entry: Substring) throws(ListError) -> CellWidth {
        guard let equals = entry.lastIndex(of: "="), equals != entry.startIndex else {
            throw ListError(entry: String(entry),
                            problem: "expected RANGE=N, RANGE one of U+XXXX, U+XXXX-U+YYYY or one character")
        }
        let key = entry[..<equals]
        guard let columns = Int(entry[entry.index(after: equals)...]), (0...2).contains(columns) else {
            throw ListError(entry: String(entry), problem: "the width must be 0, 1 or 2")
        }
        guard let range = codePoints(key) else {
            throw ListError(entry: String(entry), problem: "expected U+XXXX, U+XXXX-U+YYYY or one character before =")
        }
        guard let width = CellWidth(range, columns: columns) else {
            throw ListError(entry: String(entry), problem: "ASCII is always one column: a range starts at U+0080 or later")
        }
        return width
    }

    /// `U+E000-U+F8FF`, `U+E0B0` or one character.
    private static func codePoints(_ key: Substring) -> ClosedRange<Unicode.Scalar>? {
        if key.hasPrefix("U+") || key.hasPrefix("u+") {
            let parts = key.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
            guard let first = scalar(parts[0]) else { return nil }
            guard parts.count == 2 else { return first...first }
            guard parts[1].hasPrefix("U+") || parts[1].hasPrefix("u+"), let last = scalar(parts[1]),
                  first <= last else { return nil }
            return first...last
        }
        guard key.unicodeScalars.count == 1, let only = key.unicodeScalars.first else { return nil }
        return only...only
    }

    /// `U+` and 1 to 6 hexadecimal digits naming a Unicode scalar.
    private static func scalar(_ spelled: Substring) -> Unicode.Scalar? {
        let digits = spelled.dropFirst(2)
        guard (1...6).contains(digits.count), let value = UInt32(digits, radix: 16) else { return nil }
        return Unicode.Scalar(value)
    }

    /// The entry as `U+E000-U+F8FF=2`.
    package var spelled: String {
        let first = Self.hex(range.lowerBound.value)
        let last = range.upperBound == range.lowerBound ? "" : "-" + Self.hex(range.upperBound.value)
        return first + last + "=\(columns)"
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

extension [CellWidth] {
    /// The columns the last entry whose range holds `value` gives it; nil for none.
    @inline(__always)
    func columns(ofBase value: UInt32) -> Int? {
        var index = endIndex
        while index > startIndex {
            index -= 1
            let range = self[index].range
            if range.lowerBound.value <= value && value <= range.upperBound.value { return self[index].columns }
        }
        return nil
    }
}
