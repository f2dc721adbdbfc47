import Testing
@testable import MarqueeCore
@testable import TerminalWidth

/// Which C library a profile measures with (docs/terminals.md, "The C library"): asked of
/// the shell only for a profile that measures with it, once, and never when `--libc` or
/// `MARQUEE_LIBC` says.
@Suite struct CLibraryChoiceTests {
    private func environment(_ variables: TerminalVariables = [:]) -> Environment {
        var environment = Environment()
        environment.terminalVariables = variables
        return environment
    }

    private func run(_ arguments: [String], _ variables: TerminalVariables = [:],
                     found: CLibraryFinding? = CLibraryFinding(.glibc(GlibcRelease(2, 39)), source: "a script"))
        throws -> (asked: [TerminalQuestion], choice: TerminalChoice) {
        try ScriptedChoice(cLibrary: found).run(ArgumentParser.parse(arguments + ["x"]), in: environment(variables))
    }

    @Test(arguments: ["xterm", "screen", "tmux-3.3", "tmux-3.4", "tmux-3.6a", "tmux-3.7"])
    func aProfileMeasuringWithTheCLibraryAsksOnceAndTakesTheAnswer(_ name: String) throws {
        let (asked, choice) = try run(["--terminal", name])
        #expect(asked == [.cLibrary])
        #expect(choice.profile?.name == name)
        #expect(choice.profile?.cLibrary?.release == GlibcRelease(2, 39))
        #expect(choice.explanation.hasSuffix("; C library: glibc 2.39 (Unicode 15.1.0), from a script"),
                "\(choice.explanation)")
    }

    @Test(arguments: ["kitty", "wezterm", "vte", "ghostty", "generic"])
    func otherProfilesAskNothing(_ name: String) throws {
        let (asked, choice) = try run(["--terminal", name])
        #expect(asked.isEmpty)
        #expect(choice.profile?.cLibrary == nil)
        #expect(!choice.explanation.contains("C library"))
    }

    @Test func autoInsideTmuxAsksTheCLibraryLast() throws {
        let (asked, choice) = try run(["--once"], ["TMUX": "/tmp/x,1,0", "TERM_PROGRAM": "tmux",
                                                    "TERM_PROGRAM_VERSION": "3.3a"])
        // A prompt's frame asks the terminal first (the script has no answer for it).
        #expect(asked == [.terminal(TerminalQuery(asksVersion: true, throughControllingTerminal: true)), .cLibrary])
        #expect(choice.profile?.name == "tmux-3.3")
        #expect(choice.profile?.cLibrary?.release == GlibcRelease(2, 39))
    }

    @Test func theOptionBeatsTheVariableAndNeitherAsks() throws {
        let byVariable = try run(["--terminal", "xterm"], ["MARQUEE_LIBC": "glibc-2.31"])
        #expect(byVariable.asked.isEmpty)
        #expect(byVariable.choice.profile?.cLibrary?.tableRelease == GlibcRelease(2, 31))
        #expect(byVariable.choice.explanation.hasSuffix("from MARQUEE_LIBC"))
        let byOption = try run(["--terminal", "xterm", "--libc", "glibc-2.41"], ["MARQUEE_LIBC": "glibc-2.31"])
        #expect(byOption.asked.isEmpty)
        #expect(byOption.choice.profile?.cLibrary?.tableRelease == GlibcRelease(2, 41))
        #expect(byOption.choice.explanation.hasSuffix("from --libc"))
        let automatic = try run(["--terminal", "xterm", "--libc", "auto"], ["MARQUEE_LIBC": "glibc-2.31"])
        #expect(automatic.asked == [.cLibrary])
        #expect(automatic.choice.profile?.cLibrary?.release == GlibcRelease(2, 39))
    }

    @Test func nothingFoundAndMuslTakeTheNewestTable() throws {
        let none = try run(["--terminal", "tmux-3.4"], found: nil)
        #expect(none.choice.profile?.cLibrary?.tableRelease == GlibcRelease(2, 42))
        #expect(none.choice.explanation.contains("C library: not found"))
        let musl = try run(["--terminal", "tmux-3.4"], found: CLibraryFinding(.musl, source: "/lib/ld-musl-x86_64.so.1"))
        #expect(musl.choice.profile?.cLibrary?.tableRelease == GlibcRelease(2, 42))
        #expect(musl.choice.explanation.hasSuffix("C library: musl, measured as glibc 2.42, the newest modelled, from /lib/ld-musl-x86_64.so.1"))
    }

    /// A bad value is refused even where no profile would use it: it is a mistake either way.
    @Test(arguments: ["glibc", "glibc-", "2.39", "glibc-2", "glibc-2.39x", "GLIBC-2.39", "uclibc"])
    func badValuesAreUsageErrorsNamingWhere(_ value: String) throws {
        #expect(throws: UsageError.invalidValue("MARQUEE_LIBC", expected: CLibrarySetting.expected, got: value)) {
            try run(["--terminal", "kitty"], ["MARQUEE_LIBC": value])
        }
        #expect(throws: UsageError.invalidValue("--libc", expected: CLibrarySetting.expected, got: value)) {
            try run(["--terminal", "kitty", "--libc", value])
        }
    }

    @Test(arguments: [("auto", CLibrarySetting.auto), ("musl", .named(.musl)),
                      ("glibc-2.39", .named(.glibc(GlibcRelease(2, 39)))), ("glibc-2.43", .named(.glibc(GlibcRelease(2, 43))))])
    func settingsParse(_ text: String, _ expected: CLibrarySetting) {
        #expect(CLibrarySetting(text) == expected)
    }
}
