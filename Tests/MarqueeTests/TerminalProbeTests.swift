import Foundation
import MarqueeCore
import TerminalWidth
import Testing

/// `--terminal probe` against a scripted terminal (issue 16, docs/terminals.md): the samples are
/// measured by cursor position reports, the switches follow, the result is cached by
/// XTVERSION and TERM, and a terminal that does not answer leaves `auto`, quietly.
@Suite(.serialized) struct TerminalProbeTests {
    /// A terminal with older tables and no emoji sequences, as many are: VS16 does not
    /// widen, ZWJ and skin-tone sequences are their parts, emoji from 15.0 on are one
    /// column, a lone regional indicator one.
    static let drawn: [String: Int] = {
        var drawn: [String: Int] = [
            "\u{2764}\u{FE0F}": 1, "\u{231A}\u{FE0E}": 2, "1\u{FE0F}\u{20E3}": 1,
            "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}": 6, "\u{1F44D}\u{1F3FD}": 4, "\u{1F1EF}\u{1F1F5}": 2,
            "\u{1F1E6}": 1, "\u{1F6D6}": 2, "\u{1F6DD}": 2, "\u{1F6DC}": 1, "\u{1FA89}": 1, "\u{1F6D8}": 1, "\u{1F6D9}": 1,
            "\u{1FAE8}": 1, "\u{1F468}": 2, "\u{1F469}": 2, "\u{1F467}": 2, "\u{1F44D}": 2, "\u{1F3FD}": 2,
            // The samples of issue 27, by the same rules: each code point at its own width.
            "\u{2764}\u{FE0F}\u{200D}\u{1F525}": 3, "x\u{200D}": 1, "x\u{E0067}": 1,
            "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}": 2, "\u{270D}\u{1F3FB}": 3,
            "\u{2630}": 1, "\u{4DC0}": 2, "\u{1100}\u{1161}": 2, "x\u{1161}": 1, "\u{0915}\u{093F}": 2,
            // Issue 38's: 1 + 2 + 0 + 1 + 0; a flag and one more indicator, 1 each; KA and SSA.
            "\u{1F575}\u{1F3FB}\u{200D}\u{2642}\u{FE0F}": 4, "\u{1F1EF}\u{1F1F5}\u{1F1E6}": 3,
            "\u{0915}\u{094D}\u{0937}": 2,
        ]
        drawn[TerminalProbe.samples.first { $0.key == "emoji-12.0" }!.cluster] = 2
        drawn[TerminalProbe.samples.first { $0.key == "zwj-newer" }!.cluster] = 3
        return drawn
    }()

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
        // The probe's file; the terminal's own memory (docs/terminals.md, "Memory") is beside it.
        let names = try FileManager.default.contentsOfDirectory(atPath: cache + "/marquee").filter { $0.hasPrefix("probe-") }
        #expect(names.count == 1 && names[0].hasPrefix("probe-xterm-256color-Probed_1.0_-"), "\(names)")
        let file = cache + "/marquee/" + (names.first ?? "")
        #expect(first.text.contains("probe: the terminal measured by cursor position reports (measured now, cached in \(file))"),
                "\(first.text)")
        #expect(first.cursorRequests == TerminalProbe.sampleCount + 1, "one at the start and one per sample")
        #expect(first.unknownClusters.isEmpty, "\(first.unknownClusters)")
        #expect(first.text.contains("\r\u{1B}[K\u{1B}[c"), "the samples are erased")
        let cached = try String(contentsOfFile: file, encoding: .utf8)
        #expect(cached.hasPrefix("marquee probe 3\nvs16 1\nvs15 2\nkeycap 1\nzwj 6\n"), "\(cached)")
        #expect(cached.contains("\nskin-tone 4\n") && cached.contains("\nflag 2\nlone-regional-indicator 1\n")
                && cached.contains("\nemoji-14.0 2\nemoji-15.0 1\n"), "\(cached)")

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
        #expect(terminal.text.contains("\u{1B}[cgeneric: no variable names the terminal"), "\(terminal.text)")
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: cache + "/marquee")) ?? []).filter { $0.hasPrefix("probe-") }
            == [], "no probe cached; the terminal's answers are remembered apart")
    }

    /// Reports 30 ms apart miss the first frame's 100 ms: the first frames are `auto`'s;
    /// the reports are still read while the ticker runs (docs/terminals.md, "The
    /// conversation"), their measurement is used and cached once they are in, and none is
    /// shown nor left for the shell.
    @Test func lateReportsAreReadWhileTheTickerRunsAndNeverShown() throws {
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
        let cached = ((try? FileManager.default.contentsOfDirectory(atPath: cache + "/marquee")) ?? []).filter { $0.hasPrefix("probe-") }
        #expect(cached.count == 1 && cached[0].hasPrefix("probe-"), "measured late, and cached: \(cached)")
    }

    /// Regression: reports that came after the probe's limit reached the shell as typed
    /// text when the run ended before they had all come (`--frames 3`; seen under load,
    /// answers a byte at a time). The way out now waits for the probe's round until its
    /// own DA1 answer (docs/terminals.md, "The conversation").
    @Test func lateReportsOfAShortRunNeverReachTheShell() throws {
        let cache = cacheDirectory()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        var script = ScriptedTerminal.Script(graphemeMode: 4, drawnWidths: TerminalProbeTests.drawn)
        // 28 reports 9 ms apart: the last ones come after the first frame's 100 ms and
        // after the run's three frames, within what the way out waits.
        script.cursorDelay = 0.009
        let shell = "XDG_CACHE_HOME=\(cache) \"$0\" -w 10 --frames 3 -i 0.01 abc; "
            + "stty -icanon min 0 time 3; printf 'KEYS<%s>' \"$(dd bs=64 count=1 2>/dev/null)\""
        let terminal = try ScriptedTerminal(["/bin/sh", "-c", shell, marqueePath], script: script)
        #expect(terminal.run() == 0)
        #expect(terminal.cursorRequests == TerminalProbe.sampleCount + 1, "auto probed")
        #expect(terminal.text.contains("KEYS<>"), "\(terminal.text.debugDescription)")
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
        let name = try #require(TerminalProbe.cacheName(["TERM": "xterm-256color"],
                                                        TerminalAnswers(version: "Probed(1.0)", answered: true)))
        try "marquee probe 3\nvs16 99\n".write(toFile: cache + "/marquee/" + name, atomically: true, encoding: .utf8)
        let terminal = try run(["--explain"], .init(version: "Probed(1.0)", drawnWidths: TerminalProbeTests.drawn), cache: cache)
        #expect(terminal.text.contains("(measured now, cached in"), "\(terminal.text)")
    }

    /// A terminal that no variable names, that answers XTVERSION with a name marquee does
    /// not know, and that draws by a combination of rules no profile has: its emoji tables
    /// end at 14.0, VS16 widens, a ZWJ takes a column of its own (the parts side by side,
    /// each widened), a skin tone is absorbed without widening its base, a lone regional
    /// indicator is one column, Unicode 16's trigrams are one column. The widths are
    /// worked out by hand from those rules.
    static let newterm: [String: Int] = {
        var drawn: [String: Int] = [
            "\u{2764}\u{FE0F}": 2, "\u{231A}\u{FE0E}": 2, "1\u{FE0F}\u{20E3}": 2,
            "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}": 8,     // 2 + 1 + 2 + 1 + 2
            "\u{2764}\u{FE0F}\u{200D}\u{1F525}": 5,                 // (1 + 1) + 1 + 2
            "x\u{200D}": 2, "x\u{E0067}": 1,
            "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}": 2,
            "\u{1F44D}\u{1F3FD}": 2, "\u{270D}\u{1F3FB}": 1, "\u{1F3FD}": 2,
            "\u{1F1EF}\u{1F1F5}": 2, "\u{1F1E6}": 1,
            "\u{2630}": 1, "\u{4DC0}": 2,
            "\u{1100}\u{1161}": 2, "x\u{1161}": 1, "\u{0915}\u{093F}": 2,
            "\u{1FAE8}": 1,                                          // shaking face, 15.0
            "\u{1F575}\u{1F3FB}\u{200D}\u{2642}\u{FE0F}": 4,          // 1 + 0 + 1 + (1 + 1)
            "\u{1F1EF}\u{1F1F5}\u{1F1E6}": 3, "\u{0915}\u{094D}\u{0937}": 2,
        ]
        // The first emoji of each version from 12.0: known up to 14.0.
        for sample in TerminalProbe.samples where sample.key.hasPrefix("emoji-") {
            drawn[sample.cluster] = ["emoji-12.0", "emoji-13.0", "emoji-14.0"].contains(sample.key) ? 2 : 1
        }
        // The grinning face, a ZWJ and the newest emoji: 2 + 1 + 1.
        drawn[TerminalProbe.samples.first { $0.key == "zwj-newer" }!.cluster] = 4
        return drawn
    }()

    @Test func autoProbesATerminalNothingKnowsAndTheNextStartReadsTheCache() throws {
        let cache = cacheDirectory()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let script = ScriptedTerminal.Script(version: "Newterm(2.1)", drawnWidths: TerminalProbeTests.newterm)
        let text = "a\u{2764}\u{FE0F}\u{200D}\u{1F525}b\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}c\u{270D}\u{1F3FB}d"
            + "\u{1F44D}\u{1F3FD}e\u{1F1E6}f\u{2630}g\u{1FAE8}h\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}i"
        let arguments = [marqueePath, "-w", "11", "--frames", "60", "-i", "0.005", "--always", "--", text]
        let first = try ScriptedTerminal(arguments, script: script, environment: ["XDG_CACHE_HOME": cache])
        #expect(first.run() == 0)
        #expect(first.cursorRequests == TerminalProbe.sampleCount + 1, "auto probed")
        let frames = first.lineEnds.dropFirst(TerminalProbe.sampleCount)
        #expect(frames.count >= 60)
        #expect(frames.allSatisfy { $0 == 11 }, "\(Array(frames))")
        #expect(first.unknownClusters.isEmpty, "\(first.unknownClusters)")
        let files = try FileManager.default.contentsOfDirectory(atPath: cache + "/marquee").filter { $0.hasPrefix("probe-") }
        #expect(files.count == 1 && files[0].hasPrefix("probe-xterm-256color-Newterm_2.1_-"), "\(files)")

        let second = try ScriptedTerminal(arguments, script: script, environment: ["XDG_CACHE_HOME": cache])
        #expect(second.run() == 0)
        #expect(second.cursorRequests == 0, "read from the cache: no sample written")
        #expect(!second.text.contains("\u{2630}\u{1B}[6n"))
        #expect(second.lineEnds.count >= 60 && second.lineEnds.allSatisfy { $0 == 11 }, "\(second.lineEnds)")

        let explained = try ScriptedTerminal([marqueePath, "--explain"], script: script, environment: ["XDG_CACHE_HOME": cache])
        #expect(explained.run() == 0)
        #expect(explained.text.contains("probe: generic: no variable names the terminal; XTVERSION says Newterm(2.1), "
                                        + "a name no profile has; DECRQM 2027: no reply; answers asked now (round trip "),
                "\(explained.text)")
        #expect(explained.text.contains(" ms); the terminal measured by cursor position reports (read from \(cache)/marquee/probe-"),
                "\(explained.text)")

        // What auto decided before, as generic: frames that end elsewhere.
        let generic = try ScriptedTerminal([marqueePath, "--terminal", "generic"] + arguments.dropFirst(), script: script)
        #expect(generic.run() == 0)
        #expect(generic.lineEnds.contains { $0 != 11 }, "\(generic.lineEnds)")
    }

    /// A profile `auto` guessed from a name and a release (kitty 0.26.5 by XTVERSION,
    /// Konsole by `KONSOLE_VERSION`) is checked by the probe once: the first start probes,
    /// the next reads the result. One exact by the C library's release (xterm) is never
    /// probed (docs/terminals.md, "The probe").
    @Test func autoChecksAGuessOnceAndNeverProbesAnExactProfile() throws {
        let cache = cacheDirectory()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        for (script, environment, checked) in [
            (ScriptedTerminal.Script(version: "kitty(0.26.5)", drawnWidths: TerminalProbeTests.newterm), [String: String](), true),
            (ScriptedTerminal.Script(version: "XTerm(379)", drawnWidths: TerminalProbeTests.newterm), [:], false),
            (ScriptedTerminal.Script(drawnWidths: TerminalProbeTests.newterm), ["KONSOLE_VERSION": "221203"], true),
        ] {
            for start in 1...2 {
                let terminal = try ScriptedTerminal([marqueePath, "-w", "5", "--frames", "2", "-i", "0.005", "abc"],
                                                    script: script,
                                                    environment: environment.merging(["XDG_CACHE_HOME": cache]) { $1 })
                #expect(terminal.run() == 0)
                let probed = checked && start == 1
                #expect(terminal.cursorRequests == (probed ? TerminalProbe.sampleCount + 1 : 0),
                        "start \(start): \(String(describing: script.version)) \(environment)")
            }
        }
    }

    /// A terminal that names itself kitty 0.41.1 but draws its samples as kitty 0.26
    /// does, and the other way round (a distribution's build): `auto` guesses by the
    /// release, the probe checks, and `--explain` ends with the profile the samples show,
    /// saying where they differed. The next start reads the result.
    @Test(arguments: [("kitty(0.41.1)", "kitty-0.41", "kitty-0.26"), ("kitty(0.26.5)", "kitty-0.26", "kitty-0.41")])
    func aTerminalThatDrawsAsAnotherReleaseEndsWithThatReleasesProfile(_ version: String, _ guess: String,
                                                                       _ drawnAs: String) throws {
        let cache = cacheDirectory()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let profile = try #require(TerminalProfile.named(drawnAs))
        var drawn: [String: Int] = [:]
        for sample in TerminalProbe.samples { drawn[sample.cluster] = TerminalWidth.columns(sample.cluster, profile: profile) }
        let script = ScriptedTerminal.Script(version: version, drawnWidths: drawn)
        for start in 1...2 {
            let terminal = try ScriptedTerminal([marqueePath, "--explain"], script: script,
                                                environment: ["XDG_CACHE_HOME": cache, "TERM": "xterm-kitty"])
            #expect(terminal.run() == 0)
            #expect(terminal.text.contains("\(drawnAs): the probe's samples differ from \(guess) ("), "\(terminal.text)")
            #expect(terminal.text.contains(start == 1 ? "(measured now, cached in " : "(read from "), "\(terminal.text)")
            #expect(terminal.cursorRequests == (start == 1 ? TerminalProbe.sampleCount + 1 : 0))
        }
    }

    /// A terminal in grapheme cluster mode that knows an older Unicode: its samples as
    /// Debian 13's foot 1.21.0 drew them (as the Unicode Core rules do, but for these
    /// twelve, each from `--explain` in the real foot). `auto` guesses `unicode-core` by
    /// mode 2027, the probe checks, and the run ends with the same rules over the emoji
    /// to 15.0; the next start reads the result and asks for no sample.
    @Test func aTerminalInGraphemeModeWithAnOlderUnicodeEndsWithTheRulesOverIt() throws {
        let cache = cacheDirectory()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let foot121: [String: Int] = [
            "vs15": 1, "zwj-newer": 3, "skin-tone-on-text": 2, "lone-regional-indicator": 1,
            "flag-then-regional-indicator": 3, "trigram": 1, "hexagram": 1, "jamo-vowel": 2, "indic-conjunct": 2,
            "emoji-16.0": 1, "emoji-17.0": 1, "emoji-18.0": 1,
        ]
        var drawn: [String: Int] = [:]
        for sample in TerminalProbe.samples {
            drawn[sample.cluster] = foot121[sample.key] ?? TerminalWidth.columns(sample.cluster, profile: .unicodeCore)
        }
        let script = ScriptedTerminal.Script(graphemeMode: 1, version: "foot(1.21.0)", drawnWidths: drawn)
        for start in 1...2 {
            let terminal = try ScriptedTerminal([marqueePath, "--explain"], script: script,
                                                environment: ["XDG_CACHE_HOME": cache, "TERM": "foot"])
            #expect(terminal.run() == 0)
            #expect(terminal.text.contains("unicode-core-15.0: the probe's samples differ from unicode-core (vs15 1 not 2, "),
                    "\(terminal.text)")
            #expect(terminal.text.contains("fit the Terminal Unicode Core rules over the emoji to 15.0 ("), "\(terminal.text)")
            #expect(terminal.text.contains(start == 1 ? "(measured now, cached in " : "(read from "), "\(terminal.text)")
            #expect(terminal.cursorRequests == (start == 1 ? TerminalProbe.sampleCount + 1 : 0))
        }
    }

    /// The man page and docs/terminals.md say how many samples are drawn.
    @Test func theDocumentationCountsTheSamples() throws {
        for path in ["man/marquee.1", "docs/terminals.md"] {
            let text = try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
            #expect(text.contains("draws \(TerminalProbe.sampleCount) sample"), "\(path)")
        }
    }

    @Test func nothingIsProbedForOnceFrameLinesOrAStatusBar() throws {
        // With a cache nobody can write, a prompt's frame has no probe's result to read.
        for arguments in [["--once", "-w", "5", "x"], ["--frame", "0", "-w", "5", "x"], ["--lines", "--frames", "1", "-w", "5", "x"],
                          ["-F", "polybar", "--frames", "1", "-w", "5", "x"]] {
            let terminal = try run(arguments, .init(version: "Probed(1.0)", drawnWidths: TerminalProbeTests.drawn),
                                   cache: "/dev/null/no-cache")
            #expect(terminal.cursorRequests == 0, "\(arguments)")
            // A prompt's frame asks the terminal what it is (docs/terminals.md, "Prompts");
            // the others ask nothing.
            let asks = arguments.contains("--once") || arguments.contains("--frame")
            #expect(terminal.text.contains("\u{1B}[>q") == asks, "\(arguments)")
        }
    }
}
