/// Widths of single code points as a terminal measured here draws them (xterm 379,
/// screen 4.9), and how it adds them up in a cluster: a code point of width 0 goes into
/// the cell before it, so a cluster is the sum of its code points' widths; nothing is
/// glued on after a ZWJ (tmux does that: `TmuxCells`).
struct MeasuredCodePointWidths: Sendable {
    /// Code points that take no column.
    let zero: RangeTable
    /// Code points two columns wide; every other one is one column.
    let wide: RangeTable
    /// Whether an East Asian Ambiguous code point of one column takes two with
    /// `--ambiguous-width 2` (screen's `cjkwidth on`, measured); false where the
    /// setting swaps the whole table (xterm, `ambiguousWideCodePoints`).
    let ambiguousFollowsOption: Bool

    func columns(of value: UInt32, ambiguousWidth: Int) -> Int {
        if value < 0x7F { return 1 }
        if zero.contains(value) { return 0 }
        if wide.contains(value) { return 2 }
        return ambiguousWidth > 1 && ambiguousFollowsOption && WidthTables.ambiguous.contains(value) ? 2 : 1
    }

    /// A cluster's columns: the sum of its code points' own.
    /// Inlined, so that the caller's lazily mapped scalars need no key path at run time.
    @inline(__always)
    func columns<Values: Sequence>(ofCluster values: Values, ambiguousWidth: Int) -> Int
    where Values.Element == UInt32 {
        var total = 0
        for value in values { total += columns(of: value, ambiguousWidth: ambiguousWidth) }
        return total
    }
}
