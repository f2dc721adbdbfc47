/// The way a terminal measures a cluster: one case per way, each with the data only it
/// uses (docs/terminals.md, "Profiles").
///
/// The payloads are references (or boxed), so that a `DisplayWidth` copied into every
/// scanner stays small and a profile's tables are built once.
package enum MeasuringStrategy: Sendable {
    /// wcwidth's `width()` rules, corrected where the terminal was measured to differ
    /// (the ucs-detect profiles and `probe`).
    case correctedRules(CorrectedRules)
    /// Every code point by a table of the terminal's own, a cluster the sum of its code
    /// points but where the terminal joins some (xterm 379, screen 4.9 and Debian 12's
    /// other terminals, measured here); measured exceptions first.
    case codePointTable(CodePointTable)
    /// tmux: code points put into cells by its version's rules (`TmuxCells`).
    case tmuxCells(TmuxCellsReference)
    /// A terminal in grapheme cluster mode, DEC private mode 2027: the Terminal Unicode
    /// Core rules (`UnicodeCoreRules`), over the Unicode the terminal knows.
    case graphemeClusterMode(UnicodeCoreRules)
}

/// wcwidth's rules, with the corrections a terminal was measured to need: single code
/// points drawn wider or narrower, one switch for emoji sequences, and measured clusters
/// that no rule gives, looked up whole.
package final class CorrectedRules: Sendable {
    /// ZWJ and skin-tone sequences on an emoji are drawn as their parts: each code
    /// point at its own width (VS16 then widens nothing), not as one emoji.
    package let emojiSequencesAsCodePoints: Bool
    /// Wide code points drawn one column wide (Unicode newer than the terminal's
    /// tables, lone regional indicators, lone skin tones in some terminals).
    package let narrower: RangeTable
    /// Wide code points drawn as nothing.
    package let zeroer: RangeTable
    /// Narrow code points drawn two columns wide.
    package let narrowWider: RangeTable
    /// Narrow code points drawn as nothing.
    package let narrowZeroer: RangeTable
    /// Bases that VS16 does not widen here (keycap digits, ©, arrows, …).
    package let vs16Narrower: RangeTable
    /// Wide bases that VS15 does not narrow here.
    package let vs15Wider: RangeTable
    /// Measured clusters and their widths, for what no rule gives.
    package let exceptions: ExceptionTable
    /// Skin tones drawn as their own swatch after an emoji, while ZWJ sequences are
    /// joined (tmux 3.3 as a probe measures it): a modifier adds its own columns.
    package let skinTonesApart: Bool
    /// A skin tone after a text-default emoji drawn one column (a base of a variation
    /// sequence: ✍, 🕵) makes it two, as Unicode's emoji presentation has it (foot 1.21
    /// as a probe measures it).
    package let skinTonesWiden: Bool
    /// Pictographs newer than the terminal's Unicode: a ZWJ glues neither such a one nor
    /// anything after it; the sequence is drawn as its parts from there (foot 1.21 draws
    /// 🧑🏻‍🫯‍🧑🏼, whose middle part is Emoji 17.0, five columns).
    package let newerPictographs: RangeTable

    package init(emojiSequencesAsCodePoints: Bool, narrower: RangeTable, zeroer: RangeTable,
         narrowWider: RangeTable, narrowZeroer: RangeTable, vs16Narrower: RangeTable,
         vs15Wider: RangeTable, exceptions: ExceptionTable, skinTonesApart: Bool = false,
         skinTonesWiden: Bool = false, newerPictographs: RangeTable = RangeTable(bounds: [])) {
        self.emojiSequencesAsCodePoints = emojiSequencesAsCodePoints
        self.narrower = narrower
        self.zeroer = zeroer
        self.narrowWider = narrowWider
        self.narrowZeroer = narrowZeroer
        self.vs16Narrower = vs16Narrower
        self.vs15Wider = vs15Wider
        self.exceptions = exceptions
        self.skinTonesApart = skinTonesApart
        self.skinTonesWiden = skinTonesWiden
        self.newerPictographs = newerPictographs
    }

    /// Columns of a code point whose generic width is `columns`, as this terminal draws it.
    @inline(__always)
    package func correct(_ columns: Int, of value: UInt32) -> Int {
        switch columns {
        case 2:
            if zeroer.contains(value) { return 0 }
            if narrower.contains(value) { return 1 }
        case 1:
            if narrowZeroer.contains(value) { return 0 }
            if narrowWider.contains(value) { return 2 }
        default:
            break
        }
        return columns
    }
}

/// A terminal that measures every code point with a table of its own (xterm 379, screen
/// 4.9 and the other terminals measured here) instead of wcwidth's widths and cluster
/// rules.
package final class CodePointTable: Sendable {
    /// Measured clusters the sum does not give; they come first.
    package let exceptions: ExceptionTable
    package let codePoints: MeasuredCodePointWidths
    /// Where the terminal joins code points instead of adding them up (kitty, konsole);
    /// nil where a cluster is the plain sum.
    package let joins: CodePointJoins?
    /// The table such a terminal swaps in when set to draw East Asian Ambiguous
    /// characters wide (xterm `-cjk_width`), for `--ambiguous-width 2`; nil where
    /// that setting widens those characters alone.
    package let ambiguousWideCodePoints: MeasuredCodePointWidths?

    package init(exceptions: ExceptionTable, codePoints: MeasuredCodePointWidths, joins: CodePointJoins? = nil,
         ambiguousWideCodePoints: MeasuredCodePointWidths? = nil) {
        self.exceptions = exceptions
        self.codePoints = codePoints
        self.joins = joins
        self.ambiguousWideCodePoints = ambiguousWideCodePoints
    }

    /// Whether the terminal measures with the C library (its tables take the C library's
    /// widths: `MeasuredCodePointWidths.cLibrary`).
    package var measuresWithCLibrary: Bool { codePoints.cLibrary != nil }

    /// The same terminal drawing by another release of the C library.
    package func measuring(with library: GlibcWidths) -> CodePointTable {
        CodePointTable(exceptions: exceptions, codePoints: codePoints.measuring(with: library), joins: joins,
                       ambiguousWideCodePoints: ambiguousWideCodePoints?.measuring(with: library))
    }

    /// Columns of a code point by the table for this `--ambiguous-width`. (Optional
    /// chaining reads the table in place: a function returning the table retained its
    /// arrays on every call, 4 % of a 10 MiB layout.)
    @inline(__always)
    package func columns(of value: UInt32, ambiguousWidth: Int) -> Int {
        if ambiguousWidth > 1 && ambiguousWideCodePoints != nil {
            return ambiguousWideCodePoints!.columns(of: value, ambiguousWidth: ambiguousWidth)
        }
        return codePoints.columns(of: value, ambiguousWidth: ambiguousWidth)
    }

    /// A cluster's columns: a measured exception, else the sum of its code points as the
    /// terminal joins them.
    @inline(__always)
    package func columns<Scalars: Collection>(ofCluster scalars: Scalars, ambiguousWidth: Int) -> Int
    where Scalars.Element == Unicode.Scalar {
        if let measured = exceptions.width(of: scalars) { return measured }
        if let joins {
            return joins.columns(ofCluster: scalars) { columns(of: $0, ambiguousWidth: ambiguousWidth) }
        }
        let values = scalars.lazy.map { $0.value }
        if ambiguousWidth > 1 && ambiguousWideCodePoints != nil {
            return ambiguousWideCodePoints!.columns(ofCluster: values, ambiguousWidth: ambiguousWidth)
        }
        return codePoints.columns(ofCluster: values, ambiguousWidth: ambiguousWidth)
    }
}

/// tmux's cells behind one reference: read in place, where a `TmuxCells` bound out of an
/// enum case was copied, all its tables retained and released, at every code point
/// (a 10 MiB layout under tmux 3.3 took a third more instructions).
package final class TmuxCellsReference: Sendable {
    package let cells: TmuxCells

    package init(_ cells: TmuxCells) {
        self.cells = cells
    }

    /// `cells.columns(of:)`, asked of the reference: `reference.cells.columns(of:)` in
    /// `DisplayWidth` still copied the cells out first, retaining and releasing every
    /// table, once a cluster (a layout under tmux 3.6: 17 M instructions a MB of mixed
    /// words).
    package func columns(of value: UInt32) -> Int {
        cells.columns(of: value)
    }

    /// `cells.columns(ofCluster:)`, asked of the reference, as `columns(of:)`.
    package func columns<Values: Sequence>(ofCluster values: Values) -> Int where Values.Element == UInt32 {
        cells.columns(ofCluster: values)
    }
}
