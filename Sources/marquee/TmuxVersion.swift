import TerminalWidth

/// Asks the tmux on PATH its version (`tmux -V`), for `--format tmux` when the
/// environment does not say it (docs/terminals.md). Deciding what the answer means is the
/// core's (`TerminalDetection.decideForTmuxStatusLine`).
enum TmuxVersion {
    /// How long tmux has to answer.
    static let limitNanoseconds = 200_000_000

    /// What `tmux -V` printed, or nil: no tmux, a failure, or no answer within 200 ms.
    static func ask() -> String? {
        TmuxQuery.run(["-V"], until: System.monotonicNanoseconds() + limitNanoseconds)
    }
}
