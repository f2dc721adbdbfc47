import Foundation
import Testing

/// tmux 3.3a, xterm 379 and GNU screen 4.9 take widths from the C library's wcwidth()
/// (screen its wide characters only; its zero widths are its own), and glibc's tables
/// change from release to release (issue 26). Each terminal is started here under a locale
/// compiled from glibc 2.39's or 2.41's data (Support/GlibcLocales.swift), so it draws as
/// on a system with that release, and marquee is told the release by MARQUEE_LIBC.
///
/// Every frame of a ring holding code points those releases changed, printed by
/// `--frame K` for each K of one pass and followed by `|`, must end at column 20: the
/// terminal answers a cursor position request after each (`Scripts/measure-terminal
/// --text`). Told 2.36 instead, this machine's release, some frame must end elsewhere, or
/// the ring would not depend on the release at all.
@Suite(.serialized, .needs(.python3, .localedef)) struct CLibraryPaneTests {
    /// 🫨 (U+1FAE8) and 𱍐 (U+31350), Unicode 15: unknown to 2.36, two columns from 2.39.
    /// ☰, ☱ and ☲: one column until 2.41, two from it. 🫩 (U+1FAE9, wide) and U+1CC00
    /// (narrow), Unicode 16: unknown until 2.41. U+0ECE after ກ, Unicode 15: unknown to
    /// 2.36, a mark of no width from 2.39 (screen draws it one column, by its own table).
    static let ring = "ab🫨cd 𱍐 ef ☰ gh 🫩 ij ກ\u{0ECE} kl \u{1CC00} mn ☱☲ op"
    static let releases = ["glibc-2.39", "glibc-2.41"]

    /// What `--explain` said in the terminal, how many frames were written, and those
    /// that did not end at column 20 (`COLUMN HEX…`).
    struct Report {
        let explained: String
        let frames: Int
        let bad: [String]
    }

    /// Runs every frame of the ring in `terminal` under `release`'s locale, with marquee
    /// told the C library by `libc` (environment variables) and `options`.
    private func frames(in terminal: String, profile: String, locale release: String, libc: [String: String],
                        options: [String] = []) throws -> Report {
        let script = repositoryRoot.appendingPathComponent("Scripts/measure-terminal").path
        let run = try runProgram("python3", [script, terminal, "--frames", marqueePath, "--width", "20",
                                             "--text", Self.ring, "--", "--terminal", profile] + options,
                                 environment: libc, base: try GlibcLocales.environment(for: release), timeout: 300)
        #expect(run.status == 0, "\(run.errors)")
        var explained = ""
        var frames = 0
        var bad: [String] = []
        for line in run.lines {
            let words = line.split(separator: " ")
            if line.hasPrefix("explain ") {
                explained = String(line.dropFirst(8))
            } else if words.count == 2 && words[0] == "ok" {
                frames = Int(words[1]) ?? 0
            } else if words.count == 4 && words[0] == "bad" && words[2] == "of" {
                frames = Int(words[3]) ?? 0
            } else if words.first == "bad" {
                bad.append(String(line.dropFirst(4)))
            }
        }
        return Report(explained: explained, frames: frames, bad: bad)
    }

    private func check(_ terminal: String, profile: String, release: String) throws {
        let told = try frames(in: terminal, profile: profile, locale: release, libc: ["MARQUEE_LIBC": release])
        expectEveryFrameAtColumnTwenty(told)
        // `glibc-2.39` is named `glibc 2.39` there.
        let name = release.replacingOccurrences(of: "-", with: " ")
        #expect(told.explained.contains(name), "--explain: \(told.explained)")

        let host = try frames(in: terminal, profile: profile, locale: release, libc: ["MARQUEE_LIBC": "glibc-2.36"])
        let elsewhere = host.bad.count
        #expect(elsewhere > 0, "measured as glibc 2.36, all \(host.frames) frames end at column 20")
    }

    private func expectEveryFrameAtColumnTwenty(_ report: Report) {
        // The ring scrolls through a whole pass: it is wider than 20 columns by any table.
        #expect(report.frames > 30, "\(report.frames) frames")
        let elsewhere = report.bad.count
        #expect(elsewhere == 0, "frames that end elsewhere (column, code points): \(report.bad.prefix(5))")
    }

    @Test(.needs(.tmux), arguments: releases)
    func everyFrameEndsAtColumnTwentyInTmux33(_ release: String) throws {
        try check("tmux", profile: "tmux-3.3", release: release)
    }

    @Test(.needs(.xterm, .xvfb), arguments: releases)
    func everyFrameEndsAtColumnTwentyInXterm(_ release: String) throws {
        try check("xterm", profile: "xterm", release: release)
    }

    @Test(.needs(.screen), arguments: releases)
    func everyFrameEndsAtColumnTwentyInScreen(_ release: String) throws {
        try check("screen", profile: "screen", release: release)
    }

    /// `--libc` says the same as MARQUEE_LIBC, and wins over it.
    @Test(.needs(.tmux)) func theOptionNamesTheReleaseToo() throws {
        let report = try frames(in: "tmux", profile: "tmux-3.3", locale: "glibc-2.41",
                                libc: ["MARQUEE_LIBC": "glibc-2.36"], options: ["--libc", "glibc-2.41"])
        expectEveryFrameAtColumnTwenty(report)
    }
}
