import Foundation
import Testing

/// marquee over a slow link, end to end (issue 37; docs/terminals.md, "Questions asked"
/// and "The conversation"): a real tmux 3.3a pane, in raw mode as under ssh, carries
/// bytes to a shell on a far pseudo-terminal and back, each byte held back 150 ms or
/// 1 s (`SlowLink`). The far side has `TERM=tmux-256color` and no `TMUX`, so marquee
/// asks, and tmux itself answers: XTVERSION `tmux 3.3a`, DA2, DA1 and, for the probe,
/// cursor reports; it does not answer DECRQM 2027. The answers come 2 × the delay after
/// the questions, well after the first frame's 100 ms, and for a short run after its
/// last frame: every way out must wait for what is owed, so that no answer is echoed in
/// the pane or read by the shell after marquee.
///
/// SlowTerminalTests play the terminal with a script; these check the same promises
/// against a real terminal and a real line discipline, with the delay on the keys too.
/// Each test has a link of its own, with a fresh XDG_CACHE_HOME: a cache could let a
/// start ask nothing, and then there would be nothing to check.
@Suite(.serialized, .needs(.tmux)) struct TmuxSlowLinkTests {
    /// One run of marquee over a link.
    struct Run: CustomTestStringConvertible, Sendable {
        let name: String
        let arguments: [String]
        let delay: TimeInterval

        var testDescription: String { "\(name) over a link of \(Int(delay * 1000)) ms" }
    }

    static let text = "a ticker over a slow link"
    /// Ends (4 frames, 0.2 s) before the answers are back over either link (0.3 s and
    /// 2 s after the questions): only the way out's wait keeps them from the shell.
    static let short = ["--frames", "4", "-w", "20", "-i", "0.05", "--", text]
    /// Outlasts the answers of the 150 ms link: they are heard in mid-run.
    static let long = ["--timeout", "3", "-w", "20", "--", text]
    /// Two rounds owed: the questions, and the probe's samples with their cursor
    /// reports. Its 20 frames (2.5 s at the default interval) outlast even the 1 s link's
    /// round trip (2.0 s): its answers come in mid-run, and are heard there.
    static let probe = ["--terminal", "probe", "--frames", "20", "-w", "20", "--", text]
    static let explain = ["--explain"]

    /// Without the delay (the sanity case: the checks themselves pass where nothing is
    /// late), every length over 150 ms, and two over 1 s, whose runs take about 8 s each
    /// (`--explain` is the third, below). Against marquee before the conversation
    /// (bdc8532) every case over a slow link but the run of 3 s and the 1 s probe fails:
    /// answers echoed and read by the shell; with the way out's cap at 2 s (add74c6),
    /// below the 1 s link's round trip of 2.0 s, the short run over 1 s fails.
    static let runs: [Run] = [
        Run(name: "a short run", arguments: short, delay: 0),
        Run(name: "a short run", arguments: short, delay: 0.15),
        Run(name: "a run of 3 s", arguments: long, delay: 0.15),
        Run(name: "the probe", arguments: probe, delay: 0.15),
        Run(name: "a short run", arguments: short, delay: 1),
        Run(name: "the probe", arguments: probe, delay: 1),
    ]

    static let delays: [TimeInterval] = [0, 0.15, 1]

    /// What an answer echoed by the far terminal looks like in the pane, or what is left
    /// of it there: DECRQM's `?2027;0$y` (tmux 3.3a does not answer it, but a leak of
    /// another terminal's would show), XTVERSION's `>|tmux 3.3a`, DA2's `>84;0;0c`,
    /// DA1's `?1;2c`, and `^[`, an ESC echoed (ECHOCTL). Cursor reports are a pattern.
    static let answerTraces = ["2027", ">|tmux", "84;0;0c", "?1;2c", "^["]

    /// Lines of the screen that hold a trace of an answer.
    static func traces(in lines: [String]) -> [String] {
        lines.filter { line in
            answerTraces.contains { line.contains($0) } || line.contains(#/[0-9]+;[0-9]+R/#)
        }
    }

    static func quoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// What the shell reads after marquee, and marquee's status. The read waits long
    /// enough for an answer still on the way when marquee ended (at most two crossings
    /// of the link after its last question) to arrive, with a second to spare, and prints
    /// what it got in `%q`, so that an ESC is shown as `\E` and not obeyed by tmux.
    static func commandLine(_ arguments: [String], delay: TimeInterval) -> String {
        let marquee = ([marqueePath] + arguments).map(quoted).joined(separator: " ")
        let wait = String(format: "%.2f", 2 + 2 * delay)
        return "\(marquee); s=$?; read -t \(wait) -r -n 200 x; printf 'READ<%q> STATUS<%s>\\n' \"$x\" \"$s\""
    }

    /// The lines the shell printed after marquee: an answer echoed while the shell read
    /// it stands before `READ<` on its line. The typed command line (after the prompt)
    /// names `READ<` too.
    static func readLines(_ screen: [String]) -> [String] {
        screen.filter { !$0.hasPrefix("$ ") && $0.contains("READ<") }
    }

    /// What a run over `link` left: the screen once the shell has printed what it read
    /// and shown its prompt again, and the seconds from typing the line to then.
    static func run(_ arguments: [String], over link: SlowLink) throws -> (screen: [String], seconds: TimeInterval) {
        let started = Date()
        try link.type(commandLine(arguments, delay: link.delay))
        // Typed (delay), echoed (delay), marquee's run and its way out (at most the
        // run's length and the wait's cap), the read (2 + 2 × delay), printed (delay).
        let ended = try link.server.waitFor(timeout: 20 + 6 * link.delay) {
            let screen = try link.screen()
            return !readLines(screen).isEmpty && screen.last?.hasPrefix("$") == true
        }
        let seconds = Date().timeIntervalSince(started)
        // Anything typed at the new prompt would come with it or right after it.
        usleep(300_000)
        let screen = try link.screen()
        #expect(ended, "the shell never printed what it read (\(seconds) s); the pane shows \(screen)")
        return (screen, seconds)
    }

    /// The promises of "Nothing reaches the shell": the shell reads nothing after
    /// marquee, nothing is echoed in the pane, nothing is typed at the next prompt, and
    /// marquee ended with 0. `shown` leaves out what marquee printed on purpose.
    static func expectNothingReachedTheShell(_ screen: [String], shown: [String], seconds: TimeInterval) {
        let read = readLines(screen)
        #expect(read == ["READ<''> STATUS<0>"], "the shell read \(read) (\(seconds) s); the pane shows \(screen)")
        #expect(traces(in: shown).isEmpty,
                "answers shown in the pane: \(traces(in: shown)) (\(seconds) s); the pane shows \(screen)")
        #expect(screen.last == "$", "typed at the prompt after marquee: \(screen.last ?? "") (\(seconds) s)")
    }

    /// The link itself, so the others check what they mean to: a line typed in the pane
    /// takes two crossings (its keys in, the shell's output back), the far terminal has
    /// the pane's size, and the far shell has `TERM` but none of tmux's variables.
    @Test(arguments: delays)
    func theLinkHoldsEachByteBackAndCarriesTheSizeAndTERMButNotTMUX(_ delay: TimeInterval) throws {
        let link = try SlowLink(delay: delay)
        let started = Date()
        try link.type("stty size; printf 'ENV<%s|%s|%s>\\n' \"$TERM\" \"${TMUX-unset}\" \"${TERM_PROGRAM-unset}\"")
        let size = "\(link.rows) \(link.columns)"
        let came = try link.server.waitFor(timeout: 5 + 2 * delay) { try link.screen().contains(size) }
        let seconds = Date().timeIntervalSince(started)
        _ = try link.server.waitFor(timeout: 2) { try link.screen().contains { $0.hasPrefix("ENV<") } }
        let screen = try link.screen()
        #expect(came, "the far terminal's size: \(screen)")
        #expect(seconds >= 2 * delay * 0.95, "a line's output came \(seconds) s after it was typed")
        #expect(seconds < 2 * delay + 1.5, "a line's output came \(seconds) s after it was typed")
        #expect(screen.contains("ENV<tmux-256color|unset|unset>"), "\(screen)")
    }

    /// The way out waits for the rounds still owed, and drops what comes: after the run
    /// the shell reads nothing, and nothing was echoed.
    @Test(arguments: runs)
    func noAnswerShowsInThePaneOrIsLeftForTheShell(_ run: Run) throws {
        let link = try SlowLink(delay: run.delay)
        let (screen, seconds) = try TmuxSlowLinkTests.run(run.arguments, over: link)
        TmuxSlowLinkTests.expectNothingReachedTheShell(screen, shown: screen, seconds: seconds)
    }

    /// `--explain` has no frame to draw: it waits for the answers (within the way out's
    /// bound) and says what they decide. `TERM=tmux-256color` alone names tmux but not
    /// its version, so `tmux-3.3` says XTVERSION's answer came in time.
    @Test(arguments: delays)
    func explainNamesTmux33OnceTheAnswersAreIn(_ delay: TimeInterval) throws {
        let link = try SlowLink(delay: delay)
        let (screen, seconds) = try TmuxSlowLinkTests.run(TmuxSlowLinkTests.explain, over: link)
        // The explanation names DECRQM 2027 and tmux 3.3a itself: not a trace.
        let explanation = screen.filter { $0.contains(#/^[a-z][a-z0-9.-]*: /#) }
        #expect(explanation.count == 1 && explanation.first?.hasPrefix("tmux-3.3: ") == true,
                "--explain said \(explanation) (\(seconds) s); the pane shows \(screen)")
        TmuxSlowLinkTests.expectNothingReachedTheShell(screen, shown: screen.filter { !explanation.contains($0) },
                                                       seconds: seconds)
    }
}
