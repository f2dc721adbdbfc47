import Foundation
import Testing
import TerminalWidth
#if canImport(Glibc)
import Glibc
#endif

/// The library's text calls drawn by real terminals (issue 40, "Checks"; docs/library.md,
/// "Checked in real terminals"): this process makes lines of a mixed paragraph with
/// `wrap`, `pad` and `truncate`, measuring by the profile of the terminal that draws
/// them, and the terminal says where each line ended. Every `wrap` line, and `truncate`
/// without a fill, must end at or before column N; `pad` and `truncate(…,
/// fillingToExactWidth: true)` exactly at N; and every line where the library measured
/// it (`columns`), or the profile and the terminal disagree. In tmux the pane must show
/// what `strip` says the line draws (but for spaces at the end, which a row does not show).
///
/// tmux is read by `#{cursor_x}` and `capture-pane` after each line, printed with no
/// newline on a cleared screen (Support/TmuxPaneFeed.swift); xterm 379 under Xvfb by a
/// cursor position report after each (`Scripts/measure-terminal xterm --strings`).
///
/// Not under AddressSanitizer (`.ci/run`'s second pass), as RealTerminalWidthTests: the
/// calls are pure and fuzzed, and what a terminal draws is what the plain pass checks.
@Suite(.serialized, .disabled(if: ProcessInfo.processInfo.environment["MARQUEE_TESTS_UNDER_ASAN"] != nil,
                              "real terminals' cursor positions: checked by the plain pass"))
struct TextCallsInRealTerminalsTests {
    /// CJK (with the ideographic comma and full stop), emoji (a ZWJ family and a ZWJ
    /// profession, flags, VS16, skin tones), combining marks (precomposed and not),
    /// Hangul, a Devanagari conjunct, SGR colours and an OSC 8 hyperlink with an `id=`
    /// that goes across several words. Only emoji of Unicode 14 or earlier, which
    /// glibc 2.36 knows: tmux 3.3a drops a code point its C library does not know
    /// (docs/terminals.md, "tmux"), and the pane would show less than `strip` says. Emoji
    /// stand between spaces: tmux 3.4 and later draw a flag or a skin tone into the cell of
    /// an emoji right before it, which the library's calls, measuring each cluster on its
    /// own, do not model (docs/library.md, "Limits").
    static let paragraph = "東京タワーと富士山、\u{1B}[1;31m漢字かな交じり文\u{1B}[0mのテスト。 "
        + "A family 👨‍👩‍👧 and a coder 🧑‍💻 wave 👋🏽 👍🏻, flags 🇯🇵 🇫🇷 🇩🇪, hearts ❤️ and ☀️ sun; "
        + "\u{1B}[38;5;208mcafé naïve, re\u{301}sume\u{301} and a\u{308}\u{1B}[39m 한국어 텍스트, नमस्ते दुनिया; "
        + "see \u{1B}]8;id=tw40;https://example.com/東京\u{1B}\\the 東京 docs here\u{1B}]8;;\u{1B}\\ — "
        + "\u{1B}[4mwell-known\u{1B}[24m words end it."

    static let widths = [7, 12, 20, 33]

    /// One line a call made, and where the terminal must end it.
    struct CalledLine {
        /// The call, for messages: `pad(wrap(…, 12)[3], 12, .center)`.
        let call: String
        let text: String
        let columns: Int
        /// Exactly at `columns`, or at or before it.
        let exact: Bool
    }

    /// Every line the checks draw, made by the public calls with `profile`.
    static func lines(profile: TerminalProfile) -> [CalledLine] {
        var lines: [CalledLine] = []
        let alignments: [(TerminalWidth.Alignment, String)] = [(.left, "left"), (.right, "right"), (.center, "center")]
        let positions: [(TerminalWidth.TruncationPosition, String)] = [(.end, "end"), (.start, "start"),
                                                                      (.middle, "middle")]
        for n in widths {
            let wrapped = TerminalWidth.wrap(paragraph, columns: n, profile: profile)
            for (index, line) in wrapped.enumerated() {
                lines.append(CalledLine(call: "wrap(…, \(n))[\(index)]", text: line, columns: n, exact: false))
            }
            let listed = TerminalWidth.wrap(paragraph, columns: n, initialIndent: "• ", subsequentIndent: "  ",
                                            maxLines: 3, placeholder: " […]", profile: profile)
            for (index, line) in listed.enumerated() {
                lines.append(CalledLine(call: "wrap(…, \(n), indents, maxLines: 3)[\(index)]", text: line,
                                        columns: n, exact: false))
            }
            // Each line filled out, in each alignment; centred also with a fill two columns
            // wide, which leaves a column to a space where the room is odd.
            for (index, line) in wrapped.enumerated() {
                for (alignment, name) in alignments {
                    lines.append(CalledLine(call: "pad(wrap(…, \(n))[\(index)], \(n), .\(name))",
                                            text: TerminalWidth.pad(line, toColumns: n, alignment: alignment,
                                                                    profile: profile),
                                            columns: n, exact: true))
                }
                lines.append(CalledLine(call: "pad(wrap(…, \(n))[\(index)], \(n), .center, fill: \"－\")",
                                        text: TerminalWidth.pad(line, toColumns: n, alignment: .center, fill: "－",
                                                                profile: profile),
                                        columns: n, exact: true))
            }
            // Lines wider than N: cut by `pad`, cut with an ellipsis by `truncate`.
            let wider = [paragraph] + TerminalWidth.wrap(paragraph, columns: 2 * n + 3, profile: profile)
            for (index, line) in wider.enumerated() {
                let source = index == 0 ? "paragraph" : "wrap(…, \(2 * n + 3))[\(index - 1)]"
                for (alignment, name) in alignments {
                    lines.append(CalledLine(call: "pad(\(source), \(n), .\(name), cuttingWiderText: true)",
                                            text: TerminalWidth.pad(line, toColumns: n, alignment: alignment,
                                                                    cuttingWiderText: true, profile: profile),
                                            columns: n, exact: true))
                }
                for (position, name) in positions {
                    for filling in [false, true] {
                        lines.append(CalledLine(call: "truncate(\(source), \(n), at: .\(name), filling: \(filling))",
                                                text: TerminalWidth.truncate(line, toColumns: n, at: position,
                                                                             fillingToExactWidth: filling,
                                                                             profile: profile),
                                                columns: n, exact: filling))
                    }
                }
                lines.append(CalledLine(call: "truncate(\(source), \(n), ellipsis: \"...\", at: .middle, filling: true)",
                                        text: TerminalWidth.truncate(line, toColumns: n, ellipsis: "...", at: .middle,
                                                                     fillingToExactWidth: true, profile: profile),
                                        columns: n, exact: true))
            }
        }
        return lines
    }

    /// The glibc release this process runs on: tmux and xterm measure with its wcwidth(),
    /// so their profiles take its table (docs/terminals.md, "The C library").
    static var hostCLibrary: GlibcWidths {
        get throws {
            // "glibc 2.36"
            var buffer = [UInt8](repeating: 0, count: 64)
            _ = buffer.withUnsafeMutableBytes { confstr(Int32(_CS_GNU_LIBC_VERSION), $0.baseAddress, $0.count) }
            let said = String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
            let release = said.split(separator: " ").last.flatMap { GlibcRelease($0) }
            return GlibcWidths(release: try #require(release, "the C library says \(said.debugDescription)"))
        }
    }

    /// Where the terminal ended `line`, judged against what the call promised and what
    /// the library measured.
    private func expectDrawn(_ line: CalledLine, at column: Int, profile: TerminalProfile, in terminal: String,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        let measured = TerminalWidth.columns(line.text, profile: profile)
        let said = "\(terminal), \(profile.name): \(line.call) = \(line.text.debugDescription)"
        #expect(column == measured, "drawn to column \(column), measured \(measured): \(said)",
                sourceLocation: sourceLocation)
        if line.exact {
            #expect(column == line.columns, "drawn to column \(column), not \(line.columns): \(said)",
                    sourceLocation: sourceLocation)
        } else {
            #expect(column <= line.columns, "drawn to column \(column), past \(line.columns): \(said)",
                    sourceLocation: sourceLocation)
        }
    }

    @Test(.needs(.tmux)) func linesEndWhereTheCallsSayInTmux() throws {
        try checkInTmux(program: "tmux")
    }

    /// Debian 13's tmux 3.7c (Scripts/get-tmux-3.7), its options at their defaults: the
    /// `tmux-3.7` profile, which joins a skin tone into its emoji's cell and widens VS16.
    @Test(.needs(.tmux37)) func linesEndWhereTheCallsSayInTmux37() throws {
        try checkInTmux(program: RequiredTool.tmux37.location)
    }

    private func checkInTmux(program: String) throws {
        let pane = try TmuxPaneFeed(program: program, reader: .bytes)
        // The variables tmux gives its panes (`TMUX` is its socket, its pid and the
        // session's number): the profile `auto` decides from inside it.
        let version = try pane.server.display("#{version}")
        let profile = TerminalProfile.detect(environment: [
            "TMUX": try pane.server.display("#{socket_path},#{pid},0"),
            "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": version,
        ]).measuring(with: try Self.hostCLibrary)
        #expect(profile.name.hasPrefix("tmux-"), "\(profile.name) for tmux \(version)")
        let lines = Self.lines(profile: profile)
        for line in lines {
            let drawn = try pane.draw(line.text)
            expectDrawn(line, at: drawn.column, profile: profile, in: "tmux \(version)")
            #expect(drawn.row == 0, "\(drawn): \(line.call)")
            // A fill at the end is spaces, which a row shows as nothing: the cursor has
            // already said that they were drawn.
            #expect(drawn.shown == TmuxPaneFeed.shown(TerminalWidth.strip(line.text)),
                    "tmux \(version) shows \(drawn.shown.debugDescription): \(line.call) = \(line.text.debugDescription)")
        }
        #expect(lines.count > 300)
    }

    @Test(.needs(.python3, .xterm, .xvfb)) func linesEndWhereTheCallsSayInXterm() throws {
        let profile = try #require(TerminalProfile.named("xterm")).measuring(with: try Self.hostCLibrary)
        let lines = Self.lines(profile: profile)
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        // Code points in hexadecimal, a line each: the lines hold ESC, and an OSC 8 its `;`.
        let file = scratch.url.appendingPathComponent("strings").path
        try lines.map { $0.text.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " ") }
            .joined(separator: "\n").write(toFile: file, atomically: true, encoding: .utf8)
        let script = repositoryRoot.appendingPathComponent("Scripts/measure-terminal").path
        let run = try runProgram("python3", [script, "xterm", "--strings", file], timeout: 120)
        #expect(run.status == 0, "\(run.errors)")
        // `COLUMN HEX…`, one a line, in the order given.
        let columns = run.lines.compactMap { Int($0.prefix { $0 != " " }) }
        try #require(columns.count == lines.count, "\(columns.count) reports for \(lines.count) lines: \(run.errors)")
        for (line, column) in zip(lines, columns) {
            expectDrawn(line, at: column, profile: profile, in: "xterm")
        }
        #expect(lines.count > 300)
    }
}
