import Testing
@testable import MarqueeCore
@testable import TerminalWidth

/// When the terminal choice asks tmux for its server options `codepoint-widths` and
/// `variation-selector-always-wide` (docs/terminals.md; TmuxWidthOptionsTests reads and
/// measures with them).
@Suite struct TmuxServerOptionsDecisionTests {
    struct AskCase: CustomStringConvertible, Sendable {
        let description: String
        let arguments: [String]
        let variables: TerminalVariables
        let tmuxSays: String?
        let asks: Bool
    }

    static let pane36: TerminalVariables = ["TMUX": "/tmp/tmux-0/default,1,0", "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.6"]

    static let askCases: [AskCase] = [
        AskCase(description: "inside tmux 3.6 a frame asks", arguments: ["--frame", "0"], variables: pane36, tmuxSays: nil, asks: true),
        AskCase(description: "inside tmux 3.7c an animation asks", arguments: [],
                variables: pane36.merging(["TERM_PROGRAM_VERSION": "3.7c"]), tmuxSays: nil, asks: true),
        AskCase(description: "inside tmux 3.5a nothing is asked", arguments: ["--once"],
                variables: pane36.merging(["TERM_PROGRAM_VERSION": "3.5a"]), tmuxSays: nil, asks: false),
        AskCase(description: "-F tmux asks a tmux 3.6 that -V named", arguments: ["-F", "tmux", "--once"], variables: [:],
                tmuxSays: "tmux 3.6\n", asks: true),
        AskCase(description: "-F tmux asks nothing of a tmux 3.3a", arguments: ["-F", "tmux", "--once"], variables: [:],
                tmuxSays: "tmux 3.3a\n", asks: false),
        AskCase(description: "-F tmux asks nothing when no tmux answered", arguments: ["-F", "tmux"], variables: [:],
                tmuxSays: nil, asks: false),
        AskCase(description: "a named profile asks nothing", arguments: ["--terminal", "tmux-3.6"], variables: pane36,
                tmuxSays: nil, asks: false),
        AskCase(description: "MARQUEE_TERMINAL asks nothing", arguments: [],
                variables: pane36.merging(["MARQUEE_TERMINAL": "tmux-3.7"]), tmuxSays: nil, asks: false),
        AskCase(description: "TERM_PROGRAM=tmux without TMUX is not inside a server", arguments: [],
                variables: ["TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.6"], tmuxSays: nil, asks: false),
        AskCase(description: "another status bar inside tmux asks nothing", arguments: ["-F", "polybar"], variables: pane36,
                tmuxSays: nil, asks: false),
    ]

    @Test(arguments: askCases)
    func asksTheServerOnlyWhenItDraws(_ example: AskCase) throws {
        var environment = Environment()
        environment.terminalVariables = example.variables
        let parsed = try ArgumentParser.parse(example.arguments + ["--", "x"])
        // Asked at most once: `ScriptedChoice` fails on a question asked again.
        let asked = try ScriptedChoice(tmuxSays: example.tmuxSays,
                                       serverOptions: TmuxWidthOptions(codepointWidths: "", variationSelectorAlwaysWide: "on"))
            .run(parsed, in: environment).asked
        #expect(asked.contains(.tmuxServerOptions) == example.asks, "\(asked)")
    }
}
