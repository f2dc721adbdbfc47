import Foundation
import MarqueeCore
import Testing

/// `--terminal probe` against a scripted terminal (issue 16, docs/terminals.md): the samples are
/// measured by cursor position reports, the switches follow, the result is cached by
/// XTVERSION and TERM, and a terminal that does not answer leaves `auto`, quietly.
@Suite(.serialized) struct TerminalProbeTests {
    /// A terminal with older tables and no emoji sequences, as many are: VS16 does not
    /// widen, ZWJ and skin-tone sequences are their parts, emoji from 15.0 on are one
    /// column, a lone regional indicator one.
    static let drawn: [String: Int] = [
        "\u{2764}\u{FE0F}": 1, "\u{231A}\u{FE0E}": 2, "1\u{FE0F}\u{20E3}": 1,
        "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}": 6, "\u{1F44D}\u{1F3FD}": 4, "\u{1F1EF}\u{1F1F5}": 2,
        "\u{1F1E6}": 1, "\u{1F6D6}": 2, "\u{1F6DD}": 2, "\u{1F6DC}": 1, "\u{1FA89}": 1, "\u{1F6D8}": 1, "\u{1F6D9}": 1,
        "\u{1FAE8}": 1, "\u{1F468}": 2, "\u{1F469}": 2, "\u{1F467}": 2, "\u{1F44D}": 2, "\u{1F3FD}": 2,
    ]

    private func cacheDirectory() -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-probe-\(UUID())").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func run(_ arguments: [String], _ script: ScriptedTerminal.Script, cache: String) throws -> ScriptedTerminal {
        let terminal = try ScriptedTerminal([marqueePath, "--terminal", "probe"] + arguments, script: script,
                                            environment: ["XDG_CACHE_HOME": cache])
        #expect(terminal.run() == 0)
        return terminal
    }

    @Test func theProbeMeasuresOnceAndTheNextStartReadsTheCache() throws {
        let cache = cacheDirectory()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let script = ScriptedTerminal.Script(version: "Probed(1.0)", drawnWidths: TerminalProbeTests.drawn)
        let first = try run(["--explain"], script, cache: cache)
        let file = cache + "/marquee/probe-xterm-256color-Probed_1.0_"
        #expect(first.text.contains("probe: the terminal measured by cursor position reports (measured now, cached in \(file))"),
                "\(first.text)")
        #expect(first.cursorRequests == 14, "one at the start and one per sample")
        #expect(first.unknownClusters.isEmpty, "\(first.unknownClusters)")
        #expect(first.text.contains("\r\u{1B}[K\u{1B}[c"), "the samples are erased")
        let cached = try String(contentsOfFile: file, encoding: .utf8)
        #expect(cached.hasPrefix("marquee probe 1\nvs16 1\nvs15 2\nkeycap 1\nzwj 6\nskin-tone 4\nflag 2\n"
                                 + "lone-regional-indicator 1\nemoji-13.0 2\nemoji-14.0 2\nemoji-15.0 1\n"), "\(cached)")

        let second = try run(["--explain"], script, cache: cache)
        #expect(second.text.contains("(read from \(file))"), "\(second.text)")
        #expect(second.cursorRequests == 0, "nothing is measured again")
    }

    @Test func framesAreExactlyWOnTheProbedTerminal() throws {
        let cache = cacheDirectory()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let text = "a\u{2764}\u{FE0F}b\u{1FAE8}c\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}d\u{1F44D}\u{1F3FD}e\u{1F1E6}f"
        let script = ScriptedTerminal.Script(version: "Probed(1.0)", drawnWidths: TerminalProbeTests.drawn)
        let terminal = try run(["-w", "9", "--frames", "40", "-i", "0.005", "--always", "--", text], script, cache: cache)
        let frames = terminal.lineEnds.dropFirst(TerminalProbe.sampleCount)
        #expect(frames.count >= 40)
        #expect(frames.allSatisfy { $0 == 9 }, "\(Array(frames))")
        #expect(terminal.unknownClusters.isEmpty, "\(terminal.unknownClusters)")

        // The same terminal measured as generic: the frames would jitter.
        let generic = try ScriptedTerminal([marqueePath, "--terminal", "generic", "-w", "9", "--frames", "40", "-i", "0.005",
                                            "--always", "--", text], script: script)
        #expect(generic.run() == 0)
        #expect(generic.lineEnds.contains { $0 != 9 })
    }

    @Test func noAnswerIsAutoQuietlyAndCachesNothing() throws {
        let cache = cacheDirectory()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let started = Date()
        var script = ScriptedTerminal.Script(version: "Probed(1.0)", drawnWidths: TerminalProbeTests.drawn)
        script.answersCursor = false
        let terminal = try run(["--explain"], script, cache: cache)
        #expect(Date().timeIntervalSince(started) < 1.5)
        #expect(terminal.text.hasSuffix("generic: no variable names the terminal\r\n"), "\(terminal.text)")
        #expect((try? FileManager.default.contentsOfDirectory(atPath: cache + "/marquee")) ?? [] == [])
    }

    /// Fourteen reports 30 ms apart miss the 200 ms limit: `auto`, quietly; the reports
    /// that come later are read and dropped, never shown nor left for the shell.
    @Test func lateAnswersAreAutoAndSwallowed() throws {
        let cache = cacheDirectory()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        var script = ScriptedTerminal.Script(version: "Probed(1.0)", drawnWidths: TerminalProbeTests.drawn)
        script.cursorDelay = 0.03
        let shell = "XDG_CACHE_HOME=\(cache) \"$0\" --terminal probe -w 10 --frames 40 -i 0.02 abc; "
            + "stty -icanon min 0 time 3; printf 'KEYS<%s>' \"$(dd bs=64 count=1 2>/dev/null)\""
        let terminal = try ScriptedTerminal(["/bin/sh", "-c", shell, marqueePath], script: script)
        #expect(terminal.run() == 0)
        #expect(terminal.text.contains("KEYS<>"), "\(terminal.text.debugDescription)")
        #expect(!terminal.text.contains("R\u{1B}[") && !terminal.text.contains(";3R"), "no report shown")
        #expect((try? FileManager.default.contentsOfDirectory(atPath: cache + "/marquee")) ?? [] == [])
    }

    @Test func aTerminalWithoutAVersionIsProbedButNotCached() throws {
        let cache = cacheDirectory()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let terminal = try run(["--explain"], .init(drawnWidths: TerminalProbeTests.drawn), cache: cache)
        #expect(terminal.text.contains("(measured now, not cached)"), "\(terminal.text)")
    }

    @Test func aDamagedCacheIsMeasuredAgain() throws {
        let cache = cacheDirectory()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        try FileManager.default.createDirectory(atPath: cache + "/marquee", withIntermediateDirectories: true)
        try "marquee probe 1\nvs16 99\n".write(toFile: cache + "/marquee/probe-xterm-256color-Probed_1.0_", atomically: true, encoding: .utf8)
        let terminal = try run(["--explain"], .init(version: "Probed(1.0)", drawnWidths: TerminalProbeTests.drawn), cache: cache)
        #expect(terminal.text.contains("(measured now, cached in"), "\(terminal.text)")
    }

    @Test func nothingIsProbedForOnceFrameLinesOrAStatusBar() throws {
        for arguments in [["--once", "-w", "5", "x"], ["--frame", "0", "-w", "5", "x"], ["--lines", "--frames", "1", "-w", "5", "x"],
                          ["-F", "polybar", "--frames", "1", "-w", "5", "x"]] {
            let terminal = try run(arguments, .init(version: "Probed(1.0)", drawnWidths: TerminalProbeTests.drawn),
                                   cache: "/nonexistent")
            #expect(terminal.cursorRequests == 0 && !terminal.text.contains("\u{1B}[>q"), "\(arguments)")
        }
    }
}
