import Foundation
import MarqueeCore
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A slow terminal (docs/terminals.md, "Questions asked", "The conversation" and "The
/// probe"): xterm 379, played by a scripted terminal whose answers come late, cut in
/// halves, a byte at a time, or never, while the user has typed `ls`. Whenever the
/// answers come, before the run ends or after it: the first frame is not held up, every
/// frame is one row of W columns, marquee ends with its own status, the shell reads
/// exactly the keys typed, and no answer is shown or left for the shell, on the way out
/// by a signal too.
@Suite(.serialized) struct SlowTerminalTests {
    /// When and how the terminal answers, and how the run goes.
    struct Case: CustomTestStringConvertible, Sendable {
        /// Seconds after each question; nil: never.
        let delay: TimeInterval?
        let split: ScriptedTerminal.Split
        /// The run's length: `--timeout 0.2` or `--frames 5` end it before answers that
        /// come late, `--timeout 1.8` after them.
        let length: [String]
        let probes: Bool

        var testDescription: String {
            let answers = delay.map { "answers at \($0) s, \(split)" } ?? "never answers"
            return "\(answers), \(length.joined(separator: " "))\(probes ? ", --terminal probe" : "")"
        }
    }

    static let short = ["--timeout", "0.2"]
    static let fewFrames = ["--frames", "5"]
    static let long = ["--timeout", "1.8"]

    /// Each delay, split, length and probe or not, and the pairs that matter: answers
    /// later than a short run (0.4 s, 1.2 s), cut replies to the probe's reports, a probe
    /// that is never answered. Not every combination: the suite stays under a minute.
    static let cases: [Case] = [
        Case(delay: 0, split: .whole, length: fewFrames, probes: false),
        Case(delay: 0, split: .whole, length: short, probes: true),
        Case(delay: 0, split: .halves, length: long, probes: true),
        Case(delay: 0, split: .bytes, length: fewFrames, probes: true),
        Case(delay: 0.15, split: .whole, length: short, probes: false),
        Case(delay: 0.15, split: .bytes, length: long, probes: true),
        Case(delay: 0.4, split: .whole, length: short, probes: false),
        Case(delay: 0.4, split: .halves, length: short, probes: true),
        Case(delay: 0.4, split: .bytes, length: long, probes: false),
        Case(delay: 1.2, split: .whole, length: short, probes: false),
        Case(delay: 1.2, split: .bytes, length: short, probes: true),
        Case(delay: 1.2, split: .halves, length: long, probes: false),
        Case(delay: 1.2, split: .whole, length: long, probes: true),
        Case(delay: nil, split: .whole, length: short, probes: true),
        Case(delay: nil, split: .whole, length: long, probes: false),
    ]

    static let width = 10
    /// Relaxed under AddressSanitizer, which slows every start.
    static let firstFrameLimit: TimeInterval =
        ProcessInfo.processInfo.environment["MARQUEE_TESTS_UNDER_ASAN"] == nil ? 0.15 : 0.5

    /// xterm 379 as it answers, `ls` typed before the answers. A cut reply's second half
    /// comes 30 ms after the first: the probe's 29 replies, each cut, are in within 0.9 s,
    /// before a long run ends, or within the way out's wait after a short one whose first
    /// answers were late (four round trips, at most 3 s). Prompt answers make that wait
    /// 500 ms: no case cuts them in halves with a short run.
    static func xterm(_ delay: TimeInterval?, _ split: ScriptedTerminal.Split) -> ScriptedTerminal.Script {
        var script = ScriptedTerminal.Script(graphemeMode: 0, version: "XTerm(379)",
                                             secondaryAttributes: "\u{1B}[>41;379;0c",
                                             attributes: "\u{1B}[?64;1;2;6;9;15;18;21;22c", keysBefore: Array("ls".utf8),
                                             delay: delay ?? 0, drawnWidths: TerminalProbeTests.drawn)
        script.split = split
        script.halfGap = 0.03
        script.answersNothing = delay == nil
        return script
    }

    /// marquee in place from a shell, with a cache of its own: a probe cached by one
    /// case would otherwise spare the next its questions.
    static func start(_ arguments: [String], _ script: ScriptedTerminal.Script) throws -> (ScriptedTerminal, String) {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-slow-\(UUID())").path
        try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
        let terminal = try ScriptedTerminal.fromShell(
            ["-w", "\(width)", "-i", "0.02", "--always"] + arguments + ["--", "a ticker on a slow terminal"],
            script: script, environment: ["XDG_CACHE_HOME": cache])
        return (terminal, cache)
    }

    /// The end of the transcript, for a failure's message.
    static func tail(_ terminal: ScriptedTerminal) -> String {
        String(terminal.text.suffix(400)).debugDescription
    }

    /// What every way out owes the shell: the keys typed, in order, and nothing of the
    /// answers, neither echoed nor left to be read.
    static func expectTheShellGetsOnlyTheKeys(_ terminal: ScriptedTerminal) {
        #expect(terminal.keysAfterwards == "ls",
                "the shell reads \(terminal.keysAfterwards.debugDescription); transcript ends \(tail(terminal))")
        let shown = terminal.shownAfterExit.debugDescription
        #expect(terminal.shownAfterExit == "",
                "shown after marquee gave the terminal back: \(shown); transcript ends \(tail(terminal))")
    }

    @Test(arguments: cases)
    func aSlowTerminalNeitherHoldsUpTheFramesNorReachesTheShell(_ slow: Case) throws {
        let (terminal, cache) = try SlowTerminalTests.start((slow.probes ? ["--terminal", "probe"] : []) + slow.length,
                                                            SlowTerminalTests.xterm(slow.delay, slow.split))
        defer { try? FileManager.default.removeItem(atPath: cache) }
        #expect(terminal.run(timeout: 15) == 0, "the shell ends: \(SlowTerminalTests.tail(terminal))")
        #expect(terminal.shellSawStatus == 0, "marquee's status: \(SlowTerminalTests.tail(terminal))")

        let delay = try #require(terminal.firstFrameDelay, "no frame: \(SlowTerminalTests.tail(terminal))")
        #expect(delay < SlowTerminalTests.firstFrameLimit, "the first frame came \(delay) s after the start")
        // A probe's samples are lines of their own (`frames` leaves them out); an answer
        // echoed, or a sample drawn over a frame, would end a frame elsewhere.
        let frames = terminal.frames.map(\.column)
        #expect(frames.allSatisfy { $0 == SlowTerminalTests.width },
                "frames end at \(frames); transcript ends \(SlowTerminalTests.tail(terminal))")
        #expect(terminal.unknownClusters.isEmpty, "\(terminal.unknownClusters)")
        if slow.probes {
            #expect(terminal.cursorRequests == TerminalProbe.sampleCount + 1, "the probe asked where the cursor is")
        }
        SlowTerminalTests.expectTheShellGetsOnlyTheKeys(terminal)
    }

    @Test func aRunEndedBySIGTERMStillWaitsForTheAnswersAskedAndDropsThem() throws {
        let (terminal, cache) = try SlowTerminalTests.start([], SlowTerminalTests.xterm(1.2, .whole))
        defer { try? FileManager.default.removeItem(atPath: cache) }
        terminal.run(timeout: 5) { $0.frames.count >= 3 }
        // To marquee and the shell, whose trap lets it go on to read the keys.
        terminal.sendToGroup(signal: SIGTERM)
        #expect(terminal.run(timeout: 15) == 0, "the shell ends: \(SlowTerminalTests.tail(terminal))")
        #expect(terminal.shellSawStatus == 128 + SIGTERM, "marquee's status: \(SlowTerminalTests.tail(terminal))")
        SlowTerminalTests.expectTheShellGetsOnlyTheKeys(terminal)
    }

    /// A terminal that no profile names (XTVERSION `Newterm(2.1)`) on a 150 ms link: its
    /// answers come after the first frame, call for the probe in mid-run, and from the
    /// probe's reports on every frame ends at column W where it draws them; a second start
    /// in the same terminal asks nothing (docs/terminals.md, "The conversation", "Memory").
    @Test func anUnknownTerminalOnASlowLinkIsProbedInMidRunAndRememberedForTheNextStart() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-slow-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: cache) }
        var script = ScriptedTerminal.Script(version: "Newterm(2.1)", secondaryAttributes: "\u{1B}[>1;21;0c",
                                             delay: 0.15, drawnWidths: TerminalProbeTests.drawn)
        script.split = .whole
        let text = "a\u{2764}\u{FE0F}b\u{1FAE8}c\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}d\u{1F44D}\u{1F3FD}e\u{1F1E6}f"
        let run = "\"$0\" -w 9 -i 0.05 --always --timeout 3 -- '\(text)'; \"$0\" -w 9 -i 0.05 --always --timeout 1 -- '\(text)'"
        let terminal = try ScriptedTerminal(["/bin/sh", "-c", run, marqueePath], script: script,
                                            environment: ["XDG_CACHE_HOME": cache])
        #expect(terminal.run(timeout: 20) == 0, "\(SlowTerminalTests.tail(terminal))")
        let late = terminal.frames.filter { $0.time > 2 }
        #expect(late.count > 20, "frames after the first 2 s: \(late.count)")
        #expect(late.allSatisfy { $0.column == 9 }, "frames after 2 s end at \(late.map(\.column))")
        #expect(terminal.frames.first.map { $0.column != 9 } == true,
                "the first frames, drawn before the answers, are generic's: the test can tell")
        #expect(terminal.text.components(separatedBy: "\u{1B}[?2027$p").count - 1 == 1, "the second start asks nothing")
        #expect(terminal.cursorRequests == TerminalProbe.sampleCount + 1, "one probe, in the first start")
        #expect(terminal.unknownClusters.isEmpty, "\(terminal.unknownClusters)")
    }
}
