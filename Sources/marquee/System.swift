#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed system call: its C name and errno, rendered in one place.
struct SystemError: Error {
    let call: String
    let code: Int32

    var isBrokenPipe: Bool { code == EPIPE }

    /// `write: No space left on device`.
    var message: String {
        let reason = strerror(code).map { String(cString: $0) } ?? "error \(code)"
        return "\(call): \(reason)"
    }
}

/// Thin wrappers around the system calls the shell uses. Each keeps its C name in the
/// doc comment; EINTR is retried here, once, for all of them.
enum System {
    /// Writes all of `bytes`. The corresponding C function is `write(2)`.
    ///
    /// A full pipe with a non-blocking descriptor waits in `poll(2)` instead of spinning;
    /// `shouldStop` is asked after each interruption, so a signal can end a blocked write.
    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer,
                         shouldStop: () -> Bool = { false }) throws(SystemError) {
        var offset = 0
        while offset < bytes.count {
            let written = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if written >= 0 {
                offset += written
                continue
            }
            switch errno {
            case EINTR:
                if shouldStop() { return }
            case EAGAIN:
                var descriptor = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                _ = poll(&descriptor, 1, -1)
                if shouldStop() { return }
            default:
                throw SystemError(call: "write", code: errno)
            }
        }
    }

    static func writeAll(_ fd: Int32, _ bytes: [UInt8], shouldStop: () -> Bool = { false }) throws(SystemError) {
        let result: Result<Void, SystemError> = bytes.withUnsafeBytes { buffer in
            Result { () throws(SystemError) in try writeAll(fd, buffer, shouldStop: shouldStop) }
        }
        try result.get()
    }

    /// What one read(2) gave.
    enum ReadResult {
        case bytes(Int)
        case endOfFile
        /// A non-blocking descriptor had nothing yet, or a signal came first.
        case notYet
        case failed(SystemError)
    }

    /// Reads what is there, up to the buffer's size. The corresponding C function is `read(2)`.
    static func readAvailable(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) -> ReadResult {
        let count = read(fd, buffer.baseAddress, buffer.count)
        if count > 0 { return .bytes(count) }
        if count == 0 { return .endOfFile }
        switch errno {
        case EINTR, EAGAIN: return .notYet
        default: return .failed(SystemError(call: "read", code: errno))
        }
    }

    /// The size of the regular file open on `fd`, or nil for a pipe, a terminal or
    /// anything else. The corresponding C function is `fstat(2)`.
    static func regularFileSize(_ fd: Int32) -> Int? {
        var status = stat()
        guard fstat(fd, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int(status.st_size)
    }

    /// The corresponding C function is `isatty(3)`.
    static func isTerminal(_ fd: Int32) -> Bool {
        isatty(fd) == 1
    }

    /// Whether `first` and `second` are the same terminal device. The corresponding C
    /// function is `fstat(2)`.
    static func sameTerminal(_ first: Int32, _ second: Int32) -> Bool {
        var one = stat()
        var other = stat()
        guard fstat(first, &one) == 0, fstat(second, &other) == 0 else { return false }
        return (one.st_mode & S_IFMT) == S_IFCHR && one.st_rdev == other.st_rdev
    }

    /// The terminal device open on `fd` as its device number and the time its inode last
    /// changed (for a pseudo-terminal, when it was opened), `136:3 1764250000.123456789`;
    /// nil for anything but a terminal. `/dev/tty` is resolved to the device it stands
    /// for: the one of standard input, output or error that is the controlling terminal.
    /// The number, not the path: `ttyname(3)` reads a link and stats the path, the
    /// dearest part of a prompt's start that reads its memory. The corresponding C
    /// function is `fstat(2)`.
    static func terminalDevice(_ fd: Int32) -> String? {
        var status = stat()
        guard fstat(fd, &status) == 0, (status.st_mode & S_IFMT) == S_IFCHR else { return nil }
        // /dev/tty is character device 5, 0, whoever opens it.
        if status.st_rdev == makeDeviceNumber(5, 0) {
            for standard in Int32(0)...2 where standard != fd {
                var other = stat()
                guard fstat(standard, &other) == 0, (other.st_mode & S_IFMT) == S_IFCHR,
                      other.st_rdev != status.st_rdev, tcgetpgrp(standard) == tcgetpgrp(fd) else { continue }
                return terminalDevice(standard)
            }
            return nil
        }
        #if os(Linux)
        let changed = status.st_ctim
        #else
        let changed = status.st_ctimespec
        #endif
        let (major, minor) = deviceParts(status.st_rdev)
        var text: [UInt8] = []
        text.reserveCapacity(48)
        text.appendDecimal(major)
        text.append(0x3A)  // :
        text.appendDecimal(minor)
        text.append(0x20)
        text.appendDecimal(UInt64(changed.tv_sec))
        text.append(0x2E)  // .
        text.appendDecimal(UInt64(changed.tv_nsec), minimumDigits: 9)
        return String(decoding: text, as: UTF8.self)
    }

    /// `major(3)` and `minor(3)`, which the Glibc module does not export.
    private static func deviceParts(_ device: dev_t) -> (major: UInt64, minor: UInt64) {
        let number = UInt64(truncatingIfNeeded: device)
        #if os(Linux)
        return ((number >> 8) & 0xFFF | (number >> 32) & ~0xFFF, (number & 0xFF) | (number >> 12) & ~0xFF)
        #else
        return ((number >> 24) & 0xFF, number & 0xFF_FFFF)
        #endif
    }

    /// `makedev(3)`, which the Glibc module does not export.
    private static func makeDeviceNumber(_ major: UInt64, _ minor: UInt64) -> dev_t {
        dev_t((major & 0xFFF) << 8 | (major & ~0xFFF) << 32 | (minor & 0xFF) | (minor & ~0xFF) << 12)
    }

    /// The process's controlling terminal, opened for reading and writing; nil where it
    /// has none (a status bar's job, a daemon). The corresponding C function is
    /// `open(2)` of `/dev/tty`.
    static func openControllingTerminal() -> Int32? {
        let fd = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        return fd >= 0 ? fd : nil
    }

    /// Puts `byte` into the terminal's input as if it had been typed; false when the
    /// system does not allow it (Linux 6.2 and later without `dev.tty.legacy_tiocsti`,
    /// unless privileged). The corresponding C call is `ioctl(fd, TIOCSTI)`.
    static func pushInput(_ fd: Int32, _ byte: inout UInt8) -> Bool {
        withUnsafeMutablePointer(to: &byte) { ioctl(fd, UInt(TIOCSTI), $0) } == 0
    }

    /// Columns and rows of the terminal on `fd`. The corresponding C call is
    /// `ioctl(fd, TIOCGWINSZ)`.
    static func windowSize(_ fd: Int32) -> (columns: Int, rows: Int)? {
        var size = winsize()
        let result = withUnsafeMutablePointer(to: &size) { ioctl(fd, UInt(TIOCGWINSZ), $0) }
        guard result == 0, size.ws_col > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Nanoseconds on a clock that never jumps. The corresponding C function is
    /// `clock_gettime(CLOCK_MONOTONIC)`.
    static func monotonicNanoseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return now.tv_sec * 1_000_000_000 + now.tv_nsec
    }

    /// Nanoseconds since 1970. The corresponding C function is `clock_gettime(CLOCK_REALTIME)`.
    static func wallClockNanoseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return now.tv_sec * 1_000_000_000 + now.tv_nsec
    }

    /// Waits until one of `fds` is readable or `nanoseconds` pass (nil: no limit).
    /// Returns the descriptors that became readable. The corresponding C function is
    /// `poll(2)`; its timeout is rounded up to whole milliseconds, which only delays a
    /// frame, never moves it, since position comes from the clock.
    static func waitForInput(_ fds: [Int32], nanoseconds: Int?) -> [Int32] {
        var descriptors = fds.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let result = poll(&descriptors, nfds_t(descriptors.count), pollMilliseconds(nanoseconds))
        guard result > 0 else { return [] }
        return descriptors.filter { $0.revents & readyEvents != 0 }.map(\.fd)
    }

    /// `waitForInput` for one descriptor, with nothing allocated: the idle ticker's
    /// only wait, ten times a second all day.
    static func waitForInput(_ fd: Int32, nanoseconds: Int?) -> Bool {
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let result = poll(&descriptor, 1, pollMilliseconds(nanoseconds))
        return result > 0 && descriptor.revents & readyEvents != 0
    }

    /// What ends a wait for input: data, the other end closed, or an error to read.
    private static let readyEvents = Int16(POLLIN | POLLHUP | POLLERR)

    private static func pollMilliseconds(_ nanoseconds: Int?) -> Int32 {
        nanoseconds.map { Int32(clamping: (max($0, 0) + 999_999) / 1_000_000) } ?? -1
    }

    /// A pipe whose ends are non-blocking and closed on exec. The corresponding C
    /// function is `pipe(2)`.
    static func makePipe() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        for fd in ends {
            setNonBlocking(fd)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        return (ends[0], ends[1])
    }

    /// The corresponding C call is `fcntl(fd, F_SETFL, O_NONBLOCK)`.
    static func setNonBlocking(_ fd: Int32) {
        let flags = fcntl(fd, F_GETFL)
        if flags >= 0 { _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK) }
    }

    /// The corresponding C function is `getenv(3)`.
    static func environmentVariable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Ends the process. The corresponding C function is `exit(3)`.
    static func exitProcess(_ status: Int32) -> Never {
        _exit(status)
    }
}

extension System {
    /// Starts `/bin/sh -c command` in a process group of its own, its standard input
    /// on /dev/null and its output on new pipes, or with `discardingOutput` on /dev/null
    /// (the descriptors returned are then -1). The corresponding C function is
    /// `posix_spawn(3)`.
    static func spawnShell(_ command: String, discardingOutput: Bool = false)
        -> (pid: pid_t, output: Int32, errors: Int32)? {
        let noPipe: (read: Int32, write: Int32) = (-1, -1)
        guard let output = discardingOutput ? noPipe : makePipe(),
              let errors = discardingOutput ? noPipe : makePipe() else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if discardingOutput {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        } else {
            posix_spawn_file_actions_adddup2(&actions, output.write, 1)
            posix_spawn_file_actions_adddup2(&actions, errors.write, 2)
        }
        var pid: pid_t = 0
        let arguments: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/sh"), strdup("-c"), strdup(command), nil]
        defer { arguments.forEach { free($0) } }
        let result = withChildAttributes { posix_spawn(&pid, "/bin/sh", &actions, &$0, arguments, environ) }
        if !discardingOutput {
            close(output.write)
            close(errors.write)
        }
        guard result == 0 else {
            if !discardingOutput {
                close(output.read)
                close(errors.read)
            }
            return nil
        }
        return (pid, output.read, errors.read)
    }

    /// The child's exit status if it has ended: its status, or 128 + the signal that
    /// killed it. The corresponding C function is `waitpid(2)` with WNOHANG.
    static func exitStatus(of pid: pid_t, wait: Bool = false) -> Int32? {
        var raw: Int32 = 0
        while true {
            let result = waitpid(pid, &raw, wait ? 0 : WNOHANG)
            if result == pid { break }
            if result < 0 && errno == EINTR { continue }
            return nil
        }
        return (raw & 0x7F) == 0 ? (raw >> 8) & 0xFF : 128 + (raw & 0x7F)
    }

    /// Makes `handler` run on `signalNumber`, with no signal blocked while it runs and no
    /// SA_RESTART (a blocked read or write returns EINTR, so the loop sees the signal).
    /// The corresponding C function is `sigaction(2)`.
    static func setHandler(_ signalNumber: Int32, _ handler: @convention(c) (Int32) -> Void,
                           previous: UnsafeMutablePointer<sigaction>? = nil) {
        var action = sigaction()
        #if os(Linux)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(signalNumber, &action, previous)
    }

    /// The corresponding C call is `kill(-group, SIGKILL)`.
    static func killGroup(_ group: pid_t) {
        kill(-group, SIGKILL)
    }

    static func closeDescriptor(_ fd: Int32) {
        close(fd)
    }
}

extension System {
    /// Runs `spawn` with the attributes every child of ours gets: default signal handling
    /// and nothing blocked, and a process group of its own, so a hung command and all it
    /// started can be killed together.
    private static func withChildAttributes(_ spawn: (inout posix_spawnattr_t) -> Int32) -> Int32 {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signalNumber in Signals.terminating + [SIGWINCH, SIGUSR1, SIGPIPE] { sigaddset(&defaults, signalNumber) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))
        return spawn(&attributes)
    }

    /// Starts `program` (looked up in PATH, no shell) with `arguments`, in a process group
    /// of its own, its standard input and error on /dev/null and its output on a new
    /// non-blocking pipe. The corresponding C function is `posix_spawnp(3)`.
    static func spawnProgram(_ program: String, _ arguments: [String]) -> (pid: pid_t, output: Int32)? {
        guard let output = makePipe() else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output.write, 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pid: pid_t = 0
        let argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let result = withChildAttributes { posix_spawnp(&pid, program, &actions, &$0, argv, environ) }
        close(output.write)
        guard result == 0 else {
            close(output.read)
            return nil
        }
        return (pid, output.read)
    }
}
