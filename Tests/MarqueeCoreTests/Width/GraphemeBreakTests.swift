import Foundation
import Testing
import MarqueeCore

/// DisplayWidth measures the clusters Swift's `Character` makes, so Swift's
/// segmentation must be the one Unicode 17.0.0 specifies: every line of
/// GraphemeBreakTest.txt must split into the same clusters, except the lines
/// below.
@Suite struct GraphemeBreakTests {
    /// Exception: Swift 6.3's rule GB9c (no break inside an Indic conjunct) knows
    /// only the six InCB=Linker viramas of Unicode 15.1 (Devanagari, Bengali,
    /// Gujarati, Oriya, Telugu, Malayalam). Unicode 17.0 made fourteen more
    /// viramas and stackers linkers (Myanmar, Khmer, Balinese, ...), and Swift
    /// still breaks after those. These are the clusters Swift makes on the eight
    /// lines that show it (scalar counts); Scripts/generate-width-vectors
    /// segments the same way. When a Swift release follows Unicode 17.0 here,
    /// this test fails: drop the exception and regenerate the vectors.
    static let swiftSplitsAfterNewLinkers: [String: [Int]] = [
        "1019 1039 1018 102C 1037": [2, 1, 2],
        "1004 103A 1039 1011 1039 1011": [3, 2, 1],
        "1B12 1B01 1B32 1B44 1B2F 1B32 1B44 1B22 1B44 1B2C 1B32 1B44 1B22 1B38": [2, 2, 1, 2, 2, 1, 2, 2],
        "179F 17D2 178F 17D2 179A 17B8": [2, 2, 2],
        "1B26 1B17 1B44 1B13": [1, 2, 1],
        "1B27 1B13 1B44 1B0B 1B0B 1B04": [1, 2, 1, 2],
        "1795 17D2 17AF 1798": [2, 1, 1],
        "17A0 17D2 17AB 1791 17D0 1799": [2, 1, 2, 1],
    ]

    struct Case {
        let line: Int
        let scalars: [Unicode.Scalar]
        /// Expected clusters, as scalar counts.
        let clusterSizes: [Int]
    }

    static func loadCases() throws -> [Case] {
        let text = try UnicodeTestData.unicodeFile("auxiliary/GraphemeBreakTest.txt")
        var cases: [Case] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let data = line.prefix { $0 != "#" }
            let tokens = data.split(separator: " ", omittingEmptySubsequences: true)
                .map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }
            guard !tokens.isEmpty else { continue }
            var scalars: [Unicode.Scalar] = []
            var sizes: [Int] = []
            for token in tokens {
                switch token {
                case "÷": sizes.append(0)
                case "×": break
                default:
                    scalars.append(Unicode.Scalar(UInt32(token, radix: 16)!)!)
                    sizes[sizes.count - 1] += 1
                }
            }
            sizes.removeLast()  // the closing ÷ starts no cluster
            cases.append(Case(line: index + 1, scalars: scalars, clusterSizes: sizes))
        }
        return cases
    }

    @Test func everyLineSegmentsAsUnicodeSays() throws {
        let cases = try Self.loadCases()
        #expect(cases.count > 700)
        var failures: [String] = []
        var exceptionsSeen = 0
        for testCase in cases {
            let string = UnicodeTestData.string(testCase.scalars)
            let sizes = string.map { $0.unicodeScalars.count }
            let key = testCase.scalars
                .map { String($0.value, radix: 16, uppercase: true).leftPadded(to: 4) }
                .joined(separator: " ")
            var expected = testCase.clusterSizes
            if let swiftSizes = Self.swiftSplitsAfterNewLinkers[key] {
                expected = swiftSizes
                exceptionsSeen += 1
            }
            // `count` and the boundaries (as cluster sizes) must both agree.
            if string.count != expected.count || sizes != expected {
                failures.append("line \(testCase.line): \(UnicodeTestData.describe(testCase.scalars)) "
                    + "expected clusters of \(expected), Swift made \(sizes)")
            }
        }
        #expect(exceptionsSeen == Self.swiftSplitsAfterNewLinkers.count)
        #expect(failures.isEmpty, "\(failures.count) lines differ:\n\(failures.joined(separator: "\n"))")
    }

    /// The text pipeline segments without `Character` (ASCII runs skip the segmenter,
    /// which is primed again where they end), so it must still cut where `Character`
    /// does: on each line of the test file alone, and on all of them as one text, where
    /// ASCII, marks, emoji and Hangul follow one another in every order.
    @Test func textPipelineCutsWhereCharacterDoes() throws {
        // Controls are removed by the pipeline, a line that starts with a mark loses it
        // (nothing to join), and a text of no columns at all (Hangul vowel and final
        // jamo alone) is an empty ring, so those lines say nothing about segmentation.
        let widths = DisplayWidth()
        let texts = try Self.loadCases().compactMap { testCase -> String? in
            guard !testCase.scalars.contains(where: { $0.properties.generalCategory == .control }) else {
                return nil
            }
            let text = UnicodeTestData.string(testCase.scalars)
            let columns = text.reduce(0) { $0 + widths.width(ofCluster: $1.unicodeScalars) }
            return (" " + text).count == text.count + 1 && columns > 0 ? text : nil
        }
        #expect(texts.count > 300)
        var differing: [String] = []
        for text in texts + [texts.joined(), texts.joined(separator: "ab")] {
            let made = clusters(of: text).map(\.0)
            if made != text.map(String.init) {
                differing.append(UnicodeTestData.describe(Array(text.unicodeScalars.prefix(40))) + " made \(made.map { UnicodeTestData.describe(Array($0.unicodeScalars)) })")
            }
        }
        #expect(differing.isEmpty, "\(differing.count) texts cut differently:\n\(differing.joined(separator: "\n"))")
    }
}
