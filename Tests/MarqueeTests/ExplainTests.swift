import Testing

/// `--explain` prints the terminal profile and what decided it, one line, and runs nothing.
@Suite struct ExplainTests {
    @Test func namesTheProfileAndWhatDecidedIt() throws {
        let option = try runMarquee(["--terminal", "xterm", "--explain"],
                                    environment: ["MARQUEE_TERMINAL": "kitty", "MARQUEE_LIBC": "glibc-2.39"])
        #expect(option.status == 0)
        #expect(option.output == "xterm: --terminal; C library: glibc 2.39 (Unicode 15.1.0), from MARQUEE_LIBC\n")
        let variable = try runMarquee(["--explain"], environment: ["MARQUEE_TERMINAL": "putty"])
        #expect(variable.output == "pterm: MARQUEE_TERMINAL\n")
        let tmux = try runMarquee(["--explain"], environment: ["TMUX": "/tmp/tmux-0/default,1,0", "KITTY_WINDOW_ID": "1",
                                                             "MARQUEE_TERMINAL": ""])
        #expect(tmux.output == "generic: inside tmux (TMUX is set); tmux's version unknown\n")
        #expect(tmux.standardError.isEmpty)
    }

    /// `-F tmux` says which tmux draws the status line and how marquee learnt its version.
    @Test func formatTmuxNamesTheTmuxThatDraws() throws {
        let job = try runMarquee(["--explain", "-F", "tmux", "--libc", "glibc-2.43"], environment: [
            "MARQUEE_TERMINAL": "", "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.3a"])
        #expect(job.output == "tmux-3.3: --format tmux is drawn by tmux 3.3a (TERM_PROGRAM=tmux, TERM_PROGRAM_VERSION=3.3a); "
            + "C library: glibc 2.43 (2.42's table: Unicode 16.0.0), from --libc\n")
        let noTmux = try runMarquee(["--explain", "-F", "tmux"], environment: [
            "MARQUEE_TERMINAL": "", "TERM_PROGRAM": "", "PATH": "/nonexistent"])
        #expect(noTmux.output == "generic: --format tmux is drawn by tmux, whose version neither "
            + "TERM_PROGRAM_VERSION nor `tmux -V` gave\n")
        #expect(noTmux.standardError.isEmpty)
    }

    /// Without the variables, the tmux on PATH says its version (this machine's 3.3a).
    @Test(.needs(.tmux)) func formatTmuxAsksTheTmuxOnPath() throws {
        let asked = try runMarquee(["--explain", "-F", "tmux", "--once"],
                                   environment: ["MARQUEE_TERMINAL": "", "TERM_PROGRAM": "", "MARQUEE_LIBC": "musl"])
        #expect(asked.output == "tmux-3.3: --format tmux is drawn by tmux 3.3a (`tmux -V` says tmux 3.3a); "
            + "C library: musl, measured as glibc 2.42, the newest modelled, from MARQUEE_LIBC\n")
    }

    @Test func theProfileMovesTheFrame() throws {
        // The example of issue 16: xterm 379 draws 🫨 (newer than its table) and ❤️ one
        // column each and the family six.
        let text = "ab🫨cd❤️ef👨‍👩‍👧gh"
        let xterm = try runMarquee(["--frame", "0", "-w", "20", "--terminal", "xterm", "--", text])
        #expect(xterm.output == text + "    \n")
        let generic = try runMarquee(["--frame", "0", "-w", "20", "--terminal", "generic", "--", text])
        #expect(generic.output == text + "      \n")
    }
}
