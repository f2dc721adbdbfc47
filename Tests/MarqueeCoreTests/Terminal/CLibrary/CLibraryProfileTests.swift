import Testing
@testable import MarqueeCore
@testable import TerminalWidth

/// Profiles that measure with the C library, release by release (docs/terminals.md, "The
/// C library"). The expected widths come from glibc's charmaps, written out here, not from
/// the tables under test.
@Suite struct CLibraryProfileTests {
    private func profile(_ name: String, _ minor: Int) throws -> TerminalProfile {
        try #require(TerminalProfile(named: name)).measuring(with: GlibcWidths(release: GlibcRelease(2, minor)))
    }

    private func columns(_ text: String, _ profile: TerminalProfile) -> Int {
        var settings = TextSettings()
        settings.widths = DisplayWidth(profile: profile)
        return LaidOutText(text: Array(text.utf8), settings: settings).textWidth
    }

    /// 🫨 (Unicode 15): -1 before 2.39, 2 from it.
    @Test func shakingFaceByRelease() throws {
        #expect(columns("a🫨b", try profile("xterm", 36)) == 3)
        #expect(columns("a🫨b", try profile("xterm", 39)) == 4)
        #expect(columns("a🫨b", try profile("screen", 39)) == 4)
        #expect(columns("a🫨b", try profile("tmux-3.4", 36)) == 3)
        #expect(columns("a🫨b", try profile("tmux-3.4", 39)) == 4)
        #expect(columns("a🫨b", try profile("tmux-3.6", 39)) == 4)
        #expect(columns("a🫨b", try profile("tmux-3.3", 36)) == 2)
        #expect(columns("a🫨b", try profile("tmux-3.3", 39)) == 4)
    }

    /// tmux 3.3 still drops what the release does not know: 🫩 (Unicode 16) under 2.39.
    @Test func tmux33DropsOnlyWhatTheReleaseDoesNotKnow() throws {
        #expect(columns("a🫩b🫨c", try profile("tmux-3.3", 39)) == 5)
        #expect(columns("a🫩b🫨c", try profile("tmux-3.3", 41)) == 7)
        #expect(columns("a🫩b🫨c", try profile("xterm", 39)) == 6)
    }

    /// 2.31 does not know Unicode 13 and 14: 🫠 is narrowed (xterm, tmux 3.4) or dropped (3.3).
    @Test func release231NarrowsWhatItDoesNotKnow() throws {
        #expect(columns("a🫠b", try profile("xterm", 36)) == 4)
        #expect(columns("a🫠b", try profile("xterm", 31)) == 3)
        #expect(columns("a🫠b", try profile("tmux-3.4", 31)) == 3)
        #expect(columns("a🫠b", try profile("tmux-3.3", 31)) == 2)
    }

    /// ☰ is one column until 2.41, two from it; tmux 3.6's own list does not name it.
    @Test func trigramWidensIn241() throws {
        for name in ["xterm", "screen", "tmux-3.3", "tmux-3.5", "tmux-3.7"] {
            #expect(columns("☰", try profile(name, 40)) == 1, "\(name)")
            #expect(columns("☰", try profile(name, 41)) == 2, "\(name)")
        }
    }

    /// The tables a terminal keeps of its own stay: xterm -cjk_width and screen's zero widths.
    @Test func ownTablesDoNotFollowTheRelease() throws {
        // U+1AB0 COMBINING DOUBLED CIRCUMFLEX ACCENT: 0 in glibc, 1 in screen's own table.
        #expect(columns("a\u{1AB0}", try profile("screen", 41)) == 2)
        #expect(columns("a\u{1AB0}", try profile("xterm", 41)) == 1)
        var settings = TextSettings()
        settings.widths = DisplayWidth(ambiguousWidth: 2, profile: try profile("xterm", 39))
        // xterm -cjk_width has a table of its own: 🫨 is beyond it.
        #expect(LaidOutText(text: Array("🫨".utf8), settings: settings).textWidth == 1)
    }

    /// st and urxvt draw what the release does not know one column wide, as xterm does;
    /// foot 1.13 draws it as nothing. urxvt keeps U+FFFF, its own mark for a wide
    /// character's second cell, as nothing under every release.
    @Test func debiansOtherCLibraryTerminalsFollowTheRelease() throws {
        for name in ["st-0.9", "urxvt-9.30"] {
            #expect(columns("a🫨b", try profile(name, 36)) == 3, "\(name)")
            #expect(columns("a🫨b", try profile(name, 39)) == 4, "\(name)")
        }
        #expect(columns("a🫨b", try profile("foot-1.13", 36)) == 2)
        #expect(columns("a🫨b", try profile("foot-1.13", 39)) == 4)
        #expect(columns("☰", try profile("foot-1.13", 40)) == 1)
        #expect(columns("☰", try profile("foot-1.13", 41)) == 2)
        #expect(columns("a\u{FFFF}b", try profile("urxvt-9.30", 41)) == 2)
        #expect(columns("a\u{FFFF}b", try profile("st-0.9", 41)) == 3)
    }

    @Test(arguments: ["kitty", "vte", "ghostty", "kitty-0.26", "konsole-22.12", "mlterm-3.9", "alacritty-0.11"])
    func otherProfilesAreUnchanged(_ name: String) throws {
        let plain = try #require(TerminalProfile(named: name))
        #expect(plain.cLibrary == nil)
        #expect(columns("a🫨☰", try profile(name, 31)) == columns("a🫨☰", plain))
    }

    static let rings = ["ab🫨cd 𱍐 ef ☰ gh", "🫩x🫠y☰z⚊", "中🫨文☰字"]

    /// Every frame of a ring holding code points the releases changed is exactly W under
    /// each release, as the profile measuring with it counts (`TmuxFrames` decodes what
    /// tmux 3.3 puts in cells independently in the end-to-end tests).
    @Test(arguments: rings, [31, 36, 39, 41])
    func everyFrameIsExactlyWUnderEachRelease(_ text: String, _ minor: Int) throws {
        for name in ["xterm", "tmux-3.3", "tmux-3.4"] {
            let found = CLibraryFinding(.glibc(GlibcRelease(2, minor)), source: "a test")
            let choice = try ScriptedChoice(cLibrary: found).run(ArgumentParser.parse(["--terminal", name, "x"]),
                                                                 in: Environment()).choice
            let measuring = try #require(choice.profile)
            #expect(measuring.cLibrary?.release == GlibcRelease(2, minor))
            var settings = try measuredSettings(ArgumentParser.parse(["-w", "7", "--always", "--", text]), Environment())
            settings.measure(as: choice)
            let laidOut = LaidOutText(text: Array(text.utf8), settings: settings.text)
            let line = Line(text: laidOut, layout: settings.line, environment: Environment())
            var composer = FrameComposer(format: settings.format, keepsStyles: false, line: line)
            for frame in 0..<(laidOut.ring.columnCount + 1) {
                var frameBytes = FrameBytes()
                composer.compose(line, frame: frame, into: &frameBytes)
                let output = frameBytes.array()
                #expect(columns(String(decoding: output, as: UTF8.self), measuring) == 7,
                        "\(name) glibc 2.\(minor) frame \(frame): \(String(decoding: output, as: UTF8.self).debugDescription)")
            }
        }
    }
}
