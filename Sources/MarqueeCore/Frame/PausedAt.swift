/// Where a held ticker stands, `--paused-at` (marquee(1)): while `--pause-if` or SIGUSR1
/// holds it, and from where it moves on again.
///
/// Time stays the only source of position: a run's frame k is due at frame 0's time
/// + k × interval, and a hold only moves frame 0's time. `here` moves it on by the
/// length of the hold, so the ticker goes on from the frame it held; `start` shows
/// frame 0 while held and puts frame 0 at the moment it moves again.
package enum PausedAt: String, Sendable, CaseIterable {
    /// Today's behaviour, the default: held where it stopped.
    case here
    /// Back at frame 0's position while held; moving again starts from there.
    case start

    /// The frame shown while held, `shown` being the last frame drawn (-1 for none).
    ///
    ///     PausedAt.here.heldFrame(shown: 17)   // 17
    ///     PausedAt.start.heldFrame(shown: 17)  // 0
    package func heldFrame(shown: Int) -> Int {
        switch self {
        case .here: max(shown, 0)
        case .start: 0
        }
    }

    /// Frame 0's time once a hold from `since` ends at `now`, frame 0 having been due
    /// at `start` (all on one clock).
    ///
    ///     PausedAt.here.startAfterHold(start: 100, since: 500, now: 800)   // 400
    ///     PausedAt.start.startAfterHold(start: 100, since: 500, now: 800)  // 800
    package func startAfterHold(start: Int, since: Int, now: Int) -> Int {
        switch self {
        case .here: start + (now - since)
        case .start: now
        }
    }
}
