import Testing
@testable import MarqueeCore

/// Mode `restart` frame by frame (marquee(1), MODES): as slide, hold, back to the start,
/// hold, again. The reference walk of every variant is in MotionTests; these pin the
/// frames a user sees.
@Suite struct RestartModeTests {
    struct RestartCase: CustomTestStringConvertible, Sendable {
        let description: String
        let text: String
        let options: [String]
        let expect: [String]
        var testDescription: String { description }
    }

    static let cases: [RestartCase] = [
        RestartCase(description: "moves to the far edge, then jumps back to the start", text: "abcdef",
                    options: ["-w", "4"],
                    expect: ["abcd", "bcde", "cdef", "abcd", "bcde", "cdef", "abcd"]),
        RestartCase(description: "holds --pause at both ends", text: "abcde",
                    options: ["-w", "3", "--pause", "2", "-i", "1"],
                    expect: ["abc", "abc", "abc", "bcd", "cde", "cde", "cde", "abc", "abc", "abc", "bcd"]),
        RestartCase(description: "a step past the end stops at the end", text: "abcdefg",
                    options: ["-w", "3", "-s", "3"],
                    expect: ["abc", "def", "efg", "abc", "def", "efg"]),
        RestartCase(description: "right starts at the end and restarts there", text: "abcdef",
                    options: ["-w", "4", "-d", "right"],
                    expect: ["cdef", "bcde", "abcd", "cdef", "bcde"]),
        RestartCase(description: "text that fits stands still, aligned", text: "ab",
                    options: ["-w", "4", "--align", "right"],
                    expect: ["  ab", "  ab", "  ab"]),
        RestartCase(description: "narrow text with --always moves across and restarts", text: "ab",
                    options: ["-w", "4", "--always"],
                    expect: ["  ab", " ab ", "ab  ", "  ab", " ab "]),
        RestartCase(description: "--enter leads in once, then restarts within the viewport", text: "abcde",
                    options: ["-w", "3", "--enter"],
                    expect: ["   ", "  a", " ab", "abc", "bcd", "cde", "abc", "bcd", "cde", "abc"]),
        RestartCase(description: "a wide cluster cut by an edge is a space", text: "a中b",
                    options: ["-w", "2"],
                    expect: ["a ", "中", " b", "a ", "中"]),
    ]

    @Test(arguments: cases)
    func framesAreTheUsersFrames(_ restart: RestartCase) throws {
        let frames = try restart.expect.indices.map {
            try frameOutput(restart.text, ["-m", "restart"] + restart.options, frame: $0)
        }
        #expect(frames == restart.expect)
    }

    /// An independent closed form: pass p of P = n + 1 + 2h frames, with j = k mod P.
    @Test(arguments: [(1, 0), (1, 3), (2, 1), (4, 2), (7, 0)])
    func anyFrameIsAClosedFormOfItsNumber(step: Int, hold: Int) throws {
        let text = "0123456789abcdefghij"
        let width = 6
        let travel = text.count - width
        let moves = (travel + step - 1) / step
        let period = moves + 1 + 2 * hold
        let options = ["-m", "restart", "-w", String(width), "-s", String(step), "--pause", String(hold), "-i", "1"]
        for k in [0, 1, 5, 13, 29, 97, 1_000, 123_457, 1 << 40, (1 << 62) - 1] {
            let j = k % period
            let offset = j <= hold ? 0 : min((j - hold) * step, travel)
            let expected = String(Array(text)[offset..<(offset + width)])
            #expect(try frameOutput(text, options, frame: k) == expected, "frame \(k)")
        }
    }

    @Test func passesEndOnTheJumpBackToTheStart() throws {
        let plan = { (options: [String]) -> MotionPlan in
            let resolved = try settings(["-m", "restart"] + options)
            let text = LaidOutText(text: Array("abcdefgh".utf8), settings: resolved.text)
            return Line(text: text, layout: resolved.line, environment: Environment()).fields[0].plan
        }
        // M = 3: frames 0...3 a pass, frame 4 the next one's start.
        #expect(try plan(["-w", "5"]).lastFrame(afterPasses: 1) == 4)
        #expect(try plan(["-w", "5"]).lastFrame(afterPasses: 3) == 12)
        // Two hold frames at each end: 4 + 2 × 2 a pass.
        #expect(try plan(["-w", "5", "--pause", "2", "-i", "1"]).lastFrame(afterPasses: 2) == 16)
        // --enter: 5 frames to come in, then the passes.
        #expect(try plan(["-w", "5", "--enter"]).lastFrame(afterPasses: 1) == 9)
        #expect(try plan(["-w", "20"]).lastFrame(afterPasses: 3) == 0)
        #expect(try plan(["-w", "5"]).isStill == false)
        #expect(try plan(["-w", "8"]).isStill)
    }

    @Test func verticalRestartsAtTheFirstRow() throws {
        let text = "one\ntwo\nthree\nfour"
        let options = ["-m", "restart", "-d", "up", "-H", "2", "-w", "5"]
        let frames = try (0..<5).map { try frameOutput(text, options, frame: $0) }
        #expect(frames == ["one  \ntwo  ", "two  \nthree", "three\nfour ", "one  \ntwo  ", "two  \nthree"])
    }

    /// The red word keeps its colour wherever a frame cuts it, and no frame ends with
    /// it still open.
    @Test func stylesAreKeptAndClosedInEveryFrame() throws {
        let text = "\u{1B}[31mred\u{1B}[0m plain"
        let options = ["-m", "restart", "-w", "4", "--color", "always"]
        let expected = ["\u{1B}[0;31mred\u{1B}[0m ", "\u{1B}[0;31med\u{1B}[0m p", "\u{1B}[0;31md\u{1B}[0m pl",
                        " pla", "plai", "lain", "\u{1B}[0;31mred\u{1B}[0m "]
        let frames = try expected.indices.map { try frameOutput(text, options, frame: $0) }
        #expect(frames == expected)
        for frame in frames {
            #expect(try measuredWidth(frame) == 4)
        }
    }
}
