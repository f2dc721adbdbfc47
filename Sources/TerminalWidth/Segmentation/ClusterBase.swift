/// Whether a cluster has a base of its own. A cluster that starts with a mark (after a
/// tab, a control character, a sequence or the text's start) has none: written after
/// anything else it joins it, and changes that cluster's width (`" "` and U+1937, a
/// spacing mark, are one cluster of two columns). marquee drops such a cluster at the
/// start of a line; the library's text calls drop it where they would put it after text
/// of their own (docs/library.md, "Marks with no base").
package enum ClusterBase {
    /// Whether `scalar` attaches to whatever comes before it (a combining mark, a
    /// spacing mark, an emoji modifier, ZWJ, ZWNJ, a tag character).
    package static func joinsWhatPrecedes(_ scalar: Unicode.Scalar) -> Bool {
        switch GraphemeBreakProperties(of: scalar.value).kind {
        case .extend, .zeroWidthJoiner, .spacingMark: return true
        default: return false
        }
    }

    /// Whether a cluster that starts with `scalar` has nothing to attach to where nothing
    /// of its text comes before it: a mark, not a skin tone, which is a swatch of its own
    /// (and as wide joined to what comes before it as apart).
    package static func hasNoBase(_ scalar: Unicode.Scalar) -> Bool {
        joinsWhatPrecedes(scalar) && !isEmojiModifier(scalar)
    }

    package static func hasNoBase(_ cluster: Substring) -> Bool {
        cluster.unicodeScalars.first.map(hasNoBase) ?? false
    }

    package static func isEmojiModifier(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F3FB...0x1F3FF).contains(scalar.value)
    }
}
