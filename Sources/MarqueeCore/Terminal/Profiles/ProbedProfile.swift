import TerminalWidth

/// The profile a probe's widths describe (docs/terminals.md, "probe"), by one of two
/// strategies:
///
/// - a terminal that draws a ZWJ sequence as one emoji two columns wide clusters as
///   wcwidth does: wcwidth's rules, corrected where the samples differ (`CorrectedRules`);
/// - any other adds code points up and joins some, as every terminal measured here does:
///   generic's width of each code point, corrected by the samples, joined as the samples
///   show (`CodePointTable` with `CodePointJoins`).
///
/// Either way each sample stands for a group of code points (an emoji version, Unicode
/// 16's trigrams, the skin tones, the tag characters, …), and the group takes the
/// sample's width.
extension ProbeMeasurements {
    package var profile: TerminalProfile {
        let strategy: MeasuringStrategy = drawsSequencesAsOne
            ? .correctedRules(correctedRules) : .codePointTable(codePointTable)
        return TerminalProfile(name: "probe", strategy: strategy)
    }

    /// The family and the heart on fire are each one emoji, two columns wide.
    var drawsSequencesAsOne: Bool { self["zwj"] == 2 && self["zwj-vs16"] == 2 }

    /// The emoji of the versions whose sample was drawn `columns` wide.
    private func emojiAdded(drawnAs columns: Int) -> RangeTable {
        RangeTable(merging: WidthTables.emojiPresentationByVersion
            .filter { self["emoji-\($0.version)"] == columns }.map(\.added))
    }

    /// Code points Unicode 16 made wide that the terminal draws one column.
    private var newlyWideDrawnNarrow: RangeTable {
        var tables: [RangeTable] = []
        if self["trigram"] == 1 { tables.append(NewlyWide.trigramsAndDigrams) }
        if self["hexagram"] == 1 { tables.append(NewlyWide.hexagramsAndTetragrams) }
        return RangeTable(merging: tables)
    }

    /// wcwidth's rules with the corrections the samples show. What no switch can express
    /// (a flag drawn other than 2 columns) is left as `generic` has it.
    private var correctedRules: CorrectedRules {
        var narrower = [emojiAdded(drawnAs: 1), newlyWideDrawnNarrow]
        var zeroer = [emojiAdded(drawnAs: 0)]
        if self["lone-regional-indicator"] == 1 { narrower.append(WidthTables.regionalIndicators) }
        switch self["lone-skin-tone"] {
        case 0: zeroer.append(WidthTables.emojiModifiers)
        case 1: narrower.append(WidthTables.emojiModifiers)
        default: break
        }
        let vs16Narrower: RangeTable
        if self["vs16"] == 1 {
            vs16Narrower = WidthTables.emojiPresentationWithVS16
        } else if self["keycap"] == 1 {
            vs16Narrower = ProbeMeasurements.keycapBases
        } else {
            vs16Narrower = RangeTable(bounds: [])
        }
        return CorrectedRules(
            emojiSequencesAsCodePoints: false,
            narrower: RangeTable(merging: narrower), zeroer: RangeTable(merging: zeroer),
            narrowWider: RangeTable(bounds: []), narrowZeroer: RangeTable(bounds: []),
            vs16Narrower: vs16Narrower,
            vs15Wider: self["vs15"] == 2 ? WidthTables.textPresentationWithVS15 : RangeTable(bounds: []),
            exceptions: .empty,
            skinTonesApart: self["skin-tone"] == 4,
            // ✍🏻 drawn 2 where ✍ alone is 1.
            skinTonesWiden: self["skin-tone-on-text"] == 2,
            newerPictographs: newerPictographs)
    }

    /// The pictographs no ZWJ glues: where 😀 ZWJ the newest emoji was drawn wider than
    /// one emoji, those of every version the terminal draws narrow; else none.
    private var newerPictographs: RangeTable {
        guard (self["zwj-newer"] ?? 2) > 2 else { return RangeTable(bounds: []) }
        return emojiAdded(drawnAs: 1).union(emojiAdded(drawnAs: 0))
    }

    /// Each code point at generic's width but where a sample says otherwise; the joins
    /// the samples show.
    private var codePointTable: CodePointTable {
        var joins = CodePointJoins()
        joins.vs16Widens = self["vs16"] == 2
        // The heart widened alone (2) but not in the heart on fire (2 + 0 + 2 = 4).
        joins.vs16WidensOnlyAlone = joins.vs16Widens && self["zwj-vs16"] == 3
        joins.vs15Narrows = self["vs15"] == 1
        joins.regionalIndicatorPairs = self["flag"] != nil && self["flag"] == self["lone-regional-indicator"]
        // A thumbs-up (2) with a skin tone, drawn 2: absorbed (or a skin tone that takes
        // no column anyway, kitty 0.41, which still widens a text-default base).
        joins.skinTonesJoin = self["skin-tone"] == 2
        joins.skinTonesWiden = joins.skinTonesJoin && self["skin-tone-on-text"] == 2
        joins.zwjJoinsPictographs = self["zwj"] == 2
        joins.newerPictographs = newerPictographs
        joins.hangulJamoJoin = self["jamo"] == 2 && (self["jamo-vowel"] ?? 1) >= 2
        return CodePointTable(exceptions: .empty, codePoints: codePointWidths, joins: joins)
    }

    /// Each code point's own width: generic's, but where a sample says otherwise.
    private var codePointWidths: MeasuredCodePointWidths {
        let drawnAsNothing = emojiAdded(drawnAs: 0)
        var narrowed = emojiAdded(drawnAs: 1).union(newlyWideDrawnNarrow)
        var zeroed = drawnAsNothing
        if self["lone-regional-indicator"] == 1 { narrowed = narrowed.union(WidthTables.regionalIndicators) }
        switch self["lone-skin-tone"] {
        case 0: zeroed = zeroed.union(WidthTables.emojiModifiers)
        case 1: narrowed = narrowed.union(WidthTables.emojiModifiers)
        default: break
        }
        var zero = WidthTables.zeroWidth.union(zeroed)
        var wide = WidthTables.wide.subtracting(narrowed.union(zeroed))
        // Generic draws these as nothing; a sample after an `x` says what they take here.
        for key in ProbeMeasurements.ownWidthsAfterALetter {
            guard let measured = self[key] else { continue }
            let table = ProbeMeasurements.codePoints(measuredBy: key)
            if measured >= 2 { zero = zero.subtracting(table) }
            if measured == 3 { wide = wide.union(table) }
        }
        return MeasuredCodePointWidths(zero: zero, wide: wide, cLibrary: nil, ambiguousFollowsOption: true)
    }

    /// A terminal in grapheme cluster mode as its samples show it: the Terminal Unicode
    /// Core rules over the Unicode it knows (`UnicodeCoreRules`), named by the newest
    /// emoji version it draws wide (`unicode-core-15.0`, Debian 13's foot 1.21.0, whose
    /// library is Unicode 15.1 and added no emoji of its own). `GuessCheck` asks for it
    /// only where the samples do not fit `unicode-core` itself.
    var unicodeCoreProfile: TerminalProfile {
        let newest = WidthTables.emojiPresentationByVersion.last { self["emoji-\($0.version)"] == 2 }?.version
        let rules = UnicodeCoreRules(
            codePoints: codePointWidths,
            // ✍🏻 two columns: the skin tone's width, not the writing hand's.
            clusterAsWidest: self["skin-tone-on-text"] == 2,
            textPresentationNarrows: self["vs15"] == 1,
            conjunctsApart: self["indic-conjunct"] == 2,
            newerPictographs: newerPictographs)
        return TerminalProfile(name: "unicode-core-" + (newest ?? "11.0"), strategy: .graphemeClusterMode(rules))
    }

    /// Samples of a letter and a code point generic draws as nothing on its own: the ZWJ,
    /// the tag characters, the other format controls (ZERO WIDTH SPACE, which marquee
    /// writes at seams, among them), the Hangul vowel and trailing jamo, the spacing marks
    /// (one column each where the C library measures).
    static let ownWidthsAfterALetter = ["zwj-alone", "tag", "format-control", "jamo-vowel", "spacing-mark"]

    /// The code points a sample of `ownWidthsAfterALetter` stands for. (A function, not an
    /// array of tuples: the runtime builds a tuple array's type at first use.)
    static func codePoints(measuredBy key: String) -> RangeTable {
        switch key {
        case "zwj-alone": RangeTable(bounds: [0x200D, 0x200D])
        case "tag": RangeTable(bounds: [0xE0001, 0xE0001, 0xE0020, 0xE007F])
        case "format-control": WidthTables.formatControls
        case "jamo-vowel": RangeTable(bounds: [0x1160, 0x11FF, 0xD7B0, 0xD7C6, 0xD7CB, 0xD7FB])
        default: WidthTables.spacingMarks
        }
    }

    /// `#`, `*` and the digits: the bases of keycap sequences.
    static let keycapBases = RangeTable(bounds: [0x23, 0x23, 0x2A, 0x2A, 0x30, 0x39])
}
