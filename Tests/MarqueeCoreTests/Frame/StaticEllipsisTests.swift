import Testing
@testable import MarqueeCore
import TestSupport

/// `--ellipsis[=E]` in static mode (issue 28, part 6): a text wider than W ends with E,
/// cut at a cluster boundary, exactly W columns as the profile draws it.
@Suite struct StaticEllipsisTests {
    /// The model, written from marquee(1) alone and measured by the reference widths: the
    /// clusters of T while they fit in W − w(E), then E, then spaces to W; an E wider
    /// than W is E's clusters while they fit, then spaces. A text that fits is padded.
    static func model(_ text: String, ellipsis: String, width: Int, ambiguousWidth: Int = 1) throws -> String {
        func measured(_ string: String) throws -> [(String, Int)] {
            try ReferenceWidth.clusters(of: string.unicodeScalars).map { cluster in
                guard let width = ReferenceWidth.standard.width(ofCluster: cluster, ambiguousWidth: ambiguousWidth)
                else { throw UnmeasuredCluster(cluster: cluster) }
                var piece = ""
                piece.unicodeScalars.append(contentsOf: cluster)
                return (piece, width)
            }
        }
        func take(_ clusters: [(String, Int)], upTo room: Int) -> (String, Int) {
            var taken = ""
            var used = 0
            for (piece, columns) in clusters {
                if used + columns > room { break }
                taken += piece
                used += columns
            }
            return (taken, used)
        }
        let clusters = try measured(text)
        let textWidth = clusters.reduce(0) { $0 + $1.1 }
        if textWidth <= width {
            return text + String(repeating: " ", count: width - textWidth)
        }
        let marker = try measured(ellipsis)
        let markerWidth = marker.reduce(0) { $0 + $1.1 }
        if markerWidth > width {
            let (shown, used) = take(marker, upTo: width)
            return shown + String(repeating: " ", count: width - used)
        }
        let (prefix, used) = take(clusters, upTo: width - markerWidth)
        return prefix + ellipsis + String(repeating: " ", count: width - used - markerWidth)
    }

    static let texts = [
        "plain ASCII that runs on", "中文字幕テキスト", "a中b文c", "e\u{301}e\u{301}ee\u{301}x",
        "a👩‍👩‍👧b🇺🇸c🇬🇧d", "👍🏽 ok 👍🏽 fine", "αβγ ambiguous ①②", "ab",
    ]
    static let ellipses = ["\u{2026}", "...", "", "中", "→→"]

    @Test(arguments: [1, 2], ellipses)
    func everyWidthMatchesTheModel(ambiguousWidth: Int, ellipsis: String) throws {
        for text in Self.texts {
            for width in 1...12 {
                let options = ["-m", "static", "--ellipsis=" + ellipsis, "-w", String(width),
                               "--ambiguous-width", String(ambiguousWidth)]
                let frame = try frameOutput(text, options, frame: 0)
                // The ZERO WIDTH SPACEs that close clusters at seams take no column and
                // are no part of the model.
                let shown = frame.replacingAll("\u{200B}", with: "")
                let expected = try Self.model(text, ellipsis: ellipsis, width: width, ambiguousWidth: ambiguousWidth)
                #expect(shown == expected, "\(text.debugDescription) E=\(ellipsis.debugDescription) W=\(width)")
                #expect(try measuredWidth(frame, ambiguousWidth: ambiguousWidth) == width)
                // Static: every frame the same.
                #expect(try frameOutput(text, options, frame: 977) == frame)
            }
        }
    }

    struct EllipsisCase: CustomTestStringConvertible, Sendable {
        let description: String
        let text: String
        let options: [String]
        let expect: String
        var testDescription: String { description }
    }

    static let cases: [EllipsisCase] = [
        EllipsisCase(description: "the default is one horizontal ellipsis", text: "abcdefgh",
                     options: ["-w", "5", "--ellipsis"], expect: "abcd\u{2026}"),
        EllipsisCase(description: "a wide cluster at the cut is dropped, padding after E", text: "abc中def",
                     options: ["-w", "5", "--ellipsis"], expect: "abc\u{2026} "),
        EllipsisCase(description: "… is two columns with --ambiguous-width 2", text: "abcdefgh",
                     options: ["-w", "5", "--ellipsis", "--ambiguous-width", "2"], expect: "abc\u{2026}"),
        EllipsisCase(description: "a text that fits has no ellipsis", text: "abc",
                     options: ["-w", "5", "--ellipsis"], expect: "abc  "),
        EllipsisCase(description: "a text exactly W wide has no ellipsis", text: "abcde",
                     options: ["-w", "5", "--ellipsis"], expect: "abcde"),
        EllipsisCase(description: "align places only a text that fits", text: "abcdefgh",
                     options: ["-w", "5", "--ellipsis", "--align", "right"], expect: "abcd\u{2026}"),
        EllipsisCase(description: "align leaves the padding of an ended text after E", text: "abc中def",
                     options: ["-w", "5", "--ellipsis", "--align", "right"], expect: "abc\u{2026} "),
        EllipsisCase(description: "center too", text: "ab中中def",
                     options: ["-w", "6", "--ellipsis", "--align", "center"], expect: "ab中\u{2026} "),
        EllipsisCase(description: "align still places a text that fits", text: "ab",
                     options: ["-w", "5", "--ellipsis", "--align", "right"], expect: "   ab"),
        EllipsisCase(description: "width 1 shows E alone", text: "abc",
                     options: ["-w", "1", "--ellipsis"], expect: "\u{2026}"),
        EllipsisCase(description: "an E wider than W is E clipped at W", text: "abcdefgh",
                     options: ["-w", "3", "--ellipsis=[more]"], expect: "[mo"),
        EllipsisCase(description: "a wide cluster of E cut by W is a space", text: "abcdefgh",
                     options: ["-w", "3", "--ellipsis=中中"], expect: "中 "),
        EllipsisCase(description: "an empty E cuts at a cluster boundary", text: "ab中cd",
                     options: ["-w", "3", "--ellipsis="], expect: "ab "),
        EllipsisCase(description: "without --ellipsis static cuts at W as before", text: "abcdefgh",
                     options: ["-w", "5"], expect: "abcde"),
        EllipsisCase(description: "other modes ignore it", text: "abcdefgh",
                     options: ["-w", "5", "--ellipsis", "-m", "scroll"], expect: "abcde"),
        EllipsisCase(description: "the text's colour ends at the cut and E is unstyled", text: "\u{1B}[31mredredred\u{1B}[0m",
                     options: ["-w", "5", "--ellipsis", "--color", "always"],
                     expect: "\u{1B}[0;31mredr\u{1B}[0m\u{2026}"),
        EllipsisCase(description: "under tmux 3.4 a flag E is kept apart from a flag of T", text: "🇺🇸abcdef",
                     options: ["-w", "6", "--ellipsis=🇩🇪", "--terminal", "tmux-3.4"], expect: "🇺🇸a 🇩🇪"),
        EllipsisCase(description: "where nothing joins, a flag E needs no space", text: "🇺🇸abcdef",
                     options: ["-w", "6", "--ellipsis=🇩🇪"], expect: "🇺🇸ab🇩🇪"),
        EllipsisCase(description: "a styled E keeps its style and is closed", text: "abcdefgh",
                     options: ["-w", "5", "--ellipsis=\u{1B}[1m>\u{1B}[0m", "--color", "always"],
                     expect: "abcd\u{1B}[0;1m>\u{1B}[0m"),
    ]

    @Test(arguments: cases)
    func framesAreTheUsersFrames(_ ellipsis: EllipsisCase) throws {
        let options = ellipsis.options.contains("-m") ? ellipsis.options : ["-m", "static"] + ellipsis.options
        #expect(try frameOutput(ellipsis.text, options, frame: 0) == ellipsis.expect)
    }

    @Test func aBareEllipsisNeverTakesTheNextWord() throws {
        let parsed = try ArgumentParser.parse(["--ellipsis", "words", "of", "text"])
        #expect(parsed.string(.ellipsis) == "\u{2026}")
        #expect(parsed.words == ["words", "of", "text"])
        #expect(try ArgumentParser.parse(["--ellipsis=>>", "x"]).string(.ellipsis) == ">>")
        #expect(try ArgumentParser.parse(["--ellipsis=", "x"]).string(.ellipsis) == "")
        #expect(try ArgumentParser.parse(["x"]).string(.ellipsis) == nil)
    }

    @Test func jsonCallsTheEndedTextStatic() throws {
        let line = try frameOutput("abcdefgh", ["-m", "static", "--ellipsis", "-w", "5", "-F", "json"], frame: 3)
        #expect(line.contains("\"text\":\"abcd\u{2026}\""))
        #expect(line.contains("\"class\":\"static\""))
    }
}

extension String {
    fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
