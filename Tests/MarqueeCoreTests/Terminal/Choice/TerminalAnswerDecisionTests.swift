import Testing
@testable import MarqueeCore
@testable import TerminalWidth

/// What `auto` makes of a terminal's answers (docs/terminals.md, "Detection"), and when it asks.
@Suite struct TerminalAnswerDecisionTests {
    private func choice(_ answers: TerminalAnswers?, variables: TerminalVariables = [:],
                        arguments: [String] = ["x"]) throws -> TerminalChoice {
        var environment = Environment()
        environment.standardInputIsTerminal = true
        environment.standardOutputIsTerminal = true
        environment.terminalVariables = variables
        return try ScriptedChoice(terminalAnswers: answers).run(ArgumentParser.parse(arguments), in: environment).choice
    }

    @Test(arguments: [(1, false), (2, true), (3, false)])
    func graphemeModeWinsOverTheEnvironment(_ mode: Int, _ sets: Bool) throws {
        let chosen = try choice(TerminalAnswers(graphemeMode: mode, answered: true), variables: ["TERM_PROGRAM": "WezTerm"])
        #expect(chosen.profile?.name == "unicode-core")
        #expect(chosen.setsGraphemeMode == sets)
        #expect(chosen.explanation.contains("reply \(mode)"))
    }

    @Test(arguments: [0, 4, nil] as [Int?])
    func otherwiseTheEnvironmentThenXTVERSIONDecides(_ mode: Int?) throws {
        let named = try choice(TerminalAnswers(graphemeMode: mode, version: "XTerm(379)", answered: true),
                               variables: ["KITTY_WINDOW_ID": "1"])
        #expect(named.profile?.name == "kitty")
        #expect(!named.setsGraphemeMode)
        let asked = try choice(TerminalAnswers(graphemeMode: mode, version: "XTerm(379)", answered: true))
        #expect(asked.profile?.name == "xterm")
        #expect(asked.explanation.hasPrefix("xterm: XTVERSION says XTerm(379); DECRQM 2027: "))
    }

    @Test func aNamedProfileIgnoresAnswers() throws {
        let chosen = try choice(TerminalAnswers(graphemeMode: 2, answered: true), arguments: ["--terminal", "vte", "x"])
        #expect(chosen.profile?.name == "vte")
        #expect(!chosen.setsGraphemeMode)
    }

    @Test(arguments: [("XTerm(379)", "xterm"), ("kitty(0.39.1)", "kitty"), ("WezTerm 20240203-110809-5046fc22", "wezterm"),
                      ("foot(1.25.0)", "foot"), ("ghostty 1.2.0", "ghostty"), ("tmux 3.3a", "tmux-3.3")])
    func xtversionNamesAProfile(_ said: String, _ profile: String) {
        #expect(TerminalDetection.decide(version: said)?.profile?.name == profile)
    }

    @Test(arguments: ["", "(1)", "NoSuchTerminal(1.0)", "tmux", "tmux x"])
    func unknownXTVERSIONDecidesNothing(_ said: String) {
        #expect(TerminalDetection.decide(version: said) == nil)
    }

    @Test func onlyAutoOnATerminalAsks() throws {
        var terminal = Environment()
        terminal.standardInputIsTerminal = true
        terminal.standardOutputIsTerminal = true
        #expect(TerminalQuery.plan(try ArgumentParser.parse(["x"]), in: terminal) == TerminalQuery(asksVersion: true))
        #expect(TerminalQuery.plan(try ArgumentParser.parse(["--explain"]), in: terminal) != nil)
        for arguments in [["--lines", "x"], ["-F", "tmux", "x"], ["-F", "tmux", "--once", "x"],
                          ["--terminal", "xterm", "x"], ["--terminal", "generic", "x"], ["--terminal", "xterm", "--once", "x"]] {
            #expect(TerminalQuery.plan(try ArgumentParser.parse(arguments), in: terminal) == nil, "\(arguments)")
        }
        // A prompt's frame asks through the controlling terminal, whatever standard input
        // is (docs/terminals.md, "Prompts"); the shell finds none for a status bar's job.
        var textFromAFile = terminal
        textFromAFile.standardInputIsTerminal = false
        textFromAFile.standardOutputIsTerminal = false
        for arguments in [["--once", "x"], ["--frame", "1", "x"], ["--once", "-F", "bash", "x"]] {
            for environment in [terminal, textFromAFile] {
                #expect(TerminalQuery.plan(try ArgumentParser.parse(arguments), in: environment)?.throughControllingTerminal
                        == true, "\(arguments)")
            }
        }
        var named = terminal
        named.terminalVariables = ["VTE_VERSION": "7600"]
        #expect(TerminalQuery.plan(try ArgumentParser.parse(["x"]), in: named) == TerminalQuery(asksVersion: false))
        var variable = terminal
        variable.terminalVariables = ["MARQUEE_TERMINAL": "kitty"]
        #expect(TerminalQuery.plan(try ArgumentParser.parse(["x"]), in: variable) == nil)
        var pipe = terminal
        pipe.standardInputIsTerminal = false
        #expect(TerminalQuery.plan(try ArgumentParser.parse(["x"]), in: pipe) == nil)
    }

    @Test func theQueryIsOneWriteWithDA1Last() {
        #expect(TerminalQuery(asksVersion: true).bytes == Array("\u{1B}[?2027$p\u{1B}[>q\u{1B}[>c\u{1B}[c".utf8))
        #expect(TerminalQuery(asksVersion: false).bytes == Array("\u{1B}[?2027$p\u{1B}[c".utf8))
    }
}
