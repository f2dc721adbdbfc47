import Testing
import TerminalWidth

/// `clusters` splits every line of Unicode 18.0's GraphemeBreakTest.txt where the file
/// says: the clusters it lists, but for those of control characters (CR, LF and the
/// rest), which `clusters` leaves out as it leaves out escape sequences. Lines with a
/// surrogate, which no `String` holds, are skipped.
@Suite struct PublicGraphemeBreakTests {
    @Test func everyLineSplitsAsTheFileSays() throws {
        let text = try RepositoryData.text("Data/unicode/18.0.0/auxiliary/GraphemeBreakTest.txt")
        var checked = 0
        var wrong: [String] = []
        lines: for line in text.split(separator: "\n") {
            let data = line.prefix { $0 != "#" }
            var expected: [String] = []
            var cluster = String.UnicodeScalarView()
            var whole = String.UnicodeScalarView()
            for token in data.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
                switch token {
                case "÷":
                    if !cluster.isEmpty { expected.append(String(cluster)) }
                    cluster = String.UnicodeScalarView()
                case "×":
                    break
                default:
                    guard let scalar = Unicode.Scalar(UInt32(token, radix: 16)!) else { continue lines }
                    cluster.append(scalar)
                    whole.append(scalar)
                }
            }
            guard !whole.isEmpty else { continue }
            checked += 1
            let isControl: (String) -> Bool = { cluster in
                cluster.unicodeScalars.allSatisfy { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
            }
            let got = TerminalWidth.clusters(String(whole)).map(\.text)
            if got != expected.filter({ !isControl($0) }) {
                wrong.append(String(line))
            }
        }
        #expect(checked > 700)
        #expect(wrong.isEmpty, "\(wrong.count) lines differ: \(wrong.prefix(10).joined(separator: "\n"))")
    }
}
