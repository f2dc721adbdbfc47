import Testing
@testable import MarqueeCore
@testable import TerminalWidth

/// `--terminal`, `MARQUEE_TERMINAL` and the formats (docs/terminals.md).
@Suite struct TerminalChoiceTests {
    func environment(_ variables: TerminalVariables) -> Environment {
        var environment = Environment()
        environment.terminalVariables = variables
        return environment
    }

    @Test func theOptionBeatsTheVariableAndBothBeatAuto() throws {
        let both = try settings(["--terminal", "xterm"], environment: environment(
            ["MARQUEE_TERMINAL": "kitty", "KONSOLE_VERSION": "1"]))
        #expect(both.text.widths.profile?.name == "xterm")
        let variable = try settings([], environment: environment(["MARQUEE_TERMINAL": "kitty", "KONSOLE_VERSION": "1"]))
        #expect(variable.text.widths.profile?.name == "kitty")
        #expect(try TerminalChoice(resolving: ArgumentParser.parse(["x"]), in: environment(["MARQUEE_TERMINAL": "kitty"]))
            .explanation == "kitty: MARQUEE_TERMINAL")
        // KONSOLE_VERSION=1 is release 0.0.1: older than any boundary, so the measured one.
        let auto = try settings([], environment: environment(["KONSOLE_VERSION": "1"]))
        #expect(auto.text.widths.profile?.name == "konsole-22.12")
        #expect(auto.text.widths.profile?.name == "konsole-22.12")
    }

    @Test func genericIsNoProfile() throws {
        let chosen = try settings(["--terminal", "generic"], environment: environment(["XTERM_VERSION": "1"]))
        #expect(chosen.text.widths.profile == nil)
        #expect(chosen.text.widths == DisplayWidth())
    }

    @Test func aBadVariableIsAUsageErrorNamingIt() {
        #expect(throws: UsageError.invalidValue("MARQUEE_TERMINAL",
                                                expected: "auto, generic or a terminal's name (see --help)",
                                                got: "vt100")) {
            try settings([], environment: environment(["MARQUEE_TERMINAL": "vt100"]))
        }
    }

    @Test(arguments: ["polybar", "lemonbar", "xmobar", "pango", "json", "tmux"])
    func statusBarFormatsMeasureGenericUnlessAProfileIsGiven(_ format: String) throws {
        let inKitty = environment(["KITTY_WINDOW_ID": "1"])
        #expect(try settings(["-F", format], environment: inKitty).text.widths.profile == nil)
        #expect(try settings(["-F", format, "--terminal", "vte"], environment: inKitty).text.widths.profile?.name == "vte")
    }

    @Test(arguments: ["ansi", "plain", "bash", "zsh"])
    func terminalFormatsFollowAuto(_ format: String) throws {
        #expect(try settings(["-F", format], environment: environment(["KITTY_WINDOW_ID": "1"])).text.widths.profile?.name == "kitty")
    }

    @Test func everyAliasAndNameIsAProfile() {
        for name in TerminalProfile.terminalNames {
            #expect(TerminalProfile(named: name) != nil, "\(name)")
        }
        #expect(TerminalProfile(named: "putty")?.name == "pterm")
        #expect(TerminalProfile(named: "tmux") == nil)
    }
}
