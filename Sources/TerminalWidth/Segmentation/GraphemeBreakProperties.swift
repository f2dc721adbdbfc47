/// The Unicode properties that UAX #29 segments text by, for one scalar: its
/// Grapheme_Cluster_Break value, its Indic_Conjunct_Break value and whether it is
/// Extended_Pictographic. The table is generated from the pinned Unicode data
/// (`Scripts/generate-width-tables`), so a Swift upgrade never moves a boundary.
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
        // Printable ASCII and the CJK ideographs most text is made of are Other with no
        // other property (the table says so too; these answer without its search).
        if (value >= 0x20 && value < 0x7F) || (value >= 0x4E00 && value <= 0x9FFF) {
            byte = 0
        } else {
            byte = GraphemeBreakProperties.runs.value(of: value)
        }
    }

    // Bytes come only from the generated table, whose kinds and conjunct values are
    // those of the enums; the fallbacks are never taken.
    package var kind: Kind { Kind(rawValue: byte & 0x0F) ?? .other }
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
