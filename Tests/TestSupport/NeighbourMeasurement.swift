import Foundation

/// A tmux release's measurement of clusters side by side (Data/terminals/neighbours-tmux-*.txt,
/// by `Scripts/measure-terminal tmux --neighbours`, in Debian's 3.3a and in 3.4 to 3.7c
/// built from their tags). The library's NeighbourMeasurementTests hold tmux's cell rules
/// to them; the core's NeighbourLayoutTests hold the laid-out text to them.
package struct NeighbourMeasurement: CustomStringConvertible, Sendable {
    package let profile: String
    package let file: String
    package var description: String { file }

    package static let files = [
        NeighbourMeasurement(profile: "tmux-3.3", file: "neighbours-tmux-3.3a.txt"),
        NeighbourMeasurement(profile: "tmux-3.4", file: "neighbours-tmux-3.4.txt"),
        NeighbourMeasurement(profile: "tmux-3.5", file: "neighbours-tmux-3.5a.txt"),
        NeighbourMeasurement(profile: "tmux-3.6", file: "neighbours-tmux-3.6.txt"),
        NeighbourMeasurement(profile: "tmux-3.6a", file: "neighbours-tmux-3.6a.txt"),
        NeighbourMeasurement(profile: "tmux-3.6a", file: "neighbours-tmux-3.6b.txt"),
        NeighbourMeasurement(profile: "tmux-3.7", file: "neighbours-tmux-3.7c.txt"),
    ]

    /// Each measured string (written after an X) and the columns tmux's cursor moved.
    package static func strings(_ file: String) throws -> [(scalars: [Unicode.Scalar], columns: Int)] {
        let text = try String(contentsOf: UnicodeTestData.repositoryRoot
            .appendingPathComponent("Data/terminals/\(file)"), encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let semicolon = line.firstIndex(of: ";")!
            return (UnicodeTestData.scalars(line[..<semicolon]), Int(line[line.index(after: semicolon)...])!)
        }
    }
}
