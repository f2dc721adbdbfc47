/// Scalars the cluster rules name.
private enum Special {
    package static let zeroWidthJoiner: UInt32 = 0x200D
    package static let textPresentation: UInt32 = 0xFE0E   // VS15
    package static let emojiPresentation: UInt32 = 0xFE0F  // VS16
}

/// What the cluster rules need to know of single code points: their widths, and whether
/// a variation selector or a skin tone changes them. `DisplayWidth` answers for the
/// chosen terminal; the rules are the same for all.
package protocol ScalarWidths {
    func columns(of value: UInt32) -> Int
    /// `columns(of:)` of a scalar whose properties are looked up already (the generic
    /// widths read its width class, with no second lookup).
    func columns(of value: UInt32, properties: ScalarProperties) -> Int
    /// Whether VS16 after `base` (whose properties are `properties`) makes it two columns.
    func emojiPresentationWidens(_ base: UInt32, _ properties: ScalarProperties) -> Bool
    /// Whether VS15 after the wide `base` makes it one column.
    func textPresentationNarrows(_ base: UInt32, _ properties: ScalarProperties) -> Bool
    /// Whether a skin tone after an emoji is drawn as a swatch of its own.
    var skinTonesApart: Bool { get }
    /// Whether a skin tone widens a text-default emoji (a base of a variation sequence)
    /// drawn one column.
    var skinTonesWiden: Bool { get }
    /// Whether `value` is a pictograph newer than the terminal knows: a ZWJ glues
    /// neither it nor what follows it.
    func isNewerPictograph(_ value: UInt32) -> Bool
}

/// jquast/wcwidth's `width()` rules for a cluster, fed one scalar at a time.
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
///    and the conjunct rule (4) carries on. A pictograph newer than the
///    terminal knows is glued by no ZWJ, before or after it: the sequence is
///    its parts from there (a probe's measurement).
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
package struct ClusterMeasure<Widths: ScalarWidths> {
    /// Gives each scalar its own width.
    package let scalarWidth: Widths
    private var settled = 0
    private var run = 0
    /// The last scalar that had a width (or completed a flag): what a variation
    /// selector or an emoji modifier applies to.
    private var base: UInt32?
    /// The properties of `base`.
    private var baseProperties = ScalarProperties(bits: 0)
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
    package var total: Int { max(0, settled + run) }

    package init(scalarWidth: Widths) {
        self.scalarWidth = scalarWidth
    }

    package mutating func add(_ value: UInt32) {
        add(value, ScalarProperties(of: value))
    }

    /// `add(_:)` of a scalar whose properties are looked up already: the sets the rules
    /// test a scalar or its base against are bits of them (`ScalarProperties`), where
    /// each was a binary search of its own range table.
    package mutating func add(_ value: UInt32, _ properties: ScalarProperties) {
        let isRegionalIndicator = properties.isRegionalIndicator
        let regionalIndicatorsBefore = regionalIndicatorRun
        regionalIndicatorRun = isRegionalIndicator ? regionalIndicatorRun + 1 : 0

        // Rule 1: the scalar a ZWJ glued on adds nothing and changes nothing, unless it
        // is a pictograph the terminal does not know.
        if gluesNext {
            gluesNext = false
            if !scalarWidth.isNewerPictograph(value) { return }
        }
        if value == Special.zeroWidthJoiner {
            if !afterConjunctJoiner && !(base.map(scalarWidth.isNewerPictograph) ?? false) {
                gluesNext = true
                baseColumns = 0
            }
            return
        }

        // Rule 2: variation selectors act on the base right before them.
        if baseTakesSelector, let base {
            if value == Special.emojiPresentation {
                if scalarWidth.emojiPresentationWidens(base, baseProperties) { run = 2 }
                baseTakesSelector = false
                return
            }
            if value == Special.textPresentation {
                if baseColumns == 2 && scalarWidth.textPresentationNarrows(base, baseProperties) {
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
            baseProperties = properties
            return
        }
        if base != nil, properties.isEmojiModifier,
           baseProperties.isExtendedPictographic || baseProperties.isRegionalIndicator,
           !scalarWidth.skinTonesApart {
            if scalarWidth.skinTonesWiden && run == 1 && baseProperties.isVariationBase { run = 2 }
            return
        }

        let own = scalarWidth.columns(of: value, properties: properties)
        if own > 0 {
            if afterConjunctJoiner {
                run = 2  // Rule 4: a conjunct.
            } else {
                settled += run
                run = own
            }
            base = value
            baseProperties = properties
            baseColumns = own
            baseTakesSelector = true
            afterConjunctJoiner = false
        } else if properties.isConjunctJoiner {
            afterConjunctJoiner = true
        } else if baseTakesSelector && properties.isSpacingMark {
            run = 2  // Rule 5.
            baseTakesSelector = false
            afterConjunctJoiner = false
        } else {
            afterConjunctJoiner = false
        }
    }
}
