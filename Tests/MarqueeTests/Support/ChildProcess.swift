import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A child process started with posix_spawn and reaped with waitpid.
///
/// Foundation's Process is not used: in this test runner it sometimes never notices
/// that a child has exited, and a test would hang.
final class ChildProcess {
    private(set) var pid: pid_t = 0
    private var exitStatus: Int32?

    /// What a standard descriptor of the child is connected to.
    enum Stream {
        case null
        case descriptor(Int32)
    }

    /// A child in a session of its own whose controlling terminal is the pseudo-terminal
    /// at `terminalPath`, on its standard input, output and error: as a shell's
    /// foreground job sees its terminal (it may read it, and `tcgetpgrp` names it).
    convenience init(_ path: String, _ arguments: [String], environment: [String: String],
                     controllingTerminal terminalPath: String, closing: [Int32] = []) throws {
        try self.init(path, arguments, environment: environment, closing: closing, terminalPath: terminalPath)
    }

    /// `detached`: in a session of its own with no controlling terminal, so that marquee
    /// run from a developer's terminal never asks it, as a prompt's `--once` would, and
    /// measures by its answers (docs/terminals.md, "Prompts"). Not for a child that must
    /// stop on SIGTSTP: a session of its own is an orphaned process group, which the
    /// kernel does not stop.
    init(_ path: String, _ arguments: [String], environment: [String: String],
         input: Stream = .null, output: Stream = .null, error: Stream = .null, closing: [Int32] = [],
         terminalPath: String? = nil, detached: Bool = false) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let terminalPath {
            // Opened after setsid by a session leader without a terminal: it becomes the
            // controlling one.
            posix_spawn_file_actions_addopen(&actions, 0, terminalPath, O_RDWR, 0)
            posix_spawn_file_actions_adddup2(&actions, 0, 1)
            posix_spawn_file_actions_adddup2(&actions, 0, 2)
        }
        for (target, stream) in [(Int32(0), input), (1, output), (2, error)] where terminalPath == nil {
            switch stream {
            case .null:
                posix_spawn_file_actions_addopen(&actions, target, "/dev/null", target == 0 ? O_RDONLY : O_WRONLY, 0)
            case .descriptor(let fd):
                posix_spawn_file_actions_adddup2(&actions, fd, target)
            }
        }
        for fd in closing { posix_spawn_file_actions_addclose(&actions, fd) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigfillset(&defaults)
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &empty)
        // POSIX_SPAWN_SETSID (glibc 2.26), which the Glibc module does not export.
        let newSession: Int32 = terminalPath != nil || detached ? 0x80 : 0
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | newSession))
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        let result = posix_spawnp(&pid, path, &actions, &attributes, argv, envp)
        guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EINVAL) }
    }

    deinit {
        if isRunning {
            kill(pid, SIGKILL)
            var raw: Int32 = 0
            waitpid(pid, &raw, 0)
        }
    }

    var isRunning: Bool {
        guard exitStatus == nil else { return false }
        var raw: Int32 = 0
        guard waitpid(pid, &raw, WNOHANG) == pid else { return true }
        // Exit status when it exited, 128 + signal when a signal killed it.
        exitStatus = (raw & 0x7F) == 0 ? (raw >> 8) & 0xFF : 128 + (raw & 0x7F)
        return false
    }

    /// The exit status, or nil if it is still running after `timeout`.
    func wait(timeout: TimeInterval = 20) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while isRunning && Date() < deadline { usleep(2_000) }
        return isRunning ? nil : exitStatus
    }

    func send(signal: Int32) {
        kill(pid, signal)
    }

    /// The test process's environment, for children.
    static var inheritedEnvironment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "NO_COLOR")
        return environment
    }
}

/// A pipe whose descriptors close themselves.
final class OwnedPipe: @unchecked Sendable {
    private(set) var readEnd: Int32
    private(set) var writeEnd: Int32

    init() {
        var ends: [Int32] = [0, 0]
        pipe(&ends)
        readEnd = ends[0]
        writeEnd = ends[1]
        _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
    }

    func closeWriteEnd() {
        if writeEnd >= 0 { close(writeEnd) }
        writeEnd = -1
    }

    func closeReadEnd() {
        if readEnd >= 0 { close(readEnd) }
        readEnd = -1
    }

    deinit {
        closeReadEnd()
        closeWriteEnd()
    }

    /// Reads to end of file on a background thread.
    func collect() -> DataBox {
        let box = DataBox()
        let fd = readEnd
        let thread = Thread {
            var data = Data()
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if count > 0 { data.append(contentsOf: buffer[0..<count]) } else if count == 0 || errno != EINTR { break }
            }
            box.set(data)
            box.finish()
        }
        thread.start()
        return box
    }
}

/// Data handed from a reading thread to the test.
final class DataBox: @unchecked Sendable {
    private let condition = NSCondition()
    private var data = Data()
    private var done = false

    func set(_ value: Data) { condition.withLock { data = value } }

    func finish() {
        condition.withLock {
            done = true
            condition.broadcast()
        }
    }

    /// The data once the reader has finished, or what there is after `timeout`.
    func get(timeout: TimeInterval = 10) -> Data {
        condition.withLock {
            let deadline = Date().addingTimeInterval(timeout)
            while !done && condition.wait(until: deadline) {}
            return data
        }
    }
}
