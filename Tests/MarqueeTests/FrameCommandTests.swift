import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

@Suite struct FrameCommandTests {
    @Test func frameThreeOfHelloWorld() throws {
        let result = try runMarquee(["--frame", "3", "-w", "10", "--separator", " | ", "Hello, world"])
        #expect(result.status == 0)
        #expect(result.output == "lo, world \n")
        #expect(result.standardError.isEmpty)
    }

    @Test func frameThreeToTheRight() throws {
        let result = try runMarquee(["--frame", "3", "-w", "10", "--separator", " | ", "--direction", "right",
                                     "Hello, world"])
        #expect(result.output == " | Hello, \n")
    }

    @Test func removedSequencesLeaveNoByte() throws {
        let input = Array("a\u{1B}]52;c;ZXZpbA==\u{07}b\u{1B}[2Jc".utf8)
        let result = try runMarquee(["--frame", "0", "-w", "5"], input: input)
        #expect(result.output == "abc  \n")
        #expect(!result.standardOutput.contains(0x1B))
        #expect(!result.output.contains("ZXZp"))
    }

    @Test func textFromAPipe() throws {
        let result = try runMarquee(["--frame", "0", "-w", "12"], input: Array("one\ntwo\n".utf8))
        #expect(result.output == "one   two   \n")
    }

    @Test func invalidUTF8BecomesReplacementCharacters() throws {
        let result = try runMarquee(["--frame", "0", "-w", "4"], input: [0x61, 0xFF, 0xC3, 0x62])
        #expect(result.output == "a\u{FFFD}\u{FFFD}b\n")
    }

    @Test func onceUsesTheWallClock() throws {
        let result = try runMarquee(["--once", "-w", "5", "-i", "1", "abcdefghij"])
        #expect(result.status == 0)
        #expect(result.lines.count == 1)
        let ring = "abcdefghij   "
        let line = try #require(result.lines.first)
        let doubled = ring + ring
        #expect(doubled.contains(line))
    }

    @Test func helpAndVersion() throws {
        let help = try runMarquee(["--help"])
        #expect(help.status == 0)
        #expect(help.output.hasPrefix("usage: marquee"))
        let version = try runMarquee(["-V"])
        #expect(version.output.hasPrefix("marquee "))
    }

    @Test func ansiFormatKeepsStylesIntoAPipe() throws {
        let input = Array("\u{1B}[31mred\u{1B}[0m".utf8)
        let styled = try runMarquee(["--frame", "0", "-w", "3", "-F", "ansi"], input: input)
        #expect(styled.output == "\u{1B}[0;31mred\u{1B}[0m\n")
        let plain = try runMarquee(["--frame", "0", "-w", "3"], input: input)
        #expect(plain.output == "red\n")
        let noColor = try runMarquee(["--frame", "0", "-w", "3", "-F", "ansi"], input: input,
                                     environment: ["NO_COLOR": "1"])
        #expect(noColor.output == "red\n")
    }
}

@Suite struct LineModeTests {
    @Test func oneFramePerLineOfExactlyW() throws {
        let result = try runMarquee(["--frames", "30", "--interval", "0", "-w", "8", "中文 and text"])
        #expect(result.status == 0)
        #expect(result.lines.count == 30)
        #expect(result.lines[0] == "中文 and")
        #expect(result.lines[1] == " 文 and ")
    }

    @Test func loopsEndByThemselves() throws {
        // Ring "abcdefgh" + 3 spaces = 11 columns: frames 0...11, the last back at the start.
        let result = try runMarquee(["--loops", "2", "--interval", "0", "-w", "5", "abcdefgh"])
        #expect(result.status == 0)
        #expect(result.lines.count == 23)
        #expect(result.lines.first == "abcde")
        #expect(result.lines.last == "abcde")
    }

    @Test func timeoutEnds() throws {
        let start = Date()
        let result = try runMarquee(["--timeout", "0.4", "-i", "0.1", "-w", "5", "abcdefgh"])
        let elapsed = Date().timeIntervalSince(start)
        #expect(result.status == 0)
        #expect(elapsed >= 0.35)
        #expect((3...6).contains(result.lines.count))
    }

    @Test func eachFrameIsWrittenAsItIsMade() throws {
        let output = OwnedPipe()
        let child = try ChildProcess(marqueePath, ["-i", "0.2", "-w", "6", "--timeout", "20", "abcdefghij"],
                                     environment: ChildProcess.inheritedEnvironment,
                                     output: .descriptor(output.writeEnd))
        output.closeWriteEnd()
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while !received.contains(0x0A) {
            let count = buffer.withUnsafeMutableBytes { read(output.readEnd, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            received += buffer[0..<count]
        }
        // The first line arrives while the run goes on: it was not held in a buffer.
        #expect(child.isRunning)
        #expect(String(decoding: received, as: UTF8.self).hasPrefix("abcdef\n"))
        child.send(signal: SIGTERM)
        #expect(child.wait() == 143)
    }

    @Test func closedPipeEndsQuietly() throws {
        let output = OwnedPipe()
        let errors = OwnedPipe()
        let child = try ChildProcess(marqueePath, ["-i", "0", "-w", "6", "abcdefghij"],
                                     environment: ChildProcess.inheritedEnvironment,
                                     output: .descriptor(output.writeEnd), error: .descriptor(errors.writeEnd))
        output.closeWriteEnd()
        errors.closeWriteEnd()
        let collectedErrors = errors.collect()
        var buffer = [UInt8](repeating: 0, count: 100)
        _ = buffer.withUnsafeMutableBytes { read(output.readEnd, $0.baseAddress, $0.count) }
        output.closeReadEnd()
        #expect(child.wait(timeout: 10) == 0)
        #expect(collectedErrors.get().isEmpty)
    }

    @Test func fullDeviceFailsWithOneMessage() throws {
        let full = open("/dev/full", O_WRONLY)
        defer { close(full) }
        let errors = OwnedPipe()
        let child = try ChildProcess(marqueePath, ["--frame", "0", "-w", "6", "abcdefghij"],
                                     environment: ChildProcess.inheritedEnvironment,
                                     output: .descriptor(full), error: .descriptor(errors.writeEnd))
        errors.closeWriteEnd()
        let collected = errors.collect()
        #expect(child.wait() == 1)
        let message = String(decoding: collected.get(), as: UTF8.self)
        #expect(message.hasPrefix("marquee: "))
        #expect(message.filter { $0 == "\n" }.count == 1)
    }
}
