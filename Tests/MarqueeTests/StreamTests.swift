import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `marquee` with its output read line by line as it runs, and its input written by the
/// test: a status bar and the program that feeds it.
final class LiveRun {
    let child: ChildProcess
    let input = OwnedPipe()
    private let output = OwnedPipe()
    private let errors = OwnedPipe()
    private var pending: [UInt8] = []
    private(set) var lines: [String] = []
    let collectedErrors: DataBox

    init(_ arguments: [String]) throws {
        child = try ChildProcess(marqueePath, arguments, environment: ChildProcess.inheritedEnvironment,
                                 input: .descriptor(input.readEnd), output: .descriptor(output.writeEnd),
                                 error: .descriptor(errors.writeEnd))
        output.closeWriteEnd()
        errors.closeWriteEnd()
        collectedErrors = errors.collect()
        _ = fcntl(output.readEnd, F_SETFL, fcntl(output.readEnd, F_GETFL) | O_NONBLOCK)
    }

    func write(_ text: String) {
        _ = text.withCString { Glibc.write(input.writeEnd, $0, strlen($0)) }
    }

    /// Reads lines until `predicate` holds for the newest one, or `timeout` passes.
    @discardableResult
    func readUntil(timeout: TimeInterval = 10, _ predicate: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while Date() < deadline {
            let count = buffer.withUnsafeMutableBytes { read(output.readEnd, $0.baseAddress, $0.count) }
            if count > 0 {
                pending += buffer[0..<count]
                while let newline = pending.firstIndex(of: 0x0A) {
                    lines.append(String(decoding: pending[..<newline], as: UTF8.self))
                    pending.removeSubrange(...newline)
                    if predicate(lines.last!) { return true }
                }
            } else {
                usleep(5_000)
            }
        }
        return false
    }
}

@Suite struct FollowTests {
    @Test func eachCompleteLineReplacesTheTextAndEndOfInputKeepsIt() throws {
        let run = try LiveRun(["--follow", "--lines", "-w", "10", "--interval", "0.05"])
        run.write("one\n")
        #expect(run.readUntil { $0 == "one       " })
        run.write("tw")
        // A partial line waits.
        #expect(!run.readUntil(timeout: 0.5) { $0.hasPrefix("tw") })
        run.write("o\n")
        #expect(run.readUntil { $0 == "two       " })
        run.input.closeWriteEnd()
        // After the end of input, the last text goes on.
        usleep(300_000)
        #expect(run.readUntil(timeout: 2) { $0 == "two       " })
        #expect(run.child.isRunning)
        run.child.send(signal: SIGTERM)
        #expect(run.child.wait() == 143)
    }

    @Test func aLastLineWithoutNewlineCountsAtTheEndOfInput() throws {
        let run = try LiveRun(["--follow", "--lines", "-w", "6", "--interval", "0.05"])
        run.write("one\nlast")
        #expect(run.readUntil { $0 == "one   " })
        #expect(!run.readUntil(timeout: 0.3) { $0.hasPrefix("last") })
        run.input.closeWriteEnd()
        #expect(run.readUntil { $0 == "last  " })
        run.child.send(signal: SIGTERM)
        #expect(run.child.wait() == 143)
    }

    @Test func aNewTextRestartsTheAnimation() throws {
        let run = try LiveRun(["--follow", "--lines", "-w", "4", "--interval", "0.05"])
        run.write("abcdefgh\n")
        #expect(run.readUntil { $0 == "efgh" })
        run.write("ABCDEFGH\n")
        // From its first column again.
        #expect(run.readUntil { $0.first?.isUppercase == true })
        #expect(run.lines.last == "ABCD")
        run.child.send(signal: SIGTERM)
    }

    @Test func tweenCountsInsteadOfRestarting() throws {
        let run = try LiveRun(["--follow", "--tween", "1", "--lines", "-w", "8", "--interval", "0.05"])
        run.write("CPU 10%\n")
        #expect(run.readUntil { $0 == "CPU 10% " })
        run.write("CPU 90%\n")
        #expect(run.readUntil { $0 == "CPU 90% " })
        let values = Set(run.lines.compactMap { Int($0.dropFirst(4).prefix(2).trimmingCharacters(in: .whitespaces)) })
        // Values between the two were shown on the way.
        #expect(values.filter { $0 > 10 && $0 < 90 }.count >= 5)
        run.child.send(signal: SIGTERM)
    }

    @Test func pauseAndResumeWithUSR1() throws {
        let run = try LiveRun(["-F", "json", "-w", "5", "--interval", "0.05", "a text that scrolls"])
        #expect(run.readUntil { $0.contains("\"class\":\"scrolling\"") })
        run.child.send(signal: SIGUSR1)
        #expect(run.readUntil { $0.contains("\"class\":\"paused\"") })
        // Paused: nothing new for a while.
        let count = run.lines.count
        #expect(!run.readUntil(timeout: 0.4) { _ in true })
        #expect(run.lines.count == count)
        run.child.send(signal: SIGUSR1)
        #expect(run.readUntil { $0.contains("\"class\":\"scrolling\"") })
        run.child.send(signal: SIGTERM)
    }
}

@Suite struct UpdateTests {
    @Test func outputReplacesTheText() throws {
        let counter = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-count-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: counter) }
        let command = "n=$(cat \(counter) 2>/dev/null || echo 0); echo $((n+1)) > \(counter); echo run $n"
        let run = try LiveRun(["--update", command, "--every", "0.2", "--lines", "-w", "6", "-i", "0.05"])
        #expect(run.readUntil { $0 == "run 0 " })
        #expect(run.readUntil { $0 == "run 2 " })
        run.child.send(signal: SIGTERM)
        #expect(run.child.wait() == 143)
    }

    @Test func failingFirstRunExitsOne() throws {
        let result = try runMarquee(["--update", "echo broken >&2; exit 3", "-w", "5"])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError == "marquee: --update: 'echo broken >&2; exit 3' failed with status 3: broken\n")
    }

    @Test func laterFailureKeepsTheTextAndIsReportedOnce() throws {
        let flag = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-ran-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: flag) }
        let command = "if [ -e \(flag) ]; then echo no >&2; exit 1; fi; touch \(flag); echo good"
        let run = try LiveRun(["--update", command, "--every", "0.1", "--lines", "-w", "5", "-i", "0.05",
                               "--timeout", "1"])
        #expect(run.child.wait() == 0)
        run.readUntil(timeout: 1) { _ in false }
        #expect(Set(run.lines) == ["good "])
        let errors = String(decoding: run.collectedErrors.get(), as: UTF8.self)
        #expect(errors.components(separatedBy: "\n").filter { !$0.isEmpty }.count == 1)
        #expect(errors.hasPrefix("marquee: --update:"))
    }

    @Test(.needs(.pgrep)) func hangingCommandIsKilledAtTheNextTick() throws {
        let marker = "marquee-hang-\(UUID().uuidString.prefix(8))"
        let flag = FileManager.default.temporaryDirectory.appendingPathComponent(marker).path
        defer { try? FileManager.default.removeItem(atPath: flag) }
        // First run answers; later runs hang.
        let command = "if [ -e \(flag) ]; then exec sh -c 'sleep 1000; : \(marker)'; fi; touch \(flag); echo first"
        let run = try LiveRun(["--update", command, "--every", "0.3", "--lines", "-w", "6", "-i", "0.05",
                               "--timeout", "1.5"])
        #expect(run.child.wait(timeout: 10) == 0)
        run.readUntil(timeout: 1) { _ in false }
        #expect(run.lines.allSatisfy { $0 == "first " })
        let errors = String(decoding: run.collectedErrors.get(), as: UTF8.self)
        #expect(errors.contains("was still running after 0.3s and was stopped"))
        #expect(try survivors(of: marker).isEmpty)
    }

    @Test(.needs(.pgrep), arguments: [(SIGTERM, Int32(143)), (SIGINT, Int32(130))])
    func aCommandStillRunningAtExitIsStopped(_ signal: Int32, _ status: Int32) throws {
        let marker = "marquee-exit-\(UUID().uuidString.prefix(8))"
        let flag = FileManager.default.temporaryDirectory.appendingPathComponent(marker).path
        defer { try? FileManager.default.removeItem(atPath: flag) }
        // The first run answers; the second is still running when marquee is told to end.
        let command = "if [ -e \(flag) ]; then exec sh -c 'sleep 1000; : \(marker)'; fi; touch \(flag); echo first"
        let run = try LiveRun(["--update", command, "--every", "0.2", "--lines", "-w", "6", "-i", "0.05"])
        #expect(run.readUntil { $0 == "first " })
        // Long enough for the second run to have started, well short of the third.
        usleep(300_000)
        // marquee's own command line holds the marker too.
        #expect(try !survivors(of: marker, except: run.child.pid).isEmpty, "the second run never started")
        run.child.send(signal: signal)
        #expect(run.child.wait() == status)
        #expect(try survivors(of: marker).isEmpty)
    }

    /// Processes other than `except` whose command line holds `marker`. Once marquee has
    /// ended, whatever is found is killed, so that a failing test leaves nothing behind.
    private func survivors(of marker: String, except running: pid_t? = nil) throws -> [String] {
        let found = try runProgram("pgrep", ["-f", marker])
        // pgrep: 0 some matched, 1 none did; anything else is an error of the check itself.
        #expect(found.status == 0 || found.status == 1, "pgrep: \(found.errors)")
        let others = found.lines.filter { Int32($0) != running }
        if running == nil {
            for pid in others { if let pid = Int32(pid) { kill(pid, SIGKILL) } }
        }
        return others
    }
}
