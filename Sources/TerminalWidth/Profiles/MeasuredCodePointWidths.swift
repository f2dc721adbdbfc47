/// Widths of single code points as a terminal measured here draws them (xterm 379,
/// screen 4.9, and Debian 12's kitty, foot, mlterm, konsole, urxvt, st and Alacritty),
/// and how it adds them up in a cluster: a code point of width 0 goes into the cell
/// before it, so a cluster is the sum of its code points' widths; nothing is glued on
/// after a ZWJ (tmux does that: `TmuxCells`; kitty and konsole: `CodePointJoins`).
package struct MeasuredCodePointWidths: Sendable {
    /// Code points that take no column; nil where they are the C library's (wcwidth() 0).
    package let zero: RangeTable?
    /// Code points two columns wide, nil where they are the C library's (wcwidth() 2, but
    /// those `zero` holds); every other one is one column, -1 as `unknownColumns` says.
    package let wide: RangeTable?
    /// Columns of a code point the C library does not know (wcwidth() -1), where `zero`
    /// is the C library's: 1 in xterm, st and urxvt, none in foot 1.13.
    package var unknownColumns = 1
    /// Code points drawn as nothing besides the C library's zero-width ones, where the
    /// terminal takes those from the C library: U+FFFF in urxvt, which marks the second
    /// cell of a wide character with it.
    package var drawnAsNothing: RangeTable? = nil
    /// The C library whose wcwidth() the terminal draws by, where `zero` or `wide` is nil
    /// (the generator sets it where the measurement equals glibc 2.36's exactly).
    package let cLibrary: GlibcWidths?
    /// Whether an East Asian Ambiguous code point of one column takes two with
    /// `--ambiguous-width 2` (screen's `cjkwidth on`, measured); false where the
    /// setting swaps the whole table (xterm, `ambiguousWideCodePoints`).
    package let ambiguousFollowsOption: Bool

    // Written out, as the memberwise initializer would be, for MarqueeCore's probe
    // (`ProbedProfile`): a synthesized one is internal.
    package init(zero: RangeTable?, wide: RangeTable?, unknownColumns: Int = 1, drawnAsNothing: RangeTable? = nil,
                 cLibrary: GlibcWidths?, ambiguousFollowsOption: Bool) {
        self.zero = zero
        self.wide = wide
        self.unknownColumns = unknownColumns
        self.drawnAsNothing = drawnAsNothing
        self.cLibrary = cLibrary
        self.ambiguousFollowsOption = ambiguousFollowsOption
    }

    package func columns(of value: UInt32, ambiguousWidth: Int) -> Int {
        if value < 0x7F { return 1 }
        if drawnAsNothing?.contains(value) == true { return 0 }
        let code = zero == nil || wide == nil ? cLibrary!.code(of: value) : 0
        if zero?.contains(value) ?? (code == 1) { return 0 }
        if wide?.contains(value) ?? (code == 3) { return 2 }
        if zero == nil && code == 2 { return unknownColumns }
        return ambiguousWidth > 1 && ambiguousFollowsOption && WidthTables.ambiguous.contains(value) ? 2 : 1
    }

    /// The same table drawing by another release of the C library.
    package func measuring(with library: GlibcWidths) -> MeasuredCodePointWidths {
        guard cLibrary != nil else { return self }
        return MeasuredCodePointWidths(zero: zero, wide: wide, unknownColumns: unknownColumns,
                                       drawnAsNothing: drawnAsNothing, cLibrary: library,
                                       ambiguousFollowsOption: ambiguousFollowsOption)
    }

    /// A cluster's columns: the sum of its code points' own.
    /// Inlined, so that the caller's lazily mapped scalars need no key path at run time.
    @inline(__always)
    package func columns<Values: Sequence>(ofCluster values: Values, ambiguousWidth: Int) -> Int
    where Values.Element == UInt32 {
        var total = 0
        for value in values { total += columns(of: value, ambiguousWidth: ambiguousWidth) }
        return total
    }
}
