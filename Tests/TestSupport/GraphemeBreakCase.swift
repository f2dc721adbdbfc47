import Foundation

/// One line of the pinned GraphemeBreakTest.txt: its scalars and the clusters the file
/// splits them into. The library's segmentation tests and the core's text pipeline tests
/// read the same lines.
package struct GraphemeBreakCase: Sendable {
    package let line: Int
    package let scalars: [Unicode.Scalar]
    /// Expected clusters, as scalar counts.
    package let clusterSizes: [Int]

    /// Every line of the file that holds a case.
    package static func all() throws -> [GraphemeBreakCase] {
        let text = try UnicodeTestData.unicodeFile("auxiliary/GraphemeBreakTest.txt")
        var cases: [GraphemeBreakCase] = []
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
            cases.append(GraphemeBreakCase(line: index + 1, scalars: scalars, clusterSizes: sizes))
        }
        return cases
    }
}
