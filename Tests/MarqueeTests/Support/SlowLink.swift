import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A slow link to a far host, as ssh makes one, inside a real tmux pane: the pane's
/// terminal is put in raw mode, its bytes are carried to a shell on a pseudo-terminal of
/// its own and the shell's bytes back, each byte held back by `delay` on the way in both
/// directions. A pipeline, not a queue served one byte at a time: every byte leaves
/// `delay` after it arrived, in order, however many are on the way.
///
/// What plays ssh:
///
///     tmux pane:     stty raw -echo; cat <to-pane & cat >from-pane
///                                         ↑ FIFOs ↓
///     test process:  Relay thread, each byte held `delay` either way
///                                         ↕ master
///     pseudo-terminal:  bash --norc --noprofile -i, and marquee in it
///
/// The copying is done here, in the test process, by one thread: the pane runs only
/// `stty` and two `cat`s, which copy at once, joined to it by two FIFOs (a relay of
/// its own in the pane would have to be a program of its own). Like ssh, the far side gets
/// the pane's size (TIOCSWINSZ) when it starts, and `TERM` but not `TMUX`: what tmux
/// answers (XTVERSION `tmux 3.3a`, DA2, DA1, cursor reports) comes back over the link,
/// and marquee there can tell tmux by `TERM` and XTVERSION alone.
final class SlowLink {
    let server: TmuxServer
    let delay: TimeInterval
    /// The pane's size, as the far side's terminal has it.
    let columns: Int
    let rows: Int
    /// A directory of this link's own: the FIFOs, the pane's script, and the far
    /// side's XDG_CACHE_HOME (fresh for each link, so no cache lets a start ask nothing).
    let directory: String

    private let relay: Relay
    private var shell: ChildProcess?
    private let master: Int32

    /// Variables that do not travel over ssh, or would name the terminal the tests run
    /// in rather than the far one: tmux's own, and those of a screen or zellij the test
    /// runner may be in. `MARQUEE_TERMINAL` would name a profile and ask nothing.
    static let variablesLeftBehind = ["TMUX", "TMUX_PANE", "TERM_PROGRAM", "TERM_PROGRAM_VERSION", "STY", "WINDOW",
                                      "ZELLIJ", "ZELLIJ_SESSION_NAME", "ZELLIJ_PANE_ID", "MARQUEE_TERMINAL",
                                      "COLUMNS", "LINES"]

    /// Starts the tmux server, the relay and the shell, and waits for the shell's first
    /// prompt to have come over the link (so the pane is in raw mode and both ways carry).
    init(delay: TimeInterval, columns: Int = 200, rows: Int = 10) throws {
        self.delay = delay
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("marquee-slow-link-\(getpid())-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: directory + "/cache", withIntermediateDirectories: true)
        let fromPanePath = directory + "/from-pane"
        let toPanePath = directory + "/to-pane"
        guard mkfifo(fromPanePath, 0o600) == 0, mkfifo(toPanePath, 0o600) == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        // Both FIFOs opened for reading and writing: neither open waits for the pane's
        // `cat`s, and neither end ever sees an end of file while this link lives.
        let fromPane = open(fromPanePath, O_RDWR | O_NONBLOCK | O_CLOEXEC)
        let toPane = open(toPanePath, O_RDWR | O_NONBLOCK | O_CLOEXEC)
        guard fromPane >= 0, toPane >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }

        // Raw mode on the pane's side, as ssh sets it: tmux's answers are passed on as
        // bytes, neither echoed in the pane nor held for a line, and no CR/NL is changed.
        let script = directory + "/pane.sh"
        try Data("stty raw -echo\ncat <'\(toPanePath)' &\nexec cat >'\(fromPanePath)'\n".utf8)
            .write(to: URL(fileURLWithPath: script))
        server = try TmuxServer(width: columns, height: rows, command: "sh '\(script)'")

        // The far side's terminal gets the pane's size as tmux made it (TIOCSWINSZ at
        // start, through openpty).
        let size = try server.display("#{pane_width} #{pane_height}").split(separator: " ").compactMap { Int($0) }
        guard size.count == 2 else { throw POSIXError(.EIO) }
        self.columns = size[0]
        self.rows = size[1]
        var window = winsize(ws_row: UInt16(size[1]), ws_col: UInt16(size[0]), ws_xpixel: 0, ws_ypixel: 0)
        var master: Int32 = -1
        var slave: Int32 = -1
        var name = [CChar](repeating: 0, count: 256)
        guard openpty(&master, &slave, &name, nil, &window) == 0 else { throw POSIXError(.ENODEV) }
        self.master = master
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        let slavePath = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)

        var environment = ChildProcess.inheritedEnvironment
        for name in SlowLink.variablesLeftBehind { environment.removeValue(forKey: name) }
        environment["TERM"] = "tmux-256color"
        environment["PS1"] = "$ "
        environment["XDG_CACHE_HOME"] = directory + "/cache"
        // No history file written into the user's home by the test's shells.
        environment["HISTFILE"] = "/dev/null"

        relay = Relay(delay: delay, fromPane: fromPane, toPane: toPane, master: master)
        relay.start()
        defer { close(slave) }
        shell = try ChildProcess("bash", ["--norc", "--noprofile", "-i"], environment: environment,
                                 controllingTerminal: slavePath)

        let promptCame = try server.waitFor(timeout: 5 + 2 * delay) { try screen().last == "$" }
        guard promptCame else { throw LinkDown(screen: (try? screen()) ?? []) }
    }

    deinit {
        // The shell first: its death hangs up its terminal, which ends what still runs
        // in it (SIGHUP); then the relay, whose descriptors are closed only once it has
        // stopped; the tmux server last (TmuxServer's deinit).
        shell = nil
        relay.stop()
        close(master)
        try? FileManager.default.removeItem(atPath: directory)
    }

    struct LinkDown: Error, CustomStringConvertible {
        let screen: [String]
        var description: String { "the shell's prompt never came over the link; the pane shows \(screen)" }
    }

    /// Types `line` and Enter in the pane: the keys go over the link too.
    func type(_ line: String) throws {
        try server.tmux(["send-keys", "-l", line])
        try server.tmux(["send-keys", "Enter"])
    }

    /// The pane's screen, a line a row, wrapped lines joined, trailing empty rows dropped.
    /// `-J` keeps trailing spaces, which are cut here: the prompt `$ ` reads `$`.
    func screen() throws -> [String] {
        var lines = try server.tmux(["capture-pane", "-p", "-J"]).components(separatedBy: "\n").map { line in
            String(line.reversed().drop(while: { $0 == " " }).reversed())
        }
        while lines.last == "" { lines.removeLast() }
        return lines
    }
}

/// The relay's thread and the bytes on the way: from the pane to the shell's terminal,
/// and back. Each read is stamped with when it came; it is written once `delay` has
/// passed since, so a byte is held `delay` whatever else is on the way.
private final class Relay: @unchecked Sendable {
    private let delay: UInt64
    private let fromPane: Int32
    private let toPane: Int32
    private let master: Int32
    private let lock = NSLock()
    private var stopping = false
    private let finished = DispatchSemaphore(value: 0)
    private var started = false

    init(delay: TimeInterval, fromPane: Int32, toPane: Int32, master: Int32) {
        self.delay = UInt64(delay * 1e9)
        self.fromPane = fromPane
        self.toPane = toPane
        self.master = master
    }

    func start() {
        started = true
        Thread { [self] in
            run()
            finished.signal()
        }.start()
    }

    /// Stops the thread and closes the FIFOs; the caller closes the master.
    func stop() {
        lock.withLock { stopping = true }
        if started { finished.wait() }
        close(fromPane)
        close(toPane)
    }

    private var isStopping: Bool { lock.withLock { stopping } }

    /// Bytes held back, each read with the time it is due to leave.
    private struct Held {
        var chunks: [(due: UInt64, bytes: [UInt8])] = []
        var nextDue: UInt64? { chunks.first?.due }

        /// Writes what is due by `now`, in order, as far as `fd` takes it.
        mutating func send(to fd: Int32, now: UInt64) {
            while let first = chunks.first, first.due <= now {
                let written = first.bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
                if written < 0 { return }   // EAGAIN (full for now) or EINTR: tried again soon
                if written < first.bytes.count {
                    chunks[0].bytes.removeFirst(written)
                    return
                }
                chunks.removeFirst()
            }
        }
    }

    private static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    private func run() {
        var toShell = Held()
        var toThePane = Held()
        var shellIsThere = true
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !isStopping {
            let now = Relay.now()
            toThePane.send(to: toPane, now: now)
            toShell.send(to: master, now: now)
            // Sleep until the next byte is due, but look at the stop flag at least every
            // 50 ms; a byte due but not taken is tried again in 2 ms.
            var timeout: Int32 = 50
            if let next = [toShell.nextDue, toThePane.nextDue].compactMap({ $0 }).min() {
                timeout = next <= now ? 2 : Int32(min(50, (next - now + 999_999) / 1_000_000))
            }
            var descriptors = [pollfd(fd: fromPane, events: Int16(POLLIN), revents: 0),
                               pollfd(fd: shellIsThere ? master : -1, events: Int16(POLLIN), revents: 0)]
            guard poll(&descriptors, 2, timeout) > 0 else { continue }
            let arrived = Relay.now()
            if descriptors[0].revents & Int16(POLLIN) != 0 {
                let count = buffer.withUnsafeMutableBytes { read(fromPane, $0.baseAddress, $0.count) }
                if count > 0 { toShell.chunks.append((arrived + delay, Array(buffer[0..<count]))) }
            }
            if descriptors[1].revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
                if count > 0 {
                    toThePane.chunks.append((arrived + delay, Array(buffer[0..<count])))
                } else if count == 0 || (errno != EAGAIN && errno != EINTR) {
                    // The shell has gone (EIO): nothing more comes from its side.
                    shellIsThere = false
                }
            }
        }
    }
}
