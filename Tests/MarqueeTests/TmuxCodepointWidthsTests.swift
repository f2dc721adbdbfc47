import Foundation
import Testing

/// `--cell-width` under a real tmux that draws icon fonts two columns wide (issue 40,
/// "Checks"): Debian 13's tmux 3.7c (Scripts/get-tmux-3.7), its server started with
/// `set -s codepoint-widths 'U+E000-U+F8FF=2'` as a Nerd Font user sets it, runs marquee
/// in its pane on a text of private-use icons. Each `--frame K` is printed with no newline
/// on a cleared screen, and tmux says where its cursor ended (`#{cursor_x}`) and what the
/// row shows (Support/TmuxPaneFeed.swift); a running ticker is read while it runs.
///
/// - `--terminal tmux-3.7 --cell-width U+E000-U+F8FF=2`: every frame ends at W. A named
///   profile asks the server nothing (docs/terminals.md, "tmux itself"), so the widths
///   are the option's alone.
/// - `--terminal tmux-3.7` without it: frames end elsewhere, so the check can fail.
/// - `auto`, nothing given: marquee asks the server for `codepoint-widths` itself
///   (TmuxServerOptionsTests, with a stub), and every frame ends at W.
///
/// tmux 3.7c runs on trixie's glibc 2.41 but reads the host's compiled locale, whose
/// LC_CTYPE holds wcwidth()'s widths: 2.36's (☰ is drawn one column, as 2.36 has it), the
/// release marquee reads from the host's libc.so.6. The text keeps to code points that
/// every modelled release measures alike, so that this does not matter here.
///
/// Not under AddressSanitizer, as RealTerminalWidthTests: what tmux draws is the plain
/// pass's to check.
@Suite(.serialized, .needs(.tmux37),
       .disabled(if: ProcessInfo.processInfo.environment["MARQUEE_TESTS_UNDER_ASAN"] != nil,
                 "a real tmux's cursor positions: checked by the plain pass"))
struct TmuxCodepointWidthsTests {
    /// A status line's worth of Nerd Font icons: branch U+E0A0, folder U+F115, clock
    /// U+F017, the powerline separators U+E0B0 and U+E0B2, check U+F00C; ASCII and CJK
    /// around them.
    static let text = "git \u{E0A0} main \u{F115} ~/src/marquee \u{F017} 12:30 \u{E0B0} 3 files \u{F00C} ok 東京 \u{E0B2} end"
    static let option = "U+E000-U+F8FF=2"
    static let widths = [20, 13]

    /// marquee's arguments for each way of telling it the widths.
    enum Told: String, CustomTestStringConvertible, CaseIterable, Sendable {
        case cellWidth
        case nothingWithTmux37
        case auto

        var arguments: [String] {
            switch self {
            case .cellWidth: ["--terminal", "tmux-3.7", "--cell-width", TmuxCodepointWidthsTests.option]
            case .nothingWithTmux37: ["--terminal", "tmux-3.7"]
            case .auto: []
            }
        }

        var testDescription: String { rawValue }
    }

    /// A 3.7c server with the option set, a shell in its pane. The wrapper's directory
    /// comes first on the pane's PATH, so that marquee's `tmux show` reaches this server
    /// (a 3.3a client cannot talk to it); marquee's memory goes to `scratch`.
    private func pane(in scratch: ScratchDirectory) throws -> TmuxPaneFeed {
        let configuration = scratch.url.appendingPathComponent("tmux.conf").path
        try "set -s codepoint-widths '\(Self.option)'\n".write(toFile: configuration, atomically: true, encoding: .utf8)
        let wrapper = RequiredTool.tmux37.location
        let path = URL(fileURLWithPath: wrapper).deletingLastPathComponent().path
            + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let pane = try TmuxPaneFeed(program: wrapper, configuration: configuration, reader: .commands,
                                    environment: ["PATH": path, "XDG_CACHE_HOME": scratch.path])
        #expect(try pane.server.display("#{version}") == "3.7c")
        #expect(try pane.server.tmux(["show", "-sv", "codepoint-widths"]) == Self.option + "\n")
        return pane
    }

    /// marquee's command line in the pane.
    private func marquee(_ arguments: [String]) -> String {
        ([marqueePath] + arguments).map(TmuxPaneFeed.quoted).joined(separator: " ")
    }

    /// One pass of the ring as the option's widths cut it: the frames a pass writes into a
    /// pipe, frame K on line K.
    private func pass(width: Int) throws -> [String] {
        try runMarquee(Told.cellWidth.arguments + ["-w", String(width), "-n", "1", "--interval", "0", "--",
                                                   Self.text]).lines
    }

    /// Each `--frame K` of one pass, drawn in the pane: the frames whose cursor did not end
    /// at `width`, or (told the widths) whose row shows other than that frame of the pass,
    /// an icon dropped or doubled; and how many were drawn.
    private func framesEndingElsewhere(_ told: Told, width: Int, in pane: TmuxPaneFeed) throws -> (bad: [String], count: Int) {
        let frames = try pass(width: width)
        var bad: [String] = []
        for (k, expected) in frames.enumerated() {
            let frame = marquee(told.arguments + ["--frame", String(k), "-w", String(width), "--", Self.text])
            let drawn = try pane.run("printf %s \"$(\(frame))\"")
            let shownRight = told == .nothingWithTmux37 || drawn.shown == TmuxPaneFeed.shown(expected)
            if drawn.column != width || drawn.row != 0 || !shownRight {
                bad.append("\(k): \(drawn)" + (shownRight ? "" : ", not \(expected.debugDescription)"))
            }
        }
        return (bad, frames.count)
    }

    @Test func everyFrameEndsAtTheWidthWithCellWidth() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let pane = try pane(in: scratch)
        for width in Self.widths {
            let (bad, count) = try framesEndingElsewhere(.cellWidth, width: width, in: pane)
            #expect(count > 40, "\(count) frames")
            #expect(bad.isEmpty, "W = \(width): \(bad.count) of \(count) frames end elsewhere: \(bad.prefix(5))")
        }
    }

    /// Without `--cell-width`, and with a profile that asks the server nothing, marquee
    /// measures each icon one column and tmux draws it two: the check can fail.
    @Test func framesEndElsewhereWithoutCellWidth() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let pane = try pane(in: scratch)
        let (bad, count) = try framesEndingElsewhere(.nothingWithTmux37, width: 20, in: pane)
        #expect(bad.count > count / 2, "only \(bad.count) of \(count) frames end elsewhere")
    }

    /// `auto` inside the server: tmux-3.7 by TERM_PROGRAM_VERSION, and the widths read from
    /// the server's own option.
    @Test func autoReadsTheServerOptionAndEveryFrameEndsAtTheWidth() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let pane = try pane(in: scratch)
        let explained = scratch.url.appendingPathComponent("explained").path
        _ = try pane.run(marquee(["--explain"]) + " > " + TmuxPaneFeed.quoted(explained))
        let explanation = try String(contentsOfFile: explained, encoding: .utf8)
        #expect(explanation.hasPrefix("tmux-3.7: inside tmux (TMUX is set), TERM_PROGRAM_VERSION=3.7c;"), "\(explanation)")
        #expect(explanation.contains("server options: codepoint-widths \(Self.option),"), "\(explanation)")
        // One width: each start asks the server twice, through the wrapper.
        let (bad, count) = try framesEndingElsewhere(.auto, width: 20, in: pane)
        #expect(bad.isEmpty, "\(bad.count) of \(count) frames end elsewhere: \(bad.prefix(5))")
    }

    /// The ticker running in place in the pane, read while it runs: the cursor ends every
    /// frame seen at W, and the frames move. Without `--cell-width` it ends some elsewhere.
    @Test(arguments: Told.allCases)
    func aRunningTickerEndsEachFrameAtTheWidth(_ told: Told) throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let pane = try pane(in: scratch)
        let width = 20
        pane.start(marquee(told.arguments + ["-w", String(width), "-i", "0.04", "--", Self.text]))
        var readings: [TmuxPaneFeed.Reading] = []
        let deadline = Date().addingTimeInterval(10)
        while Set(readings.map(\.shown)).count < 15 && Date() < deadline {
            let reading = try pane.now()
            if !reading.shown.trimmingCharacters(in: .whitespaces).isEmpty { readings.append(reading) }
            usleep(20_000)
        }
        #expect(Set(readings.map(\.shown)).count >= 15, "frames seen: \(Set(readings.map(\.shown)))")
        let elsewhere = readings.filter { $0.column != width || $0.row != 0 }
        if told == .nothingWithTmux37 {
            #expect(elsewhere.count > readings.count / 4, "only \(elsewhere.count) of \(readings.count) readings end elsewhere")
        } else {
            #expect(elsewhere.isEmpty, "\(elsewhere.count) of \(readings.count) readings end elsewhere: \(elsewhere.prefix(5))")
        }
    }
}
