import Foundation
import Testing
import TerminalWidth

/// Invariants of `wrap`, `truncate`, `pad` and `clip(keepingStyles:)` over generated texts
/// of words, CJK, emoji, marks, tabs, newlines, SGR sequences and OSC 8 links: no line
/// wider than asked, styles balanced at every end, and the drawn text kept but for cuts,
/// fills and the ellipsis. `Fuzz/run-library` checks the same (`TextCallInvariants`)
/// on what libFuzzer makes.
@Suite struct TextCallPropertyTests {
    static let texts: [String] = {
        var generator = SplitMix(seed: 40)
        return (0..<400).map { _ in TextCallInvariants.text(&generator) }
    }()

    @Test func wrappedLinesFitAndKeepTheirStyles() throws {
        for text in Self.texts {
            for columns in [1, 2, 3, 5, 8, 13, 40] {
                try TextCallInvariants.checkWrap(text, columns: columns, indent: columns > 4 ? "> " : "")
            }
        }
    }

    @Test func truncatedTextFitsAndKeepsItsEnds() throws {
        for text in Self.texts {
            for columns in [0, 1, 2, 3, 6, 11] {
                for ellipsis in ["…", "...", "", "中"] {
                    try TextCallInvariants.checkTruncate(text, columns: columns, ellipsis: ellipsis)
                }
            }
        }
    }

    @Test func paddedTextIsExactlyAsWide() throws {
        for text in Self.texts {
            for columns in [0, 1, 4, 9, 30] {
                try TextCallInvariants.checkPad(text, columns: columns)
            }
        }
    }

    @Test func clipKeepingStylesStandsOnItsOwn() throws {
        for text in Self.texts {
            for range in [0..<3, 1..<4, 2..<9, 5..<40] {
                try TextCallInvariants.checkClip(text, columns: range)
            }
        }
    }

    /// Found by Fuzz/run-library: a fill after a lone ESC became `ESC SP`, one sequence,
    /// and the result a column short.
    @Test func fillAfterALoneEscapeIsDrawn() {
        #expect(TerminalWidth.truncate("ab\u{1B}", toColumns: 4, fillingToExactWidth: true) == "ab  ")
        #expect(TerminalWidth.columns(TerminalWidth.pad("ab\u{1B}", toColumns: 4)) == 4)
    }

    /// Found by Fuzz/run-library: plain `clip` kept a lone ESC whose next cluster it cut
    /// away, so the ESC took in the first kept character (`ESC 6` is a sequence) and the
    /// result drew a column less than `clip(keepingStyles: true)`. A sequence cut off is
    /// now kept only before what followed it in the text.
    @Test func loneEscapeBeforeACutClusterTookInTheNextKeptOne() throws {
        #expect(TerminalWidth.clip("\u{1B}\u{FFFD}?62", columns: 2..<4) == "62")
        #expect(TerminalWidth.clip("\u{1B}\u{FFFD}?62", columns: 0..<4) == "\u{1B}\u{FFFD}?62")
        #expect(TerminalWidth.clip("a\u{1B}\tb", columns: 0..<10) == "a       b")
        #expect(TerminalWidth.clip("ab\u{1B}[1$", columns: 0..<2) == "ab\u{1B}[1$")
        #expect(TerminalWidth.clip("\u{1B}\u{1B}(\u{FFFD}x", columns: 1..<2) == "x")
        try TextCallInvariants.checkClip("\u{1B}\u{FFFD}?62;22c\u{1B}", columns: 4..<12)
    }

    /// Every input a fuzz run of the library stopped at (Fuzz/library-regressions, each
    /// named after what it found), through the fuzz target's checks.
    @Test(arguments: libraryRegressions)
    func savedFuzzInputKeepsTheInvariants(_ name: String) throws {
        let bytes = try Data(contentsOf: RepositoryData.root.appendingPathComponent("Fuzz/library-regressions/" + name))
        try TextCallInvariants.check(fuzzInput: [UInt8](bytes))
    }

    static let libraryRegressions: [String] = {
        let folder = RepositoryData.root.appendingPathComponent("Fuzz/library-regressions").path
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }()

    @Test func libraryRegressionsExist() {
        #expect(!Self.libraryRegressions.isEmpty)
    }

    /// Found by Fuzz/run-library: only the last cut-off sequence went before the fill, so
    /// a CSI broken off by the ESC of an unterminated DCS took in every space after it.
    @Test func fillAfterTwoCutOffSequencesIsDrawn() {
        #expect(TerminalWidth.truncate("s\u{1B}[\u{1B}P?>|x", toColumns: 4, fillingToExactWidth: true) == "s   ")
        #expect(TerminalWidth.pad("s\u{1B}[\u{1B}", toColumns: 3, alignment: .center) == " s ")
        #expect(TerminalWidth.pad("\u{1B}\u{1B}[1ms\u{1B}[", toColumns: 2) == "\u{1B}\u{1B}[1ms ")
    }

    /// Found by Fuzz/run-library: `👩 ZWJ ESC 👩` is two emoji of two columns each, the
    /// lone ESC keeping the second from the ZWJ; the calls that rebuild text left the ESC
    /// out, the two joined into one ZWJ sequence two columns wide, and `pad` cut to 4
    /// columns drew 2 (two regional indicators made a flag the same way). A cut-off
    /// sequence is now written where the text's own next piece follows it, as plain
    /// `clip` writes it, and left out only before what the call puts in that piece's place.
    @Test func aCutOffSequenceLeftOutBetweenTwoClustersJoinedThem() throws {
        let text = "👩\u{200D}\u{1B}👩x"
        #expect(TerminalWidth.columns(text) == 5)
        #expect(TerminalWidth.pad(text, toColumns: 4, cuttingWiderText: true) == "👩\u{200D}\u{1B}👩")
        #expect(TerminalWidth.clip(text, columns: 0..<4, keepingStyles: true) == "👩\u{200D}\u{1B}👩")
        #expect(TerminalWidth.clip("🇺\u{1B}🇸xy", columns: 0..<4, keepingStyles: true) == "🇺\u{1B}🇸")
        #expect(TerminalWidth.truncate(text + "yz", toColumns: 6) == "👩\u{200D}\u{1B}👩x…")
        #expect(TerminalWidth.wrap("👩\u{200D}\u{1B}👩 x", columns: 4) == ["👩\u{200D}\u{1B}👩", "x"])
        // With a style sequence after it, written in the order of the text.
        #expect(TerminalWidth.clip("👩\u{200D}\u{1B}\u{1B}[1m👩x", columns: 0..<4, keepingStyles: true)
            == "👩\u{200D}\u{1B}\u{1B}[1m👩\u{1B}[0m")
        // Before the ellipsis, the cut or a fill it still goes: it would take that in.
        #expect(TerminalWidth.truncate(text, toColumns: 4) == "👩\u{200D}…")
        #expect(TerminalWidth.clip("ab\u{1B}\u{301}c", columns: 0..<2, keepingStyles: true) == "ab")
        #expect(TerminalWidth.clip("a\u{1B}\tb", columns: 0..<10, keepingStyles: true) == "a       b")
        #expect(TerminalWidth.wrap("a\u{1B}\tb", columns: 10) == ["a       b"])
        try TextCallInvariants.checkPad(text, columns: 4)
        try TextCallInvariants.checkClip(text, columns: 1..<4)
    }

    /// Found by Fuzz/run-library: `CSI 38:;;2::1 m` reads as a reset in the style kept
    /// across cuts (wcwidth's reading), so nothing closed it at the cut; a terminal may
    /// read more in it. An SGR sequence of the text that is not a reset, written as it
    /// stands, is now followed by `CSI 0 m` at the cut whatever the style says.
    @Test func sgrTheStyleReadsAsAResetWasLeftOpenAtTheCut() {
        #expect(TerminalWidth.clip("a\u{1B}[38:;;2::1mbc", columns: 0..<2, keepingStyles: true)
            == "a\u{1B}[38:;;2::1mb\u{1B}[0m")
        #expect(TerminalWidth.clip("a\u{1B}[0;mbc", columns: 0..<2, keepingStyles: true) == "a\u{1B}[0;mb")
    }

    /// Found by Fuzz/run-library: `wrap` put U+030D U+1937, marks after a tab, at a line's
    /// start after the indent `"> "`; they joined its space into one cluster two columns
    /// wide, and the line was wider than asked. A cluster with no base is now dropped
    /// where a call would put it after text of its own, in every call alike.
    @Test func marksAfterATabJoinedTheIndentsSpaceAndWidenedTheLine() throws {
        let marks = "\u{30D}\u{1937}"
        #expect(TerminalWidth.columns(" " + marks) == 2)
        // wrap: after the indent, and after the spaces of a tab or a gap.
        #expect(TerminalWidth.wrap("abcdefgh\t\(marks)xy", columns: 9, subsequentIndent: "> ") == ["abcdefgh", "> xy"])
        #expect(TerminalWidth.wrap("ab\t\(marks)x", columns: 20) == ["ab      x"])
        #expect(TerminalWidth.wrap("ab \u{1B}[1m\(marks)x\u{1B}[0m", columns: 20) == ["ab \u{1B}[1mx\u{1B}[0m"])
        // A mark after a tab that ends the text: in the place of the tab's spaces, not on the `d`.
        #expect(TerminalWidth.wrap("sed\t\t\u{30D}", columns: 9) == ["sed"])
        #expect(TerminalWidth.wrap("sed\u{1B}[1m\u{30D}", columns: 9) == ["sed\u{1B}[1m\u{30D}\u{1B}[0m"])
        // A lone ESC keeps the marks apart from the backslash: kept before them, as they stand.
        #expect(TerminalWidth.wrap("sed\\\u{1B}\(marks)x", columns: 9) == ["sed\\\u{1B}\(marks)x"])
        #expect(TerminalWidth.clip("sed\\\u{1B}\(marks)x", columns: 0..<9, keepingStyles: true) == "sed\\\u{1B}\(marks)x")
        #expect(TerminalWidth.clip("sed\\\u{1B}\(marks)x", columns: 0..<9) == "sed\\\u{1B}\(marks)x")
        #expect(TerminalWidth.clip("k\u{1B}\u{94D}\u{937}x", columns: 0..<9, keepingStyles: true) == "k\u{1B}\u{94D}\u{937}x")
        #expect(TerminalWidth.clip("a\u{1B}\u{7}\(marks)x", columns: 0..<9, keepingStyles: true) == "a\u{1B}\u{7}\(marks)x")
        // After the spaces of a tab the ESC goes, which would take them in, and the marks
        // with it, which would join them.
        #expect(TerminalWidth.clip("a\t\u{1B}\(marks)x", columns: 0..<20, keepingStyles: true) == "a       x")
        #expect(TerminalWidth.wrap("a\t\u{1B}\(marks)x", columns: 20) == ["a       x"])
        // After a newline, not on the line before.
        #expect(TerminalWidth.wrap("S\n\u{301} x", columns: 9) == ["S", " x"])
        // At the text's start nothing of the call's comes before it: kept, as in the text.
        #expect(TerminalWidth.wrap("\(marks)x", columns: 20) == ["\(marks)x"])
        // truncate: after the ellipsis (.start, .middle).
        #expect(TerminalWidth.truncate("abcdefghij\t\(marks)xyz", toColumns: 4, at: .start) == "…xyz")
        #expect(TerminalWidth.truncate("abcdefghij\t\(marks)xyz", toColumns: 7, at: .middle) == "abc…xyz")
        #expect(TerminalWidth.truncate("abcdefghij\t\(marks)xyz", toColumns: 7, ellipsis: "...", at: .middle) == "ab...yz")
        #expect(TerminalWidth.truncate("abcdefghij\t\u{30D}xyz", toColumns: 4, at: .start) == "…xyz")
        // pad: after the fill before the text (.right, .center), and a tab's spaces.
        #expect(TerminalWidth.pad("\u{301}x", toColumns: 3, alignment: .right) == "  x")
        #expect(TerminalWidth.pad("\(marks)x", toColumns: 3, alignment: .right) == "  x")
        #expect(TerminalWidth.pad("\u{1B}[1m\(marks)x", toColumns: 3, alignment: .center) == " \u{1B}[1mx ")
        #expect(TerminalWidth.pad("\(marks)x", toColumns: 3) == "\(marks)x  ")
        #expect(TerminalWidth.pad("\t\(marks)x", toColumns: 10, alignment: .right) == "         x")
        // The mark gone, the lone ESC before it ends the text and goes too, not taking in the fill.
        #expect(TerminalWidth.pad("\u{1B}\u{30D}", toColumns: 3, alignment: .center) == "   ")
        #expect(TerminalWidth.pad("\u{1B}\u{30D}x", toColumns: 3, alignment: .right) == "  x")
        // A fill that starts with a mark would join the text before it: spaces instead.
        #expect(TerminalWidth.pad("a", toColumns: 3, fill: "\u{93F}") == "a  ")
        // clip, both ways: after a tab's spaces and a wide cluster cut.
        #expect(TerminalWidth.clip("\t\(marks)x", columns: 0..<20) == "        x")
        #expect(TerminalWidth.clip("\t\(marks)x", columns: 0..<20, keepingStyles: true) == "        x")
        #expect(TerminalWidth.clip("中\u{1B}[1m\(marks)x", columns: 1..<3) == " \u{1B}[1mx")
        #expect(TerminalWidth.clip("中\u{1B}[1m\(marks)x", columns: 1..<3, keepingStyles: true) == " \u{1B}[1mx\u{1B}[0m")
        #expect(TerminalWidth.clip("a\u{1B}[1m\(marks)x", columns: 0..<2) == "a\u{1B}[1m\(marks)x")
        // A skin tone with no base is kept: as wide after a space as on its own.
        #expect(TerminalWidth.wrap("abcdefgh\t\u{1F3FB}x", columns: 9, subsequentIndent: "> ") == ["abcdefgh", "> \u{1F3FB}x"])
        try TextCallInvariants.checkWrap("abcdefgh\t\(marks)xy", columns: 9, indent: "> ")
        try TextCallInvariants.checkTruncate("abcdefghij\t\(marks)xyz", columns: 4, ellipsis: "…")
        try TextCallInvariants.checkPad("\t\(marks)x", columns: 10)
        try TextCallInvariants.checkClip("中\t\(marks)x", columns: 1..<12)
    }

    /// SGR 22 ends bold and dim alike: neither is opened again after the cut.
    @Test func normalIntensityEndsBoldAndDim() {
        #expect(TerminalWidth.clip("\u{1B}[1;2mab\u{1B}[22mcd", columns: 3..<4, keepingStyles: true) == "d")
        #expect(TerminalWidth.clip("\u{1B}[1;2mab\u{1B}[22mcd", columns: 1..<2, keepingStyles: true)
            == "\u{1B}[1;2mb\u{1B}[0m")
    }

    /// A centred cut keeps the middle columns; where the count cut away is odd, the extra
    /// one comes from the end.
    @Test func centredCutKeepsTheMiddle() {
        #expect(TerminalWidth.pad("abcdef", toColumns: 2, alignment: .center, cuttingWiderText: true) == "cd")
        #expect(TerminalWidth.pad("abcdefg", toColumns: 2, alignment: .center, cuttingWiderText: true) == "cd")
        #expect(TerminalWidth.pad("abcdef", toColumns: 2, alignment: .right, cuttingWiderText: true) == "ef")
    }

    @Test func clipWithoutStylesIsUnchanged() {
        // The default stays today's: every sequence in place, nothing added.
        let text = "\u{1B}[31mab\u{1B}]8;;u\u{7}cd\u{1B}]8;;\u{7}\u{1B}[0m"
        #expect(TerminalWidth.clip(text, columns: 1..<3) == "\u{1B}[31mb\u{1B}]8;;u\u{7}c\u{1B}]8;;\u{7}\u{1B}[0m")
        #expect(TerminalWidth.clip(text, columns: 1..<3, keepingStyles: true)
            == "\u{1B}[31mb\u{1B}]8;;u\u{7}c\u{1B}]8;;\u{7}\u{1B}[0m")
        #expect(TerminalWidth.clip(text, columns: 3..<4, keepingStyles: true)
            == "\u{1B}[31m\u{1B}]8;;u\u{7}d\u{1B}]8;;\u{7}\u{1B}[0m")
    }

    @Test func piecesJoinToTheText() {
        for text in Self.texts {
            let pieces = Array(TerminalWidth.pieces(of: text))
            let joined = pieces.map { piece -> Substring in
                switch piece {
                case .text(let run), .sequence(let run): return run
                }
            }.joined()
            #expect(joined == text)
            #expect(TerminalWidth.columns(TerminalWidth.strip(text)) == TerminalWidth.columns(text))
        }
    }
}
