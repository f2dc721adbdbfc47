import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Signals at random moments, faults, slow readers and hostile input: nothing crashes
/// the tool or leaves a terminal without its cursor.
@Suite struct SignalRobustnessTests {
    static let restore = "\u{1B}[0m\u{1B}[?7h\u{1B}[?25h"

    @Test func terminatingSignalsAtRandomMomentsAlwaysRestore() throws {
        var generator = SystemRandomNumberGenerator()
        let signals: [(Int32, Int32)] = [(SIGINT, 130), (SIGTERM, 143), (SIGHUP, 129)]
        for round in 0..<24 {
            let (signal, status) = signals[round % 3]
            let run = try PseudoTerminalRun(["-w", "12", "-i", "0.01", "-F", "ansi",
                                             "\u{1B}[1;31mred and \u{1B}]8;;http://x\u{1B}\\linked\u{1B}]8;;\u{1B}\\ text"])
            usleep(UInt32.random(in: 0...150_000, using: &generator))
            run.send(signal: signal)
            let exit = run.waitForExit()
            #expect(exit == status, "round \(round): \(run.text.debugDescription)")
            // Either it was stopped before it took the terminal, or it gave it back.
            if run.text.contains("\u{1B}[?25l") {
                #expect(run.text.hasSuffix(Self.restore + "\r\n"), "round \(round): \(run.text.suffix(80).debugDescription)")
            }
        }
    }

    @Test func resizeStormNeverCrashesAndTheNextFrameHasTheNewWidth() throws {
        let run = try PseudoTerminalRun(["-i", "0.02", String(repeating: "abcdefghij", count: 30)], columns: 50)
        #expect(run.read { $0.count(of: "\r") >= 3 })
        for size in 0..<200 {
            run.resize(columns: UInt16(20 + size % 40), rows: 10)
        }
        run.resize(columns: 33, rows: 10)
        usleep(300_000)
        let before = run.transcript.count
        #expect(run.read { Array($0[before...]).count(of: "\r") >= 3 })
        run.send(signal: SIGTERM)
        #expect(run.waitForExit() == 143)
        let frames = visibleText(String(decoding: run.transcript[before...], as: UTF8.self))
            .components(separatedBy: "\r").filter { $0.hasPrefix("abcde") || $0.contains("j") }
        #expect(frames.dropLast().last?.count == 33, "\(frames.suffix(3))")
    }

    @Test func faultRestoresTheTerminalAndStillDies() throws {
        let run = try PseudoTerminalRun(["-w", "10", "-i", "0.05", "some text that moves"])
        #expect(run.read { $0.count(of: "\r") >= 2 })
        run.send(signal: SIGSEGV)
        #expect(run.waitForExit() == 128 + SIGSEGV)
        #expect(run.text.contains(Self.restore + "\r\n"))
    }

    @Test func suspendGivesTheTerminalBackAndContinueTakesItAgain() throws {
        let run = try PseudoTerminalRun(["-w", "10", "-i", "0.05", "some text that moves"])
        #expect(run.read { $0.count(of: "\r") >= 2 })
        run.send(signal: SIGTSTP)
        #expect(run.read { String(decoding: $0, as: UTF8.self).contains("\u{1B}[?25h") })
        usleep(200_000)
        run.send(signal: SIGCONT)
        let resumedAt = run.transcript.count
        #expect(run.read { Array($0[resumedAt...]).count(of: "\u{1B}[?25l") >= 1 && Array($0[resumedAt...]).count(of: "\r") >= 2 })
        run.send(signal: SIGINT)
        #expect(run.waitForExit() == 130)
        #expect(run.text.hasSuffix(Self.restore + "\r\n"))
    }
}

@Suite struct OutputFaultTests {
    @Test func slowNonBlockingReaderLosesNoPartOfAFrameAndCostsNoCPU() throws {
        let output = OwnedPipe()
        // Non-blocking on the reader's side is non-blocking on the writer's: one file.
        _ = fcntl(output.writeEnd, F_SETFL, fcntl(output.writeEnd, F_GETFL) | O_NONBLOCK)
        let child = try ChildProcess(marqueePath, ["-i", "0", "-w", "7", "--frames", "200000", "中文 abc 👍🏽 xyz"],
                                     environment: ChildProcess.inheritedEnvironment,
                                     output: .descriptor(output.writeEnd))
        output.closeWriteEnd()
        // Nobody reads for a second: the pipe fills and the writer must wait, not spin.
        usleep(1_000_000)
        let stat = try String(contentsOfFile: "/proc/\(child.pid)/stat", encoding: .utf8)
        let fields = stat.split(separator: ")").last!.split(separator: " ")
        let ticks = (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0)
        let perSecond = sysconf(Int32(_SC_CLK_TCK))
        #expect(Double(ticks) / Double(perSecond) < 0.5, "CPU while blocked: \(ticks) ticks")
        let collected = output.collect()
        #expect(child.wait(timeout: 60) == 0)
        let lines = String(decoding: collected.get(timeout: 60), as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 200_000)
        // The ring is 18 columns: line i must be frame i mod 18, whole.
        let cycle = try runMarquee(["-i", "0", "-w", "7", "--frames", "18", "中文 abc 👍🏽 xyz"]).lines
        #expect(cycle.count == 18)
        let broken = lines.enumerated().first { $0.element != cycle[$0.offset % 18] }
        #expect(broken == nil, "line \(broken?.offset ?? -1): \(broken?.element.debugDescription ?? "")")
    }
}

@Suite struct InputFaultTests {
    @Test func binaryGarbageNeverCrashes() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<10 {
            let garbage = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let result = try runMarquee(["--frames", "50", "-i", "0", "-w", "13", "-F", "ansi"], input: garbage)
            #expect(result.status == 0)
            #expect(result.lines.count == 50)
            #expect(String(validating: result.standardOutput, as: UTF8.self) != nil)
        }
    }

    @Test func nulSurrogatesAndInvalidBytes() throws {
        let input: [UInt8] = [0x61, 0x00, 0x62, 0xED, 0xA0, 0x80, 0x63, 0xF4, 0x90, 0x80, 0x80, 0x64, 0xC0, 0x80]
        let result = try runMarquee(["--frame", "0", "-w", "12"], input: input)
        #expect(result.output == "ab\u{FFFD}\u{FFFD}\u{FFFD}c\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}d\u{FFFD}\n")
    }

    @Test func aLineOf64MegabytesIsHandled() throws {
        var input = [UInt8](repeating: UInt8(ascii: "x"), count: 64 << 20)
        input.replaceSubrange(0..<5, with: Array("start".utf8))
        let result = try runMarquee(["--frame", "2", "-w", "6"], input: input, timeout: 120)
        #expect(result.status == 0)
        #expect(result.output == "artxxx\n")
    }

    @Test func endlessStreamWithoutNewlineKeepsMemoryBounded() throws {
        let run = try LiveRun(["--follow", "--lines", "-w", "8", "-i", "0.05"])
        run.write("first\n")
        #expect(run.readUntil { $0 == "first   " })
        // 48 MiB with no newline: only the first 16 MiB of it are kept.
        let chunk = String(repeating: "y", count: 1 << 20)
        for _ in 0..<48 { run.write(chunk) }
        let status = try String(contentsOfFile: "/proc/\(run.child.pid)/status", encoding: .utf8)
        let rss = status.split(separator: "\n").first { $0.hasPrefix("VmRSS") }
            .flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
        // AddressSanitizer's shadow memory and quarantine make RSS meaningless there.
        if ProcessInfo.processInfo.environment["MARQUEE_TESTS_UNDER_ASAN"] == nil {
            #expect(rss < 80_000, "VmRSS \(rss) kB")
        }
        // Still showing the last complete line while the long one waits.
        #expect(run.readUntil { $0 == "first   " })
        run.write("\nnext\n")
        #expect(run.readUntil { $0 == "next    " })
        run.child.send(signal: SIGTERM)
        #expect(run.child.wait() == 143)
    }
}
