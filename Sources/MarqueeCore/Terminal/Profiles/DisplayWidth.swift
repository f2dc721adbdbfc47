/// Display width of grapheme clusters, in terminal columns, as the chosen terminal
/// profile draws them (docs/terminals.md).
///
/// Without a profile (`generic`) the widths follow jquast/wcwidth's `width()`, computed from the Unicode tables in `WidthTables` (the version
/// they state):
///
/// - every scalar has a width of its own: 0 for marks, format controls,
///   default-ignorables and Hangul vowel/final jamo; 2 for East Asian Wide and
///   Fullwidth, regional indicators and emoji modifiers; `ambiguousWidth` for
///   East Asian Ambiguous; 1 for the rest;
/// - within a cluster, each scalar with a width starts a new column run and the
///   runs add up (`a` + skin tone is 3, two leading jamo are 4), except where a
///   rule below folds a scalar into the run before it.
public struct DisplayWidth: Sendable, Equatable {
    /// Columns for an East Asian Ambiguous character: 1, or 2 for terminals set
    /// up for CJK text (`--ambiguous-width 2`). Values above 2 count as 2 and
    /// values below 1 as 1.
    public var ambiguousWidth: Int
    /// The terminal whose drawing the widths follow; nil is `generic`, wcwidth's
    /// `width()` as written.
    public var profile: TerminalProfile?

    public init(ambiguousWidth: Int = 1, profile: TerminalProfile? = nil) {
        self.ambiguousWidth = ambiguousWidth
        self.profile = profile
    }

    /// Columns taken by one extended grapheme cluster (as `GraphemeBreaker`
    /// segments text). The cluster must not hold C0/C1 controls, DEL, CR, LF or
    /// TAB; an empty collection is 0 columns.
    public func width<Scalars: Collection>(ofCluster scalars: Scalars) -> Int
    where Scalars.Element == Unicode.Scalar {
        var remaining = scalars.makeIterator()
        guard let first = remaining.next() else { return 0 }
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
        case .graphemeClusterMode:
            return unicodeCoreWidth(ofCluster: values)
        case .tmuxCells(let cells):
            return cells.columns(ofCluster: values)
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

    /// Columns of one scalar on its own.
    func columns(of value: UInt32) -> Int {
        if value < 0x7F { return 1 }
        guard let profile else { return genericColumns(of: value) }
        switch profile.strategy {
        case .tmuxCells(let cells):
            return cells.columns(of: value)
        case .codePointTable(let table):
            return table.columns(of: value, ambiguousWidth: ambiguousWidth)
        case .correctedRules(let rules):
            // No profile changes printable ASCII (the generator's data has no correction
            // below U+007F), so the corrections stay off the ASCII path.
            return rules.correct(genericColumns(of: value), of: value)
        case .graphemeClusterMode:
            return genericColumns(of: value)
        }
    }

    /// The corrections of a profile measured by wcwidth's rules; nil for every other way.
    private var correctedRules: CorrectedRules? {
        if case .correctedRules(let rules)? = profile?.strategy { return rules }
        return nil
    }

    private func genericColumns(of value: UInt32) -> Int {
        if WidthTables.zeroWidth.contains(value) { return 0 }
        if WidthTables.wide.contains(value) { return 2 }
        if ambiguousWidth > 1 && WidthTables.ambiguous.contains(value) { return 2 }
        return 1
    }

    /// Skin tones drawn as a swatch of their own after an emoji (a probe's measurement).
    var skinTonesApart: Bool { correctedRules?.skinTonesApart ?? false }

    /// Whether VS16 after `base` makes it two columns in the profile's terminal.
    func emojiPresentationWidens(_ base: UInt32) -> Bool {
        guard WidthTables.emojiPresentationWithVS16.contains(base) else { return false }
        return !(correctedRules?.vs16Narrower.contains(base) ?? false)
    }

    /// Whether VS15 after the wide `base` makes it one column in the profile's terminal.
    func textPresentationNarrows(_ base: UInt32) -> Bool {
        guard WidthTables.textPresentationWithVS15.contains(base) else { return false }
        return !(correctedRules?.vs15Wider.contains(base) ?? false)
    }
}

/// Scalars the cluster rules name.
private enum Special {
    static let zeroWidthJoiner: UInt32 = 0x200D
    static let textPresentation: UInt32 = 0xFE0E   // VS15
    static let emojiPresentation: UInt32 = 0xFE0F  // VS16
}

/// The cluster rules, fed one scalar at a time.
///
/// Columns are kept as `settled` (runs that are finished) plus `run` (the run
/// of the last scalar with a width of its own, which later scalars in the
/// cluster may still widen). The rules:
///
/// 1. ZWJ glues the next scalar to what came before: that scalar adds nothing,
///    so a ZWJ sequence is as wide as its first emoji (which is why `☠‍☠`
///    without VS16 stays one column). The first emoji stays the base, so a
///    VS16 later in the sequence still widens it (`☠‍☠️` is 2), while a VS15
///    no longer narrows it. After a virama the ZWJ only asks for a half form
///    and the conjunct rule (4) carries on.
/// 2. VS16 after a base that Unicode lists with an emoji-style sequence makes
///    the run 2 columns; VS15 after a wide base that Unicode lists with a
///    text-style sequence takes one column off. Nonspacing marks may stand
///    between base and selector; the first selector uses the base up.
/// 3. A regional indicator that completes a pair (a flag) adds nothing, nor does
///    an emoji modifier (skin tone) after an emoji or a regional indicator;
///    after anything else a modifier shows as its own 2-column swatch.
/// 4. A spacing scalar right after a virama or invisible stacker forms a
///    conjunct with the consonant before it: the run becomes 2 columns instead
///    of growing.
/// 5. A spacing mark (Mc) right after a base makes the run 2 columns: the mark
///    has an advance of its own, which the reference measure counts as making
///    the syllable two columns, however many marks follow.
private struct ClusterMeasure {
    /// Gives each scalar its own width.
    let scalarWidth: DisplayWidth
    private var settled = 0
    private var run = 0
    /// The last scalar that had a width (or completed a flag): what a variation
    /// selector or an emoji modifier applies to.
    private var base: UInt32?
    /// The width `base` had on its own.
    private var baseColumns = 0
    /// Whether a variation selector or spacing mark may still act on `base`.
    private var baseTakesSelector = false
    /// Whether the last scalar was a virama or invisible stacker.
    private var afterConjunctJoiner = false
    /// Whether a ZWJ asked to glue the next scalar to the previous one.
    private var gluesNext = false
    /// How many regional indicators directly precede the current scalar.
    private var regionalIndicatorRun = 0

    /// The cluster's columns. Only VS15 lowers `settled`, and only while `run`
    /// holds at least 2, so the sum never goes below 0; the clamp is a guard.
    var total: Int { max(0, settled + run) }

    init(scalarWidth: DisplayWidth) {
        self.scalarWidth = scalarWidth
    }

    mutating func add(_ value: UInt32) {
        let isRegionalIndicator = WidthTables.regionalIndicators.contains(value)
        let regionalIndicatorsBefore = regionalIndicatorRun
        regionalIndicatorRun = isRegionalIndicator ? regionalIndicatorRun + 1 : 0

        // Rule 1: the scalar a ZWJ glued on adds nothing and changes nothing.
        if gluesNext {
            gluesNext = false
            return
        }
        if value == Special.zeroWidthJoiner {
            if !afterConjunctJoiner {
                gluesNext = true
                baseColumns = 0
            }
            return
        }

        // Rule 2: variation selectors act on the base right before them.
        if baseTakesSelector, let base {
            if value == Special.emojiPresentation {
                if scalarWidth.emojiPresentationWidens(base) { run = 2 }
                baseTakesSelector = false
                return
            }
            if value == Special.textPresentation {
                if baseColumns == 2 && scalarWidth.textPresentationNarrows(base) {
                    // The base's two columns are still in `run`, which a
                    // later rule may reset; the column comes off the total.
                    settled -= 1
                }
                baseTakesSelector = false
                return
            }
        }

        // Rule 3: the second regional indicator of a flag, a skin tone on an emoji.
        if isRegionalIndicator && regionalIndicatorsBefore % 2 == 1 {
            // A flag is two columns even where a lone indicator is drawn narrower (a
            // profile's correction); for `generic` the first indicator already made 2.
            run = 2
            base = value
            return
        }
        if let base, WidthTables.emojiModifiers.contains(value),
           WidthTables.extendedPictographic.contains(base)
            || WidthTables.regionalIndicators.contains(base),
           !scalarWidth.skinTonesApart {
            return
        }

        let own = scalarWidth.columns(of: value)
        if own > 0 {
            if afterConjunctJoiner {
                run = 2  // Rule 4: a conjunct.
            } else {
                settled += run
                run = own
            }
            base = value
            baseColumns = own
            baseTakesSelector = true
            afterConjunctJoiner = false
        } else if WidthTables.conjunctJoiners.contains(value) {
            afterConjunctJoiner = true
        } else if baseTakesSelector && WidthTables.spacingMarks.contains(value) {
            run = 2  // Rule 5.
            baseTakesSelector = false
            afterConjunctJoiner = false
        } else {
            afterConjunctJoiner = false
        }
    }
}
