import Testing
@testable import MarqueeCore

/// A template's line frame by frame (marquee(1), TEMPLATES), against a model of
/// independent viewports: each field's frame is `ReferenceTicker`'s for its text, width
/// and mode alone, the literals stand between them, and the line is as wide as its parts.
@Suite struct TemplateLineTests {
    /// Frame `frame` of the line for `text` with these options, in their format.
    static func lineFrame(_ text: String, _ options: [String], frame: Int,
                          previous: Line? = nil) throws -> String {
        let line = try templateLine(text, options)
        return compose(line, options: options, frame: frame)
    }

    static func templateLine(_ text: String, _ options: [String], previous: Line? = nil,
                             restartAt: Int? = 0) throws -> Line {
        let resolved = try settings(options)
        return Line(template: try #require(resolved.template), text: Array(text.utf8),
                            layout: resolved.line, previous: previous, restartAt: restartAt)
    }

    static func compose(_ line: Line, options: [String], frame: Int, paused: Bool = false) -> String {
        let resolved = try! settings(options)
        var composer = FrameComposer(format: resolved.format, keepsStyles: resolved.keepsStyles, line: line)
        var output = FrameBytes()
        composer.compose(line, frame: frame, into: &output, paused: paused)
        return String(decoding: output.bytes(), as: UTF8.self)
    }

    struct LineCase: CustomTestStringConvertible, Sendable {
        let description: String
        let template: String
        let fields: [String]
        var extra: [String] = []
        var testDescription: String { description }
    }

    static let cases: [LineCase] = [
        LineCase(description: "two scrolling fields and literals", template: "[{1:7}] – {2:5}",
                 fields: ["Bohemian Rhapsody", "Queen of the night"]),
        LineCase(description: "a field per mode", template: "{1:6:scroll}|{2:6:bounce}|{3:6:slide}|{4:6:restart}|{5:6:static}|{6:6:page}",
                 fields: ["one two three", "bouncing text", "sliding along", "restarting it", "static and cut", "paged words here"]),
        LineCase(description: "CJK and emoji in fields", template: "{1:5} {2:7:bounce}",
                 fields: ["中文字幕很长的标题", "👍🏽 thumbs 🇯🇵 flag ❤️"]),
        LineCase(description: "combining marks and a narrow field", template: "{1:1}{2:3}",
                 fields: ["e\u{301}a\u{308}o\u{302}", "ab中cd"]),
        LineCase(description: "a field without width stands still", template: "{1} / {2:4}",
                 fields: ["Now", "playing something long"]),
        LineCase(description: "text that fits, aligned", template: "{1:9}|{2:9}", fields: ["ab", "中文"],
                 extra: ["--align", "center"]),
        LineCase(description: "step, pause and separator", template: "{1:6}:{2:4:bounce}",
                 fields: ["abcdefghij", "klmnop"], extra: ["-s", "2", "--pause", "0.25", "-i", "0.125", "--separator", " * "]),
        LineCase(description: "direction right", template: "{1:6}:{2:4:bounce}", fields: ["abcdefghij", "klmnop"],
                 extra: ["-d", "right"]),
        LineCase(description: "--enter and --always", template: "{1:6}:{2:8:bounce}", fields: ["abcdefghij", "kl"],
                 extra: ["--enter", "--always"]),
        LineCase(description: "a missing field is empty text", template: "<{1:4}|{3:3}>", fields: ["abcdef"]),
    ]

    /// The model: each field alone, by the reference, at the line's frame.
    static func modelFrame(_ lineCase: LineCase, frame: Int) throws -> String {
        let resolved = try settings(["--template", lineCase.template] + lineCase.extra)
        var model = ""
        for piece in try #require(resolved.template).pieces {
            switch piece {
            case .literal(let text):
                model += text
            case .field(let field):
                guard case .number(let number) = field.name else { throw TestFailure("numbered fields only") }
                let text = number <= lineCase.fields.count ? lineCase.fields[number - 1] : ""
                guard let width = field.width else {
                    model += cleanText(text)
                    continue
                }
                let motion = resolved.motion(for: field.mode ?? resolved.motion.mode)
                let reference = ReferenceTicker(
                    text: text, separator: resolved.text.separator, width: width, mode: motion.mode,
                    reversed: motion.reversed, enter: motion.enter, always: motion.always, align: motion.align,
                    step: motion.step, holdFrames: motion.holdFrames)
                model += reference.frame(frame)
            }
        }
        return model
    }

    @Test(arguments: cases)
    func everyFieldMovesAsItsOwnViewport(_ lineCase: LineCase) throws {
        let text = lineCase.fields.joined(separator: "\t")
        let options = ["--template", lineCase.template, "-F", "plain"] + lineCase.extra
        let line = try TemplateLineTests.templateLine(text, options)
        let expectedWidth = try measuredWidth(TemplateLineTests.modelFrame(lineCase, frame: 0))
        #expect(line.width == expectedWidth)
        for frame in [0, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 1_000, 123_457] {
            let shown = TemplateLineTests.compose(line, options: options, frame: frame)
            #expect(shown == (try TemplateLineTests.modelFrame(lineCase, frame: frame)), "frame \(frame)")
            #expect(try measuredWidth(shown) == expectedWidth, "frame \(frame)")
        }
    }

    @Test func jsonKeysAndAmbiguousWidth() throws {
        let options = ["-T", "{title:6}·{artist}", "-F", "plain", "--ambiguous-width", "2"]
        let text = #"{"title":"αβγδεζηθ","artist":"Ωmega"}"#
        let line = try TemplateLineTests.templateLine(text, options)
        // · and Ω are East Asian Ambiguous: two columns each here.
        #expect(line.width == 6 + 2 + 6)
        #expect(TemplateLineTests.compose(line, options: options, frame: 0) == "αβγ·Ωmega")
        #expect(TemplateLineTests.compose(line, options: options, frame: 1) == " βγ ·Ωmega")
    }

    @Test func eachFieldsStylesEndWithIt() throws {
        let text = "\u{1B}[31mred title here\tplain"
        let options = ["-T", "{1:5} {2:5}", "-F", "ansi", "--color", "always"]
        let shown = try TemplateLineTests.lineFrame(text, options, frame: 0)
        #expect(shown == "\u{1B}[0;31mred t\u{1B}[0m plain")
        // A field that starts plain after a styled one is plain, though the text's SGR
        // was never closed in the input.
        let second = try TemplateLineTests.lineFrame("\u{1B}[1mA\tB", ["-T", "{1}{2}", "--color", "always"], frame: 0)
        #expect(second == "\u{1B}[0;1mA\u{1B}[0mB")
    }

    /// A literal of one style is drawn in one piece, one of several run by run: each run
    /// in its own style, as the template wrote it.
    @Test func aLiteralOfSeveralStylesKeepsEach() throws {
        let options = ["-T", "{1:3}\u{1B}[1mAB\u{1B}[32mCD\u{1B}[0m{2:3}", "-F", "ansi", "--color", "always"]
        let shown = try TemplateLineTests.lineFrame("abc\tdef", options, frame: 0)
        #expect(shown == "abc\u{1B}[0;1mAB\u{1B}[0;1;32mCD\u{1B}[0mdef")
        let plain = try TemplateLineTests.lineFrame("abc\tdef", ["-T", "{1:3}\u{1B}[1mAB\u{1B}[0m{2:3}", "-F", "ansi",
                                                                  "--color", "always"], frame: 0)
        #expect(plain == "abc\u{1B}[0;1mAB\u{1B}[0mdef")
    }

    @Test func aChangedFieldStartsAgainAndTheOthersKeepMoving() throws {
        let options = ["-T", "{1:4}|{2:4}", "-F", "plain"]
        let first = try TemplateLineTests.templateLine("abcdefgh\tABCDEFGH", options)
        #expect(TemplateLineTests.compose(first, options: options, frame: 3) == "defg|DEFG")
        let second = try TemplateLineTests.templateLine("abcdefgh\tKLMNOPQR", options, previous: first, restartAt: 3)
        #expect(second.fieldStarts == [0, 3])
        #expect(TemplateLineTests.compose(second, options: options, frame: 3) == "defg|KLMN")
        #expect(TemplateLineTests.compose(second, options: options, frame: 5) == "fgh |MNOP")
        // A --tween step keeps every field where it is.
        let third = try TemplateLineTests.templateLine("abcdefgh\tKLMNOPQX", options, previous: second, restartAt: nil)
        #expect(third.fieldStarts == [0, 3])
        // Back at the start, every field is.
        #expect(second.restartingEveryField().fieldStarts == [0, 0])
        #expect(TemplateLineTests.compose(second.restartingEveryField(), options: options, frame: 1) == "bcde|LMNO")
    }

    @Test func loopsEndWhenEveryFieldHasMadeItsPasses() throws {
        let options = ["-T", "{1:4:slide}|{2:4:slide}", "-F", "plain"]
        // The longer field first: its pass ends last.
        let line = try TemplateLineTests.templateLine("abcdefghij\tabcdef", options)
        #expect(line.lastFrame(afterPasses: 1) == 6)
        // The second field starts again at frame 10 and ends its pass 2 frames later.
        let restarted = try TemplateLineTests.templateLine("abcdefghij\tklmnop", options, previous: line, restartAt: 10)
        #expect(restarted.lastFrame(afterPasses: 1) == 12)
    }

    @Test func jsonClassIsTheFieldsState() throws {
        let still = try TemplateLineTests.templateLine("ab\tcd", ["-T", "{1:4}{2}"])
        #expect(TemplateLineTests.compose(still, options: ["-T", "{1:4}{2}", "-F", "json"], frame: 0)
            .hasSuffix(#""tooltip":"abcd","class":"static"}"#))
        let moving = try TemplateLineTests.templateLine("abcdef\tcd", ["-T", "{1:4}<{2}"])
        let json = TemplateLineTests.compose(moving, options: ["-T", "{1:4}<{2}", "-F", "json"], frame: 1)
        #expect(json == #"{"text":"bcde&lt;cd","full_text":"bcde&lt;cd","tooltip":"abcdef&lt;cd","class":"scrolling"}"#)
        #expect(TemplateLineTests.compose(moving, options: ["-T", "{1:4}<{2}", "-F", "json"], frame: 1, paused: true)
            .hasSuffix(#""class":"paused"}"#))
    }

    /// A field in page mode holds each page 2 s without --pause, as the page mode does:
    /// 16 frames at the default interval.
    @Test func aPageFieldHoldsTwoSecondsByDefault() throws {
        let options = ["-T", "{1:4:page}|{2:4}", "-F", "plain"]
        let line = try TemplateLineTests.templateLine("abcd efgh\tijklmn", options)
        for frame in 0..<16 {
            #expect(TemplateLineTests.compose(line, options: options, frame: frame).hasPrefix("abcd|"), "frame \(frame)")
        }
        #expect(!TemplateLineTests.compose(line, options: options, frame: 17).hasPrefix("abcd|"))
        #expect(TemplateLineTests.compose(line, options: options, frame: 1) == "abcd|jklm")
    }

    @Test func prefixAndSuffixStandAroundTheLine() throws {
        let options = ["-T", "{1:3}", "--prefix", "<", "--suffix", ">", "-F", "plain"]
        let line = try TemplateLineTests.templateLine("abcdef", options)
        #expect(line.width == 5)
        #expect(TemplateLineTests.compose(line, options: options, frame: 2) == "<cde>")
    }

    @Test func shrinkAndEllipsisApplyToEachField() throws {
        let shrunk = ["-T", "{1:8}|{2:8}", "--shrink", "-F", "plain"]
        #expect(try TemplateLineTests.lineFrame("ab\tabcdefghijk", shrunk, frame: 1) == "ab|bcdefghi")
        let ellipsis = ["-T", "{1:6:static}|{2:6}", "--ellipsis", "-F", "plain"]
        #expect(try TemplateLineTests.lineFrame("abcdefghij\tklmnopqrstu", ellipsis, frame: 2) == "abcde…|mnopqr")
        let dots = ["-T", "{1:6}", "-m", "static", "--ellipsis=..", "-F", "plain"]
        #expect(try TemplateLineTests.lineFrame("abcdefghij", dots, frame: 2) == "abcd..")
    }
}

struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
