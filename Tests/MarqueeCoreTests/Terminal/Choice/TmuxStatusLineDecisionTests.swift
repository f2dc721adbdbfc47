import Testing
@testable import MarqueeCore
@testable import TerminalWidth

/// `--format tmux` with `auto` measures as the tmux that draws the status line (docs/terminals.md,
/// issue 16): its version from TERM_PROGRAM_VERSION, else from `tmux -V`.
@Suite struct TmuxStatusLineDecisionTests {
    struct Case: CustomStringConvertible, Sendable {
        let description: String
        let variables: TerminalVariables
        let tmuxSays: String?
        let profile: String?
        let reason: String
    }

    static let tmuxJob: TerminalVariables = ["TMUX": "/tmp/tmux-0/default,1,0", "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.3a"]

    static let cases: [Case] = [
        Case(description: "a #() job of tmux 3.3a is tmux-3.3", variables: tmuxJob, tmuxSays: nil, profile: "tmux-3.3",
             reason: "tmux-3.3: --format tmux is drawn by tmux 3.3a (TERM_PROGRAM=tmux, TERM_PROGRAM_VERSION=3.3a)"),
        Case(description: "the variables beat what tmux -V says", variables: tmuxJob, tmuxSays: "tmux 3.4\n",
             profile: "tmux-3.3", reason: "TERM_PROGRAM_VERSION=3.3a"),
        Case(description: "outside tmux, tmux -V names 3.3a", variables: ["KITTY_WINDOW_ID": "1"], tmuxSays: "tmux 3.3a\n",
             profile: "tmux-3.3", reason: "tmux-3.3: --format tmux is drawn by tmux 3.3a (`tmux -V` says tmux 3.3a)"),
        Case(description: "TMUX without TERM_PROGRAM asks tmux -V", variables: ["TMUX": "/tmp/t,1,0", "TERM_PROGRAM": "vscode",
             "TERM_PROGRAM_VERSION": "3.3"], tmuxSays: "tmux 3.3", profile: "tmux-3.3", reason: "`tmux -V` says tmux 3.3"),
        Case(description: "a later 3.3 release from tmux -V is tmux-3.3", variables: [:], tmuxSays: "tmux 3.3.9\n",
             profile: "tmux-3.3", reason: "tmux 3.3.9"),
        Case(description: "tmux 3.4 is tmux-3.4", variables: [:], tmuxSays: "tmux 3.4\n", profile: "tmux-3.4",
             reason: "tmux-3.4: --format tmux is drawn by tmux 3.4 (`tmux -V` says tmux 3.4)"),
        Case(description: "tmux 3.6b is tmux-3.6a", variables: [:], tmuxSays: "tmux 3.6b\n", profile: "tmux-3.6a",
             reason: "tmux-3.6a: --format tmux is drawn by tmux 3.6b"),
        Case(description: "a tmux newer than any model measures as the newest", variables: ["TERM_PROGRAM": "tmux",
             "TERM_PROGRAM_VERSION": "4.0"], tmuxSays: nil, profile: "tmux-3.7", reason: "drawn by tmux 4.0"),
        Case(description: "tmux 3.2a is older than any model", variables: ["TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.2a"],
             tmuxSays: nil, profile: nil, reason: "tmux 3.2a: not modelled (releases from 3.3 are)"),
        Case(description: "a development build next-3.7 is not a release", variables: [:], tmuxSays: "tmux next-3.7\n",
             profile: nil, reason: "tmux next-3.7: not modelled"),
        Case(description: "a master build is not modelled", variables: [:], tmuxSays: "tmux master\n",
             profile: nil, reason: "tmux master: not modelled"),
        Case(description: "no tmux, an error or a time-out is generic", variables: ["KITTY_WINDOW_ID": "1"], tmuxSays: nil,
             profile: nil, reason: "generic: --format tmux is drawn by tmux, whose version neither TERM_PROGRAM_VERSION nor `tmux -V` gave"),
        Case(description: "something that is not tmux's answer is generic", variables: [:], tmuxSays: "usage: tmux\n",
             profile: nil, reason: "neither TERM_PROGRAM_VERSION nor `tmux -V` gave"),
        Case(description: "an empty answer is generic", variables: [:], tmuxSays: "tmux \n",
             profile: nil, reason: "neither TERM_PROGRAM_VERSION nor `tmux -V` gave"),
        Case(description: "an empty TERM_PROGRAM_VERSION asks tmux -V", variables: ["TERM_PROGRAM": "tmux",
             "TERM_PROGRAM_VERSION": ""], tmuxSays: "tmux 3.3a", profile: "tmux-3.3", reason: "`tmux -V`"),
    ]

    @Test(arguments: cases)
    func decides(_ example: Case) {
        let decision = TerminalDetection.decideForTmuxStatusLine(example.variables, tmuxVersionOutput: example.tmuxSays)
        #expect(decision.profile?.name == example.profile)
        #expect(decision.reason.contains(example.reason), "\(decision.reason)")
    }

    func environment(_ variables: TerminalVariables) -> Environment {
        var environment = Environment()
        environment.terminalVariables = variables
        return environment
    }

    struct AskCase: CustomStringConvertible, Sendable {
        let description: String
        let arguments: [String]
        let variables: TerminalVariables
        let asks: Bool
    }

    static let askCases: [AskCase] = [
        AskCase(description: "-F tmux outside tmux asks", arguments: ["-F", "tmux"], variables: [:], asks: true),
        AskCase(description: "-F tmux with --once asks", arguments: ["-F", "tmux", "--once"], variables: [:], asks: true),
        AskCase(description: "-F tmux with --frame asks", arguments: ["-F", "tmux", "--frame", "3"], variables: [:], asks: true),
        AskCase(description: "a #() job knows its tmux's version", arguments: ["-F", "tmux"], variables: tmuxJob, asks: false),
        AskCase(description: "--terminal asks nothing", arguments: ["-F", "tmux", "--terminal", "generic"], variables: [:], asks: false),
        AskCase(description: "MARQUEE_TERMINAL asks nothing", arguments: ["-F", "tmux"],
                variables: ["MARQUEE_TERMINAL": "xterm"], asks: false),
        AskCase(description: "--terminal auto asks", arguments: ["-F", "tmux", "--terminal", "auto"],
                variables: ["MARQUEE_TERMINAL": "xterm"], asks: true),
        AskCase(description: "another format asks nothing", arguments: ["-F", "polybar"], variables: [:], asks: false),
        AskCase(description: "no format asks nothing", arguments: [], variables: [:], asks: false),
    ]

    @Test(arguments: askCases)
    func asksTmuxOnlyWhenNeeded(_ example: AskCase) throws {
        let parsed = try ArgumentParser.parse(example.arguments + ["--", "x"])
        let asked = try ScriptedChoice(tmuxSays: "tmux 3.3a\n").run(parsed, in: environment(example.variables)).asked
        #expect(asked.contains(.tmuxVersion) == example.asks, "\(asked)")
    }

    @Test(arguments: [["-F", "tmux"], ["-F", "tmux", "--once"], ["-F", "tmux", "--frame", "0"]])
    func settingsMeasureAsTheTmuxThatDraws(_ arguments: [String]) throws {
        func settings(_ arguments: [String], _ variables: TerminalVariables) throws -> Settings {
            let parsed = try ArgumentParser.parse(arguments + ["--", "x"])
            var settings = try measuredSettings(parsed, environment(variables))
            settings.measure(as: try ScriptedChoice(tmuxSays: "tmux 3.3a\n").run(parsed, in: environment(variables)).choice)
            return settings
        }
        let chosen = try settings(arguments, ["KITTY_WINDOW_ID": "1"])
        #expect(chosen.text.widths.profile?.name == "tmux-3.3")
        #expect(chosen.text.widths.profile?.name == "tmux-3.3")
        let given = try settings(arguments + ["--terminal", "generic"], [:])
        #expect(given.text.widths.profile == nil)
    }
}
