/// Extended grapheme cluster boundaries (UAX #29, Unicode 18.0), one scalar at a time.
///
/// Our own rather than the standard library's `Character`: Swift follows the Unicode
/// version of its release and, in 6.3, knows only six conjunct linkers, so clusters (and
/// widths with them) would move with the toolchain. The properties come from the table
/// generated from Data/unicode, and the rule numbers below are UAX #29's.
package struct GraphemeBreaker {
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
        switch (before.kind, after.kind) {
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
        default: break
        }
        // GB9c as Unicode 18.0 has it: Linker Extender* × Consonant, with no consonant
        // needed before the linker (17.0 asked for one).
        if afterConjunctLinker && after.conjunct == .consonant { return false }
        if pictographic == .joined && after.isExtendedPictographic { return false }  // GB11
        if before.kind == .regionalIndicator && after.kind == .regionalIndicator && oddRegionalIndicators {
            return false  // GB12, GB13
        }
        return true  // GB999
    }

    private mutating func advance(over current: GraphemeBreakProperties) {
        switch current.conjunct {
        case .linker: afterConjunctLinker = true
        case .extend: break
        case .consonant, .none: afterConjunctLinker = false
        }
        if current.isExtendedPictographic {
            pictographic = .base
        } else if current.kind == .extend && pictographic == .base {
            // Extend* after the pictograph.
        } else if current.kind == .zeroWidthJoiner && pictographic == .base {
            pictographic = .joined
        } else {
            pictographic = .none
        }
        oddRegionalIndicators = current.kind == .regionalIndicator && !oddRegionalIndicators
        previous = current
    }
}
