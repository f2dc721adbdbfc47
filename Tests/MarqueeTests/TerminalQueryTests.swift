import Foundation
import Testing

/// Grapheme cluster mode 2027 and XTVERSION, asked of a scripted terminal (issue 19,
/// docs/terminals.md): what marquee decides from each answer, that every frame then ends
/// exactly at column W as a terminal measuring by the Terminal Unicode Core rules sees
/// it, that a mode marquee set is reset on every way out, and that keys typed during
/// the question reach the shell.
@Suite(.serialized) struct TerminalQueryTests {
    /// Clusters that the Unicode Core rules and the generic widths measure apart.
    static let text = "ab क्ष 👨‍👩‍👧 नि ❤️ e\u{301} 漢字 👍🏽 🇯🇵 1️⃣ cd"
    static let query = "\u{1B}[?2027$p\u{1B}[>q\u{1B}[>c\u{1B}[c"

    private func explain(_ script: ScriptedTerminal.Script, environment: [String: String] = [:]) throws -> String {
        let terminal = try ScriptedTerminal([marqueePath, "--explain"], script: script, environment: environment)
        #expect(terminal.run() == 0)
        return terminal.text
    }

    private func ticker(_ script: ScriptedTerminal.Script, width: Int = 13, frames: Int = 40) throws -> ScriptedTerminal {
        let terminal = try ScriptedTerminal(
            [marqueePath, "-w", "\(width)", "--frames", "\(frames)", "-i", "0.005", "--always", "--", TerminalQueryTests.text],
            script: script)
        #expect(terminal.run() == 0)
        return terminal
    }

    @Test(arguments: [(1, "the terminal has grapheme cluster mode 2027 on"),
                      (3, "the terminal has grapheme cluster mode 2027 on"),
                      (2, "grapheme cluster mode 2027 set by marquee")])
    func aTerminalThatMeasuresClustersIsMeasuredByTheUnicodeCoreRules(_ reply: Int, _ said: String) throws {
        let output = try explain(.init(graphemeMode: reply))
        #expect(output.hasPrefix(TerminalQueryTests.query), "the query goes out in one piece first")
        #expect(output.contains("unicode-core: \(said) (DECRQM 2027: reply \(reply)"), "\(output)")
    }

    @Test(arguments: [0, 4])
    func otherRepliesLeaveTheDecisionToTheEnvironmentAndXTVERSION(_ reply: Int) throws {
        let output = try explain(.init(graphemeMode: reply, version: "XTerm(379)"))
        #expect(output.contains("xterm: XTVERSION says XTerm(379); DECRQM 2027: reply \(reply)"), "\(output)")
    }

    @Test func theEnvironmentNamesTheTerminalWithoutXTVERSIONButDECRQMIsStillAsked() throws {
        let output = try explain(.init(graphemeMode: 3), environment: ["TERM_PROGRAM": "WezTerm"])
        #expect(output.hasPrefix("\u{1B}[?2027$p\u{1B}[c"), "no XTVERSION when TERM_PROGRAM names the terminal")
        #expect(output.contains("unicode-core: the terminal has grapheme cluster mode 2027 on"), "\(output)")
    }

    /// kitty 0.26.5's DA1 answer has an empty last parameter: it ends the answers, and
    /// XTVERSION's name counts (before, the wait ran out and nothing was heard).
    @Test func kittysAttributesAnswerEndsTheAnswers() throws {
        let output = try explain(.init(version: "kitty(0.26.5)", attributes: "\u{1B}[?62;c"))
        #expect(output.contains("kitty-0.26: kitty: XTVERSION says kitty(0.26.5); kitty 0.26.5"), "\(output)")
        // Had the answer not ended the wait, DECRQM's silence would read "no answer from
        // the terminal" (a wall-clock bound would flake under ASan and load).
        #expect(output.contains("DECRQM 2027: no reply"), "\(output)")
        #expect(!output.contains("no answer from the terminal"), "\(output)")
    }

    /// kitty 0.26.5 as Debian 12 runs it: KITTY_WINDOW_ID names kitty but not its release,
    /// so XTVERSION and DA2 are asked in the same write, and its answers pick kitty-0.26.
    @Test func kittyNamedByItsVariableIsAskedItsRelease() throws {
        let script = ScriptedTerminal.Script(graphemeMode: 0, version: "kitty(0.26.5)",
                                             secondaryAttributes: "\u{1B}[>1;4000;26c", attributes: "\u{1B}[?62;c")
        let output = try explain(script, environment: ["KITTY_WINDOW_ID": "1", "TERM": "xterm-kitty"])
        #expect(output.hasPrefix("\u{1B}[?2027$p\u{1B}[>q\u{1B}[>c\u{1B}[c"), "one write asks all of it")
        #expect(output.contains("kitty-0.26: kitty: KITTY_WINDOW_ID is set; kitty 0.26.5 (XTVERSION says kitty(0.26.5))"),
                "\(output)")
        // foot 1.13.1 names no version but in DA2 when XTVERSION is not answered.
        let foot = try explain(.init(graphemeMode: 0, secondaryAttributes: "\u{1B}[>1;011301;0c", attributes: "\u{1B}[?62;4;22c"),
                               environment: ["TERM": "foot"])
        #expect(foot.contains("foot-1.13: foot: TERM=foot; foot 1.13.1 (DA2 says >1;11301;0c)"), "\(foot)")
    }

    /// `--explain` has no frame to draw: it waits for the answers as the way out does,
    /// at most 3 s where nothing ever came (docs/terminals.md, "The conversation").
    @Test func noAnswerFallsBackWithinTheWayOutsBound() throws {
        let started = Date()
        let output = try explain(.init(answersAttributes: false))
        #expect(Date().timeIntervalSince(started) < 3.5)
        #expect(output.contains("generic: no variable names the terminal; no answer from the terminal\r\n"), "\(output)")
    }

    @Test func aNamedProfileAndNonTerminalRunsAskNothing() throws {
        // `--once` and `--frame` ask, for a prompt (PromptMemoryTests); `--lines` and a status
        // bar's format never do: a status bar draws the frame.
        for arguments in [["--terminal", "kitty", "--explain"], ["--terminal", "kitty", "--once", "-w", "5", "x"],
                          ["--lines", "--frames", "2", "-w", "5", "x"], ["-F", "polybar", "--frames", "1", "-w", "5", "x"],
                          ["-F", "tmux", "--once", "-w", "5", "x"]] {
            let terminal = try ScriptedTerminal([marqueePath] + arguments, script: .init(graphemeMode: 2))
            #expect(terminal.run() == 0)
            #expect(!terminal.text.contains("\u{1B}[?2027$p"), "\(arguments): \(terminal.text)")
        }
    }

    @Test(arguments: [1, 2, 3])
    func everyFrameEndsAtColumnWWhereClustersAreMeasuredAsCells(_ reply: Int) throws {
        let terminal = try ticker(.init(graphemeMode: reply))
        #expect(terminal.unknownClusters.isEmpty, "\(terminal.unknownClusters)")
        #expect(terminal.lineEnds.count >= 40)
        #expect(terminal.lineEnds.allSatisfy { $0 == 13 }, "\(terminal.lineEnds)")
    }

    @Test func theMeasureCatchesATerminalThatWasNotAsked() throws {
        var script = ScriptedTerminal.Script(graphemeMode: 4)
        script.alwaysMeasuresByUnicodeCore = true
        let terminal = try ticker(script)
        #expect(terminal.lineEnds.contains { $0 != 13 }, "generic widths must miss a Unicode Core terminal somewhere")
    }

    @Test func theModeIsSetOnlyWhenMarqueeMaySetIt() throws {
        for reply in [0, 1, 3, 4] {
            let terminal = try ticker(.init(graphemeMode: reply), frames: 2)
            #expect(terminal.graphemeModeChanges.isEmpty, "reply \(reply): \(terminal.graphemeModeChanges)")
        }
        let setting = try ticker(.init(graphemeMode: 2), frames: 2)
        #expect(setting.graphemeModeChanges == ["h", "l"])
        #expect(setting.text.hasSuffix("\u{1B}[?2027l" + "\u{1B}]8;;\u{1B}\\\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\r\n"))
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP, SIGSEGV, SIGQUIT])
    func aModeMarqueeSetIsResetOnEveryWayOut(_ signal: Int32) throws {
        let terminal = try ScriptedTerminal([marqueePath, "-w", "10", "-i", "0.05", "--", TerminalQueryTests.text],
                                            script: .init(graphemeMode: 2))
        terminal.run(timeout: 5) { $0.graphemeModeChanges == ["h"] && $0.lineEnds.count >= 2 }
        terminal.send(signal: signal)
        let status = terminal.run(timeout: 5)
        #expect(status == 128 + signal)
        #expect(terminal.graphemeModeChanges == ["h", "l"], "signal \(signal): \(terminal.graphemeModeChanges)")
    }

    @Test func ctrlZGivesTheModeBackAndTheRunTakesItAgain() throws {
        let terminal = try ScriptedTerminal([marqueePath, "-w", "10", "-i", "0.05", "--", TerminalQueryTests.text],
                                            script: .init(graphemeMode: 2))
        terminal.run(timeout: 5) { $0.graphemeModeChanges == ["h"] && $0.lineEnds.count >= 2 }
        terminal.send(signal: SIGTSTP)
        terminal.run(timeout: 5) { $0.graphemeModeChanges.count >= 2 }
        terminal.send(signal: SIGCONT)
        terminal.run(timeout: 5) { $0.graphemeModeChanges.count >= 3 }
        terminal.send(signal: SIGTERM)
        #expect(terminal.run(timeout: 5) == 128 + SIGTERM)
        // SIGCONT takes the terminal again whoever stopped the process, so after Ctrl-Z
        // the takeover may come twice: setting a set mode again changes nothing. (Here
        // the process group is orphaned, so the kernel does not even stop it.)
        let changes = terminal.graphemeModeChanges.enumerated()
            .filter { $0.offset == 0 || terminal.graphemeModeChanges[$0.offset - 1] != $0.element }.map(\.element)
        #expect(changes == ["h", "l", "h", "l"], "\(terminal.graphemeModeChanges)")
    }

    /// The shell that ran marquee reads the keys afterwards.
    private func keysAfterwards(_ script: ScriptedTerminal.Script, frames: Int = 3) throws -> (ScriptedTerminal, String) {
        let shell = "\"$0\" -w 10 --frames \(frames) -i 0.01 abc; stty -icanon min 0 time 3; "
            + "printf 'KEYS<%s>' \"$(dd bs=64 count=1 2>/dev/null)\""
        let terminal = try ScriptedTerminal(["/bin/sh", "-c", shell, marqueePath], script: script)
        #expect(terminal.run() == 0)
        let text = terminal.text
        guard let start = text.range(of: "KEYS<"), let end = text.range(of: ">", range: start.upperBound..<text.endIndex)
        else { return (terminal, "") }
        return (terminal, String(text[start.upperBound..<end.lowerBound]))
    }

    @Test func keysTypedDuringTheQueryReachTheShell() throws {
        let (terminal, keys) = try keysAfterwards(.init(graphemeMode: 4, keysBefore: Array("ls".utf8),
                                                        keysBetween: Array("\u{1B}[A-l".utf8), splitsAnswers: true))
        #expect(keys == "ls\u{1B}[A-l", "keys in order, an arrow key among them: \(terminal.text.debugDescription)")
        #expect(!terminal.text.contains("2027;4"), "no answer is shown")
    }

    /// The answer comes 300 ms late, while the ticker still runs (600 ms): it counts from
    /// the next frame on, so the mode is set then, and reset on the way out.
    @Test func aLateAnswerCountsInMidRunAndTheKeysStillReachTheShell() throws {
        let (terminal, keys) = try keysAfterwards(.init(graphemeMode: 2, version: "XTerm(379)", keysBefore: Array("x".utf8),
                                                        delay: 0.3), frames: 60)
        #expect(keys == "x", "\(terminal.text.debugDescription)")
        #expect(!terminal.text.contains("2027;2"), "the late answer is neither shown nor typed")
        #expect(!terminal.text.contains("XTerm"))
        #expect(terminal.graphemeModeChanges == ["h", "l"], "set in mid-run, reset on the way out")
    }

    @Test func garbageAndAnEndlessStreamEndTheWaitAndStayBounded() throws {
        let (_, keys) = try keysAfterwards(.init(graphemeMode: 4, garbage: Array("\u{1B}[?2027;9;9$y\u{1B}P$r\u{1B}\\z".utf8)))
        #expect(keys == "\u{1B}[?2027;9;9$y\u{1B}P$r\u{1B}\\z", "what is no answer of ours is a key")
        let flood = try ScriptedTerminal([marqueePath, "--explain"],
                                         script: .init(answersAttributes: false, garbage: [UInt8](repeating: 0x1B, count: 200_000)))
        #expect(flood.run(timeout: 5) == 0)
        #expect(flood.text.contains("no answer from the terminal\r\n"), "\(flood.text.suffix(200))")
    }
}
