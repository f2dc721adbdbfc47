#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Gives the terminal back even when the program dies of a fault or SIGQUIT: the
/// handler writes the restoring bytes (a write is safe in a handler) and raises the
/// signal again with its default action, so the process still dies of it. Off a
/// terminal it hands the signal to the handler that was there before (the runtime's
/// backtracer); on one it does not, as the backtracer would sit waiting for a key.
enum CrashGuard {
    static let signals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT, SIGQUIT]

    /// Whether a terminal is being drawn on: set by `TerminalScreen`.
    static let screenIsActive = Atomic<Bool>(false)
    /// Written as it is, from the handler: built before any handler can run.
    private static let restoreBytes: [UInt8] = TerminalScreen.restoreSequence
    /// The same, with grapheme cluster mode reset first: for a run that set it.
    private static let restoreBytesResettingGraphemeMode: [UInt8] =
        TerminalScreen.graphemeModeReset + TerminalScreen.restoreSequence
    /// Whether the run set grapheme cluster mode 2027: set by `TerminalScreen`.
    static let graphemeModeIsSet = Atomic<Bool>(false)
    /// The handlers that were there before, by signal number: plain memory, so the
    /// handler reads it without any Swift runtime call.
    nonisolated(unsafe) private static let previous: UnsafeMutablePointer<sigaction> = {
        let table = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
        table.initialize(repeating: sigaction(), count: 65)
        return table
    }()

    static func install() {
        _ = restoreBytes.count
        _ = restoreBytesResettingGraphemeMode.count
        _ = graphemeModeIsSet.load(ordering: .relaxed)
        _ = TerminalInquiry.savedModes
        _ = TerminalInquiry.modesChanged.load(ordering: .relaxed)
        _ = TerminalInquiry.input.load(ordering: .relaxed)
        _ = previous
        _ = screenIsActive.load(ordering: .relaxed)
        for signalNumber in signals {
            System.setHandler(signalNumber, restoreAndRaise, previous: previous + Int(signalNumber))
        }
    }

    private static let restoreAndRaise: @convention(c) (Int32) -> Void = { signalNumber in
        if TerminalInquiry.modesChanged.exchange(false, ordering: .sequentiallyConsistent) {
            tcsetattr(TerminalInquiry.input.load(ordering: .sequentiallyConsistent), TCSANOW, TerminalInquiry.savedModes)
        }
        if screenIsActive.exchange(false, ordering: .sequentiallyConsistent) {
            let bytes = graphemeModeIsSet.load(ordering: .sequentiallyConsistent)
                ? restoreBytesResettingGraphemeMode : restoreBytes
            bytes.withUnsafeBytes { _ = write(1, $0.baseAddress, $0.count) }
            signal(signalNumber, SIG_DFL)
        } else {
            sigaction(signalNumber, previous + Int(signalNumber), nil)
        }
        raise(signalNumber)
    }
}
