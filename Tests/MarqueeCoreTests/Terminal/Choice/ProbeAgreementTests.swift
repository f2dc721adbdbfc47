import Foundation
import Testing
@testable import MarqueeCore
@testable import TerminalWidth

/// The probe against terminals whose widths are known (docs/terminals.md, "probe"): each
/// terminal's samples, drawn as it draws them, must make a profile that gives every
/// emoji-test.txt and curated string the columns that terminal gives it.
@Suite struct ProbeAgreementTests {
    /// The samples as a terminal with this profile draws them.
    static func samples(drawnBy widths: DisplayWidth) -> ProbeMeasurements {
        ProbeMeasurements(widths: Dictionary(uniqueKeysWithValues: TerminalProbe.samples.map {
            ($0.key, MeasuredTerminalTests.columns(Array($0.cluster.unicodeScalars), widths))
        }))
    }

    /// The strings of a measured file with the columns the terminal's cursor moved.
    static func measuredStrings(_ file: String) throws -> [(scalars: [Unicode.Scalar], columns: Int)] {
        let text = try String(contentsOf: UnicodeTestData.repositoryRoot
            .appendingPathComponent("Data/terminals/\(file)"), encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") && $0.contains(";") }.map { line in
            let semicolon = line.firstIndex(of: ";")!
            return (UnicodeTestData.scalars(line[..<semicolon]), Int(line[line.index(after: semicolon)...])!)
        }
    }

    /// Every terminal measured here but the tmux releases from 3.4, whose cells follow rules
    /// of their own (`TmuxCells`) and which `TMUX` always names: the probe, made from the
    /// samples as the terminal drew them (its profile, which `MeasuredTerminalTests` holds
    /// to its file), gives all 4,569 strings the terminal's columns.
    static let terminals = MeasuredTerminalTests.terminals.filter {
        !$0.file.contains("cjk") && (!$0.profile.hasPrefix("tmux") || $0.profile == "tmux-3.3")
    }

    @Test(arguments: terminals)
    func theProbeOfATerminalMeasuredHereGivesEveryString(_ terminal: MeasuredTerminalTests.Measured) throws {
        var profile = try #require(TerminalProfile(named: terminal.profile))
        if profile.cLibrary != nil { profile = profile.measuring(with: GlibcWidths(release: terminal.cLibrary)) }
        let measurements = Self.samples(drawnBy: DisplayWidth(profile: profile))
        let probed = DisplayWidth(profile: measurements.profile)
        let strings = try Self.measuredStrings(terminal.file)
        let wrong = strings.filter { MeasuredTerminalTests.columns($0.scalars, probed) != $0.columns }
        #expect(strings.count == 4569)
        #expect(wrong.isEmpty, "\(wrong.count): \(wrong.prefix(5).map { UnicodeTestData.describe($0.scalars) })")
    }

    /// ucs-detect's profiles that the rules express: the probe gives them back on the same
    /// strings. (Apple's Terminal, Warp, iTerm2 and a few more draw by tables no rule
    /// fits; their variables name them, so they are never probed.)
    @Test(arguments: ["alacritty", "contour", "ghostty", "st", "urxvt", "vte", "wezterm", "xterm", "xterm.js"])
    func theProbeOfAucsDetectProfileGivesEveryString(_ name: String) throws {
        let real = DisplayWidth(profile: try #require(TerminalProfile(named: name)))
        let probed = DisplayWidth(profile: Self.samples(drawnBy: real).profile)
        let wrong = try Self.measuredStrings("measured-xterm-379.txt").map(\.scalars)
            .filter { MeasuredTerminalTests.columns($0, probed) != MeasuredTerminalTests.columns($0, real) }
        #expect(wrong.isEmpty, "\(wrong.count): \(wrong.prefix(5).map { UnicodeTestData.describe($0) })")
    }
}
