import Testing
@testable import TerminalWidth
import TestSupport

/// Our own segmentation (GraphemeBreaker, UAX #29 for the pinned Unicode version) must
/// split every line of GraphemeBreakTest.txt as the file says, with no exception (the
/// text pipeline must cut where it does: TextPipelineSegmentationTests).
@Suite struct GraphemeBreakTests {
    @Test func everyLineSegmentsAsUnicodeSays() throws {
        let cases = try GraphemeBreakCase.all()
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
        #expect(ScalarProperties.unicodeVersion == UnicodeTestData.unicodeVersion)
    }
}
