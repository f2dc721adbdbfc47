/// Extended grapheme cluster boundaries (UAX #29, Unicode 18.0), one scalar at a time.
///
/// Our own rather than the standard library's `Character`: Swift follows the Unicode
/// version of its release and, in 6.3, knows only six conjunct linkers, so clusters (and
/// widths with them) would move with the toolchain. The properties come from the table
/// generated from Data/unicode, and the rule numbers below are UAX #29's.
package struct GraphemeBreaker {
    private typealias Kind = GraphemeBreakProperties.Kind
    private typealias Conjunct = GraphemeBreakProperties.Conjunct

    /// The previous scalar's properties; nil at the start of the text.
    private var previous: GraphemeBreakProperties?
    /// GB9c: an InCB Linker came, then only InCB Extend since.
    private var afterConjunctLinker = false
    /// GB11: how far an emoji ZWJ sequence has got.
    private var pictographic = PictographicProgress.none
    /// GB12/GB13: whether the regional indicators right before pair up to an odd count.
    private var oddRegionalIndicators = false

    package init() {}

    private enum PictographicProgress {
        case none
        /// Extended_Pictographic, then Extend*.
        case base
        /// ... then ZWJ.
        case joined
    }

    /// Whether a cluster boundary comes before `scalar`, which then joins the state.
    package mutating func hasBreak(before scalar: Unicode.Scalar) -> Bool {
        hasBreak(before: GraphemeBreakProperties(of: scalar.value))
    }

    /// `hasBreak(before:)` of a scalar whose properties the caller has looked up already.
    @inline(__always)
    package mutating func hasBreak(before current: GraphemeBreakProperties) -> Bool {
        let breaks = previous.map { breaksBetween($0, current) } ?? true  // GB1
        advance(over: current)
        return breaks
    }

    /// Whether the cluster that ends with the last scalar could still take in a scalar
    /// that starts a cluster of its own: after a Prepend (GB9b), a lone regional
    /// indicator (GB12/13), an emoji and ZWJ (GB11) or a conjunct linker (GB9c).
    /// Where such a cluster meets another piece in a frame (the ring's seam, the
    /// separator, the suffix, the padding), a terminal would see one cluster where two
    /// were measured.
    package var clusterIsOpen: Bool {
        guard let previous else { return false }
        return previous.kind == .prepend || (previous.kind == .regionalIndicator && oddRegionalIndicators)
            || pictographic == .joined || afterConjunctLinker
    }

    /// Back to the state before any text.
    package mutating func reset() {
        self = GraphemeBreaker()
    }

    private func breaksBetween(_ before: GraphemeBreakProperties, _ after: GraphemeBreakProperties) -> Bool {
        // The pair rules, GB3 to GB9b, read from `pairRules` (the switch in `pairRule`,
        // evaluated once for every pair of kinds): the switch on two enums made from the
        // property byte was half of the segmenting time on emoji (issue 40).
        switch GraphemeBreaker.pairRules[Int(before.kindBits) << 4 | Int(after.kindBits)] {
        case PairRule.breaks: return true
        case PairRule.joins: return false
        default: break
        }
        // GB9c as Unicode 18.0 has it: Linker Extender* × Consonant, with no consonant
        // needed before the linker (17.0 asked for one).
        // The raw bits, as above (`Kind.regionalIndicator` is 6, `Conjunct.consonant` 1).
        if afterConjunctLinker && after.conjunctBits == Conjunct.consonant.rawValue { return false }
        if pictographic == .joined && after.isExtendedPictographic { return false }  // GB11
        if before.kindBits == Kind.regionalIndicator.rawValue && after.kindBits == Kind.regionalIndicator.rawValue
            && oddRegionalIndicators {
            return false  // GB12, GB13
        }
        return true  // GB999
    }

    /// What the pair rules say of two kinds: break, join, or nothing (the later rules
    /// decide).
    enum PairRule {
        static let undecided: UInt8 = 0
        static let breaks: UInt8 = 1
        static let joins: UInt8 = 2
    }

    /// `pairRule` for every pair of kinds, indexed by the before kind's bits times 16
    /// plus the after kind's (a row for each before kind, in `Kind`'s order); bit
    /// patterns that name no kind are Other, as `kind` reads them. Written out, not made
    /// from the switch at first use: a table made at first use is reached through a
    /// once-check, a call on every pair (GraphemeBreakerTests holds it to the switch).
    static let pairRules: [UInt8] = [
        0, 1, 1, 1, 2, 2, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
        1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
        1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
        1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
        0, 1, 1, 1, 2, 2, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
        0, 1, 1, 1, 2, 2, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
        0, 1, 1, 1, 2, 2, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
        2, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
        0, 1, 1, 1, 2, 2, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
        0, 1, 1, 1, 2, 2, 0, 0, 2, 2, 2, 0, 2, 2, 0, 0,
        0, 1, 1, 1, 2, 2, 0, 0, 2, 0, 2, 2, 0, 0, 0, 0,
        0, 1, 1, 1, 2, 2, 0, 0, 2, 0, 0, 2, 0, 0, 0, 0,
        0, 1, 1, 1, 2, 2, 0, 0, 2, 0, 2, 2, 0, 0, 0, 0,
        0, 1, 1, 1, 2, 2, 0, 0, 2, 0, 0, 2, 0, 0, 0, 0,
        0, 1, 1, 1, 2, 2, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
        0, 1, 1, 1, 2, 2, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0
    ]

    /// GB3 to GB9b: whether the kinds alone break (true), join (false), or leave it to
    /// the rules after them (nil).
    static func pairRule(_ before: GraphemeBreakProperties.Kind, _ after: GraphemeBreakProperties.Kind) -> Bool? {
        switch (before, after) {
        case (.carriageReturn, .lineFeed): return false  // GB3
        case (.carriageReturn, _), (.lineFeed, _), (.control, _): return true  // GB4
        case (_, .carriageReturn), (_, .lineFeed), (_, .control): return true  // GB5
        case (.leadingJamo, .leadingJamo), (.leadingJamo, .vowelJamo), (.leadingJamo, .syllableLV),
             (.leadingJamo, .syllableLVT): return false  // GB6
        case (.syllableLV, .vowelJamo), (.syllableLV, .trailingJamo), (.vowelJamo, .vowelJamo),
             (.vowelJamo, .trailingJamo): return false  // GB7
        case (.syllableLVT, .trailingJamo), (.trailingJamo, .trailingJamo): return false  // GB8
        case (_, .extend), (_, .zeroWidthJoiner): return false  // GB9
        case (_, .spacingMark): return false  // GB9a
        case (.prepend, _): return false  // GB9b
        default: return nil
        }
    }

    /// The state after `current`, with no boundary asked for: for a caller that knows
    /// the boundary already (a run of scalars that stand alone).
    package mutating func advance(over current: GraphemeBreakProperties) {
        // Raw bits, not enums made from them (a call each, issue 40).
        switch current.conjunctBits {
        case Conjunct.linker.rawValue: afterConjunctLinker = true
        case Conjunct.extend.rawValue: break
        default: afterConjunctLinker = false
        }
        let kind = current.kindBits
        if current.isExtendedPictographic {
            pictographic = .base
        } else if kind == Kind.extend.rawValue && pictographic == .base {
            // Extend* after the pictograph.
        } else if kind == Kind.zeroWidthJoiner.rawValue && pictographic == .base {
            pictographic = .joined
        } else {
            pictographic = .none
        }
        oddRegionalIndicators = kind == Kind.regionalIndicator.rawValue && !oddRegionalIndicators
        previous = current
    }
}
