import Foundation
import Testing
@testable import MarqueeCore
@testable import TerminalWidth
import TestSupport

/// Our own segmentation (GraphemeBreaker, UAX #29 for the pinned Unicode version) must
/// split every line of GraphemeBreakTest.txt as the file says, with no exception, and
/// the text pipeline must cut where it does.
@Suite struct GraphemeBreakTests {
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
        #expect(cases.count > 800)
        var failures: [String] = []
        for testCase in cases {
            let sizes = ReferenceWidth.clusters(of: testCase.scalars).map(\.count)
            if sizes != testCase.clusterSizes {
                failures.append("line \(testCase.line): \(UnicodeTestData.describe(testCase.scalars)) "
                    + "expected clusters of \(testCase.clusterSizes), made \(sizes)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) lines differ:\n\(failures.joined(separator: "\n"))")
    }

    @Test func theTableIsTheVersionOfTheData() {
        #expect(GraphemeBreakProperties.unicodeVersion == UnicodeTestData.unicodeVersion)
    }

    /// The text pipeline does not hand every scalar to the breaker (ASCII runs skip it,
    /// and it is primed again where they end), so it must still cut where the breaker
    /// does: on each line of the test file alone, and on all of them as one text, where
    /// ASCII, marks, emoji and Hangul follow one another in every order. The zero width
    /// spaces that close open clusters are left out of the comparison.
    @Test func textPipelineCutsWhereTheBreakerDoes() throws {
        // Controls are removed by the pipeline, a line that starts with a mark loses it
        // (nothing to join), and a text of no columns at all (Hangul vowel and final
        // jamo alone) is an empty ring, so those lines say nothing about segmentation.
        let widths = DisplayWidth()
        let texts = try Self.loadCases().compactMap { testCase -> [Unicode.Scalar]? in
            let clusters = ReferenceWidth.clusters(of: testCase.scalars)
            guard !testCase.scalars.contains(where: { GraphemeBreakProperties(of: $0.value).kind == .control
                                                      || $0.properties.generalCategory == .control }),
                  !ClusterAssembler.joinsWhatPrecedes(testCase.scalars[0]),
                  clusters.reduce(0, { $0 + widths.width(ofCluster: $1) }) > 0
            else { return nil }
            return testCase.scalars
        }
        #expect(texts.count > 300)
        var differing: [String] = []
        for scalars in texts + [Array(texts.joined()), Array(texts.joined(separator: Array("ab".unicodeScalars)))] {
            let text = UnicodeTestData.string(scalars)
            let made = clusters(of: text).map { String($0.0.unicodeScalars.filter { $0 != "\u{200B}" }) }
            let expected = ReferenceWidth.clusters(of: scalars).map { UnicodeTestData.string($0) }
            if made != expected {
                differing.append(UnicodeTestData.describe(Array(scalars.prefix(40))) + " made \(made.map { UnicodeTestData.describe(Array($0.unicodeScalars)) })")
            }
        }
        #expect(differing.isEmpty, "\(differing.count) texts cut differently:\n\(differing.joined(separator: "\n"))")
    }
}
