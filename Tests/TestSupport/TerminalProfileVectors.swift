import Foundation

/// The golden vectors of `Scripts/generate-terminal-profiles --import`
/// (Tests/TerminalWidthTests/Data/terminal-vectors.txt): wcwidth 0.9.4's
/// `width(s, term_program=NAME)` for every profile. The library's TerminalProfileVectorTests
/// hold the profiles to them; the core's TerminalProfileFrameTests measure frames by them.
package enum TerminalProfileVectors {
    package struct Vector: Sendable {
        package let line: Int
        package let scalars: [Unicode.Scalar]
        package let generic: Int
        /// Profiles whose width differs from generic.
        package let differing: [String: Int]
    }

    package static func load() throws -> (profiles: [String], vectors: [Vector]) {
        let url = UnicodeTestData.repositoryRoot
            .appendingPathComponent("Tests/TerminalWidthTests/Data/terminal-vectors.txt")
        let text = try String(contentsOf: url, encoding: .utf8)
        var profiles: [String] = []
        var vectors: [Vector] = []
        for (index, line) in text.split(separator: "\n").enumerated() {
            if line.hasPrefix("# Profiles: ") {
                profiles = line.dropFirst("# Profiles: ".count).split(separator: " ").map(String.init)
            }
            if line.hasPrefix("#") { continue }
            let fields = line.split(separator: ";", omittingEmptySubsequences: false)
            var differing: [String: Int] = [:]
            for pair in fields[2].split(separator: " ") {
                let parts = pair.split(separator: "=")
                differing[String(parts[0])] = Int(parts[1])!
            }
            vectors.append(Vector(line: index + 1, scalars: UnicodeTestData.scalars(fields[0]),
                                  generic: Int(fields[1])!, differing: differing))
        }
        return (profiles, vectors)
    }
}

/// What Debian 12's xterm 379 was measured drawing (Data/terminals/measured-xterm-379.txt,
/// by `Scripts/measure-terminal xterm`): the columns each code point adds after a base,
/// and the strings measured alone. Where the vectors' xterm (ucs-detect's) differs from
/// it, the real terminal decides.
package struct RealTerminal: Sendable {
    package var codePoints: [UInt32: Int] = [:]
    package var strings: [String: Int] = [:]

    package init(file: String) throws {
        let text = try String(contentsOf: UnicodeTestData.repositoryRoot
            .appendingPathComponent("Data/terminals/\(file)"), encoding: .utf8)
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            if let semicolon = line.firstIndex(of: ";") {
                strings[String(line[..<semicolon])] = Int(line[line.index(after: semicolon)...])!
            } else {
                let fields = line.split(separator: " ")
                let columns = Int(fields[1])!
                if columns != 1 {
                    for value in UnicodeTestData.codePoints(fields[0]) { codePoints[value] = columns }
                }
            }
        }
    }

    /// Columns of a code point as measured; 1 for ASCII and what the sweep left out.
    package func columns(_ value: UInt32) -> Int { codePoints[value] ?? 1 }

    package static let xterm379 = Result { try RealTerminal(file: "measured-xterm-379.txt") }
}
