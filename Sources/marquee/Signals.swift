#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Signals, turned into events the run loop acts on. A handler only records the signal
/// in an atomic set and writes a byte to a pipe the loop waits on: nothing else is safe
/// inside a handler, and the pipe wakes a loop that is asleep.
enum Signals {
    /// The signals that end the run, restoring the terminal, with status 128 + signal.
    static let terminating: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    /// All the signals the run loop hears about.
    static let handled: [Int32] = terminating + [SIGWINCH, SIGUSR1, SIGTSTP, SIGCONT]

    fileprivate static let received = Atomic<UInt64>(0)
    private static let wakeDescriptor = Atomic<Int32>(-1)
    /// The read end of the wake pipe, for the loop's poll.
    nonisolated(unsafe) private(set) static var wakeReadDescriptor: Int32 = -1

    /// Installs the handlers. SIGPIPE is ignored: a closed pipe shows up as EPIPE from
    /// write(2), which ends the run quietly.
    static func install() {
        signal(SIGPIPE, SIG_IGN)
        if wakeReadDescriptor < 0, let pipe = System.makePipe() {
            wakeReadDescriptor = pipe.read
            wakeDescriptor.store(pipe.write, ordering: .sequentiallyConsistent)
        }
        _ = received.load(ordering: .relaxed)
        // A parent may have left these blocked (a status bar, a test runner's thread):
        // a blocked SIGTERM would make the ticker unkillable but by SIGKILL.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for signalNumber in handled { sigaddset(&unblock, signalNumber) }
        sigprocmask(SIG_UNBLOCK, &unblock, nil)
        for signalNumber in handled { System.setHandler(signalNumber, record) }
    }

    /// Stops the process as SIGTSTP would have (its handler is ours), and returns once
    /// it continues.
    static func stopProcess() {
        signal(SIGTSTP, SIG_DFL)
        raise(SIGTSTP)
        // Here after SIGCONT.
        install()
    }

    /// Whether a signal has come since the last `take`: a plain load the run loop makes
    /// every frame, so that taking them (an array, an atomic exchange) stays off the idle
    /// frame's path.
    @inline(__always)
    static var anyReceived: Bool {
        received.load(ordering: .relaxed) != 0
    }

    /// Takes the signals received since the last call, in ascending order.
    static func take() -> [Int32] {
        let bits = received.exchange(0, ordering: .sequentiallyConsistent)
        guard bits != 0 else { return [] }
        drainWakePipe()
        return (1..<64).map(Int32.init).filter { contains(bits, $0) }
    }

    /// Whether a terminating signal is waiting, without taking it.
    static var terminationIsPending: Bool {
        let bits = received.load(ordering: .sequentiallyConsistent)
        return terminating.contains { contains(bits, $0) }
    }

    /// Whether `signalNumber` is among the received `bits`.
    fileprivate static func contains(_ bits: UInt64, _ signalNumber: Int32) -> Bool {
        bits & (1 << UInt64(signalNumber)) != 0
    }

    private static func drainWakePipe() {
        var scratch = [UInt8](repeating: 0, count: 64)
        while (scratch.withUnsafeMutableBytes { read(wakeReadDescriptor, $0.baseAddress, $0.count) }) > 0 {}
    }

    private static let record: @convention(c) (Int32) -> Void = { signalNumber in
        let savedErrno = errno
        received.bitwiseOr(1 << UInt64(signalNumber), ordering: .sequentiallyConsistent)
        var byte: UInt8 = 0
        _ = write(wakeDescriptor.load(ordering: .sequentiallyConsistent), &byte, 1)
        errno = savedErrno
    }
}

extension Signals {
    /// Ends the run with 128 + signal if a terminating signal has come, killing the
    /// process group `child` first, if given.
    static func exitIfTerminating(killing child: Int32? = nil) {
        let bits = received.load(ordering: .sequentiallyConsistent)
        for signalNumber in terminating where contains(bits, signalNumber) {
            if let child { System.killGroup(child) }
            Exit.now(128 + signalNumber)
        }
    }
}
