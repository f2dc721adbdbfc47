import Foundation

/// The committed data these tests read: Unicode's own test files, the width vectors and
/// the terminals' measurements, found from this file's path
/// (`Tests/TerminalWidthTests/API/RepositoryData.swift`).
enum RepositoryData {
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // API
        .deletingLastPathComponent()  // TerminalWidthTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    static func text(_ relativePath: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)
    }

    /// Space-separated hex code points as a string; nil where one is a surrogate, which
    /// no `String` holds.
    static func string(_ field: Substring) -> String? {
        var view = String.UnicodeScalarView()
        for token in field.split(separator: " ") {
            guard let scalar = Unicode.Scalar(UInt32(token, radix: 16)!) else { return nil }
            view.append(scalar)
        }
        return String(view)
    }

    /// `0041` or `0041..005A`.
    static func codePoints(_ field: Substring) -> ClosedRange<UInt32> {
        let parts = field.split(separator: ".", omittingEmptySubsequences: true)
        let lower = UInt32(parts[0], radix: 16)!
        return lower...(parts.count > 1 ? UInt32(parts[1], radix: 16)! : lower)
    }

    /// The data lines of a file, comments and blank lines left out.
    static func dataLines(_ text: String) -> [Substring] {
        text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }
    }
}
