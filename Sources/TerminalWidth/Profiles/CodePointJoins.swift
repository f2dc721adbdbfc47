/// How a terminal that adds code points up (`CodePointTable`) joins some of them inside a
/// cluster instead: the rules measured in kitty 0.26 and konsole 22.12 (docs/terminals.md,
/// "Terminals measured here"). Each code point adds its own columns unless a rule here
/// says otherwise, judged by the code point before it in the cluster.
///
/// What a ZWJ sequence becomes follows from these: with no rule, its parts side by side
/// at their own widths (xterm, foot, st); with `vs16Widens`, the parts side by side, each
/// widened by its VS16 (kitty 0.26); with `zwjJoinsPictographs`, one emoji as wide as its
/// first part (konsole 22.12).
package struct CodePointJoins: Sendable {
    /// VS16 after a base of a variation sequence that the terminal draws one column wide
    /// makes it two (kitty 0.26: ㊗️ too, which Unicode says is wide already).
    package var vs16Widens = false
    /// With `vs16Widens`, VS16 widens nothing inside an emoji sequence (a ZWJ or a skin
    /// tone after a pictograph): the parts stand side by side at their own widths (the
    /// ucs-detect tables of Apple's Terminal, Warp and mlterm 3.9.3; a probe may find it).
    package var vs16WidensOnlyAlone = false
    /// VS15 after a base of a variation sequence that the terminal draws two columns wide
    /// makes it one (kitty 0.26).
    package var vs15Narrows = false
    /// The second regional indicator of a pair takes no column: a flag is as wide as one
    /// indicator (kitty, konsole).
    package var regionalIndicatorPairs = false
    /// A skin tone right after a pictograph or another skin tone takes no column: the
    /// base absorbs it and keeps its width (konsole 22.12; kitty 0.26's table draws every
    /// skin tone as nothing anyway).
    package var skinTonesJoin = false
    /// With `skinTonesJoin`, a skin tone after a text-default emoji (a base of a
    /// variation sequence) drawn one column makes it two (✍🏻, 🕵🏻), as Unicode's emoji
    /// presentation has it; after a pictograph the terminal does not know (drawn one
    /// column) it widens nothing (kitty 0.41).
    package var skinTonesWiden = false
    /// A pictograph right after a ZWJ takes no column, unless it is newer than the
    /// terminal's Unicode version (`newerPictographs`): one it does not know starts a
    /// part of its own (konsole 22.12 knows Unicode 15.0).
    package var zwjJoinsPictographs = false
    /// Extended_Pictographic code points newer than the terminal's Unicode version.
    package var newerPictographs = RangeTable(bounds: [])
    /// A Hangul vowel or trailing jamo after a leading jamo, a vowel, a trailing jamo or
    /// a syllable takes no column: the syllable is as wide as its leading part (konsole).
    package var hangulJamoJoin = false

    // Written out, as the memberwise initializer would be, so that MarqueeCore's probe
    // (`ProbedProfile`) can start from no rule: a synthesized one is internal.
    package init(vs16Widens: Bool = false, vs16WidensOnlyAlone: Bool = false, vs15Narrows: Bool = false,
                 regionalIndicatorPairs: Bool = false, skinTonesJoin: Bool = false, skinTonesWiden: Bool = false,
                 zwjJoinsPictographs: Bool = false, newerPictographs: RangeTable = RangeTable(bounds: []),
                 hangulJamoJoin: Bool = false) {
        self.vs16Widens = vs16Widens
        self.vs16WidensOnlyAlone = vs16WidensOnlyAlone
        self.vs15Narrows = vs15Narrows
        self.regionalIndicatorPairs = regionalIndicatorPairs
        self.skinTonesJoin = skinTonesJoin
        self.skinTonesWiden = skinTonesWiden
        self.zwjJoinsPictographs = zwjJoinsPictographs
        self.newerPictographs = newerPictographs
        self.hangulJamoJoin = hangulJamoJoin
    }

    /// A cluster's columns: each code point's own, `columnsOf` says, as these rules join
    /// them.
    @inline(__always)
    package func columns<Scalars: Collection>(ofCluster scalars: Scalars, columnsOf: (UInt32) -> Int) -> Int
    where Scalars.Element == Unicode.Scalar {
        let widensWithVS16 = vs16Widens
            && !(vs16WidensOnlyAlone && TerminalProfile.isEmojiSequence(scalars.lazy.map(\.value)))
        var total = 0
        var previous: UInt32 = 0
        // The previous code point's own columns, before any rule: VS16 and VS15 look at it.
        var previousColumns = 0
        var regionalIndicatorOpen = false
        for scalar in scalars {
            let value = scalar.value
            let own = columnsOf(value)
            var columns = own
            var opensPair = false
            if value == 0xFE0F {
                if widensWithVS16 && previousColumns == 1 && WidthTables.variationBases.contains(previous) {
                    columns = 1
                }
            } else if value == 0xFE0E {
                if vs15Narrows && previousColumns == 2 && WidthTables.variationBases.contains(previous) {
                    columns = -1
                }
            } else if WidthTables.regionalIndicators.contains(value) {
                if regionalIndicatorPairs && regionalIndicatorOpen {
                    columns = 0
                } else {
                    opensPair = true
                }
            } else if WidthTables.emojiModifiers.contains(value) {
                if skinTonesJoin, previous != 0,
                   GraphemeBreakProperties(of: previous).isExtendedPictographic
                    || WidthTables.emojiModifiers.contains(previous) {
                    columns = skinTonesWiden && previousColumns == 1
                        && WidthTables.variationBases.contains(previous) ? 1 : 0
                }
            } else if previous == 0x200D {
                if zwjJoinsPictographs, GraphemeBreakProperties(of: value).isExtendedPictographic,
                   !newerPictographs.contains(value) {
                    columns = 0
                }
            } else if hangulJamoJoin, previous != 0, Self.joinsHangul(value, after: previous) {
                columns = 0
            }
            regionalIndicatorOpen = opensPair
            total += columns
            previous = value
            previousColumns = own
        }
        return total
    }

    /// Whether `value` is a vowel or trailing jamo that continues the syllable `previous`
    /// belongs to.
    private static func joinsHangul(_ value: UInt32, after previous: UInt32) -> Bool {
        switch GraphemeBreakProperties(of: value).kind {
        case .vowelJamo, .trailingJamo:
            switch GraphemeBreakProperties(of: previous).kind {
            case .leadingJamo, .vowelJamo, .trailingJamo, .syllableLV, .syllableLVT: return true
            default: return false
            }
        default:
            return false
        }
    }
}
