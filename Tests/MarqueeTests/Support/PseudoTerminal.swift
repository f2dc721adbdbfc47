import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `marquee` running with a pseudo-terminal as its standard input, output and error,
/// as it would in a terminal window.
final class PseudoTerminalRun {
    private var child: ChildProcess!
    private let master: Int32
    private(set) var transcript: [UInt8] = []

    /// `environment` is added to the test's own, after `TERM=xterm`.
    init(_ arguments: [String], columns: UInt16 = 40, rows: UInt16 = 10,
         environment extra: [String: String] = [:]) throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else {
            throw POSIXError(.ENODEV)
        }
        self.master = master
        let flags = fcntl(master, F_GETFL)
        _ = fcntl(master, F_SETFL, flags | O_NONBLOCK)
        var environment = ChildProcess.inheritedEnvironment
        environment["TERM"] = "xterm"
        for (name, value) in extra { environment[name] = value }
        defer { close(slave) }
        child = try ChildProcess(marqueePath, arguments, environment: environment,
                                 input: .descriptor(slave), output: .descriptor(slave), error: .descriptor(slave),
                                 closing: [master])
    }

    var isRunning: Bool { child.isRunning }

    deinit {
        child = nil
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
        child.send(signal: signal)
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
        return child.wait(timeout: 0)
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
