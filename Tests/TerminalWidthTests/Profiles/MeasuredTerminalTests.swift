import Foundation
import Testing
@testable import TerminalWidth
import TestSupport

/// The profiles against what the real terminals on this machine measured
/// (`Scripts/measure-terminal`, Data/terminals/measured-*.txt): every code point after a
/// base, and every emoji-test.txt and curated string alone, must take the columns the
/// terminal's cursor moved. xterm's and screen's profiles are generated from these files
/// (`Scripts/generate-measured-profiles`), so this checks the rules they were reduced to;
/// tmux 3.3's comes from glibc's wcwidth() and tmux's source, so this is its proof on
/// the whole emoji-test.txt.
@Suite struct MeasuredTerminalTests {
    @Test(arguments: MeasuredTerminal.all)
    func profileGivesEveryMeasuredWidth(_ terminal: MeasuredTerminal) throws {
        let text = try String(contentsOf: UnicodeTestData.repositoryRoot
            .appendingPathComponent("Data/terminals/\(terminal.file)"), encoding: .utf8)
        var profile = try #require(TerminalProfile(named: terminal.profile))
        if profile.cLibrary != nil { profile = profile.measuring(with: GlibcWidths(release: terminal.cLibrary)) }
        let widths = DisplayWidth(ambiguousWidth: terminal.ambiguousWidth, profile: profile)
        var codePoints = 0
        var strings = 0
        var backwards = 0
        var wrong: [String] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            if let semicolon = line.firstIndex(of: ";") {
                let scalars = UnicodeTestData.scalars(line[..<semicolon])
                let measured = Int(line[line.index(after: semicolon)...])!
                let ours = MeasuredTerminal.columns(scalars, widths)
                strings += 1
                if ours != measured {
                    wrong.append("\(UnicodeTestData.describe(scalars)): measured \(measured), ours \(ours)")
                }
            } else {
                let fields = line.split(separator: " ")
                let measured = Int(fields[1])!
                for value in UnicodeTestData.codePoints(fields[0]) {
                    // Written after an X: the columns it adds to a cell with a base.
                    let scalars = [Unicode.Scalar(0x58)!, Unicode.Scalar(value)!]
                    let ours = MeasuredTerminal.columns(scalars, widths) - 1
                    codePoints += 1
                    if measured == -1 && ours == 0 {
                        backwards += 1
                    } else if ours != measured {
                        wrong.append("X + U+\(String(value, radix: 16, uppercase: true)): measured \(measured), ours \(ours)")
                    }
                }
            }
        }
        #expect(codePoints > 260_000)
        #expect(strings > 4_500)
        #expect(backwards == terminal.backwards)
        #expect(wrong.isEmpty, "\(wrong.count) differ: \(wrong.prefix(20).joined(separator: "; "))")
    }

    @Test func screenAndXtermAreNamed() throws {
        #expect(TerminalProfile.terminalNames.contains("screen"))
        #expect(TerminalProfile(named: "SCREEN")?.name == "screen")
        let xterm = try #require(TerminalProfile(named: "xterm"))
        guard case .codePointTable = xterm.strategy else {
            Issue.record("xterm is measured by its code point table, not \(xterm.strategy)")
            return
        }
    }

    /// screen's `cjkwidth on` and xterm `-cjk_width` (both proven in RealTerminalWidthTests)
    /// widen East Asian Ambiguous characters; tmux 3.3's wcwidth() does not. xterm swaps
    /// its whole table: a ZWJ takes a column there.
    @Test func ambiguousWidthTwoWidensInXtermAndScreenOnly() throws {
        for (name, expected) in [("xterm", 2), ("screen", 2), ("tmux-3.3", 1)] {
            let widths = DisplayWidth(ambiguousWidth: 2, profile: try #require(TerminalProfile(named: name)))
            #expect(widths.width(ofCluster: "±".unicodeScalars) == expected, "\(name)")
            #expect(widths.width(ofCluster: "é".unicodeScalars) == expected, "\(name)")
            #expect(widths.width(ofCluster: "中".unicodeScalars) == 2, "\(name)")
        }
        let cjkXterm = DisplayWidth(ambiguousWidth: 2, profile: try #require(TerminalProfile(named: "xterm")))
        #expect(cjkXterm.width(ofCluster: "👨\u{200D}👩".unicodeScalars) == 5)
        #expect(DisplayWidth(profile: TerminalProfile(named: "xterm")).width(ofCluster: "👨\u{200D}👩".unicodeScalars) == 4)
    }

    /// The committed profiles must be exactly what the generator makes from the committed
    /// measurements.
    @Test func generatorReproducesCommittedProfiles() throws {
        try GeneratorRun.expectReproduces(["Sources/TerminalWidth/Profiles/MeasuredProfiles+Generated.swift"],
                                          script: "generate-measured-profiles", minimumBytes: 1_000)
    }
}
