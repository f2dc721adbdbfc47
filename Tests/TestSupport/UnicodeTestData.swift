import Foundation

/// Paths and parsers for the pinned Unicode data and the committed vectors.
package enum UnicodeTestData {
    /// The repository root, found from this file's own path
    /// (`Tests/TestSupport/UnicodeTestData.swift`).
    package static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// The Unicode version of the pinned data.
    package static let unicodeVersion = "18.0.0"

    package static let unicodeDirectory = repositoryRoot.appendingPathComponent("Data/unicode/\(unicodeVersion)")

    /// The text of a file under `Data/unicode/<unicodeVersion>/`.
    package static func unicodeFile(_ relativePath: String) throws -> String {
        try String(contentsOf: unicodeDirectory.appendingPathComponent(relativePath), encoding: .utf8)
    }

    /// The data lines of a UCD file: comments and blank lines dropped, fields
    /// split at `;` and trimmed.
    package static func dataLines(_ text: String) -> [[Substring]] {
        text.split(separator: "\n").compactMap { line in
            let data = line.prefix { $0 != "#" }
            guard data.contains(where: { !$0.isWhitespace }) else { return nil }
            return data.split(separator: ";", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces)[...] }
        }
    }

    /// `0041` or `0041..005A`.
    package static func codePoints(_ field: Substring) -> ClosedRange<UInt32> {
        let parts = field.split(separator: ".", omittingEmptySubsequences: true)
        let lower = UInt32(parts[0], radix: 16)!
        let upper = parts.count > 1 ? UInt32(parts[1], radix: 16)! : lower
        return lower...upper
    }

    /// Space-separated hex code points as scalars.
    package static func scalars(_ field: Substring) -> [Unicode.Scalar] {
        field.split(separator: " ").map { Unicode.Scalar(UInt32($0, radix: 16)!)! }
    }

    /// Code points listed under any of `values` in a property file (second field).
    package static func codePoints(in relativePath: String, withValue values: Set<String>) throws -> Set<UInt32> {
        var found = Set<UInt32>()
        for fields in dataLines(try unicodeFile(relativePath)) where values.contains(String(fields[1])) {
            for value in codePoints(fields[0]) { found.insert(value) }
        }
        return found
    }

    /// General_Category of every code point listed in DerivedGeneralCategory.txt.
    package static func generalCategories() throws -> [UInt32: String] {
        var categories: [UInt32: String] = [:]
        for fields in dataLines(try unicodeFile("extracted/DerivedGeneralCategory.txt")) {
            let category = String(fields[1])
            for value in codePoints(fields[0]) { categories[value] = category }
        }
        return categories
    }

    /// Hex code points as `U+0041 U+0301`, for failure messages.
    package static func describe<S: Sequence>(_ scalars: S) -> String where S.Element == Unicode.Scalar {
        scalars.map { "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(to: 4) }
            .joined(separator: " ")
    }

    /// The scalars as one string, for segmenting as `Character` does.
    package static func string(_ scalars: [Unicode.Scalar]) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }
}

extension String {
    func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
