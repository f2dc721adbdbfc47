/// A fast path of `UTF8Columns` for the measure that takes an emoji cluster's width from
/// its base (`generic`: `ClusterMeasure` over `GenericWidths`): the clusters of emoji
/// text, a pictograph with its selector, skin tone and ZWJ-joined pictographs, a flag or
/// a keycap, and the printable ASCII between them, read from the bytes in one loop with
/// no breaker and no measure.
///
/// On emoji text every scalar went through the breaker's rules (GB9, GB11, GB12) and
/// `ClusterMeasure.add` (ZWJ, VS16, skin tones): about 200 instructions a scalar, for a
/// width that is 2 whatever follows the base in the common shapes (issue 40). Each shape
/// taken here is one whose width the rules provably leave at 2, and the loop settles the
/// boundary only where UAX #29 leaves no doubt; anything else (VS15, a mark with a width
/// of its own, a conjunct joiner, a spacing mark, ZWJ then a mark, a lone regional
/// indicator, a narrow base without VS16) gives nil, and the general loop measures the
/// cluster from its start as before.
///
/// Why the width is 2, by `ClusterMeasure`'s rules with `GenericWidths` (no skin tone
/// apart, none widening, no newer pictograph): the base leaves `run` at 2 (a wide
/// pictograph, a first regional indicator, or a narrow VS16 base, a keycap's among them,
/// that the VS16 right after it widens, rule 2); a second regional indicator sets `run`
/// to 2 (rule 3); VS16 sets it to 2 or leaves it; a skin tone after an emoji or a flag
/// adds nothing (rule 3; after a keycap it is given up on); a mark of no width that is
/// neither a conjunct joiner nor a spacing mark changes nothing; ZWJ glues the next
/// scalar, which adds nothing (rule 1). Only VS15 lowers a width, rule 4 needs a conjunct
/// joiner and rule 5 a spacing mark, and those are never taken.
///
/// Why the boundaries are UAX #29's: after the base only Extend, ZWJ and SpacingMark join
/// by the pair rules (GB9, GB9a; GB6 to GB8 need Hangul before, GB9b a Prepend before);
/// GB9c needs a conjunct linker, never taken; GB11 joins a pictograph after pictograph
/// Extend* ZWJ, taken; GB12/GB13 join a regional indicator only to an odd run, and the
/// pair is taken whole. So the scalar the loop stops at breaks, whatever it is.
enum PictographClusters {
    /// Where the text of pictograph clusters and printable ASCII ends that starts with
    /// the cluster whose first scalar (with `first`, its properties) ends at `start`, and
    /// its columns; nil when that cluster is not a pictograph cluster of two columns.
    ///
    /// Emoji text is emoji between spaces and words: a call for each cluster left every
    /// space and every cluster's first scalar to the general loop, its breaker and its
    /// measure (half the instructions on emoji text). A run of printable ASCII is a
    /// column a byte when what follows it does not join its last byte (Extend, ZWJ,
    /// SpacingMark: a keycap's VS16): then the run is left to the general loop, as is
    /// anything after it but another pictograph cluster. Wherever this stops, the scalar
    /// there breaks: after a cluster taken here (above), or after printable ASCII (no
    /// rule but GB9 and GB9a joins anything to it).
    ///
    /// A call of its own, not inlined: the general loop's registers stay its own.
    @inline(never)
    static func run(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, first: ScalarProperties)
        -> (end: Int, columns: Int)? {
        let count = bytes.count
        var properties = first
        /// Where the cluster's first scalar ends, and where it starts (-1: the first
        /// cluster, which the general loop gets back whole when it is not taken).
        var afterBase = start
        var base = -1
        var columns = 0
        // One call of `end` in the loop, for the first cluster and the rest: with two,
        // neither was inlined.
        while let index = end(in: bytes, from: afterBase, first: properties) {
            columns &+= 2
            var runEnd = index
            if index < count && bytes[index] &- 0x20 < 0x5F {
                // Mostly a space between two emoji: one byte, with no word read.
                runEnd = index &+ 1 < count && bytes[index &+ 1] >= 0x80 ? index &+ 1 : PrintableASCII.runEnd(in: bytes, from: index)
            }
            guard runEnd < count else { return (count, columns &+ (count &- index)) }
            // A control character after the run breaks; a C1 control (`C2 80` … `C2 9F`)
            // is decoded and is no pictograph.
            guard bytes[runEnd] >= 0xC0 else { return (runEnd, columns &+ (runEnd &- index)) }
            let (value, length) = UTF8Columns.scalar(in: bytes, at: runEnd)
            properties = ScalarProperties(of: value)
            switch properties.graphemeBreakByte & 0x0F {
            case extend where value == emojiPresentationSelector && runEnd > index
                && PrintableASCII.isKeycapBase(bytes[runEnd &- 1]):
                // A keycap: the run's last byte and VS16 open the next cluster.
                columns &+= runEnd &- index &- 1
                properties = ScalarProperties(of: UInt32(bytes[runEnd &- 1]))
                base = runEnd &- 1
                afterBase = runEnd
                continue
            case extend, zeroWidthJoiner, spacingMark:
                // Joins the run's last byte (after a cluster taken here, with no run
                // between, it would have been taken or given up on).
                return (index, columns)
            default:
                columns &+= runEnd &- index
            }
            base = runEnd
            afterBase = runEnd &+ length
        }
        return base < 0 ? nil : (base, columns)
    }

    /// The UTF-8 offset where the cluster ends whose first scalar (with `first`, its
    /// properties) ends at `start`, when it is a pictograph cluster of two columns as
    /// above; nil when it is anything else.
    ///
    /// The first scalar is a wide Extended_Pictographic with no other property (Other,
    /// no conjunct class), the same narrow but a base VS16 widens and VS16 right after
    /// it, a keycap base (`#`, `*`, a digit: Other, VS16 widens it) and VS16, or a
    /// regional indicator with a second right after it.
    @inline(__always)
    static func end(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, first: ScalarProperties) -> Int? {
        let count = bytes.count
        var index = start
        /// GB11: pictograph, Extend* so far (a flag and a keycap are not).
        var pictographic = true
        switch first.graphemeBreakByte {
        case pictograph, plain:
            // Wide: 2 by its own width. Narrow and a VS16 base: 2 by the VS16 right after
            // it (rule 2); without one the rules decide (a skin tone does not widen it).
            // A plain base is taken only with VS16 (a keycap): a skin tone after it is a
            // swatch of its own (rule 3), given up on below.
            pictographic = first.graphemeBreakByte == pictograph
            if first.columns(ambiguousWidth: 1) != 2 || !pictographic {
                guard first.columns(ambiguousWidth: 1) == 1 && first.widensWithVS16,
                      index &+ 2 < count, UTF8Columns.isVS16(in: bytes, at: index) else { return nil }
                index &+= 3
            }
        case regionalIndicator:
            // A flag: the pair, whole (a lone indicator is left to the rules).
            guard index < count && bytes[index] >= 0xF0 else { return nil }
            let (second, length) = UTF8Columns.scalar(in: bytes, at: index)
            guard ScalarProperties(of: second).graphemeBreakByte == regionalIndicator else { return nil }
            index &+= length
            pictographic = false
        default:
            return nil
        }
        /// The last scalar was ZWJ: ClusterMeasure glues the next one (rule 1).
        var afterJoiner = false
        while index < count {
            // An ASCII byte is never Extend, ZWJ or SpacingMark, nor a pictograph: it breaks.
            guard bytes[index] >= 0x80 else { return index }
            let (value, length) = UTF8Columns.scalar(in: bytes, at: index)
            let properties = ScalarProperties(of: value)
            let segmentation = properties.graphemeBreakByte
            switch segmentation & 0x0F {
            case extend:
                // After ZWJ a mark is glued, and GB11's pictograph no longer follows:
                // rare, left to the rules.
                guard !afterJoiner, value != textPresentationSelector, segmentation >> 4 & 0x03 != conjunctLinker
                else { return nil }
                // A skin tone after an emoji or a flag adds nothing (rule 3); after a
                // keycap it has its own width, given up on.
                if value != emojiPresentationSelector && !(properties.isEmojiModifier && first.graphemeBreakByte != plain) {
                    guard properties.columns(ambiguousWidth: 1) == 0 && !properties.isConjunctJoiner
                            && !properties.isSpacingMark else { return nil }
                }
            case zeroWidthJoiner:
                guard !afterJoiner else { return nil }
                afterJoiner = true
            case spacingMark:
                return nil
            default:
                // GB11 joins a pictograph (with no other property, as the base) after
                // pictograph Extend* ZWJ; anything else starts a cluster.
                guard afterJoiner && pictographic && properties.isExtendedPictographic else { return index }
                guard segmentation == pictograph else { return nil }
                afterJoiner = false
            }
            index &+= length
        }
        return index
    }

    // `GraphemeBreakProperties`' byte: kind in the low four bits, conjunct class in the
    // next two, Extended_Pictographic in bit 6.
    private static let pictograph: UInt8 = 0x40  // Other, no conjunct class, pictographic
    private static let plain: UInt8 = 0  // Other, no conjunct class, not pictographic
    private static let regionalIndicator: UInt8 = GraphemeBreakProperties.Kind.regionalIndicator.rawValue
    private static let extend: UInt8 = GraphemeBreakProperties.Kind.extend.rawValue
    private static let zeroWidthJoiner: UInt8 = GraphemeBreakProperties.Kind.zeroWidthJoiner.rawValue
    private static let spacingMark: UInt8 = GraphemeBreakProperties.Kind.spacingMark.rawValue
    private static let conjunctLinker: UInt8 = GraphemeBreakProperties.Conjunct.linker.rawValue
    private static let textPresentationSelector: UInt32 = 0xFE0E
    private static let emojiPresentationSelector: UInt32 = 0xFE0F
}
