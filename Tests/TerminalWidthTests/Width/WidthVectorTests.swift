import Foundation
import Testing
@testable import TerminalWidth
import TestSupport

/// The committed reference vectors (`Scripts/generate-width-vectors`): every
/// cluster must have the reference width at both ambiguous widths.
@Suite struct WidthVectorTests {
    struct Vector {
        let line: Int
        let scalars: [Unicode.Scalar]
        let narrow: Int
        let cjk: Int
    }

    /// Vectors from the file, range lines expanded into one vector per code point.
    static func loadVectors() throws -> [Vector] {
        let url = UnicodeTestData.repositoryRoot
            .appendingPathComponent("Tests/TerminalWidthTests/Data/width-vectors.txt")
        let text = try String(contentsOf: url, encoding: .utf8)
        var vectors: [Vector] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where !line.isEmpty && !line.hasPrefix("#") {
            let fields = line.split(separator: ";")
            let narrow = Int(fields[1])!, cjk = Int(fields[2])!
            if fields[0].contains("..") {
                for value in UnicodeTestData.codePoints(fields[0]) {
                    vectors.append(Vector(line: index + 1, scalars: [Unicode.Scalar(value)!],
                                          narrow: narrow, cjk: cjk))
                }
            } else {
                vectors.append(Vector(line: index + 1, scalars: UnicodeTestData.scalars(fields[0]),
                                      narrow: narrow, cjk: cjk))
            }
        }
        return vectors
    }

    @Test func everyVectorHasTheReferenceWidth() throws {
        let vectors = try Self.loadVectors()
        // The file covers every assigned code point plus tens of thousands of clusters.
        #expect(vectors.count > 300_000)
        let narrow = DisplayWidth(ambiguousWidth: 1)
        let cjk = DisplayWidth(ambiguousWidth: 2)
        var mismatches: [String] = []
        var mismatchCount = 0
        for vector in vectors {
            let got = (narrow.width(ofCluster: vector.scalars), cjk.width(ofCluster: vector.scalars))
            if got != (vector.narrow, vector.cjk) {
                mismatchCount += 1
                if mismatches.count < 20 {
                    mismatches.append("line \(vector.line): \(UnicodeTestData.describe(vector.scalars)) "
                        + "expected \(vector.narrow)/\(vector.cjk), got \(got.0)/\(got.1)")
                }
            }
        }
        #expect(mismatchCount == 0, """
            \(mismatchCount) of \(vectors.count) vectors differ (ambiguous 1/2); first \(mismatches.count):
            \(mismatches.joined(separator: "\n"))
            """)
    }

    /// The vectors are meant to be single clusters: the generator splits its test
    /// strings as marquee's own segmenter does. If the two disagree, the width tests
    /// would measure something the pipeline never hands to DisplayWidth.
    @Test func everyVectorIsOneCluster() throws {
        var split: [String] = []
        var count = 0
        for vector in try Self.loadVectors() where vector.scalars.count > 1 {
            let clusterCount = ReferenceWidth.clusters(of: vector.scalars).count
            if clusterCount != 1 {
                count += 1
                if split.count < 20 {
                    split.append("line \(vector.line): \(UnicodeTestData.describe(vector.scalars)) "
                        + "is \(clusterCount) clusters")
                }
            }
        }
        #expect(count == 0, "\(count) vectors are not one cluster:\n\(split.joined(separator: "\n"))")
    }
}
