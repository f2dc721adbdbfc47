extension TerminalProfile {
    /// A terminal in grapheme cluster mode, DEC private mode 2027: it measures
    /// by the Terminal Unicode Core specification (contour-terminal/terminal-unicode-core,
    /// spec/terminal-unicode-core.tex, draft revision 1, 2021-09-06), not by habits of its
    /// own, so no table of measurements is needed; a terminal that says the mode is set
    /// (or lets marquee set it) is measured by these rules alone.
    package static let unicodeCore = TerminalProfile(name: "unicode-core", strategy: .graphemeClusterMode(.standard))

    /// The rules of a terminal in grapheme cluster mode; nil for every other way.
    package var unicodeCoreRules: UnicodeCoreRules? {
        if case .graphemeClusterMode(let rules) = strategy { return rules }
        return nil
    }
}

extension DisplayWidth {
    /// A cluster of several scalars by the Terminal Unicode Core rules. A cluster of one
    /// scalar is as wide as the scalar, as in every profile.
    package func unicodeCoreWidth<Values: Collection>(ofCluster values: Values, rules: UnicodeCoreRules) -> Int
    where Values.Element == UInt32 {
        // A terminal that knows an older Unicode, or draws by a variant of the rules.
        guard rules.isStandard else { return rules.columns(ofCluster: Array(values)[...], ambiguousWidth: ambiguousWidth) }
        // §Variation Selector 16: "VS16 promotes the grapheme cluster to emoji
        // presentation, implying that this will force the grapheme cluster's width to be 2".
        // The specification names no base it needs, so any cluster with VS16 is 2.
        if values.contains(0xFE0F) { return 2 }
        guard let first = values.first else { return 0 }
        // §Emoji: "ZWJ emoji are required to be displayed as a single image with a width
        // of 2 grid cells", never as their parts.
        if WidthTables.extendedPictographic.contains(first) && values.contains(0x200D) { return 2 }
        // §Grapheme Cluster: every code point that UAX #29 does not break from the one
        // before it "will always end up in the same terminal's grid cell", and extending
        // a cluster does not move the cursor (VS16 apart). So the cluster is as wide as
        // its first scalar that takes a column; the marks, joiners, spacing marks and
        // further bases after it add nothing (a conjunct is 1, a letter with a skin tone
        // 1, `ᄀᄀ` 2). A flag is its first regional indicator, an emoji with a skin tone
        // its emoji: both 2, as §Emoji asks of emoji. §Variation Selector 15 changes
        // "the display", "NOT the underlying width": VS15 is ignored.
        for value in values {
            let own = columns(of: value)
            if own > 0 { return own }
        }
        return 0
    }
}
