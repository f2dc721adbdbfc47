import Foundation
import Testing
@testable import MarqueeCore
@testable import TerminalWidth
import TestSupport

/// Clusters side by side in real tmux (Data/terminals/neighbours-tmux-*.txt, measured by
/// `Scripts/measure-terminal tmux --neighbours` in Debian's 3.3a and in 3.4 to 3.7c built
/// from their tags): tmux 3.4 on draws some clusters into the cell of the one before (a
/// flag after a flag, a skin tone after any emoji in 3.4 and 3.5, a lone skin tone's
/// emoji in 3.6), which widths taken cluster by cluster cannot follow.
@Suite struct NeighbourMeasurementTests {
    struct Measured: CustomTestStringConvertible, Sendable {
        let profile: String
        let file: String
        var testDescription: String { file }
    }

    static let files = [
        Measured(profile: "tmux-3.3", file: "neighbours-tmux-3.3a.txt"),
        Measured(profile: "tmux-3.4", file: "neighbours-tmux-3.4.txt"),
        Measured(profile: "tmux-3.5", file: "neighbours-tmux-3.5a.txt"),
        Measured(profile: "tmux-3.6", file: "neighbours-tmux-3.6.txt"),
        Measured(profile: "tmux-3.6a", file: "neighbours-tmux-3.6a.txt"),
        Measured(profile: "tmux-3.6a", file: "neighbours-tmux-3.6b.txt"),
        Measured(profile: "tmux-3.7", file: "neighbours-tmux-3.7c.txt"),
    ]

    /// Each measured string (written after an X) and the columns tmux's cursor moved.
    static func strings(_ file: String) throws -> [(scalars: [Unicode.Scalar], columns: Int)] {
        let text = try String(contentsOf: UnicodeTestData.repositoryRoot
            .appendingPathComponent("Data/terminals/\(file)"), encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let semicolon = line.firstIndex(of: ";")!
            return (UnicodeTestData.scalars(line[..<semicolon]), Int(line[line.index(after: semicolon)...])!)
        }
    }

    /// tmux's cell rules, run over the whole string as its cursor crosses it: the
    /// measure the fuzz invariant holds every tmux row to.
    @Test(arguments: files)
    func cellRulesOverTheWholeStringGiveEveryMeasuredWidth(_ measured: Measured) throws {
        let cells = try #require(TerminalProfile(named: measured.profile)?.tmuxCells)
        var wrong: [String] = []
        let strings = try Self.strings(measured.file)
        for (scalars, columns) in strings {
            let ours = cells.columns(ofCluster: ([0x58] + scalars.map(\.value))) - 1
            if ours != columns { wrong.append("\(UnicodeTestData.describe(scalars)): measured \(columns), ours \(ours)") }
        }
        #expect(strings.count > 4_000)
        #expect(wrong.isEmpty, "\(wrong.count) differ: \(wrong.prefix(20).joined(separator: "; "))")
    }

    /// The text pipeline lays each string out in clusters that each start a cell of their
    /// own in tmux, so their widths add up to what tmux draws: the ring it makes (no
    /// separator; a space where its end would join its start) is as wide as tmux draws
    /// what it writes, ZERO WIDTH SPACEs included, and where it writes the string as it
    /// came (no ZERO WIDTH SPACE to close a cluster) the text is as wide as measured.
    @Test(arguments: files)
    func laidOutTextIsAsWideAsTmuxDrawsIt(_ measured: Measured) throws {
        var settings = TextSettings()
        settings.widths = DisplayWidth(profile: try #require(TerminalProfile(named: measured.profile)))
        settings.separator = ""
        let cells = try #require(settings.widths.profile?.tmuxCells)
        var wrong: [String] = []
        var writtenAsItCame = 0
        for (scalars, columns) in try Self.strings(measured.file) {
            let text = "X" + UnicodeTestData.string(scalars)
            let laidOut = LaidOutText(text: Array(text.utf8), settings: settings)
            let ring = laidOut.ring.bytes
            let drawn = cells.columns(ofCluster: String(decoding: ring, as: UTF8.self).unicodeScalars.map(\.value))
            if drawn != laidOut.ring.columnCount {
                wrong.append("\(UnicodeTestData.describe(scalars)): ring of \(laidOut.ring.columnCount), drawn \(drawn)")
            }
            if ring.starts(with: text.utf8) && (ring.count == text.utf8.count || ring[text.utf8.count] == 0x20) {
                writtenAsItCame += 1
                if laidOut.textWidth - 1 != columns {
                    wrong.append("\(UnicodeTestData.describe(scalars)): measured \(columns), laid out \(laidOut.textWidth - 1)")
                }
            }
        }
        #expect(writtenAsItCame > 2_500)
        #expect(wrong.isEmpty, "\(wrong.count) differ: \(wrong.prefix(20).joined(separator: "; "))")
    }
}
