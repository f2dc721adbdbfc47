import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `--paused-at start` (issue 28, part 5): held by `--pause-if` or SIGUSR1, the text goes
/// back to its start and, let go, moves on from there; `here` keeps today's behaviour.
@Suite(.serialized) struct PausedAtTests {
    static let alphabet = PauseIfTests.alphabet

    static func isPaused(_ line: String) -> Bool { line.contains("\"class\":\"paused\"") }

    /// Holds by the command (a file that exists) or by the signal, then lets go the same way.
    enum Hold: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case command, signal
        var testDescription: String { rawValue }
    }

    @Test(arguments: Hold.allCases)
    func heldTextGoesBackToItsStartAndMovesOnFromThere(_ hold: Hold) throws {
        let flag = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-paused-at-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: flag) }
        var options = ["-F", "json", "--lines", "-w", "8", "-i", "0.05", "--paused-at", "start", "-t", "20"]
        if hold == .command { options += ["--every", "0.05", "--pause-if", "test -e \(flag)"] }
        let run = try LiveRun(options + [Self.alphabet])
        defer { kill(run.child.pid, SIGTERM); _ = run.child.wait(timeout: 5) }
        #expect(run.readUntil { PauseIfTests.text(of: $0) == "fghijklm" })

        if hold == .command {
            _ = FileManager.default.createFile(atPath: flag, contents: nil)
        } else {
            run.child.send(signal: SIGUSR1)
        }
        #expect(run.readUntil(Self.isPaused))
        // Held at the start, not where it stopped.
        #expect(PauseIfTests.text(of: run.lines.last!) == "abcdefgh", "\(run.lines.suffix(2))")
        let count = run.lines.count
        run.readUntil(timeout: 0.5) { _ in false }
        #expect(run.lines.count == count, "moved while held: \(run.lines.suffix(3))")

        if hold == .command {
            try FileManager.default.removeItem(atPath: flag)
        } else {
            run.child.send(signal: SIGUSR1)
        }
        #expect(run.readUntil { !Self.isPaused($0) })
        // From the start: frame 0, then frame 1, not the frames the time before the
        // hold or during it would give.
        let firstMoving = PauseIfTests.text(of: run.lines.last!)
        #expect(firstMoving == "abcdefgh")
        #expect(run.readUntil { PauseIfTests.text(of: $0) != "abcdefgh" })
        #expect(PauseIfTests.text(of: run.lines.last!) == "bcdefghi")
    }

    @Test func hereIsTheDefaultAndHoldsWhereItStopped() throws {
        let run = try LiveRun(["-F", "json", "--lines", "-w", "8", "-i", "0.05", "--paused-at", "here", "-t", "20",
                               Self.alphabet])
        defer { kill(run.child.pid, SIGTERM); _ = run.child.wait(timeout: 5) }
        #expect(run.readUntil { PauseIfTests.text(of: $0) == "fghijklm" })
        run.child.send(signal: SIGUSR1)
        #expect(run.readUntil(Self.isPaused))
        let held = try #require(PauseIfTests.text(of: run.lines.last!))
        #expect(held != "abcdefgh")
        #expect(Self.alphabet.contains(held))
    }

    @Test func aBadPlaceIsAUsageError() throws {
        let run = try runMarquee(["--paused-at", "end", "text"])
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errors == "marquee: --paused-at: expected one of here, start, got 'end'\n")
    }
}
