/// A release of the GNU C library, `2.39`: what decides the widths its wcwidth() gives
/// (docs/terminals.md, "The C library").
public struct GlibcRelease: Comparable, Hashable, Sendable, CustomStringConvertible {
    public let major: Int
    public let minor: Int

    public init(_ major: Int, _ minor: Int) {
        self.major = major
        self.minor = minor
    }

    /// `2.39`, as glibc names its releases (a development snapshot's `2.39.9000` is 2.39);
    /// nil for anything else.
    public init?(_ text: Substring) {
        let parts = text.split(separator: ".", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[0].count <= 3, parts[1].count <= 3,
              let major = Int(parts[0]), let minor = Int(parts[1]),
              parts[0].allSatisfy(\.isASCIIDigit), parts[1].allSatisfy(\.isASCIIDigit),
              parts.count == 2 || (parts[2].count <= 6 && parts[2].allSatisfy(\.isASCIIDigit) && !parts[2].isEmpty)
        else { return nil }
        self.init(major, minor)
    }

    public var description: String { "\(major).\(minor)" }

    public static func < (left: GlibcRelease, right: GlibcRelease) -> Bool {
        (left.major, left.minor) < (right.major, right.minor)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
