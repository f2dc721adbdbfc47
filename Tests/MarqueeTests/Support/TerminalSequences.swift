/// What marquee writes to take a terminal and to give it back, as a pseudo-terminal
/// shows it (the line discipline turns the final LF into CR LF).
///
/// Spelled out here rather than taken from the binary's sources, so that a change to
/// either side is a test failure, not a silent agreement.
enum TerminalSequences {
    /// Cursor hidden, line wrap off: the first bytes of every in-place run.
    static let takeover = "\u{1B}[?25l\u{1B}[?7l"
    /// Hyperlink closed, styles reset, line wrap on, cursor shown, line ended: the last
    /// bytes of every in-place run, however it ends.
    static let restore = "\u{1B}]8;;\u{1B}\\\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\r\n"
    /// The same, less the line end: what a suspend (Ctrl-Z) gives back before a CR.
    static let release = "\u{1B}]8;;\u{1B}\\\u{1B}[0m\u{1B}[?7h\u{1B}[?25h"
}
