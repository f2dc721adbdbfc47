import Foundation
import Testing
@testable import MarqueeCore
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
    struct Measured: CustomTestStringConvertible, Sendable {
        let profile: String
        let file: String
        var ambiguousWidth = 1
        /// Code points measured at -1, the cursor moved back (foot 1.13 over 42 marks of
        /// Unicode 15.0 that glibc 2.36 does not know): no width says that, so the profile
        /// takes them as none, and exactly so many are expected.
        var backwards = 0
        /// The glibc release a profile that measures with the C library takes.
        var cLibrary = GlibcRelease(2, 36)
        var testDescription: String { file }
    }

    /// Tests/MarqueeCoreTests/Data/measured-profiles.txt, which TerminalWidthTests reads too.
    static let terminals: [Measured] = {
        let text = try! String(contentsOf: UnicodeTestData.repositoryRoot
            .appendingPathComponent("Tests/MarqueeCoreTests/Data/measured-profiles.txt"), encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: " ")
            var measured = Measured(profile: String(fields[1]), file: String(fields[0]))
            for option in fields.dropFirst(2) {
                let parts = option.split(separator: "=")
                if parts[0] == "ambiguous-width" { measured.ambiguousWidth = Int(parts[1])! }
                if parts[0] == "backwards" { measured.backwards = Int(parts[1])! }
                if parts[0] == "libc" { measured.cLibrary = GlibcRelease(parts[1])! }
            }
            return measured
        }
    }()

    /// Columns of a string, split into clusters as the pipeline splits it.
    static func columns(_ scalars: [Unicode.Scalar], _ widths: DisplayWidth) -> Int {
        ReferenceWidth.clusters(of: scalars).reduce(0) { $0 + widths.width(ofCluster: $1) }
    }

    @Test(arguments: terminals)
    func profileGivesEveryMeasuredWidth(_ terminal: Measured) throws {
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
                let ours = Self.columns(scalars, widths)
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
                    let ours = Self.columns(scalars, widths) - 1
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
