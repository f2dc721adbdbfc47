import Testing
@testable import TerminalWidth

/// `auto` (docs/terminals.md) decides from the environment alone, multiplexers first.
@Suite struct TerminalDetectionTests {
    struct Case: CustomStringConvertible, Sendable {
        let description: String
        let variables: TerminalVariables
        let profile: String?
        let reasonMentions: String
    }

    static let cases: [Case] = [
        Case(description: "nothing set is generic", variables: [:], profile: nil,
             reasonMentions: "no variable"),
        // Issue 37: over ssh TMUX and STY stay behind; TERM travels.
        Case(description: "a TERM that names tmux is tmux of a version to be asked", variables: ["TERM": "tmux-256color"],
             profile: nil, reasonMentions: "TERM=tmux-256color names tmux; tmux's version unknown"),
        Case(description: "a TERM that names screen is screen", variables: ["TERM": "screen.xterm-256color"],
             profile: "screen", reasonMentions: "TERM=screen.xterm-256color names GNU screen"),
        Case(description: "a TERM that names tmux beats a terminal's variable", variables: ["TERM": "tmux",
             "XTERM_VERSION": "XTerm(379)"], profile: nil, reasonMentions: "TERM=tmux names tmux"),
        Case(description: "a TERM that merely starts like screen names no multiplexer", variables: ["TERM": "screenish"],
             profile: nil, reasonMentions: "no variable"),
        Case(description: "tmux inside kitty is not kitty", variables: ["TMUX": "/tmp/tmux-0/default,1,0",
             "KITTY_WINDOW_ID": "1", "TERM": "tmux-256color", "TERM_PROGRAM": "tmux"],
             profile: nil, reasonMentions: "tmux's version unknown"),
        Case(description: "TERM_PROGRAM=tmux alone is tmux", variables: ["TERM_PROGRAM": "tmux"],
             profile: nil, reasonMentions: "tmux's version unknown"),
        Case(description: "tmux 3.3a is tmux-3.3", variables: ["TMUX": "/tmp/tmux-0/default,1,0",
             "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.3a", "KITTY_WINDOW_ID": "1"],
             profile: "tmux-3.3", reasonMentions: "TERM_PROGRAM_VERSION=3.3a"),
        Case(description: "tmux 3.3 without a letter is tmux-3.3", variables: ["TMUX": "/tmp/tmux-0/default,1,0",
             "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.3"], profile: "tmux-3.3", reasonMentions: "inside tmux"),
        Case(description: "a later 3.3 release is tmux-3.3", variables: ["TERM_PROGRAM": "tmux",
             "TERM_PROGRAM_VERSION": "3.3.9"], profile: "tmux-3.3", reasonMentions: "TERM_PROGRAM=tmux"),
        Case(description: "tmux 3.4 is tmux-3.4", variables: ["TMUX": "/tmp/tmux-0/default,1,0",
             "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.4"], profile: "tmux-3.4", reasonMentions: "TERM_PROGRAM_VERSION=3.4"),
        Case(description: "tmux 3.6b is tmux-3.6a", variables: ["TMUX": "/tmp/tmux-0/default,1,0",
             "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.6b"], profile: "tmux-3.6a", reasonMentions: "inside tmux"),
        Case(description: "a tmux newer than any model is the newest", variables: ["TMUX": "/tmp/tmux-0/default,1,0",
             "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "4.0"], profile: "tmux-3.7", reasonMentions: "inside tmux"),
        Case(description: "tmux 3.2a is older than any model", variables: ["TMUX": "/tmp/tmux-0/default,1,0",
             "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.2a"], profile: nil, reasonMentions: "TERM_PROGRAM_VERSION=3.2a); tmux 3.2a: not modelled"),
        Case(description: "tmux next-3.7 is not a release", variables: ["TERM_PROGRAM": "tmux",
             "TERM_PROGRAM_VERSION": "next-3.7"], profile: nil, reasonMentions: "tmux next-3.7: not modelled"),
        Case(description: "inside tmux, another program's version is not tmux's",
             variables: ["TMUX": "/tmp/tmux-0/default,1,0", "TERM_PROGRAM": "vscode", "TERM_PROGRAM_VERSION": "3.3"],
             profile: nil, reasonMentions: "(TMUX is set); tmux's version unknown"),
        Case(description: "screen inside xterm is screen, not xterm", variables: ["STY": "123.pts-0.host",
             "XTERM_VERSION": "XTerm(379)", "TERM": "screen"], profile: "screen", reasonMentions: "STY is set"),
        Case(description: "an empty STY is not screen", variables: ["STY": "", "XTERM_VERSION": "XTerm(379)"],
             profile: "xterm", reasonMentions: "XTERM_VERSION"),
        Case(description: "tmux inside screen is tmux", variables: ["STY": "123.pts-0.host",
             "TMUX": "/tmp/tmux-0/default,1,0", "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.3a"],
             profile: "tmux-3.3", reasonMentions: "inside tmux"),
        Case(description: "zellij hides the outer terminal", variables: ["ZELLIJ": "0", "WEZTERM_PANE": "3"],
             profile: nil, reasonMentions: "zellij"),
        Case(description: "PuTTY's TERM=xterm names no terminal", variables: ["TERM": "xterm"],
             profile: nil, reasonMentions: "no variable"),
        Case(description: "xterm-256color names no terminal", variables: ["TERM": "xterm-256color"],
             profile: nil, reasonMentions: "no variable"),
        Case(description: "xterm-kitty names kitty", variables: ["TERM": "xterm-kitty"],
             profile: "kitty", reasonMentions: "TERM=xterm-kitty"),
        Case(description: "TERM_PROGRAM beats the terminal's own variables",
             variables: ["TERM_PROGRAM": "WezTerm", "KITTY_WINDOW_ID": "1"],
             profile: "wezterm", reasonMentions: "TERM_PROGRAM"),
        Case(description: "iTerm.app is iterm2", variables: ["TERM_PROGRAM": "iTerm.app"],
             profile: "iterm2", reasonMentions: "TERM_PROGRAM"),
        Case(description: "an unknown TERM_PROGRAM falls through to the variables",
             variables: ["TERM_PROGRAM": "something", "VTE_VERSION": "7600", "TERM": "xterm-256color"],
             profile: "vte", reasonMentions: "VTE_VERSION"),
        Case(description: "XTERM_VERSION names xterm", variables: ["XTERM_VERSION": "XTerm(379)", "TERM": "xterm"],
             profile: "xterm", reasonMentions: "XTERM_VERSION"),
        Case(description: "the terminal's own variable beats TERM", variables: ["KONSOLE_VERSION": "230804",
             "TERM": "st-256color"], profile: "konsole", reasonMentions: "KONSOLE_VERSION"),
        Case(description: "st-256color names st, drawn as st 0.9 whatever its release", variables: ["TERM": "st-256color"],
             profile: "st-0.9", reasonMentions: "st: TERM=st-256color"),
        Case(description: "an empty TMUX is not tmux", variables: ["TMUX": "", "GHOSTTY_RESOURCES_DIR": "/usr/share/ghostty"],
             profile: "ghostty", reasonMentions: "GHOSTTY_RESOURCES_DIR"),
    ]

    @Test(arguments: cases)
    func decides(_ example: Case) {
        let decision = TerminalDetection.decide(example.variables)
        #expect(decision.profile?.name == example.profile)
        #expect(decision.reason.contains(example.reasonMentions), "\(decision.reason)")
    }

    /// Issue 37: a tmux pane over ssh says `TERM=tmux-256color` (or `screen`, tmux's old
    /// default); XTVERSION then says which tmux, and that a `screen` is a tmux.
    @Test(arguments: ["tmux-256color", "screen", "screen-256color"])
    func aMultiplexerNamedByTERMIsToldApartByXTVERSION(_ term: String) {
        let decision = TerminalDetection.decide(["TERM": term], answers: TerminalAnswers(version: "tmux 3.3a", answered: true))
        #expect(decision.profile?.name == "tmux-3.3", "\(decision.reason)")
        #expect(decision.reason.contains("TERM=\(term)") && decision.reason.contains("XTVERSION says tmux 3.3a"),
                "\(decision.reason)")
        #expect(!decision.reason.contains("unknown"), "XTVERSION settled what the environment left open: \(decision.reason)")
        #expect(TerminalDetection.wantsVersion(after: TerminalDetection.decide(["TERM": term])))
        let screen = TerminalDetection.decide(["TERM": "screen"], answers: TerminalAnswers(answered: true))
        #expect(screen.profile?.name == "screen", "GNU screen does not answer XTVERSION")
    }

    @Test func everyOwnVariableNamesAKnownProfile() {
        for (variable, terminal) in TerminalDetection.ownVariables {
            #expect(TerminalProfile(named: terminal) != nil, "\(variable)")
        }
    }
}
