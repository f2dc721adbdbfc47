import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `marquee` running with a pseudo-terminal as its standard input, output and error,
/// as it would in a terminal window.
///
/// Spawned with posix_spawn and reaped with waitpid, so its end is seen at once and
/// never confused with another test's child.
final class PseudoTerminalRun {
    private(set) var pid: pid_t = 0
    private let master: Int32
    private(set) var transcript: [UInt8] = []
    private var status: Int32?

    init(_ arguments: [String], columns: UInt16 = 40, rows: UInt16 = 10) throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else {
            throw POSIXError(.ENODEV)
        }
        self.master = master
        let flags = fcntl(master, F_GETFL)
        _ = fcntl(master, F_SETFL, flags | O_NONBLOCK)
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "NO_COLOR")
        environment["TERM"] = "xterm"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for target in 0...2 { posix_spawn_file_actions_adddup2(&actions, slave, Int32(target)) }
        posix_spawn_file_actions_addclose(&actions, master)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigfillset(&defaults)
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv = ([marqueePath] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        let result = posix_spawn(&pid, marqueePath, &actions, &attributes, argv, envp)
        close(slave)
        guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EINVAL) }
    }

    var isRunning: Bool {
        guard status == nil else { return false }
        var raw: Int32 = 0
        if waitpid(pid, &raw, WNOHANG) == pid {
            // Exit status when it exited, 128 + signal when a signal killed it.
            status = (raw & 0x7F) == 0 ? (raw >> 8) & 0xFF : 128 + (raw & 0x7F)
            return false
        }
        return true
    }

    deinit {
        if isRunning {
            kill(pid, SIGKILL)
            var raw: Int32 = 0
            waitpid(pid, &raw, 0)
        }
        close(master)
    }

    /// Reads until `predicate` holds for everything read so far, or `timeout` passes.
    @discardableResult
    func read(timeout: TimeInterval = 10, until predicate: ([UInt8]) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while Date() < deadline {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress, $0.count) }
            if count > 0 {
                transcript += buffer[0..<count]
                if predicate(transcript) { return true }
            } else {
                if predicate(transcript) { return true }
                if count == 0 || (count < 0 && errno == EIO) {
                    return predicate(transcript)
                }
                usleep(5_000)
            }
        }
        return predicate(transcript)
    }

    func send(signal: Int32) {
        kill(pid, signal)
    }

    func resize(columns: UInt16, rows: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        send(signal: SIGWINCH)
    }

    /// Waits for the process to end and returns its status, collecting the rest of
    /// its output.
    func waitForExit(timeout: TimeInterval = 10) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while isRunning && Date() < deadline {
            read(timeout: 0.05) { _ in false }
        }
        guard !isRunning else { return nil }
        read(timeout: 0.2) { _ in false }
        return status
    }

    var text: String { String(decoding: transcript, as: UTF8.self) }
}

extension Array where Element == UInt8 {
    func contains(_ needle: String) -> Bool {
        let bytes = Array(needle.utf8)
        guard bytes.count <= count else { return false }
        return (0...(count - bytes.count)).contains { self[$0..<($0 + bytes.count)].elementsEqual(bytes) }
    }

    func count(of needle: String) -> Int {
        let bytes = Array(needle.utf8)
        guard !bytes.isEmpty, bytes.count <= count else { return 0 }
        return (0...(count - bytes.count)).filter { self[$0..<($0 + bytes.count)].elementsEqual(bytes) }.count
    }
}
