import Testing
@testable import MarqueeCore

/// Every mode and direction against the literal reference, and exact frames at chosen K.
@Suite struct MotionTests {
    static let texts = [
        "Hello, world", "中文字幕テキスト", "a👩‍👩‍👧b🇺🇸c", "e\u{301}x\u{200B}yz", "abc", "ab", "中",
        "a long line of plain text that runs on",
    ]

    struct Variant: CustomTestStringConvertible, Sendable {
        let mode: Mode
        let reversed: Bool
        let enter: Bool
        let always: Bool
        let step: Int
        let hold: Int
        var testDescription: String {
            "\(mode) \(reversed ? "right" : "left")\(enter ? " enter" : "")\(always ? " always" : "") step \(step) hold \(hold)"
        }
    }

    static let variants: [Variant] = {
        var variants: [Variant] = []
        for mode in [Mode.scroll, .slide, .bounce, .page, .static, .restart] {
            for reversed in [false, true] {
                for enter in [false, true] {
                    for (step, hold) in [(1, 0), (2, 3), (3, 1)] {
                        variants.append(Variant(mode: mode, reversed: reversed, enter: enter, always: true,
                                                step: step, hold: hold))
                    }
                }
            }
            variants.append(Variant(mode: mode, reversed: false, enter: false, always: false, step: 1, hold: 0))
        }
        return variants
    }()

    @Test(arguments: variants)
    func matchesTheReference(_ variant: Variant) throws {
        for text in Self.texts {
            for width in [1, 3, 7, 12] {
                let reference = ReferenceTicker(text: text, separator: " | ", width: width, mode: variant.mode,
                                                reversed: variant.reversed, enter: variant.enter,
                                                always: variant.always, step: variant.step,
                                                holdFrames: variant.hold)
                var options = ["-w", String(width), "--separator", " | ", "-m", variant.mode.rawValue,
                               "-s", String(variant.step), "-i", "1", "--pause", String(variant.hold)]
                if variant.reversed { options += ["-d", "right"] }
                if variant.enter { options.append("--enter") }
                if variant.always { options.append("--always") }
                for frame in 0..<40 {
                    let actual = try frameOutput(text, options, frame: frame)
                    let expected = reference.frame(frame)
                    #expect(actual == expected, "\(text.debugDescription) w=\(width) frame \(frame)")
                    if actual != expected { return }
                }
            }
        }
    }

    @Test func bounceHoldsAtEachEnd() throws {
        let frames = try (0..<10).map { try frameOutput("abcde", ["-w", "3", "-m", "bounce", "--pause", "2", "-i", "1"], frame: $0) }
        #expect(frames == ["abc", "abc", "abc", "bcd", "cde", "cde", "cde", "bcd", "abc", "abc"])
    }

    @Test func slideStopsAtTheFarEdge() throws {
        let frames = try (0..<5).map { try frameOutput("abcdef", ["-w", "4", "-m", "slide"], frame: $0) }
        #expect(frames == ["abcd", "bcde", "cdef", "cdef", "cdef"])
    }

    @Test func slideRightStartsAtTheEnd() throws {
        let frames = try (0..<4).map { try frameOutput("abcdef", ["-w", "4", "-m", "slide", "-d", "right"], frame: $0) }
        #expect(frames == ["cdef", "bcde", "abcd", "abcd"])
    }

    @Test func narrowTextSlidesAcrossWithAlways() throws {
        let frames = try (0..<4).map { try frameOutput("ab", ["-w", "4", "-m", "slide", "--always"], frame: $0) }
        #expect(frames == ["  ab", " ab ", "ab  ", "ab  "])
    }

    @Test func pagesStayAlignedHoweverOftenItPages() throws {
        // Pages "abcd", "efgh", "ij  ", each followed by a one-column gap: 15 columns.
        let options = ["-w", "4", "-m", "page", "--gap", "1", "--pause", "0", "-i", "1"]
        let perPage = 5
        for page in 0..<40 {
            let frame = try frameOutput("abcdefghij", options, frame: page * perPage)
            #expect(frame == ["abcd", "efgh", "ij  "][page % 3])
        }
    }

    @Test func pageBreakNeverSplitsACluster() throws {
        let frame0 = try frameOutput("ab中cd", ["-w", "3", "-m", "page", "--gap", "0", "--pause", "0", "-i", "1"], frame: 0)
        let frame1 = try frameOutput("ab中cd", ["-w", "3", "-m", "page", "--gap", "0", "--pause", "0", "-i", "1"], frame: 3)
        #expect(frame0 == "ab ")
        #expect(frame1 == "中c")
    }

    @Test func passesEndAtTheStartOfTheNext() throws {
        let plan = { (options: [String]) -> MotionPlan in
            let resolved = try settings(options)
            let text = LaidOutText(text: Array("abcdefgh".utf8), settings: resolved.text)
            return Line(text: text, layout: resolved.line, environment: Environment()).fields[0].plan
        }
        // Scroll: ring of 11 columns; pass 2 ends at frame 22.
        #expect(try plan(["-w", "5"]).lastFrame(afterPasses: 2) == 22)
        // With a hold of 2 frames at each loop start: 2 holds before frame 22's step.
        #expect(try plan(["-w", "5", "--pause", "2", "-i", "1"]).lastFrame(afterPasses: 2) == 26)
        // Bounce: there (3) and back (3).
        #expect(try plan(["-w", "5", "-m", "bounce"]).lastFrame(afterPasses: 1) == 6)
        // Slide: one pass of 3 steps, however many are asked for.
        #expect(try plan(["-w", "5", "-m", "slide"]).lastFrame(afterPasses: 4) == 3)
        // Text that fits: nothing moves, the pass is over at once.
        #expect(try plan(["-w", "20"]).lastFrame(afterPasses: 3) == 0)
    }

    @Test func everyFrameOfACycleIsExactlyWAndHRows() throws {
        for mode in ["scroll", "slide", "bounce", "page"] {
            for direction in ["up", "down"] {
                let text = "first line\nsecond, longer line that wraps\n\nthird 中文\nlast"
                for frame in 0..<40 {
                    let output = try frameOutput(text, ["-w", "9", "-H", "3", "-m", mode, "-d", direction,
                                                        "--always", "--pause", "0"], frame: frame)
                    let rows = output.split(separator: "\n", omittingEmptySubsequences: false)
                    #expect(rows.count == 3)
                    let widths = try rows.map { try measuredWidth(String($0)) }
                    #expect(widths.allSatisfy { $0 == 9 }, "\(mode) \(direction) \(frame): \(widths)")
                }
            }
        }
    }

    @Test func creditsRollFromBlankToBlank() throws {
        let text = "Directed by\nSomeone\n\nMusic\nSomebody else\n"
        let options = ["-d", "up", "-H", "3", "-w", "20", "--align", "center", "--mode", "slide", "--enter"]
        let blank = String(repeating: " ", count: 20)
        let first = try frameOutput(text, options, frame: 0)
        #expect(first == [blank, blank, blank].joined(separator: "\n"))
        let second = try frameOutput(text, options, frame: 1)
        #expect(second == [blank, blank, "    Directed by     "].joined(separator: "\n"))
        let last = try frameOutput(text, options, frame: 8)
        #expect(last == first)
        let resolved = try settings(options)
        var textSettings = resolved.text
        textSettings.vertical = true
        let ticker = Line(text: LaidOutText(text: Array(text.utf8), settings: textSettings),
                          layout: resolved.line, environment: Environment()).fields[0]
        #expect(ticker.plan.lastFrame(afterPasses: 1) == 8)
    }

    @Test func wordWrapBreaksAtSpacesAndLongWords() {
        let line = LaidOutText(text: Array("the quick brown fox jumps".utf8), settings: {
            var settings = TextSettings()
            settings.vertical = true
            return settings
        }()).lines[0]
        let rows = WordWrap.rows(of: line, width: 10).map { range in
            line.clusters[range].map { String(decoding: $0.bytes, as: UTF8.self) }.joined()
        }
        #expect(rows == ["the quick", "brown fox", "jumps"])
        let long = LaidOutText(text: Array("abcdefghijkl mn".utf8), settings: {
            var settings = TextSettings()
            settings.vertical = true
            return settings
        }()).lines[0]
        let longRows = WordWrap.rows(of: long, width: 5).map { range in
            long.clusters[range].map { String(decoding: $0.bytes, as: UTF8.self) }.joined()
        }
        #expect(longRows == ["abcde", "fghij", "kl mn"])
    }

    /// The 64-bit shortcut must give what 128-bit arithmetic gives, on both sides of the
    /// 64-bit range and for negative positions (a reversed or entering ticker).
    @Test(arguments: [
        (Int128(7), Int128(5), Int128(2)),
        (Int128(-7), Int128(5), Int128(3)),
        (Int128(-15), Int128(15), Int128(0)),
        (Int128(Int64.min), Int128(7), Int128(6)),
        (Int128(Int64.max) + 1, Int128(10), Int128(8)),
        (-(Int128(1) << 100), Int128(3), Int128(2)),
        (Int128(1) << 80, Int128(Int64.max) + 2, Int128(9_223_372_036_854_644_737)),
    ])
    func positionsWrapIntoTheRing(value: Int128, modulus: Int128, expected: Int128) {
        #expect(positiveModulo(value, modulus) == expected)
    }
}
