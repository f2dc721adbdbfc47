#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--pause-if CMD`: CMD through /bin/sh every `--every`, its output discarded; while
/// its last run exited 0 the ticker holds still (marquee(1)).
///
/// Never two runs at once: a run still going when the next is due is left to finish,
/// and the next starts at the first tick after it. A command that cannot be started
/// (the shell cannot be spawned, or says 126 or 127: not executable, not found) is
/// reported once and counts as "not paused", so a typo never freezes the ticker.
final class PauseCondition {
    private let command: String
    private let every: Int
    private var running: pid_t?
    private var nextRun: Int
    private var failureReported = false
    /// What the last finished run said.
    private(set) var isPaused = false

    /// How often a running command is looked at: it has no descriptor to wake the loop
    /// when it ends, and a status bar's command ends in milliseconds.
    private static let checkInterval = 20_000_000

    init(command: String, every: Int, now: Int) {
        self.command = command
        self.every = every
        nextRun = now
    }

    /// When the loop must next look: a check on the running command, or the next run.
    var nextDeadline: Int {
        running == nil ? nextRun : min(nextRun, System.monotonicNanoseconds() + PauseCondition.checkInterval)
    }

    /// Collects a finished run and starts the next when due; true when `isPaused` changed.
    func service(now: Int) -> Bool {
        let before = isPaused
        if let pid = running, let status = System.exitStatus(of: pid) {
            running = nil
            Exit.pauseCommandGroup = nil
            if status == 126 || status == 127 {
                report("--pause-if: '\(command)' could not be run (status \(status)); not pausing")
                isPaused = false
            } else {
                isPaused = status == 0
            }
        }
        if running == nil && now >= nextRun {
            if let child = System.spawnShell(command, discardingOutput: true) {
                running = child.pid
                Exit.pauseCommandGroup = child.pid
            } else {
                report("--pause-if: cannot run /bin/sh; not pausing")
                isPaused = false
            }
            while nextRun <= now { nextRun += every }
        }
        return isPaused != before
    }

    private func report(_ message: String) {
        guard !failureReported else { return }
        failureReported = true
        Exit.report(message)
    }
}
