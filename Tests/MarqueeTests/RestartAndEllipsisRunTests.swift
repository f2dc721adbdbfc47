import Foundation
import Testing

/// `-m restart` and `--ellipsis` (issue 28, parts 4 and 6) through the built binary: the
/// frames a status bar reads, and the usage errors.
@Suite struct RestartAndEllipsisRunTests {
    @Test func restartFramesByNumber() throws {
        let frames = try (0..<7).map { k in
            try runMarquee(["-m", "restart", "-w", "4", "--frame", String(k), "abcdef"]).output
        }
        #expect(frames == ["abcd\n", "bcde\n", "cdef\n", "abcd\n", "bcde\n", "cdef\n", "abcd\n"])
    }

    /// Two passes and the jump back that ends them, written as fast as they can be.
    @Test func restartLoopsCountPasses() throws {
        let run = try runMarquee(["-m", "restart", "-n", "2", "--lines", "-i", "0", "-w", "4", "abcdef"])
        #expect(run.status == 0)
        #expect(run.lines == ["abcd", "bcde", "cdef", "abcd", "bcde", "cdef", "abcd"])
    }

    /// round(2 s / 1 s) = 2 hold frames at each end.
    @Test func restartHoldsAtBothEnds() throws {
        let frames = try (0..<8).map { k in
            try runMarquee(["-m", "restart", "--pause", "2", "-i", "1", "-w", "3", "--frame", String(k), "abcde"]).output
        }
        #expect(frames == ["abc\n", "abc\n", "abc\n", "bcd\n", "cde\n", "cde\n", "cde\n", "abc\n"])
    }

    @Test func ellipsisEndsAStaticTextThatDoesNotFit() throws {
        let run = try runMarquee(["-m", "static", "--ellipsis", "-w", "5", "--frame", "0", "abc中def"])
        #expect(run.status == 0)
        #expect(run.output == "abc\u{2026} \n")
        let wide = try runMarquee(["-m", "static", "--ellipsis", "--ambiguous-width", "2", "-w", "5", "--frame", "0",
                                   "abcdefgh"])
        #expect(wide.output == "abc\u{2026}\n")
        let given = try runMarquee(["-m", "static", "--ellipsis=>", "-w", "5", "--once", "abcdefgh"])
        #expect(given.output == "abcd>\n")
    }

    @Test func aBareEllipsisLeavesTheNextWordToTheText() throws {
        let run = try runMarquee(["-m", "static", "--ellipsis", "-w", "12", "--frame", "0", "hello", "world"])
        #expect(run.output == "hello world \n")
    }

    @Test(arguments: [
        (["-m", "restrat", "x"], "marquee: -m: expected one of scroll, slide, bounce, page, static, restart, got 'restrat'\n"),
        (["--ellipsiss", "x"], "marquee: unknown option '--ellipsiss' (did you mean '--ellipsis'?)\n"),
        (["--paused-at=", "x"], "marquee: --paused-at: expected one of here, start, got ''\n"),
    ])
    func badValuesAreUsageErrors(arguments: [String], message: String) throws {
        let run = try runMarquee(arguments)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errors == message)
    }
}
