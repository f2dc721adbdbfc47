/// Everything the cluster rules and the width rules ask of one code point, found with one
/// lookup in a two-stage table: its UAX #29 properties (`GraphemeBreakProperties`), its
/// width class, and the `WidthTables` sets the cluster rules test scalars and bases
/// against.
///
/// The table (`ScalarProperties+Generated.swift`, by `Scripts/generate-width-tables`) is
/// built from the same sets as the range tables in `WidthTables`, and a test holds every
/// code point of it to them. A lookup is three loads: the block of the code point's
/// upper bits, the class of the code point in its block, the bits of the class. The
/// binary searches it replaces were a third of the time spent measuring CJK and emoji
/// (BENCHMARKS.md, issue 40).
package struct ScalarProperties: Equatable {
    package let bits: UInt16

    package init(bits: UInt16) {
        self.bits = bits
    }

    /// The properties of `value`, a Unicode scalar value (at most U+10FFFF).
    @inline(__always)
    package init(of value: UInt32) {
        let block = Int(ScalarProperties.blockOf[Int(value >> ScalarProperties.blockShift)])
        let mask = UInt32(1) << ScalarProperties.blockShift - 1
        let number = ScalarProperties.classIn[block << Int(ScalarProperties.blockShift) | Int(value & mask)]
        bits = ScalarProperties.bits[Int(number)]
    }

    /// The byte `GraphemeBreakProperties` reads: Grapheme_Cluster_Break, Indic_Conjunct_Break,
    /// Extended_Pictographic.
    @inline(__always)
    package var graphemeBreakByte: UInt8 { UInt8(truncatingIfNeeded: bits) }

    /// `UnicodeWidth.columns(of:ambiguousWidth:)` of the code point: 0 in `zeroWidth`, 2 in
    /// `wide`, `ambiguousWidth` (1 or 2) in `ambiguous`, 1 otherwise.
    @inline(__always)
    package func columns(ambiguousWidth: Int) -> Int {
        switch (bits >> 8) & 3 {
        case 0: return 1
        case 1: return 0
        case 2: return 2
        default: return ambiguousWidth > 1 ? 2 : 1
        }
    }

    /// In `WidthTables.regionalIndicators` (Grapheme_Cluster_Break Regional_Indicator, the
    /// same code points: the generator checks).
    @inline(__always)
    package var isRegionalIndicator: Bool { bits & 0x0F == 6 }
    /// In `WidthTables.extendedPictographic`.
    @inline(__always)
    package var isExtendedPictographic: Bool { bits & 0x40 != 0 }
    /// In `WidthTables.conjunctJoiners`.
    @inline(__always)
    package var isConjunctJoiner: Bool { bits & 0x0400 != 0 }
    /// In `WidthTables.spacingMarks`.
    @inline(__always)
    package var isSpacingMark: Bool { bits & 0x0800 != 0 }
    /// In `WidthTables.emojiModifiers`.
    @inline(__always)
    package var isEmojiModifier: Bool { bits & 0x1000 != 0 }
    /// In `WidthTables.emojiPresentationWithVS16`.
    @inline(__always)
    package var widensWithVS16: Bool { bits & 0x2000 != 0 }
    /// In `WidthTables.textPresentationWithVS15`.
    @inline(__always)
    package var narrowsWithVS15: Bool { bits & 0x4000 != 0 }
    /// In `WidthTables.variationBases`.
    @inline(__always)
    package var isVariationBase: Bool { bits & 0x8000 != 0 }
}
