/// How a terminal in grapheme cluster mode (DEC private mode 2027) measures a cluster:
/// the Terminal Unicode Core rules (`DisplayWidth.unicodeCoreWidth`), over the Unicode
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

    /// Whether these are the specification's rules over Unicode 18.0, as they stand.
    package var isStandard: Bool { self === UnicodeCoreRules.standard }

    /// A code point's own columns.
    package func columns(of value: UInt32, ambiguousWidth: Int) -> Int {
        if let codePoints { return codePoints.columns(of: value, ambiguousWidth: ambiguousWidth) }
        return UnicodeWidth.columns(of: value, ambiguousWidth: ambiguousWidth)
    }

    /// A cluster of several code points, where the rules are not `standard`: what splits
    /// it first (a conjunct not joined, a ZWJ next to a newer pictograph), then the
    /// specification's rules with these changes.
    package func columns(ofCluster values: ArraySlice<UInt32>, ambiguousWidth: Int) -> Int {
        guard let first = values.first else { return 0 }
        guard values.count > 1 else { return columns(of: first, ambiguousWidth: ambiguousWidth) }
        if conjunctsApart, let start = values.indices.dropFirst().first(where: {
            WidthTables.conjunctJoiners.contains(values[$0 - 1]) && columns(of: values[$0], ambiguousWidth: ambiguousWidth) > 0
        }) {
            return columns(ofCluster: values[..<start], ambiguousWidth: ambiguousWidth)
                + columns(ofCluster: values[start...], ambiguousWidth: ambiguousWidth)
        }
        if newerPictographs.rangeCount > 0, let joiner = values.indices.first(where: {
            values[$0] == 0x200D && ($0 > values.startIndex && newerPictographs.contains(values[$0 - 1])
                || $0 + 1 < values.endIndex && newerPictographs.contains(values[$0 + 1]))
        }) {
            return columns(ofCluster: values[..<joiner], ambiguousWidth: ambiguousWidth)
                + columns(ofCluster: values[(joiner + 1)...], ambiguousWidth: ambiguousWidth)
        }
        if values.contains(0xFE0F) { return 2 }
        if textPresentationNarrows && values.contains(0xFE0E) && WidthTables.textPresentationWithVS15.contains(first) {
            return 1
        }
        if WidthTables.extendedPictographic.contains(first) && values.contains(0x200D) { return 2 }
        // A flag is two columns, even where a lone regional indicator is drawn one.
        if values.count == 2 && WidthTables.regionalIndicators.contains(first)
            && WidthTables.regionalIndicators.contains(values[values.startIndex + 1]) {
            return 2
        }
        if clusterAsWidest {
            return min(2, values.reduce(0) { max($0, columns(of: $1, ambiguousWidth: ambiguousWidth)) })
        }
        for value in values {
            let own = columns(of: value, ambiguousWidth: ambiguousWidth)
            if own > 0 { return own }
        }
        return 0
    }
}
