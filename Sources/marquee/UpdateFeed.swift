#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--update CMD --every S`: CMD through /bin/sh every S seconds, its whole output the
/// new text (marquee(1)). Runs never block the animation: their output is read as it comes.
///
/// The first run happens before the first frame: if it fails there is nothing to show,
/// so the program ends with status 1. A later failure keeps the last text and is
/// reported once, until a run succeeds again. A run still going at the next tick is
/// killed with everything it started.
final class UpdateFeed: TextFeed {
    private struct Run {
        let pid: pid_t
        var output: Int32?
        var errors: Int32?
        var text: [UInt8] = []
        var errorText: [UInt8] = []

        /// The pipes still open: the run's output is whole when there are none.
        var descriptors: [Int32] { [output, errors].compactMap { $0 } }
    }

    private let command: String
    private let every: Int
    private var run: Run?
    private var nextRun: Int
    private var failureReported = false
    private var scratch = [UInt8](repeating: 0, count: 1 << 16)

    init(command: String, every: Int, now: Int) {
        self.command = command
        self.every = every
        nextRun = now + every
    }

    var descriptors: [Int32] { run?.descriptors ?? [] }
    var nextDeadline: Int? { nextRun }

    /// Runs the command to its end; its output, or the end of the program.
    func firstText() -> [UInt8] {
        guard var run = start() else { Exit.fail("--update: cannot run /bin/sh") }
        while !run.descriptors.isEmpty {
            Signals.exitIfTerminating(killing: run.pid)
            let readable = System.waitForInput(run.descriptors + [Signals.wakeReadDescriptor],
                                               nanoseconds: 1_000_000_000)
            read(&run, readable: readable)
        }
        let status = System.exitStatus(of: run.pid, wait: true) ?? 1
        guard status == 0 else { Exit.fail(failure(status: status, run)) }
        return run.text
    }

    func service(readable: [Int32], now: Int) -> [UInt8]? {
        var newText: [UInt8]?
        if var current = run {
            read(&current, readable: readable)
            run = current
            if current.descriptors.isEmpty, let status = System.exitStatus(of: current.pid) {
                run = nil
                if status == 0 {
                    failureReported = false
                    newText = current.text
                } else {
                    report(failure(status: status, current))
                }
            }
        }
        if now >= nextRun {
            if let hung = run {
                System.killGroup(hung.pid)
                _ = System.exitStatus(of: hung.pid, wait: true)
                close(hung)
                run = nil
                report("--update: '\(command)' was still running after \(UpdateFeed.seconds(every)) and was stopped")
            }
            run = start()
            while nextRun <= now { nextRun += every }
        }
        return newText
    }

    private func start() -> Run? {
        guard let child = System.spawnShell(command) else { return nil }
        Exit.childGroup = child.pid
        return Run(pid: child.pid, output: child.output, errors: child.errors)
    }

    private func read(_ run: inout Run, readable: [Int32]) {
        if let fd = run.output, readable.contains(fd),
           !UpdateFeed.drain(fd, into: &run.text, limit: feedTextLimit, scratch: &scratch) {
            System.closeDescriptor(fd)
            run.output = nil
        }
        if let fd = run.errors, readable.contains(fd),
           !UpdateFeed.drain(fd, into: &run.errorText, limit: 4096, scratch: &scratch) {
            System.closeDescriptor(fd)
            run.errors = nil
        }
    }

    private func close(_ run: Run) {
        run.descriptors.forEach(System.closeDescriptor)
    }

    /// `1s`, `0.25s`.
    static func seconds(_ nanoseconds: Int) -> String {
        var text = String(nanoseconds / 1_000_000_000)
        let milliseconds = nanoseconds / 1_000_000 % 1000
        if milliseconds > 0 {
            var fraction = String(milliseconds)
            fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
            while fraction.hasSuffix("0") { fraction.removeLast() }
            text += "." + fraction
        }
        return text + "s"
    }

    private func report(_ message: String) {
        guard !failureReported else { return }
        failureReported = true
        Exit.report(message)
    }

    /// `--update: 'false' failed with status 1: what it said first`.
    private func failure(status: Int32, _ run: Run) -> String {
        var message = "--update: '\(command)' failed with status \(status)"
        let firstLine = run.errorText.split(separator: 0x0A).first.map { String(decoding: $0, as: UTF8.self) }
        if let firstLine {
            let printable = String(firstLine.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.prefix(200))
            if !printable.isEmpty { message += ": " + printable }
        }
        return message
    }
}
