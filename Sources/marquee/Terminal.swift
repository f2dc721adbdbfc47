import MarqueeCore
import Synchronization

/// The terminal on standard output while frames are redrawn in place (marquee(1)).
///
/// The cursor is hidden and line wrap is turned off while drawing, so a frame that is
/// wider than the terminal is cut instead of scrolling the screen; both come back, with
/// the style reset and the line ended, on every way out.
final class TerminalScreen {
    private var rowsOnScreen = 0
    private var isActive = false
    /// Whether the run sets grapheme cluster mode 2027 (the terminal said it can be set,
    /// docs/terminals.md); it is reset wherever the terminal is given back.
    private var setsGraphemeMode: Bool

    init(setsGraphemeMode: Bool = false) {
        self.setsGraphemeMode = setsGraphemeMode
    }

    /// Hides the cursor and turns line wrap off.
    static let takeoverSequence = Array("\u{1B}[?25l\u{1B}[?7l".utf8)
    /// Closes any hyperlink, resets styles, turns line wrap back on, shows the cursor.
    static let releaseSequence = Array("\u{1B}]8;;\u{1B}\\\u{1B}[0m\u{1B}[?7h\u{1B}[?25h".utf8)
    /// The release, and the line ended.
    static let restoreSequence = releaseSequence + [0x0A]
    static let graphemeModeSet = Array("\u{1B}[?2027h".utf8)
    static let graphemeModeReset = Array("\u{1B}[?2027l".utf8)

    private var takeover: [UInt8] {
        setsGraphemeMode ? TerminalScreen.graphemeModeSet + TerminalScreen.takeoverSequence : TerminalScreen.takeoverSequence
    }

    private var graphemeModeReset: [UInt8] {
        setsGraphemeMode ? TerminalScreen.graphemeModeReset : []
    }

    private func markActive(_ active: Bool) {
        CrashGuard.graphemeModeIsSet.store(active && setsGraphemeMode, ordering: .sequentiallyConsistent)
        CrashGuard.screenIsActive.store(active, ordering: .sequentiallyConsistent)
    }

    func begin() {
        isActive = true
        markActive(true)
        Exit.writeOutput(takeover)
    }

    /// Sets grapheme cluster mode 2027 in mid-run: the terminal's late answer said it can
    /// be set. It is reset on every way out, as one set at the start.
    func setGraphemeMode() {
        guard !setsGraphemeMode else { return }
        setsGraphemeMode = true
        markActive(isActive)
        if isActive { Exit.writeOutput(TerminalScreen.graphemeModeSet) }
    }

    /// Gives the terminal back before the process stops (Ctrl-Z), without ending the line.
    func suspend() {
        guard isActive else { return }
        markActive(false)
        Exit.writeOutput(graphemeModeReset + TerminalScreen.releaseSequence + [0x0D])
        // The shell gets the terminal: its modes too, and any keys read with late answers.
        TerminalInquiry.finish()
    }

    /// Takes it again after the process continues; the next frame must be drawn whole.
    func resume() {
        guard isActive else { return }
        markActive(true)
        Exit.writeOutput(takeover)
    }

    /// Appends the bytes that put the cursor back at the start of the previous frame;
    /// with `clear`, also erase it (its width changed). A one-row ticker, redrawn many
    /// times a second, allocates nothing here.
    func returnToFrameStart(rows: Int, clear: Bool, into output: inout FrameBytes) {
        output.append(0x0D)
        if rowsOnScreen > 1 {
            output.append("\u{1B}[\(rowsOnScreen - 1)A")
        }
        if clear { output.append(TerminalScreen.eraseBelow) }
        rowsOnScreen = rows
    }

    private static let eraseBelow: [UInt8] = [0x1B, 0x5B, 0x4A]

    /// Shows the cursor, resets styles and ends the line; safe to call more than once.
    func restore() {
        guard isActive else { return }
        isActive = false
        markActive(false)
        try? System.writeAll(1, graphemeModeReset + TerminalScreen.restoreSequence)
    }
}
