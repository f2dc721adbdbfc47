/// Widths of single code points as a terminal measured here draws them (xterm 379,
/// screen 4.9), and how it adds them up in a cluster: a code point of width 0 goes into
/// the cell before it, so a cluster is the sum of its code points' widths; neither glues
/// the code point after a ZWJ on (tmux does: `TmuxCells`).
struct MeasuredCodePointWidths: Sendable {
    /// Code points that take no column.
    let zero: RangeTable
    /// Code points two columns wide; every other one is one column.
    let wide: RangeTable
    /// Whether the code point after a ZWJ takes no column.
    let joinerGluesNext: Bool
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

    /// A cluster's columns: each code point's own, none for one a ZWJ glues on.
    /// Inlined, so that the caller's lazily mapped scalars need no key path at run time.
    @inline(__always)
    func columns<Values: Sequence>(ofCluster values: Values, ambiguousWidth: Int) -> Int
    where Values.Element == UInt32 {
        var total = 0
        var afterJoiner = false
        for value in values {
            if !afterJoiner { total += columns(of: value, ambiguousWidth: ambiguousWidth) }
            afterJoiner = joinerGluesNext && value == 0x200D
        }
        return total
    }
}
