/// How a terminal in grapheme cluster mode (DEC private mode 2027) measures a cluster:
/// the Terminal Unicode Core rules, over the Unicode
/// the terminal knows. `standard` is the specification over Unicode 18.0. A terminal
/// that segments and measures with an older library draws otherwise, and a probe tells
/// how (docs/terminals.md, "The probe"): Debian 13's foot 1.21.0 measures with
/// libutf8proc 2.9 (Unicode 15.1). Its emoji of Unicode 16.0 on are one column, a ZWJ
/// joins none of them, a cluster is as wide as its widest code point, VS15 narrows an
/// emoji, and an Indic conjunct is not joined.
package final class UnicodeCoreRules: Sendable {
    /// Each code point's own width where it differs from `generic`'s (emoji newer than the
    /// terminal drawn one column, …); nil: generic's.
    package let codePoints: MeasuredCodePointWidths?
    /// A cluster is as wide as its widest code point (2 at most), not as its first that
    /// takes a column: ✍🏻 is 2 and a🏻 is 2 (foot's `grapheme-width-method=double-width`).
    package let clusterAsWidest: Bool
    /// VS15 after a wide emoji that has a text presentation makes the cluster 1 column.
    /// The specification ignores VS15 ("NOT the underlying width").
    package let textPresentationNarrows: Bool
    /// A consonant after a virama starts a cluster of its own, as before Unicode 15.1's
    /// rule GB9c: क्ष is 2, not 1.
    package let conjunctsApart: Bool
    /// Pictographs newer than the terminal's Unicode: a ZWJ next to one joins nothing, the
    /// sequence is its parts there (foot 1.21 draws 🧑🏻‍🫯‍🧑🏼, whose middle is Emoji 17.0, 5).
    package let newerPictographs: RangeTable

    package init(codePoints: MeasuredCodePointWidths?, clusterAsWidest: Bool, textPresentationNarrows: Bool,
                 conjunctsApart: Bool, newerPictographs: RangeTable) {
        self.codePoints = codePoints
        self.clusterAsWidest = clusterAsWidest
        self.textPresentationNarrows = textPresentationNarrows
        self.conjunctsApart = conjunctsApart
        self.newerPictographs = newerPictographs
    }

    /// The specification over this library's Unicode.
    package static let standard = UnicodeCoreRules(codePoints: nil, clusterAsWidest: false, textPresentationNarrows: false,
                                                   conjunctsApart: false, newerPictographs: RangeTable(bounds: []))

    /// A code point's own columns.
    package func columns(of value: UInt32, ambiguousWidth: Int) -> Int {
        if let codePoints { return codePoints.columns(of: value, ambiguousWidth: ambiguousWidth) }
        return UnicodeWidth.columns(of: value, ambiguousWidth: ambiguousWidth)
    }

    /// A cluster of several code points: what splits it first (a conjunct not joined, a
    /// ZWJ next to a newer pictograph), where these rules split anything, then the
    /// specification's rules with these changes. A cluster of one code point is as wide
    /// as the code point, as in every profile (`DisplayWidth` answers it).
    package func columns<Values: Collection>(ofCluster values: Values, ambiguousWidth: Int) -> Int
    where Values.Element == UInt32 {
        guard conjunctsApart || newerPictographs.rangeCount > 0 else {
            return joinedColumns(of: values, ambiguousWidth: ambiguousWidth)
        }
        return splitColumns(of: Array(values)[...], ambiguousWidth: ambiguousWidth)
    }

    /// The cluster cut where these rules cut it, each part measured whole.
    private func splitColumns(of values: ArraySlice<UInt32>, ambiguousWidth: Int) -> Int {
        guard let first = values.first else { return 0 }
        guard values.count > 1 else { return columns(of: first, ambiguousWidth: ambiguousWidth) }
        if conjunctsApart, let start = values.indices.dropFirst().first(where: {
            WidthTables.conjunctJoiners.contains(values[$0 - 1]) && columns(of: values[$0], ambiguousWidth: ambiguousWidth) > 0
        }) {
            return splitColumns(of: values[..<start], ambiguousWidth: ambiguousWidth)
                + splitColumns(of: values[start...], ambiguousWidth: ambiguousWidth)
        }
        if newerPictographs.rangeCount > 0, let joiner = values.indices.first(where: {
            values[$0] == 0x200D && ($0 > values.startIndex && newerPictographs.contains(values[$0 - 1])
                || $0 + 1 < values.endIndex && newerPictographs.contains(values[$0 + 1]))
        }) {
            return splitColumns(of: values[..<joiner], ambiguousWidth: ambiguousWidth)
                + splitColumns(of: values[(joiner + 1)...], ambiguousWidth: ambiguousWidth)
        }
        return joinedColumns(of: values, ambiguousWidth: ambiguousWidth)
    }

    /// A cluster of several code points that nothing splits.
    private func joinedColumns<Values: Collection>(of values: Values, ambiguousWidth: Int) -> Int
    where Values.Element == UInt32 {
        // §Variation Selector 16: "VS16 promotes the grapheme cluster to emoji
        // presentation, implying that this will force the grapheme cluster's width to be 2".
        // The specification names no base it needs, so any cluster with VS16 is 2.
        if values.contains(0xFE0F) { return 2 }
        guard let first = values.first else { return 0 }
        // §Variation Selector 15 changes "the display", "NOT the underlying width": the
        // specification ignores VS15; a terminal may narrow a wide emoji by it.
        if textPresentationNarrows && values.contains(0xFE0E) && WidthTables.textPresentationWithVS15.contains(first) {
            return 1
        }
        // §Emoji: "ZWJ emoji are required to be displayed as a single image with a width
        // of 2 grid cells", never as their parts.
        if WidthTables.extendedPictographic.contains(first) && values.contains(0x200D) { return 2 }
        // A flag is two columns, as §Emoji asks of emoji, even where a lone regional
        // indicator is drawn one.
        if WidthTables.regionalIndicators.contains(first), values.count == 2,
           let second = values.dropFirst().first, WidthTables.regionalIndicators.contains(second) {
            return 2
        }
        if clusterAsWidest {
            return min(2, values.reduce(0) { max($0, columns(of: $1, ambiguousWidth: ambiguousWidth)) })
        }
        // §Grapheme Cluster: every code point that UAX #29 does not break from the one
        // before it "will always end up in the same terminal's grid cell", and extending
        // a cluster does not move the cursor (VS16 apart). So the cluster is as wide as
        // its first scalar that takes a column; the marks, joiners, spacing marks and
        // further bases after it add nothing (a conjunct is 1, a letter with a skin tone
        // 1, `ᄀᄀ` 2). An emoji with a skin tone is its emoji: 2, as §Emoji asks.
        for value in values {
            let own = columns(of: value, ambiguousWidth: ambiguousWidth)
            if own > 0 { return own }
        }
        return 0
    }
}
