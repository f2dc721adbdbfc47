import Testing
@testable import MarqueeCore

/// A text, options and frame number, and the exact frame that must come out.
struct FrameCase: CustomTestStringConvertible, Sendable {
    let description: String
    let text: String
    let options: [String]
    let frame: Int
    let expected: String

    init(_ description: String, text: String, _ options: [String], frame: Int, expect expected: String) {
        self.description = description
        self.text = text
        self.options = options
        self.frame = frame
        self.expected = expected
    }

    var testDescription: String { description }
}

@Suite struct FrameTests {
    static let cases: [FrameCase] = [
        FrameCase("frame 0 shows the text from its first column", text: "Hello, world",
                  ["-w", "5"], frame: 0, expect: "Hello"),
        FrameCase("frame 3 moves three columns", text: "Hello, world",
                  ["-w", "10", "--separator", " | "], frame: 3, expect: "lo, world "),
        FrameCase("right runs the offset backwards", text: "Hello, world",
                  ["-w", "10", "--separator", " | ", "-d", "right"], frame: 3, expect: " | Hello, "),
        FrameCase("the ring wraps around", text: "abcdef",
                  ["-w", "4", "--separator", "-", "--always"], frame: 5, expect: "f-ab"),
        FrameCase("step moves several columns", text: "abcdefgh",
                  ["-w", "3", "-s", "3", "--separator", ""], frame: 2, expect: "gha"),
        FrameCase("text that fits stands still", text: "hi", ["-w", "6"], frame: 9, expect: "hi    "),
        FrameCase("right alignment", text: "hi", ["-w", "6", "--align", "right"], frame: 0, expect: "    hi"),
        FrameCase("center puts the odd column right", text: "hi", ["-w", "5", "--align", "center"],
                  frame: 0, expect: " hi  "),
        FrameCase("always moves text that fits", text: "hi", ["-w", "4", "--always", "--gap", "1"],
                  frame: 1, expect: "i hi"),
        FrameCase("empty text is spaces", text: "", ["-w", "3"], frame: 4, expect: "   "),
        FrameCase("gap is shorthand for spaces", text: "abcdef", ["-w", "8", "--gap", "2", "--always"],
                  frame: 4, expect: "ef  abcd"),
        FrameCase("wide cluster cut at the left edge", text: "中文字abc",
                  ["-w", "4", "--separator", ""], frame: 1, expect: " 文 "),
        FrameCase("wide cluster cut at the right edge", text: "a中文字",
                  ["-w", "2", "--separator", ""], frame: 0, expect: "a "),
        FrameCase("wide cluster whole", text: "a中文字", ["-w", "3", "--separator", ""], frame: 0, expect: "a中"),
        FrameCase("combining cluster is one column", text: "e\u{301}e\u{301}e\u{301}e\u{301}",
                  ["-w", "2", "--separator", ""], frame: 1, expect: "e\u{301}e\u{301}"),
        FrameCase("zero-width cluster at the left edge is shown", text: "ab\u{200B}cdef",
                  ["-w", "2", "--separator", ""], frame: 2, expect: "\u{200B}cd"),
        FrameCase("zero-width cluster at the right edge is not", text: "ab\u{200B}cdef",
                  ["-w", "2", "--separator", ""], frame: 0, expect: "ab"),
        FrameCase("emoji ZWJ sequence is two columns", text: "x👩‍👩‍👧yz",
                  ["-w", "3", "--separator", ""], frame: 1, expect: "👩‍👩‍👧y"),
        FrameCase("a ZWJ that ends a cluster is closed (tmux 3.3a glued the 中 after a‍b onto b)",
                  text: "a\u{200D}b 中", ["-w", "6"], frame: 0, expect: "a\u{200D}\u{200B}b 中 "),
        FrameCase("no ZERO WIDTH SPACE where it takes a column (xterm -cjk_width)",
                  text: "a\u{200D}b 中", ["-w", "7", "--terminal", "xterm", "--ambiguous-width", "2"],
                  frame: 0, expect: "a\u{200D}b 中 "),
        FrameCase("flag cut at the left edge", text: "🇺🇸🇫🇷abc",
                  ["-w", "3", "--separator", ""], frame: 1, expect: " 🇫🇷"),
        FrameCase("static clips wide text at W", text: "abcdefgh", ["-w", "3", "-m", "static"],
                  frame: 7, expect: "abc"),
        FrameCase("prefix and suffix come on top", text: "abcdef",
                  ["-w", "3", "--prefix", "[", "--suffix", "]"], frame: 1, expect: "[bcd]"),
    ]

    @Test(arguments: cases)
    func frame(_ example: FrameCase) throws {
        let output = try frameOutput(example.text, example.options, frame: example.frame)
        #expect(output == example.expected)
    }

    @Test func styleInForceStartsTheFrameAndResetEndsIt() throws {
        let output = try frameOutput("\u{1B}[31mred\u{1B}[0m plain", ["-w", "4", "-F", "ansi"], frame: 1)
        #expect(output == "\u{1B}[0;31med\u{1B}[0m p")
        let later = try frameOutput("\u{1B}[31mred\u{1B}[0m plain", ["-w", "4", "-F", "ansi"], frame: 3)
        #expect(later == " pla")
    }

    @Test func styleCarriesAcrossTheWrapPoint() throws {
        // T is all bold; the separator is plain; the next repetition is bold again.
        let output = try frameOutput("\u{1B}[1mabc", ["-w", "6", "-F", "ansi", "--separator", "--", "--always"], frame: 2)
        #expect(output == "\u{1B}[0;1mc\u{1B}[0m--\u{1B}[0;1mabc\u{1B}[0m")
    }

    @Test func cutWideClusterKeepsItsStyle() throws {
        let output = try frameOutput("\u{1B}[32m中文\u{1B}[0mab", ["-w", "3", "-F", "ansi", "--separator", ""], frame: 1)
        #expect(output == "\u{1B}[0;32m 文\u{1B}[0m")
    }

    @Test func hyperlinkIsClosedAtTheFrameEnd() throws {
        let text = "\u{1B}]8;;http://x\u{1B}\\linked text\u{1B}]8;;\u{1B}\\ after"
        let output = try frameOutput(text, ["-w", "4", "-F", "ansi"], frame: 2)
        #expect(output == "\u{1B}]8;;http://x\u{1B}\\nked\u{1B}]8;;\u{1B}\\")
    }

    @Test func plainFormatDropsStyles() throws {
        let output = try frameOutput("\u{1B}[31mred\u{1B}[0m", ["-w", "5", "-F", "plain", "--color", "always"], frame: 0)
        #expect(output == "red  ")
    }

    @Test func noColorDropsStylesInAuto() throws {
        var environment = Environment()
        environment.noColor = "1"
        let output = try frameOutput("\u{1B}[31mred", ["-w", "3", "-F", "ansi"], frame: 0, environment: environment)
        #expect(output == "red")
        let forced = try frameOutput("\u{1B}[31mred", ["-w", "3", "-F", "ansi", "--color", "always"],
                                     frame: 0, environment: environment)
        #expect(forced == "\u{1B}[0;31mred\u{1B}[0m")
    }

    @Test func stylesAreDroppedIntoAPipeUnlessAFormatIsGiven() throws {
        #expect(try frameOutput("\u{1B}[31mred", ["-w", "3"], frame: 0) == "red")
    }

    static let rings = [
        "Hello, world", "中文字幕と日本語のテキスト", "e\u{301}a\u{308}o\u{302} mixed 中 text",
        "👩‍👩‍👧 family 🇺🇸 flag 👍🏽 thumbs", "\u{1B}[31mred\u{1B}[0m \u{1B}[1;4mbold\u{1B}[0m 中",
        "ทดสอบภาษาไทย", "नमस्ते दुनिया", "a\u{200B}b\u{200B}c", "🇺🇸🇫🇷🇩🇪🇯🇵",
    ]

    @Test(arguments: rings, [1, 2, 3, 5, 8])
    func everyFrameOfTheRingIsExactlyW(_ text: String, _ width: Int) throws {
        let laidOut = LaidOutText(text: Array(text.utf8), settings: TextSettings())
        let ringLength = laidOut.ring.columnCount
        for frame in 0..<(ringLength + 2) {
            for direction in ["left", "right"] {
                let output = try frameOutput(text, ["-w", String(width), "--always", "-d", direction,
                                                    "-F", "ansi", "--color", "always"], frame: frame)
                let measured = try measuredWidth(output)
                #expect(measured == width, "frame \(frame) \(direction): \(output.debugDescription)")
                #expect(!output.hasSuffix("\u{1B}[0;31m"))
            }
        }
    }

    @Test func scrollRepeatsAfterOneRing() throws {
        let text = "中a👍🏽b"
        let ringLength = LaidOutText(text: Array(text.utf8), settings: TextSettings()).ring.columnCount
        for frame in 0..<ringLength {
            let now = try frameOutput(text, ["-w", "3", "--always"], frame: frame)
            let later = try frameOutput(text, ["-w", "3", "--always"], frame: frame + ringLength * 7)
            #expect(now == later)
        }
    }

    @Test func hugeFrameNumbersStayExact() throws {
        let frame = (1 << 62) - 1
        // A ring of 12 + 3 columns at 7 columns a frame: (2^62 - 1) * 7 mod 15 = 6.
        #expect(try frameOutput("Hello, world", ["-w", "10", "-s", "7"], frame: frame) == " world   H")
        // Step 1: (2^62 - 1) mod 15 = 3.
        #expect(try frameOutput("Hello, world", ["-w", "10"], frame: frame) == "lo, world ")
    }
}
