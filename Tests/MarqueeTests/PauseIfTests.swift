import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `--pause-if CMD` (issue 17): a command that flips a file holds the ticker still and
/// lets it go on from the frame it held.
@Suite(.serialized) struct PauseIfTests {
    static let alphabet = "abcdefghijklmnopqrstuvwxyz"

    static func text(of line: String) -> String? {
        guard let range = line.range(of: #""text":"([^"]*)""#, options: .regularExpression) else { return nil }
        return String(line[range].dropFirst(8).dropLast())
    }

    static func cpuSeconds(_ pid: pid_t) -> Double {
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        let fields = stat.split(separator: ")").last?.split(separator: " ") ?? []
        guard fields.count > 12 else { return 0 }
        return Double((Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0)) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    @Test func holdsWhileTheCommandSucceedsAndGoesOnFromTheHeldFrame() throws {
        let flag = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-pause-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: flag) }
        let run = try LiveRun(["-F", "json", "--lines", "-w", "10", "-i", "0.05", "--every", "0.1",
                               "--pause-if", "test -e \(flag)", "-t", "20", Self.alphabet])
        defer { kill(run.child.pid, SIGTERM); _ = run.child.wait(timeout: 5) }
        #expect(run.readUntil { $0.contains("\"text\":\"efghijklmn\"") })

        #expect(FileManager.default.createFile(atPath: flag, contents: nil))
        let flipped = Date()
        #expect(run.readUntil { $0.contains("\"class\":\"paused\"") })
        // Within one --every and one interval, with room for a loaded machine.
        #expect(Date().timeIntervalSince(flipped) < 0.1 + 0.05 + 0.35)
        let held = try #require(Self.text(of: run.lines.last!))

        // Still, and idle: nothing is written, and no CPU is spent but the command's runs.
        let cpuBefore = Self.cpuSeconds(run.child.pid)
        let linesBefore = run.lines.count
        run.readUntil(timeout: 1.5) { _ in false }
        #expect(run.lines.count == linesBefore, "\(run.lines.suffix(3))")
        #expect(Self.cpuSeconds(run.child.pid) - cpuBefore < 0.3)

        try FileManager.default.removeItem(atPath: flag)
        #expect(run.readUntil { !$0.contains("paused") })
        #expect(run.readUntil { Self.text(of: $0) != held })
        let ring = Self.alphabet + "   "
        let heldAt = try #require((ring + ring).range(of: held)).lowerBound
        let next = try #require(Self.text(of: run.lines.last!))
        // The frame after the held one, not the one 1.5 s of elapsed time would give.
        #expect((ring + ring)[(ring + ring).index(after: heldAt)...].hasPrefix(next))
    }

    @Test func aCommandThatCannotRunIsReportedOnceAndDoesNotPause() throws {
        let run = try runMarquee(["--lines", "-w", "5", "-i", "0.02", "-t", "0.6", "--every", "0.05",
                                  "--pause-if", "no-such-command-for-marquee", Self.alphabet])
        #expect(run.status == 0)
        let reports = run.errors.split(separator: "\n").filter { $0.contains("--pause-if") }
        #expect(reports.count == 1, "\(run.errors)")
        #expect(Set(run.lines).count > 10)
        #expect(!run.output.contains("paused"))
    }

    @Test(arguments: [["--once"], ["--frame", "3"]])
    func aSingleFrameHasNothingToPause(_ options: [String]) throws {
        let run = try runMarquee(["--pause-if", "true"] + options + ["text"])
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errors.contains("--pause-if"))
    }

    /// Issue 17, with `--follow`: a line that comes while the command holds the ticker is
    /// taken at once and shown at its first frame, held there (the animation restarts with
    /// a new text, marquee(1), and holds still while paused); when the command lets go, it
    /// moves on from that first frame.
    @Test func aNewTextWhilePausedIsShownAtItsFirstFrameAndHeldThere() throws {
        let flag = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-pause-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: flag) }
        let run = try LiveRun(["--follow", "-F", "json", "--lines", "-w", "8", "-i", "0.05", "--every", "0.05",
                               "--pause-if", "test -e \(flag)", "-t", "20"])
        defer { kill(run.child.pid, SIGTERM); _ = run.child.wait(timeout: 5) }
        run.write(Self.alphabet + "\n")
        #expect(run.readUntil { Self.text(of: $0) == "efghijkl" })

        _ = FileManager.default.createFile(atPath: flag, contents: nil)
        #expect(run.readUntil { $0.contains("\"class\":\"paused\"") })
        // Held long enough that elapsed time would put a moving ticker well into the text.
        run.readUntil(timeout: 0.5) { _ in false }
        run.write(Self.alphabet.uppercased() + "\n")
        #expect(run.readUntil { $0.contains("ABC") })
        #expect(Self.text(of: run.lines.last!) == "ABCDEFGH")
        #expect(run.lines.last!.contains("\"class\":\"paused\""))
        let linesBefore = run.lines.count
        run.readUntil(timeout: 0.5) { _ in false }
        #expect(run.lines.count == linesBefore, "\(run.lines.suffix(3))")

        try FileManager.default.removeItem(atPath: flag)
        #expect(run.readUntil { $0.contains("\"class\":\"scrolling\"") })
        // From the held first frame, not from where the time since the pause began or
        // the text came would have put it.
        #expect(Self.text(of: run.lines.last!) == "ABCDEFGH")
        #expect(run.readUntil { Self.text(of: $0) != "ABCDEFGH" })
        #expect(Self.text(of: run.lines.last!) == "BCDEFGHI")
    }

    /// Issue 17, beside SIGUSR1: a pause by the signal and one by the command, together;
    /// the ticker moves only when neither holds it, whichever holds first and whichever
    /// lets go first.
    @Test(arguments: [true, false], [true, false])
    func signalAndCommandTogetherHoldUntilBothLetGo(signalHoldsFirst: Bool, signalLetsGoFirst: Bool) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-pause-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let flag = directory.appendingPathComponent("flag").path
        let seen = directory.appendingPathComponent("seen").path
        // Each run says what it saw, so the test knows when the command's answer has
        // changed instead of guessing from the clock.
        let command = "if [ -e \(flag) ]; then echo paused > \(seen); exit 0; fi; echo moving > \(seen); exit 1"
        let run = try LiveRun(["-F", "json", "--lines", "-w", "8", "-i", "0.05", "--every", "0.05",
                               "--pause-if", command, "-t", "20", Self.alphabet])
        defer { kill(run.child.pid, SIGTERM); _ = run.child.wait(timeout: 5) }
        #expect(run.readUntil { Self.text(of: $0) == "defghijk" })

        /// Waits until two runs in a row have seen `state`: runs never overlap, so the
        /// first of them has been collected and the ticker has heard its answer.
        func commandAnswers(_ state: String) -> Bool {
            for _ in 0..<2 {
                try? FileManager.default.removeItem(atPath: seen)
                let deadline = Date().addingTimeInterval(5)
                while (try? String(contentsOfFile: seen, encoding: .utf8)) != state + "\n" {
                    guard Date() < deadline else { return false }
                    usleep(5_000)
                }
            }
            return true
        }
        func isPaused(_ line: String) -> Bool { line.contains("\"class\":\"paused\"") }
        /// Nothing is written for a while: the ticker holds still.
        func holds() -> Bool {
            let count = run.lines.count
            run.readUntil(timeout: 0.4) { _ in false }
            return run.lines.count == count
        }

        if signalHoldsFirst {
            run.child.send(signal: SIGUSR1)
            #expect(run.readUntil(isPaused))
            _ = FileManager.default.createFile(atPath: flag, contents: nil)
            #expect(commandAnswers("paused"))
        } else {
            _ = FileManager.default.createFile(atPath: flag, contents: nil)
            #expect(run.readUntil(isPaused))
            run.child.send(signal: SIGUSR1)
        }
        let held = try #require(Self.text(of: run.lines.last!))
        #expect(holds())

        if signalLetsGoFirst {
            run.child.send(signal: SIGUSR1)
            #expect(holds(), "moved while the command still said paused: \(run.lines.suffix(3))")
            try FileManager.default.removeItem(atPath: flag)
        } else {
            try FileManager.default.removeItem(atPath: flag)
            #expect(commandAnswers("moving"))
            #expect(holds(), "moved while SIGUSR1 still held it: \(run.lines.suffix(3))")
            run.child.send(signal: SIGUSR1)
        }
        #expect(run.readUntil { !isPaused($0) })
        #expect(Self.text(of: run.lines.last!) == held)
        #expect(run.readUntil { Self.text(of: $0) != held })
        let ring = Self.alphabet + "   "
        let heldAt = try #require((ring + ring).range(of: held)).lowerBound
        #expect((ring + ring)[(ring + ring).index(after: heldAt)...].hasPrefix(Self.text(of: run.lines.last!)!))
    }

    @Test func worksBesideUpdate() throws {
        let run = try runMarquee(["--lines", "-F", "json", "-w", "5", "-i", "0.02", "-t", "0.5", "--every", "0.05",
                                  "--update", "echo \(Self.alphabet)", "--pause-if", "true"])
        #expect(run.status == 0)
        #expect(run.lines.contains { $0.contains("\"class\":\"paused\"") })
    }
}
