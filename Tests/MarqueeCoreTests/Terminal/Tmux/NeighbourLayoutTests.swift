import Testing
@testable import MarqueeCore
@testable import TerminalWidth
import TestSupport

/// The text laid out for tmux against what real tmux drew of clusters side by side
/// (`NeighbourMeasurement`; the library's NeighbourMeasurementTests hold tmux's cell rules
/// to the same files).
@Suite struct NeighbourLayoutTests {
    /// The text pipeline lays each string out in clusters that each start a cell of their
    /// own in tmux, so their widths add up to what tmux draws: the ring it makes (no
    /// separator; a space where its end would join its start) is as wide as tmux draws
    /// what it writes, ZERO WIDTH SPACEs included, and where it writes the string as it
    /// came (no ZERO WIDTH SPACE to close a cluster) the text is as wide as measured.
    @Test(arguments: NeighbourMeasurement.files)
    func laidOutTextIsAsWideAsTmuxDrawsIt(_ measured: NeighbourMeasurement) throws {
        var settings = TextSettings()
        settings.widths = DisplayWidth(profile: try #require(TerminalProfile(named: measured.profile)))
        settings.separator = ""
        let cells = try #require(settings.widths.profile?.tmuxCells)
        var wrong: [String] = []
        var writtenAsItCame = 0
        for (scalars, columns) in try NeighbourMeasurement.strings(measured.file) {
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
