import Testing
@testable import MarqueeCore
@testable import TerminalWidth

/// Which profile `auto` picks for a terminal's release (docs/terminals.md, "Releases"):
/// the release from the terminal's own variable, XTVERSION or DA2, as Debian 12's
/// terminals gave them (Data/terminals/answers-debian-12.txt), and the boundary each
/// terminal's changelog gives.
@Suite struct TerminalReleaseTests {
    private func choice(_ variables: TerminalVariables, _ answers: TerminalAnswers? = nil) throws -> TerminalChoice {
        var environment = Environment()
        environment.standardInputIsTerminal = true
        environment.standardOutputIsTerminal = true
        environment.terminalVariables = variables
        return try ScriptedChoice(terminalAnswers: answers).run(ArgumentParser.parse(["x"]), in: environment).choice
    }

    @Test func versionsCompareByTheirParts() throws {
        #expect(TerminalVersion("0.26.5")! < TerminalVersion([0, 42]))
        #expect(TerminalVersion("0.42")! == TerminalVersion("0.42.0")!)
        #expect(TerminalVersion("1.13.1")! < TerminalVersion("1.14")!)
        #expect(TerminalVersion("20240203-110809-5046fc22")?.parts == [20240203])
        #expect(TerminalVersion("3.9.0 (build)")?.parts == [3, 9, 0])
        #expect(TerminalVersion("v1.2") == nil)
        #expect(TerminalVersion("") == nil)
        #expect(TerminalVersion(packed: 221203, partsAfterFirst: 2).parts == [22, 12, 3])
        #expect(TerminalVersion(packed: 11301, partsAfterFirst: 2).description == "1.13.1")
    }

    struct Case: CustomStringConvertible, Sendable {
        let description: String
        let variables: TerminalVariables
        var answers: TerminalAnswers?
        let profile: String?
        let reasonMentions: String
    }

    static let cases: [Case] = [
        Case(description: "Konsole 22.12.3 by KONSOLE_VERSION", variables: ["KONSOLE_VERSION": "221203", "TERM": "xterm-256color"],
             profile: "konsole-22.12", reasonMentions: "konsole 22.12.3 (KONSOLE_VERSION=221203), before 23.8: Konsole 23.08"),
        Case(description: "Konsole 23.08.4 is past the boundary", variables: ["KONSOLE_VERSION": "230804"],
             profile: "konsole", reasonMentions: "konsole 23.8.4 (KONSOLE_VERSION=230804): its newest profile"),
        Case(description: "mlterm 3.9.0 by MLTERM", variables: ["MLTERM": "3.9.0", "TERM": "mlterm"],
             profile: "mlterm-3.9", reasonMentions: "MLTERM=3.9.0"),
        Case(description: "mlterm 3.9.4 is past the boundary", variables: ["MLTERM": "3.9.4"],
             profile: "mlterm", reasonMentions: "its newest profile"),
        Case(description: "kitty 0.26.5 by XTVERSION", variables: ["KITTY_WINDOW_ID": "1", "TERM": "xterm-kitty"],
             answers: TerminalAnswers(graphemeMode: 0, version: "kitty(0.26.5)", secondaryAttributes: [1, 4000, 26], answered: true),
             profile: "kitty-0.26", reasonMentions: "kitty 0.26.5 (XTVERSION says kitty(0.26.5))"),
        Case(description: "kitty 0.26 by DA2 alone", variables: ["KITTY_WINDOW_ID": "1"],
             answers: TerminalAnswers(secondaryAttributes: [1, 4000, 26], answered: true),
             profile: "kitty-0.26", reasonMentions: "DA2 says >1;4000;26c"),
        Case(description: "kitty 0.41.1, Debian 13's, has a profile of its own", variables: ["KITTY_WINDOW_ID": "1"],
             answers: TerminalAnswers(graphemeMode: 0, version: "kitty(0.41.1)", secondaryAttributes: [1, 4000, 41], answered: true),
             profile: "kitty-0.41", reasonMentions: "kitty 0.41.1 (XTVERSION says kitty(0.41.1)), before 0.42"),
        Case(description: "kitty 0.40 is taken to draw as 0.26", variables: ["KITTY_WINDOW_ID": "1"],
             answers: TerminalAnswers(secondaryAttributes: [1, 4000, 40], answered: true),
             profile: "kitty-0.26", reasonMentions: "before 0.41"),
        Case(description: "kitty 0.42 draws otherwise", variables: ["KITTY_WINDOW_ID": "1"],
             answers: TerminalAnswers(version: "kitty(0.42.0)", answered: true), profile: "kitty",
             reasonMentions: "its newest profile"),
        Case(description: "kitty with no version is the newest", variables: ["KITTY_WINDOW_ID": "1"],
             answers: TerminalAnswers(answered: true), profile: "kitty", reasonMentions: "kitty: KITTY_WINDOW_ID is set"),
        Case(description: "foot 1.13.1 by DA2", variables: ["TERM": "foot"],
             answers: TerminalAnswers(graphemeMode: 0, secondaryAttributes: [1, 11301, 0], answered: true),
             profile: "foot-1.13", reasonMentions: "foot 1.13.1 (DA2 says >1;11301;0c)"),
        Case(description: "foot named by XTVERSION alone", variables: [:],
             answers: TerminalAnswers(version: "foot(1.13.1)", secondaryAttributes: [1, 11301, 0], answered: true),
             profile: "foot-1.13", reasonMentions: "foot: XTVERSION says foot(1.13.1)"),
        Case(description: "foot 1.16 is past the boundary", variables: ["TERM": "foot"],
             answers: TerminalAnswers(version: "foot(1.16.2)", answered: true), profile: "foot", reasonMentions: "foot 1.16.2"),
        Case(description: "Alacritty 0.11 by its library's DA2", variables: ["ALACRITTY_WINDOW_ID": "2097159", "TERM": "alacritty"],
             answers: TerminalAnswers(secondaryAttributes: [0, 1700, 1], answered: true),
             profile: "alacritty-0.11", reasonMentions: "alacritty alacritty_terminal 0.17.0 (DA2 says >0;1700;1c), before alacritty_terminal 0.20"),
        Case(description: "Alacritty 0.15 (alacritty_terminal 0.25) is Debian 13's", variables: ["ALACRITTY_WINDOW_ID": "1"],
             answers: TerminalAnswers(secondaryAttributes: [0, 2500, 1], answered: true), profile: "alacritty-0.15",
             reasonMentions: "alacritty alacritty_terminal 0.25.0 (DA2 says >0;2500;1c), before alacritty_terminal 0.26"),
        Case(description: "Alacritty 0.17 (alacritty_terminal 0.26) is past the boundary", variables: ["ALACRITTY_WINDOW_ID": "1"],
             answers: TerminalAnswers(secondaryAttributes: [0, 2600, 1], answered: true), profile: "alacritty",
             reasonMentions: "its newest profile"),
        Case(description: "Konsole by XTVERSION", variables: [:],
             answers: TerminalAnswers(version: "Konsole 22.12.3", answered: true), profile: "konsole-22.12",
             reasonMentions: "XTVERSION says Konsole 22.12.3"),
        Case(description: "urxvt is urxvt-9.30 whatever its release", variables: ["TERM": "rxvt-unicode-256color"],
             profile: "urxvt-9.30", reasonMentions: "urxvt, every release draws alike: rxvt-unicode draws by wcwidth()"),
        Case(description: "st is st-0.9 whatever its release", variables: ["TERM": "st-256color"],
             profile: "st-0.9", reasonMentions: "st-0.9: st: TERM=st-256color; st, every release draws alike"),
        Case(description: "VTE's release is said, and decides nothing", variables: ["VTE_VERSION": "7006"],
             profile: "vte", reasonMentions: "vte: VTE_VERSION is set; vte 0.70.6 (VTE_VERSION=7006)"),
        Case(description: "TERM_PROGRAM_VERSION gives the named terminal's release",
             variables: ["TERM_PROGRAM": "WezTerm", "TERM_PROGRAM_VERSION": "20240203-110809-5046fc22"],
             profile: "wezterm", reasonMentions: "wezterm 20240203 (TERM_PROGRAM_VERSION=20240203-110809-5046fc22)"),
        Case(description: "DA2 is read as the named terminal's only", variables: ["TERM_PROGRAM": "WezTerm"],
             answers: TerminalAnswers(secondaryAttributes: [1, 4000, 26], answered: true), profile: "wezterm",
             reasonMentions: "TERM_PROGRAM=WezTerm"),
        Case(description: "a kitty DA2 from a terminal named foot is not kitty's", variables: ["TERM": "foot"],
             answers: TerminalAnswers(secondaryAttributes: [0, 1700, 1], answered: true), profile: "foot",
             reasonMentions: "foot: TERM=foot"),
    ]

    @Test(arguments: cases)
    func picksTheReleasesProfile(_ example: Case) throws {
        let chosen = try choice(example.variables, example.answers)
        #expect(chosen.profile?.name == example.profile, "\(chosen.explanation)")
        #expect(chosen.explanation.contains(example.reasonMentions), "\(chosen.explanation)")
    }

    /// XTVERSION and DA2 are asked where the environment named no terminal, or one whose
    /// release decides its profile but not that release; not where it gave both.
    @Test func asksTheVersionOnlyWhereItDecides() throws {
        var environment = Environment()
        environment.standardInputIsTerminal = true
        environment.standardOutputIsTerminal = true
        let parsed = try ArgumentParser.parse(["x"])
        for (variables, asks) in [([:], true), (["KITTY_WINDOW_ID": "1"], true), (["TERM": "foot"], true),
                                  (["ALACRITTY_WINDOW_ID": "1"], true), (["KONSOLE_VERSION": "221203"], false),
                                  (["MLTERM": "3.9.0"], false), (["TERM": "st-256color"], false),
                                  (["TERM_PROGRAM": "WezTerm"], false), (["VTE_VERSION": "7006"], false)]
                as [(TerminalVariables, Bool)] {
            environment.terminalVariables = variables
            let query = try #require(TerminalQuery.plan(parsed, in: environment))
            #expect(query.asksVersion == asks, "\(variables)")
            let bytes = String(decoding: query.bytes, as: UTF8.self)
            #expect(bytes == (asks ? "\u{1B}[?2027$p\u{1B}[>q\u{1B}[>c\u{1B}[c" : "\u{1B}[?2027$p\u{1B}[c"), "\(variables)")
        }
    }

    /// Every boundary names a measured profile, and the measured profile comes before it.
    @Test func everyBoundaryNamesAProfile() throws {
        for boundary in TerminalReleases.boundaries {
            #expect(TerminalProfile(named: boundary.measured) != nil, "\(boundary.measured)")
            #expect(TerminalProfile(named: boundary.terminal) != nil, "\(boundary.terminal)")
            #expect(!boundary.changedBy.isEmpty)
        }
    }
}
