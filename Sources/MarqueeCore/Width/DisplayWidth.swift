/// Display width of grapheme clusters, in terminal columns.
///
/// A first approximation; the exact rules from pinned Unicode data replace it.
public struct DisplayWidth: Sendable, Equatable {
    /// Columns for an East Asian Ambiguous character: 1, or 2 for CJK terminals.
    public var ambiguousWidth: Int

    public init(ambiguousWidth: Int = 1) {
        self.ambiguousWidth = ambiguousWidth
    }

    /// Columns taken by one extended grapheme cluster.
    public func width<Scalars: Collection>(ofCluster scalars: Scalars) -> Int
    where Scalars.Element == Unicode.Scalar {
        guard let first = scalars.first else { return 0 }
        let value = first.value
        if value >= 0x20 && value < 0x7F { return 1 }
        switch value {
        case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F: return 0
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
             0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1FAFF,
             0x20000...0x3FFFD:
            return 2
        default: return 1
        }
    }
}
