import Testing
@testable import MarqueeCore
@testable import TerminalWidth
import TestSupport

/// The text pipeline cuts clusters where the library's segmentation does (GraphemeBreakTests
/// holds that to GraphemeBreakTest.txt).
@Suite struct TextPipelineSegmentationTests {
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
        let texts = try GraphemeBreakCase.all().compactMap { testCase -> [Unicode.Scalar]? in
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
