import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Terminal mode, in a pseudo-terminal: hidden cursor, in-place redraw, and the terminal
/// restored on every way out.
@Suite struct TerminalModeTests {
    static let takeover = TerminalSequences.takeover
    static let restore = TerminalSequences.restore

    @Test func redrawsInPlaceWithTheCursorHidden() throws {
        let run = try PseudoTerminalRun(["-w", "10", "-i", "0.05", "some long text that scrolls"])
        #expect(run.read { $0.count(of: "\r") >= 4 })
        run.send(signal: SIGINT)
        let status = run.waitForExit()
        #expect(status == 130)
        let transcript = run.transcript
        #expect(transcript.starts(with: Array(Self.takeover.utf8)))
        // Frames are redrawn with carriage returns, never new lines, until the end.
        let body = run.text.components(separatedBy: Self.restore)[0]
        #expect(!body.contains("\n"))
        #expect(run.text.hasSuffix(Self.restore))
        let frames = visibleText(body).components(separatedBy: "\r").filter { !$0.isEmpty }
        #expect(frames.count >= 3)
        #expect(frames.allSatisfy { $0.count == 10 })
        #expect(frames[0] == "some long ")
    }

    @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143)), (SIGHUP, Int32(129))])
    func signalRestoresTheTerminal(_ signal: Int32, _ expected: Int32) throws {
        let run = try PseudoTerminalRun(["-w", "8", "-i", "0.05", "a long text that moves"])
        #expect(run.read { $0.count(of: "\r") >= 2 })
        run.send(signal: signal)
        #expect(run.waitForExit() == expected)
        #expect(run.text.hasPrefix(Self.takeover))
        #expect(run.text.hasSuffix(Self.restore), "\(run.text.suffix(60).debugDescription)")
    }

    @Test func normalEndRestoresTheTerminal() throws {
        let run = try PseudoTerminalRun(["-w", "8", "-i", "0", "--loops", "1", "a long text that moves"])
        #expect(run.waitForExit() == 0)
        #expect(run.text.hasPrefix(Self.takeover))
        #expect(run.text.hasSuffix(Self.restore))
    }

    @Test func defaultWidthIsTheTerminalsAndFollowsResizes() throws {
        let run = try PseudoTerminalRun(["-i", "0.05", "--prefix", "<", "--suffix", ">",
                                         String(repeating: "abcdefghij", count: 20)], columns: 30)
        #expect(run.read { $0.count(of: "\r") >= 3 })
        let before = run.transcript.count
        run.resize(columns: 20, rows: 10)
        #expect(run.read { Array($0[before...]).count(of: "\r") >= 4 })
        run.send(signal: SIGINT)
        _ = run.waitForExit()
        let frames = visibleText(run.text.components(separatedBy: Self.restore)[0])
            .components(separatedBy: "\r").filter { $0.hasPrefix("<") }
        #expect(frames.first?.count == 30)
        #expect(frames.last?.count == 20)
    }

    /// The frames' visible widths of a run that is stopped after a few frames.
    private func frameWidths(columns: UInt16, environment: [String: String]) throws -> [Int] {
        let run = try PseudoTerminalRun(["-i", "0.05", String(repeating: "abcdefghij", count: 20)],
                                        columns: columns, rows: columns == 0 ? 0 : 10, environment: environment)
        #expect(run.read { $0.count(of: "\r") >= 3 })
        run.send(signal: SIGINT)
        #expect(run.waitForExit() == 130)
        return visibleText(run.text.components(separatedBy: Self.restore)[0])
            .components(separatedBy: "\r").filter { !$0.isEmpty }.map(\.count)
    }

    @Test func columnsIsTheWidthWhenTheTerminalCannotTell() throws {
        let widths = try frameWidths(columns: 0, environment: ["COLUMNS": "17"])
        #expect(widths.count >= 2 && Set(widths) == [17], "\(widths)")
        // Where the kernel knows the size, the variable is only a fallback.
        let known = try frameWidths(columns: 23, environment: ["COLUMNS": "17"])
        #expect(known.count >= 2 && Set(known) == [23], "\(known)")
    }

    @Test func verticalBlockIsRedrawnInPlace() throws {
        let run = try PseudoTerminalRun(["-d", "up", "-H", "3", "-w", "6", "-i", "0.05", "--always",
                                         "one two three four five six"])
        // Each redraw goes back up to the first row of the block: cursor up 2.
        #expect(run.read { $0.count(of: "\u{1B}[2A") >= 3 })
        run.send(signal: SIGINT)
        #expect(run.waitForExit() == 130)
        #expect(run.text.hasSuffix(Self.restore))
    }

    @Test func noTextAndATerminalOnInputIsAUsageError() throws {
        let run = try PseudoTerminalRun(["-w", "5"])
        #expect(run.waitForExit() == 2)
        #expect(run.text.hasPrefix("marquee: no text"))
    }
}
