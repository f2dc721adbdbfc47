import Testing
import TerminalWidth

/// wcwidth 0.9.4's `width()` for every assigned code point alone and every cluster of
/// Tests/TerminalWidthTests/Data/width-vectors.txt (`Scripts/generate-width-vectors`),
/// through the public API: `columns` under `generic`, and each vector one cluster.
@Suite struct PublicWidthVectorTests {
    @Test func everyVectorHasTheReferenceWidthAndIsOneCluster() throws {
        var checked = 0
        var wrong: [String] = []
        let text = try RepositoryData.text("Tests/TerminalWidthTests/Data/width-vectors.txt")
        for line in RepositoryData.dataLines(text) {
            let fields = line.split(separator: ";")
            let expected = Int(fields[1])!  // at ambiguous width 1, which `generic` is
            let strings: [String] = fields[0].contains("..")
                ? RepositoryData.codePoints(fields[0]).compactMap { Unicode.Scalar($0).map { String(Character($0)) } }
                : [RepositoryData.string(fields[0])!]
            for string in strings {
                checked += 1
                let columns = TerminalWidth.columns(string)
                let clusters = TerminalWidth.clusters(string)
                if columns != expected || clusters != [TerminalWidth.Cluster(string, columns: expected)] {
                    if wrong.count < 20 {
                        wrong.append("\(string.unicodeScalars.map { String($0.value, radix: 16) }): "
                            + "expected \(expected), columns \(columns), clusters \(clusters.map(\.columns))")
                    }
                }
            }
        }
        #expect(checked > 340_000)
        #expect(wrong.isEmpty, "\(wrong.joined(separator: "\n"))")
    }
}
