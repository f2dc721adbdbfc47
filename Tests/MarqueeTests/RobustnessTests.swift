import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Signals at random moments, faults, slow readers and hostile input: nothing crashes
/// the tool or leaves a terminal without its cursor.
@Suite struct SignalRobustnessTests {
    static let takeover = TerminalSequences.takeover
    static let restore = TerminalSequences.restore

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
            // Either it was stopped before it wrote a byte, or it took the terminal first
            // thing and gave it back last thing.
            if !run.transcript.isEmpty {
                #expect(run.text.hasPrefix(Self.takeover), "round \(round): \(run.text.prefix(40).debugDescription)")
                #expect(run.text.hasSuffix(Self.restore), "round \(round): \(run.text.suffix(80).debugDescription)")
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
        // No Swift backtrace on the terminal: the restore must be the last thing written.
        let run = try PseudoTerminalRun(["-w", "10", "-i", "0.05", "some text that moves"],
                                        environment: ["SWIFT_BACKTRACE": "enable=no"])
        #expect(run.read { $0.count(of: "\r") >= 2 })
        run.send(signal: SIGSEGV)
        #expect(run.waitForExit() == 128 + SIGSEGV)
        #expect(run.text.hasPrefix(Self.takeover))
        #expect(run.text.hasSuffix(Self.restore), "\(run.text.suffix(80).debugDescription)")
    }

    @Test func suspendGivesTheTerminalBackAndContinueTakesItAgain() throws {
        let run = try PseudoTerminalRun(["-w", "10", "-i", "0.05", "some text that moves"])
        #expect(run.read { $0.count(of: "\r") >= 2 })
        run.send(signal: SIGTSTP)
        // Stopped: the terminal given back whole, the line not ended.
        #expect(run.read { String(decoding: $0, as: UTF8.self).hasSuffix(TerminalSequences.release + "\r") })
        usleep(200_000)
        run.send(signal: SIGCONT)
        let resumedAt = run.transcript.count
        #expect(run.read { Array($0[resumedAt...]).starts(with: Array(Self.takeover.utf8))
                && Array($0[resumedAt...]).count(of: "\r") >= 2 })
        run.send(signal: SIGINT)
        #expect(run.waitForExit() == 130)
        #expect(run.text.hasSuffix(Self.restore))
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
        let baseline = residentKilobytes(of: run.child.pid)
        // 160 MiB with no newline: only the first 16 MiB of it may be kept, so the
        // resident set grows by about that, where an uncapped line would need ten times
        // as much.
        let chunk = String(repeating: "y", count: 1 << 20)
        for _ in 0..<160 { run.write(chunk) }
        // Still showing the last complete line while the long one waits; once a frame
        // comes after the last write, all of it has been read.
        run.readUntil(timeout: 0.3) { _ in false }
        #expect(run.readUntil { $0 == "first   " })
        let grown = residentKilobytes(of: run.child.pid) - baseline
        // AddressSanitizer's shadow memory and quarantine make RSS meaningless there.
        if ProcessInfo.processInfo.environment["MARQUEE_TESTS_UNDER_ASAN"] == nil {
            #expect(grown > 8_000 && grown < 48_000, "VmRSS grew by \(grown) kB")
        }
        run.write("\nnext\n")
        #expect(run.readUntil { $0 == "next    " })
        run.child.send(signal: SIGTERM)
        #expect(run.child.wait() == 143)
    }

    private func residentKilobytes(of pid: pid_t) -> Int {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        return status.split(separator: "\n").first { $0.hasPrefix("VmRSS") }
            .flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
    }

    @Test func standardInputIsCutAt256MiB() throws {
        // A ring of 256 MiB of x and the separator: the frame at the ring's seam shows
        // the x's end. Were the cap gone, the 'E' after them would be there instead.
        let limit = 256 << 20
        var input = [UInt8](repeating: UInt8(ascii: "x"), count: limit)
        input += Array("END\n".utf8)
        let result = try runMarquee(["--frame", String(limit - 2), "-w", "5"], input: input, timeout: 180)
        #expect(result.status == 0)
        #expect(result.output == "xx   \n")
        #expect(result.errors == "marquee: standard input is longer than 256 MiB; the rest is ignored\n")
    }

    @Test func invalidUTF8SplitAcrossReadsIsDecodedAsOne() throws {
        // Standard input is read 64 KiB at a time; from a file each read is exactly that,
        // so these sequences straddle the first and second boundary.
        let chunk = 1 << 16
        var input = [UInt8](repeating: UInt8(ascii: "a"), count: chunk - 1)
        input += [0xE4, 0xB8, 0xAD]  // 中, split 1 + 2
        input += [UInt8](repeating: UInt8(ascii: "b"), count: chunk - 4)
        input += [0xF0, 0x9F, 0x98]  // a maximal subpart of 😀, split 2 + 1: one U+FFFD
        input += Array("z\n".utf8)
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let file = directory.url.appendingPathComponent("input")
        try Data(input).write(to: file)
        let near = { (frame: Int) throws -> String in
            let result = try runProgram("sh", ["-c", "exec \"$0\" --frame \(frame) -w 4 < \"$1\"", marqueePath, file.path])
            #expect(result.status == 0)
            return result.output
        }
        #expect(try near(chunk - 2) == "a中b\n")
        #expect(try near(2 * chunk - 5) == "bb\u{FFFD}z\n")
    }
}
