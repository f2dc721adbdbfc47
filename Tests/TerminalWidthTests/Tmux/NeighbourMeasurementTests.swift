import Testing
@testable import TerminalWidth
import TestSupport

/// Clusters side by side in real tmux (Data/terminals/neighbours-tmux-*.txt, measured by
/// `Scripts/measure-terminal tmux --neighbours` in Debian's 3.3a and in 3.4 to 3.7c built
/// from their tags): tmux 3.4 on draws some clusters into the cell of the one before (a
/// flag after a flag, a skin tone after any emoji in 3.4 and 3.5, a lone skin tone's
/// emoji in 3.6), which widths taken cluster by cluster cannot follow. (The core's text
/// laid out against the same measurements: NeighbourLayoutTests.)
@Suite struct NeighbourMeasurementTests {
    /// tmux's cell rules, run over the whole string as its cursor crosses it: the
    /// measure the fuzz invariant holds every tmux row to.
    @Test(arguments: NeighbourMeasurement.files)
    func cellRulesOverTheWholeStringGiveEveryMeasuredWidth(_ measured: NeighbourMeasurement) throws {
        let cells = try #require(TerminalProfile(named: measured.profile)?.tmuxCells)
        var wrong: [String] = []
        let strings = try NeighbourMeasurement.strings(measured.file)
        for (scalars, columns) in strings {
            let ours = cells.columns(ofCluster: ([0x58] + scalars.map(\.value))) - 1
            if ours != columns { wrong.append("\(UnicodeTestData.describe(scalars)): measured \(columns), ours \(ours)") }
        }
        #expect(strings.count > 4_000)
        #expect(wrong.isEmpty, "\(wrong.count) differ: \(wrong.prefix(20).joined(separator: "; "))")
    }
}
