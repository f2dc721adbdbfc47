/// Where a cluster gets a ZERO WIDTH SPACE (U+200B), which UAX #29 never joins to
/// anything and which takes no column (docs/terminals.md, "Seams"): they are part of the
/// cluster's bytes, not of its code points or its width.
package struct ZeroWidthSpaces: OptionSet, Sendable {
    package let rawValue: UInt8

    package init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// In front: a skin tone that starts a line, kept from whatever ends up before it.
    package static let before = ZeroWidthSpaces(rawValue: 1)
    /// After: a cluster that could still take in what follows it.
    package static let after = ZeroWidthSpaces(rawValue: 2)

    /// U+200B, in UTF-8.
    static let utf8: [UInt8] = [0xE2, 0x80, 0x8B]
    static let scalar = Unicode.Scalar(0x200B)!
}
