/// Widths of single code points as tmux measures them before any cell rule: the version's
/// own list first (`TmuxProfiles+Generated.swift`), then the C library's wcwidth(), by its
/// release (`GlibcWidths`).
package struct CodePointWidths: Sendable {
    /// Code points the version draws two columns wide whatever wcwidth() says.
    package let listedWide: RangeTable
    /// Code points the version draws one column wide whatever wcwidth() says.
    package let listedNarrow: RangeTable
    /// Columns for a code point wcwidth() does not know (-1): none in 3.3, which drops it
    /// (input.c, input_utf8_close); one from 3.4 (utf8.c, utf8_width).
    package let unknownColumns: Int
    /// The C library tmux measures with.
    package let cLibrary: GlibcWidths

    package func columns(of value: UInt32) -> Int {
        columnsUnlessDropped(value) ?? 0
    }

    /// A code point's columns, nil where wcwidth() does not know it and the version drops
    /// it (3.3), so that it leaves no trace at all.
    @inline(__always)
    package func columnsUnlessDropped(_ value: UInt32) -> Int? {
        if value < 0x7F { return 1 }
        if listedWide.contains(value) { return 2 }
        if listedNarrow.contains(value) { return 1 }
        switch cLibrary.code(of: value) {
        case 1: return 0
        case 2: return unknownColumns == 0 ? nil : unknownColumns
        case 3: return 2
        default: return 1
        }
    }

    /// tmux 3.3's cluster: each code point's own columns, none for one after a ZWJ.
    /// ASCII takes a path of its own (screen_write_collect_add): it always takes its
    /// column and leaves a ZWJ's mark set for the next code point that is not ASCII
    /// (measured in 3.3a: `👨‍a` is 3 columns, `a‍b 中` 3).
    package func columns<Values: Sequence>(ofCluster values: Values) -> Int where Values.Element == UInt32 {
        var total = 0
        var afterJoiner = false
        for value in values {
            if value < 0x7F {
                total += 1
                continue
            }
            // A code point 3.3 drops (wcwidth() does not know it) leaves the mark too:
            // `👨‍🫨👨` is 2 columns there.
            guard let columns = columnsUnlessDropped(value) else { continue }
            if !afterJoiner { total += columns }
            afterJoiner = value == 0x200D
        }
        return total
    }

    /// Whether a cluster leaves tmux 3.3's ZWJ mark set, so that it would glue the next
    /// code point that is not ASCII onto its cell: it ends in a ZWJ and what follows it,
    /// if anything, is dropped.
    /// `leavesJoinerMark` for the assembler's pending cluster, specialized here: MarqueeCore
    /// calls it once a cluster under tmux 3.3, and a generic call from another module is
    /// not specialized.
    package func leavesJoinerMark(_ scalars: [Unicode.Scalar]) -> Bool {
        leavesJoinerMark(scalars.lazy.map { $0.value })
    }

    package func leavesJoinerMark<Values: BidirectionalCollection>(_ values: Values) -> Bool where Values.Element == UInt32 {
        guard values.contains(0x200D) else { return false }
        for value in values.reversed() {
            if value == 0x200D { return true }
            if columnsUnlessDropped(value) != nil { return false }
        }
        return false
    }
}

extension TmuxCells {
    /// tmux 3.3: glibc's wcwidth(), unknown code points dropped.
    package static func widths33(_ cLibrary: GlibcWidths) -> CodePointWidths {
        CodePointWidths(listedWide: RangeTable(bounds: []), listedNarrow: RangeTable(bounds: []), unknownColumns: 0,
                        cLibrary: cLibrary)
    }

    /// tmux 3.4 and 3.5: the forced-wide list, then wcwidth(), unknown code points one column.
    package static func widths34(_ cLibrary: GlibcWidths) -> CodePointWidths {
        CodePointWidths(listedWide: forcedWide34, listedNarrow: RangeTable(bounds: []), unknownColumns: 1,
                        cLibrary: cLibrary)
    }

    /// tmux 3.6 on: the default width list, then wcwidth(), unknown code points one column.
    package static func widths36(_ cLibrary: GlibcWidths) -> CodePointWidths {
        CodePointWidths(listedWide: listedWide36, listedNarrow: listedNarrow36, unknownColumns: 1, cLibrary: cLibrary)
    }
}
