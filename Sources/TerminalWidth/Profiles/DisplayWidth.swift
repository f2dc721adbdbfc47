/// Display width of grapheme clusters, in terminal columns, as the chosen terminal
/// profile draws them (docs/terminals.md), by the profile's `MeasuringStrategy`.
///
/// Without a profile (`generic`) the widths follow jquast/wcwidth's `width()`: the
/// Unicode widths of single code points (`UnicodeWidth`) and the cluster rules
/// (`ClusterMeasure`), from the tables in `WidthTables`. A profile measured by corrected
/// rules runs the same cluster rules over its corrected code point widths.
package struct DisplayWidth: Sendable, Equatable, ScalarWidths {
    /// Columns for an East Asian Ambiguous character: 1, or 2 for terminals set
    /// up for CJK text (`--ambiguous-width 2`). Values above 2 count as 2 and
    /// values below 1 as 1.
    package var ambiguousWidth: Int
    /// The terminal whose drawing the widths follow; nil is `generic`, wcwidth's
    /// `width()` as written. Under tmux, the cell widths are laid over its cells too
    /// (`TerminalProfile.overlaying(_:)`), as `codepoint-widths` would be.
    package var profile: TerminalProfile? {
        didSet { profile = profile?.overlaying(cellWidths) }
    }
    /// Widths the user set (`--cell-width`), for clusters whose base they name: before
    /// anything the profile says.
    package var cellWidths: [CellWidth] = [] {
        didSet { profile = profile?.overlaying(cellWidths) }
    }

    package init(ambiguousWidth: Int = 1, profile: TerminalProfile? = nil) {
        self.ambiguousWidth = ambiguousWidth
        self.profile = profile
    }

    /// `width(ofCluster:)` for the array MarqueeCore's assembler collects a cluster in:
    /// specialized here, where a call from another module to the generic function ran it
    /// unspecialized (a `--once` of 1 KiB of mixed words took 22 % more instructions,
    /// 43 % under kitty's profile).
    /// A cluster of one ASCII scalar, most of any text, is answered in the caller
    /// (inlined there) without a call.
    @inlinable
    package func width(ofCluster scalars: [Unicode.Scalar]) -> Int {
        if scalars.count == 1 && scalars[0].value < 0x7F && scalars[0].value >= 0x20 { return 1 }
        return widthOfClusterArray(scalars)
    }

    @usableFromInline
    package func widthOfClusterArray(_ scalars: [Unicode.Scalar]) -> Int {
        width(ofCluster: scalars[...])
    }

    /// Columns taken by one extended grapheme cluster (as `GraphemeBreaker`
    /// segments text). The cluster must not hold C0/C1 controls, DEL, CR, LF or
    /// TAB; an empty collection is 0 columns.
    package func width<Scalars: Collection>(ofCluster scalars: Scalars) -> Int
    where Scalars.Element == Unicode.Scalar {
        var remaining = scalars.makeIterator()
        guard let first = remaining.next() else { return 0 }
        if !cellWidths.isEmpty, let set = cellWidths.columns(ofBase: first.value) { return set }
        // A cluster of one scalar needs no rule: it is as wide as the scalar.
        // Most text ends here, ASCII after a single comparison.
        guard let second = remaining.next() else { return columns(of: first.value) }
        if let profile {
            return width(ofCluster: scalars, drawnBy: profile.strategy)
        }
        var cluster = ClusterMeasure(scalarWidth: self)
        cluster.add(first.value)
        cluster.add(second.value)
        while let next = remaining.next() {
            cluster.add(next.value)
        }
        return cluster.total
    }

    /// A cluster of several scalars as the profile's terminal draws it, by its way of
    /// measuring.
    private func width<Scalars: Collection>(ofCluster scalars: Scalars, drawnBy strategy: MeasuringStrategy) -> Int
    where Scalars.Element == Unicode.Scalar {
        // A closure, not the key path `\.value`: in tmux's generic cell loop the key path
        // was projected at run time (10 MiB of mixed words: 2.21 G → 2.0 G instructions).
        let values = scalars.lazy.map { $0.value }
        switch strategy {
        case .graphemeClusterMode(let rules):
            return rules.columns(ofCluster: values, ambiguousWidth: ambiguousWidth)
        case .tmuxCells(let reference):
            return reference.columns(ofCluster: values)
        case .codePointTable(let table):
            return table.columns(ofCluster: scalars, ambiguousWidth: ambiguousWidth)
        case .correctedRules(let rules):
            if let measured = rules.exceptions.width(of: scalars) { return measured }
            if rules.emojiSequencesAsCodePoints && TerminalProfile.isEmojiSequence(values) {
                return values.reduce(0) { $0 + columns(of: $1) }
            }
            var cluster = ClusterMeasure(scalarWidth: self)
            for value in values {
                cluster.add(value)
            }
            return cluster.total
        }
    }

    /// Columns of a cluster of this one scalar: a width the user set for it, else its own.
    package func width(ofClusterOf value: UInt32) -> Int {
        if !cellWidths.isEmpty, let set = cellWidths.columns(ofBase: value) { return set }
        return columns(of: value)
    }

    /// Columns of one scalar on its own (inside a cluster too: no cell width applies).
    package func columns(of value: UInt32) -> Int {
        if value < 0x7F { return 1 }
        // The strategy alone: binding the whole profile copied its name too, retained and
        // released at every code point measured.
        guard let strategy = profile?.strategy else { return genericColumns(of: value) }
        switch strategy {
        case .tmuxCells(let reference):
            return reference.columns(of: value)
        case .codePointTable(let table):
            return table.columns(of: value, ambiguousWidth: ambiguousWidth)
        case .correctedRules(let rules):
            // No profile changes printable ASCII (the generator's data has no correction
            // below U+007F), so the corrections stay off the ASCII path.
            return rules.correct(genericColumns(of: value), of: value)
        case .graphemeClusterMode(let rules):
            return rules.columns(of: value, ambiguousWidth: ambiguousWidth)
        }
    }

    /// `columns(of:)` with the scalar's properties at hand: `generic` reads its width
    /// class from them; a terminal's profile measures as `columns(of:)` does.
    @inline(__always)
    package func columns(of value: UInt32, properties: ScalarProperties) -> Int {
        guard profile == nil else { return columns(of: value) }
        return value < 0x7F ? 1 : properties.columns(ambiguousWidth: ambiguousWidth)
    }

    /// The corrections of a profile measured by wcwidth's rules; nil for every other way.
    private var correctedRules: CorrectedRules? {
        if case .correctedRules(let rules)? = profile?.strategy { return rules }
        return nil
    }

    @inline(__always)
    private func genericColumns(of value: UInt32) -> Int {
        UnicodeWidth.columns(of: value, ambiguousWidth: ambiguousWidth)
    }

    /// Skin tones drawn as a swatch of their own after an emoji (a probe's measurement).
    package var skinTonesApart: Bool { correctedRules?.skinTonesApart ?? false }

    /// Whether a skin tone widens a text-default emoji drawn one column (a probe's
    /// measurement).
    package var skinTonesWiden: Bool { correctedRules?.skinTonesWiden ?? false }

    /// Whether `value` is a pictograph newer than the terminal knows, which a ZWJ does
    /// not glue (a probe's measurement).
    package func isNewerPictograph(_ value: UInt32) -> Bool {
        correctedRules?.newerPictographs.contains(value) ?? false
    }

    /// Whether VS16 after `base` makes it two columns in the profile's terminal.
    package func emojiPresentationWidens(_ base: UInt32, _ properties: ScalarProperties) -> Bool {
        guard properties.widensWithVS16 else { return false }
        return !(correctedRules?.vs16Narrower.contains(base) ?? false)
    }

    /// Whether VS15 after the wide `base` makes it one column in the profile's terminal.
    package func textPresentationNarrows(_ base: UInt32, _ properties: ScalarProperties) -> Bool {
        guard properties.narrowsWithVS15 else { return false }
        return !(correctedRules?.vs15Wider.contains(base) ?? false)
    }
}
