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
@Suite(.serialized) struct RealTerminalWidthTests {
    struct Terminal: CustomTestStringConvertible, Sendable {
        let name: String
        /// What `marquee --explain` must say inside it.
        let explanation: String
        var testDescription: String { name }
    }

    static let terminals = [
        Terminal(name: "xterm", explanation: "xterm: XTERM_VERSION is set"),
        Terminal(name: "screen", explanation: "screen: inside GNU screen (STY is set)"),
        Terminal(name: "tmux", explanation: "tmux-3.3: inside tmux (TMUX is set), TERM_PROGRAM_VERSION=3.3a"),
    ]

    /// The helper's report: what `--explain` said, how many frames ended at column 20,
    /// and the frames that did not (`COLUMN HEX…`).
    private func frames(in terminal: String, step: Int, cjk: Bool = false, neighbours: Bool = false,
                        options: [String] = []) throws -> (explained: String, ok: Int, bad: [String]) {
        let script = repositoryRoot.appendingPathComponent("Scripts/measure-terminal").path
        let run = try runProgram("python3", [script, terminal, "--frames", marqueePath, "--width", "20",
                                             "--step", String(step)] + (cjk ? ["--cjk"] : [])
                                     + (neighbours ? ["--neighbours"] : []) + ["--"] + options,
                                 timeout: 300)
        #expect(run.status == 0, "\(run.errors)")
        var explained = ""
        var ok = 0
        var bad: [String] = []
        for line in run.lines {
            if line.hasPrefix("explain ") { explained = String(line.dropFirst(8)) }
            if line.hasPrefix("ok ") { ok = Int(line.dropFirst(3)) ?? 0 }
            if line.hasPrefix("bad ") { bad.append(String(line.dropFirst(4))) }
        }
        return (explained, ok, bad)
    }

    @Test(.needs(.python3, .xterm, .xvfb, .screen, .tmux), arguments: terminals)
    func everyFrameEndsAtColumnTwentyWithAuto(_ terminal: Terminal) throws {
        let result = try frames(in: terminal.name, step: 1)
        // With nothing set, the C library is this machine's, read from its libc.so.6.
        #expect(result.explained.hasPrefix(terminal.explanation + "; C library: glibc "), "\(result.explained)")
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
