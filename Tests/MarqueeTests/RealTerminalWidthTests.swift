import Foundation
import Testing

/// Frames in the real terminals of this machine (issue 16): xterm 379 under Xvfb, GNU
/// screen 4.9 and tmux 3.3a, each started with its own environment and nothing set by
/// hand, so marquee's `auto` decides. `Scripts/measure-terminal TERMINAL --frames` runs a
/// helper inside the terminal that writes every frame of the whole corpus (every
/// fully-qualified and component line of emoji-test.txt and a curated set: CJK, combining
/// marks, Indic, flags, keycaps, VS15, VS16, skin tones, ZWJ) as one ring, at every
/// offset, and the curated words' `--frame 0` alone, 20 columns wide, and asks the
/// terminal where the cursor is after each: every frame must end at column 20.
///
/// Not under AddressSanitizer (`.ci/run`'s second pass): these check where real terminals
/// put the cursor, which the plain pass of the same run has checked; the frames they draw
/// take the code paths the faster end-to-end tests take, and under it this suite ended last
/// (CI's time limit is 20 minutes).
@Suite(.serialized, .disabled(if: ProcessInfo.processInfo.environment["MARQUEE_TESTS_UNDER_ASAN"] != nil,
                              "real terminals' cursor positions: checked by the plain pass"))
struct RealTerminalWidthTests {
    struct Terminal: CustomTestStringConvertible, Sendable {
        let name: String
        /// What `marquee --explain` must say inside it.
        let explanation: String
        /// Frames written at once, each with its cursor position request: kitty and
        /// Alacritty take up to 10 ms a report.
        var batch = 1
        /// The profile `auto` guessed from a table of the terminal's own, which the probe
        /// checks (docs/terminals.md, "The probe"); nil where the C library's release
        /// makes it exact.
        var checked: String?
        /// The account the terminal runs as when the tests run as root: cage, foot's
        /// compositor, refuses root.
        var account: String?
        var testDescription: String { name }
    }

    static let terminals = [
        Terminal(name: "xterm", explanation: "xterm: XTERM_VERSION is set; xterm 379 (XTERM_VERSION=XTerm(379))"),
        Terminal(name: "screen", explanation: "screen: inside GNU screen (STY is set)"),
        Terminal(name: "tmux", explanation: "tmux-3.3: inside tmux (TMUX is set), TERM_PROGRAM_VERSION=3.3a"),
    ]

    /// The helper's report: what `--explain` said, how many frames ended at column 20,
    /// and the frames that did not (`COLUMN HEX…`); with `auto`, also what a second start
    /// on the same pseudo-terminal said and the questions it put to the terminal.
    struct Report {
        var explained = ""
        var again = ""
        var askedAgain: [String]?
        var ok = 0
        var bad: [String] = []
    }

    private func frames(in terminal: String, step: Int, cjk: Bool = false, neighbours: Bool = false, batch: Int = 1,
                        account: String? = nil, options: [String] = []) throws -> Report {
        let script = repositoryRoot.appendingPathComponent("Scripts/measure-terminal").path
        let user = account.map { getuid() == 0 ? ["--user", $0] : [] } ?? []
        let run = try runProgram("python3", [script, terminal] + user + ["--frames", marqueePath, "--width", "20",
                                             "--step", String(step), "--batch", String(batch)] + (cjk ? ["--cjk"] : [])
                                     + (neighbours ? ["--neighbours"] : []) + ["--"] + options,
                                 timeout: 300)
        #expect(run.status == 0, "\(run.errors)")
        var report = Report()
        for line in run.lines {
            if line.hasPrefix("explain ") { report.explained = String(line.dropFirst(8)) }
            if line.hasPrefix("again ") { report.again = String(line.dropFirst(6)) }
            if line.hasPrefix("asked-again") {
                report.askedAgain = line.dropFirst(11).split(separator: " ").map(String.init)
            }
            if line.hasPrefix("ok ") { report.ok = Int(line.dropFirst(3)) ?? 0 }
            if line.hasPrefix("bad ") { report.bad.append(String(line.dropFirst(4))) }
        }
        return report
    }

    /// The first start asked the terminal (`auto`'s questions, and the probe where it
    /// checks a guess); a second start on the same terminal asked nothing and decided the
    /// same, from the memory of that terminal (docs/terminals.md, "Detection"). Its frames
    /// are the ones checked: the helper animates the ring in place after the two starts.
    private func expectRemembered(_ result: Report, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.explained.contains("; answers asked now ("), "\(result.explained)", sourceLocation: sourceLocation)
        #expect(result.again.contains("; answers remembered for this terminal in "), "\(result.again)",
                sourceLocation: sourceLocation)
        #expect(result.askedAgain == [], "the second start asked \(result.askedAgain ?? ["(no report)"])",
                sourceLocation: sourceLocation)
        let decided = { (explanation: String) in explanation.prefix { $0 != ":" } }
        #expect(decided(result.again) == decided(result.explained), "\(result.again)", sourceLocation: sourceLocation)
    }

    @Test(.needs(.python3, .xterm, .xvfb, .screen, .tmux), arguments: terminals)
    func everyFrameEndsAtColumnTwentyWithAuto(_ terminal: Terminal) throws {
        let result = try frames(in: terminal.name, step: 1)
        // With nothing set, the C library is this machine's, read from its libc.so.6; the
        // terminal was asked too (DECRQM 2027), through the relayed pseudo-terminal.
        #expect(result.explained.hasPrefix(terminal.explanation + "; DECRQM 2027: "), "\(result.explained)")
        #expect(result.explained.contains("; C library: glibc "), "\(result.explained)")
        expectRemembered(result)
        #expect(result.bad.isEmpty, "\(result.bad.count) frames end elsewhere (column, code points): \(result.bad.prefix(10))")
        #expect(result.ok > 17_000)
    }

    /// Clusters side by side (`--neighbours`: every pair of flags, lone regional
    /// indicators, skin tones and their emoji, ZWJ, ZERO WIDTH SPACE, jamo, VS16 and plain
    /// neighbours, as text has them), with no separator, so items meet too: tmux 3.3a
    /// glues a code point after a ZWJ onto the cell before even past ASCII and past code
    /// points it drops; every frame still ends at column 20.
    @Test(.needs(.python3, .tmux)) func clustersSideBySideEndAtColumnTwentyInTmux() throws {
        let result = try frames(in: "tmux", step: 1, neighbours: true, options: ["--separator", ""])
        #expect(result.bad.isEmpty, "\(result.bad.count) frames end elsewhere (column, code points): \(result.bad.prefix(10))")
        #expect(result.ok > 15_000)
    }

    /// Debian 12's other terminals that CI installs, each started with its own environment
    /// (issue 27): `auto` reads the release from the variables or from XTVERSION and DA2,
    /// asked through a pseudo-terminal relayed to the real one, and picks the profile
    /// measured in that release; every frame ends at column 20. With the terminal's newest
    /// profile (ucs-detect's, which measured later releases) many end elsewhere.
    static let debianTerminals = [
        Terminal(name: "st", explanation: "st-0.9: st: TERM=st-256color; st, every release draws alike"),
        Terminal(name: "urxvt", explanation: "urxvt-9.30: urxvt: TERM=rxvt-unicode-256color; urxvt, every release draws alike"),
        Terminal(name: "kitty", explanation: "kitty-0.26: kitty: KITTY_WINDOW_ID is set; kitty 0.26.5 (XTVERSION says kitty(0.26.5))",
                 batch: 100, checked: "kitty-0.26"),
        Terminal(name: "alacritty", explanation: "alacritty-0.11: alacritty: ALACRITTY_WINDOW_ID is set; "
                     + "alacritty alacritty_terminal 0.17.0 (DA2 says >0;1700;1c)", batch: 100, checked: "alacritty-0.11"),
        Terminal(name: "mlterm", explanation: "mlterm-3.9: mlterm: MLTERM is set; mlterm 3.9.0 (MLTERM=3.9.0)",
                 checked: "mlterm-3.9"),
        // Exact by the C library's release (its default grapheme-width-method, wcswidth,
        // before 1.14): no probe.
        Terminal(name: "foot", explanation: "foot-1.13: foot: TERM=foot; foot 1.13.1 (XTVERSION says foot(1.13.1)), "
                     + "before 1.14", account: "nobody"),
    ]

    @Test(.needs(.python3, .xvfb, .stterm, .urxvt, .kitty, .alacritty, .mlterm, .foot, .cage, .xwayland),
          arguments: debianTerminals)
    func everyFrameEndsAtColumnTwentyInTheReleaseAutoFinds(_ terminal: Terminal) throws {
        let result = try frames(in: terminal.name, step: 1, batch: terminal.batch, account: terminal.account)
        #expect(result.explained.hasPrefix(terminal.explanation), "\(result.explained)")
        // The guess checked by the real terminal's samples (measured now, or read from
        // the cache an earlier run wrote), and kept: they fit it.
        if let checked = terminal.checked {
            #expect(result.explained.contains("; the probe's samples fit \(checked) (measured now, "), "\(result.explained)")
            #expect(result.again.contains("; the probe's samples fit \(checked) (read from "), "\(result.again)")
        } else {
            #expect(!result.explained.contains("probe"), "\(result.explained)")
        }
        expectRemembered(result)
        #expect(result.bad.isEmpty, "\(result.bad.count) frames end elsewhere (column, code points): \(result.bad.prefix(10))")
        #expect(result.ok > 13_000)
        // Every fifth offset is enough to show it: 1,130 (Alacritty) to 10,596 (foot) of
        // every offset's frames ended elsewhere when measured (docs/terminals.md).
        let newest = try frames(in: terminal.name, step: 5, batch: terminal.batch, account: terminal.account,
                                options: ["--terminal", terminal.name])
        #expect(newest.explained == "\(terminal.name): --terminal")
        #expect(newest.bad.count > 150, "only \(newest.bad.count) frames end elsewhere with the newest profile")
    }

    /// `--terminal probe` in each of them: the samples drawn there, in one write, make a
    /// profile by which every fifth offset's frame ends at column 20 (the frames animated
    /// in place through the same relay, since only a run on the terminal finds the cache).
    @Test(.needs(.python3, .xvfb, .stterm, .urxvt, .kitty, .alacritty, .mlterm, .foot, .cage, .xwayland),
          arguments: debianTerminals)
    func everyFrameEndsAtColumnTwentyByWhatTheProbeMeasured(_ terminal: Terminal) throws {
        let result = try frames(in: terminal.name, step: 5, batch: terminal.batch, account: terminal.account,
                                options: ["--terminal", "probe"])
        // st says nothing that identifies it (no XTVERSION, DA2 or variable): measured, not cached.
        #expect(result.explained.hasPrefix("probe: the terminal measured by cursor position reports (measured now, "),
                "\(result.explained)")
        #expect(result.bad.isEmpty, "\(result.bad.count) frames end elsewhere (column, code points): \(result.bad.prefix(10))")
        #expect(result.ok > 3_000)
    }

    /// The harness bites: measured as `generic`, hundreds of frames (every 10 columns)
    /// end elsewhere in each.
    @Test(.needs(.python3, .xterm, .xvfb, .screen, .tmux), arguments: terminals)
    func genericFramesEndElsewhere(_ terminal: Terminal) throws {
        let result = try frames(in: terminal.name, step: 10, options: ["--terminal", "generic"])
        #expect(result.explained == "generic: --terminal")
        #expect(result.bad.count > 500, "only \(result.bad.count) frames end elsewhere")
    }

    /// Set up by hand to draw East Asian Ambiguous characters (±, α, ①, ─, …) two columns
    /// wide, screen (`cjkwidth on`) and xterm (`-cjk_width`, which swaps its whole table):
    /// with `--ambiguous-width 2` every frame (every 10 columns) ends at column 20, and
    /// without it some do not.
    @Test(.needs(.python3, .screen, .xterm, .xvfb), arguments: ["screen", "xterm"])
    func ambiguousWidthTwoWhereTheTerminalDrawsThemWide(_ terminal: String) throws {
        let wide = try frames(in: terminal, step: 10, cjk: true, options: ["--ambiguous-width", "2"])
        #expect(wide.bad.isEmpty, "\(wide.bad.count) frames end elsewhere (column, code points): \(wide.bad.prefix(10))")
        #expect(wide.ok > 1_500)
        let narrow = try frames(in: terminal, step: 10, cjk: true)
        #expect(narrow.bad.count > 100, "only \(narrow.bad.count) frames end elsewhere")
    }
}
