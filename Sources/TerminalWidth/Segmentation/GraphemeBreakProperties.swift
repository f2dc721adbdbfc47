/// The Unicode properties that UAX #29 segments text by, for one scalar: its
/// Grapheme_Cluster_Break value, its Indic_Conjunct_Break value and whether it is
/// Extended_Pictographic. The table is generated from the pinned Unicode data
/// (`Scripts/generate-width-tables`; the low byte of `ScalarProperties`), so a Swift
/// upgrade never moves a boundary.
package struct GraphemeBreakProperties: Equatable {
    package enum Kind: UInt8 {
        case other, carriageReturn, lineFeed, control, extend, zeroWidthJoiner, regionalIndicator,
             prepend, spacingMark, leadingJamo, vowelJamo, trailingJamo, syllableLV, syllableLVT
    }

    package enum Conjunct: UInt8 {
        case none, consonant, extend, linker
    }

    private let byte: UInt8

    package init(of value: UInt32) {
        byte = ScalarProperties(of: value).graphemeBreakByte
    }

    /// The segmentation part of properties already looked up.
    @inline(__always)
    package init(_ properties: ScalarProperties) {
        byte = properties.graphemeBreakByte
    }

    /// Other, with neither a conjunct class nor Extended_Pictographic: no rule but GB999
    /// applies between two such scalars (printable ASCII, most CJK).
    @inline(__always)
    package var isPlain: Bool { byte == 0 }

    /// Plain, or a precomposed Hangul syllable (LV, LVT) with no conjunct class: between
    /// two such scalars only GB999 applies (GB6 to GB8 join a syllable only to the jamo
    /// after it), so a run of them is a cluster each, CJK and Korean alike.
    @inline(__always)
    package var standsAlone: Bool {
        byte == 0 || byte == Kind.syllableLV.rawValue || byte == Kind.syllableLVT.rawValue
    }

    // Bytes come only from the generated table, whose kinds and conjunct values are
    // those of the enums; the fallbacks are never taken.
    package var kind: Kind { Kind(rawValue: byte & 0x0F) ?? .other }
    /// `kind`'s raw value, with no enum made from it: the index of tables by kind.
    @inline(__always)
    package var kindBits: UInt8 { byte & 0x0F }
    /// `conjunct`'s raw value.
    @inline(__always)
    package var conjunctBits: UInt8 { (byte >> 4) & 0x03 }
    package var conjunct: Conjunct { Conjunct(rawValue: (byte >> 4) & 0x03) ?? .none }
    package var isExtendedPictographic: Bool { byte & 0x40 != 0 }
}

/// Sorted, disjoint, inclusive runs of code points, each with a value; a code point
/// in no run has the value 0.
package struct PropertyRuns: Sendable {
    package let runs: RangeTable
    package let values: [UInt8]

    /// - Parameter bounds: `[lower0, upper0, lower1, upper1, ...]`, one pair a value.
    package init(bounds: [UInt32], values: [UInt8]) {
        precondition(bounds.count == 2 * values.count, "a run needs two bounds and a value")
        runs = RangeTable(bounds: bounds)
        self.values = values
    }

    package func value(of scalar: UInt32) -> UInt8 {
        runs.rangeIndex(containing: scalar).map { values[$0] } ?? 0
    }
}
