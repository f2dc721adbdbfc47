import Foundation
import Testing
@testable import MarqueeCore
@testable import TerminalWidth
import TestSupport

/// The probe against terminals whose widths are known (docs/terminals.md, "probe"): each
/// terminal's samples, drawn as it draws them, must make a profile that gives every
/// emoji-test.txt and curated string the columns that terminal gives it.
@Suite struct ProbeAgreementTests {
    /// The samples as a terminal with this profile draws them.
    static func samples(drawnBy widths: DisplayWidth) -> ProbeMeasurements {
        ProbeMeasurements(widths: Dictionary(uniqueKeysWithValues: TerminalProbe.samples.map {
            ($0.key, MeasuredTerminal.columns(Array($0.cluster.unicodeScalars), widths))
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
    static let terminals = MeasuredTerminal.all.filter {
        !$0.file.contains("cjk") && (!$0.profile.hasPrefix("tmux") || $0.profile == "tmux-3.3")
    }

    @Test(arguments: terminals)
    func theProbeOfATerminalMeasuredHereGivesEveryString(_ terminal: MeasuredTerminal) throws {
        var profile = try #require(TerminalProfile(named: terminal.profile))
        if profile.cLibrary != nil { profile = profile.measuring(with: GlibcWidths(release: terminal.cLibrary)) }
        let measurements = Self.samples(drawnBy: DisplayWidth(profile: profile))
        let probed = DisplayWidth(profile: measurements.profile)
        let strings = try Self.measuredStrings(terminal.file)
        let wrong = strings.filter { MeasuredTerminal.columns($0.scalars, probed) != $0.columns }
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
            .filter { MeasuredTerminal.columns($0, probed) != MeasuredTerminal.columns($0, real) }
        #expect(wrong.isEmpty, "\(wrong.count): \(wrong.prefix(5).map { UnicodeTestData.describe($0) })")
    }

    /// Debian 13's foot 1.21.0, in grapheme cluster mode (DECRQM 2027 says 1) but
    /// segmenting and measuring by an older Unicode (its libutf8proc 2.9, Unicode 15.1):
    /// `auto` guesses `unicode-core`, the probe's samples do not fit it, and they fit the
    /// same rules over the Unicode they show (`unicode-core-15.0`: the emoji from 16.0
    /// on narrow and joined by no ZWJ, a cluster as wide as its widest code point, VS15
    /// narrowing, conjuncts apart), which gives every string the columns foot drew (not
    /// every code point: unassigned ones of planes 2 and 3, wide since Unicode 4.1, foot
    /// draws narrow, and no sample stands for them). The samples are read from the file, which measured most
    /// of them (each alone, or its code point after an X); the ZWJ to the newest emoji,
    /// which it did not, is drawn as its parts (2 + 1), as foot draws every sequence with
    /// a part of a version it draws narrow. unicode-core, the guess, misses 294 strings;
    /// the profile the samples describe by wcwidth's rules, 14.
    @Test func theProbeOfFoot121FitsTheUnicodeCoreRulesOverItsUnicode() throws {
        let text = try String(contentsOf: UnicodeTestData.repositoryRoot
            .appendingPathComponent("Data/terminals/measured-foot-1.21.0.txt"), encoding: .utf8)
        var strings: [String: Int] = [:]
        var afterX: [UInt32: Int] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            if let semicolon = line.firstIndex(of: ";") {
                strings[String(String.UnicodeScalarView(UnicodeTestData.scalars(line[..<semicolon])))]
                    = Int(line[line.index(after: semicolon)...])!
            } else {
                let fields = line.split(separator: " ")
                for value in UnicodeTestData.codePoints(fields[0]) { afterX[value] = Int(fields[1])! }
            }
        }
        var widths: [String: Int] = ["zwj-newer": 3]
        for (key, cluster) in TerminalProbe.samples where widths[key] == nil {
            let scalars = Array(cluster.unicodeScalars)
            if let width = strings[cluster] {
                widths[key] = width
            } else if scalars.count == 2, scalars[0] == "x", let added = afterX[scalars[1].value] {
                widths[key] = added + 1
            } else if scalars.count == 1, let own = afterX[scalars[0].value] {
                widths[key] = own
            }
        }
        #expect(widths.count >= TerminalProbe.sampleCount - 4, "most samples are in the file: \(widths.count)")
        let guess = ProbeMeasurements(drawnBy: .unicodeCore)
        let measured = ProbeMeasurements(widths: widths)
        #expect(!GuessCheck.differences(guess, measured).isEmpty, "the samples tell foot 1.21 from unicode-core")
        let check = GuessCheck(guess: .unicodeCore, reason: "unicode-core: mode 2027",
                               probe: ProbeOutcome(measurements: measured, source: "measured now"))
        #expect(check.profile.name == "unicode-core-15.0")
        #expect(check.explanation.hasPrefix("unicode-core-15.0: the probe's samples differ from unicode-core (vs15 1 not 2, "),
                "\(check.explanation)")
        let versioned = DisplayWidth(profile: check.profile)
        let wrong = try Self.measuredStrings("measured-foot-1.21.0.txt")
            .filter { MeasuredTerminal.columns($0.scalars, versioned) != $0.columns }
        #expect(wrong.isEmpty, "\(wrong.count): \(wrong.prefix(5).map { UnicodeTestData.describe($0.scalars) })")
        let probed = DisplayWidth(profile: measured.profile)
        let wrongByRules = try Self.measuredStrings("measured-foot-1.21.0.txt")
            .filter { MeasuredTerminal.columns($0.scalars, probed) != $0.columns }
        // The profile the samples describe by wcwidth's rules, which a terminal that
        // clusters but is not in the mode gets, misses only its known 14 (a skin tone after
        // an emoji foot draws narrow, two Indic words, `☠‍☠`, `a🏻`): its skin tones widen a
        // text-default emoji and its ZWJ joins no pictograph foot draws narrow, as foot's.
        #expect((11...14).contains(wrongByRules.count), "wcwidth's rules corrected miss \(wrongByRules.count)")
        let core = DisplayWidth(profile: .unicodeCore)
        let wrongByCore = try Self.measuredStrings("measured-foot-1.21.0.txt")
            .filter { MeasuredTerminal.columns($0.scalars, core) != $0.columns }
        #expect(wrongByCore.count > 200, "unicode-core misses \(wrongByCore.count)")
    }
}
