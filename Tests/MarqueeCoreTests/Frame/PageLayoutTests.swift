import Testing
@testable import MarqueeCore
@testable import TerminalWidth

/// Page mode lays words on pages (issue 17): a word is cut only when it is wider than
/// the page, each input line starts a page, every page is W columns.
@Suite struct PageLayoutTests {
    struct PageCase: CustomTestStringConvertible, Sendable {
        let name: String
        let text: String
        let width: Int
        let pages: [String]
        var testDescription: String { name }
    }

    static let cases = [
        PageCase(name: "words are never cut", text: "one two three four five six seven", width: 12,
                 pages: ["one two     ", "three four  ", "five six    ", "seven       "]),
        PageCase(name: "a word that fills the page exactly", text: "abcd efgh ij", width: 4,
                 pages: ["abcd", "efgh", "ij  "]),
        PageCase(name: "a word wider than the page is cut between clusters", text: "ab abcdefghij c", width: 4,
                 pages: ["ab  ", "abcd", "efgh", "ij c"]),
        PageCase(name: "a wide cluster that would cross the edge goes to the next page", text: "ab 中文字 x", width: 5,
                 pages: ["ab   ", "中文 ", "字 x "]),
        PageCase(name: "emoji at a page edge", text: "ok 👩‍👩‍👧 🇫🇷 end", width: 5,
                 pages: ["ok 👩‍👩‍👧", "🇫🇷   ", "end  "]),
        PageCase(name: "each input line starts a page", text: "first line\nsecond\n\nthird one here", width: 10,
                 pages: ["first line", "second    ", "third one ", "here      "]),
        PageCase(name: "runs of spaces inside a page are kept", text: "a  b", width: 6, pages: ["a  b  "]),
    ]

    /// Page p of the text: with the step one page long and no pause, frame p is page p.
    static func pages(_ text: String, width: Int, gap: Int = 3, count: Int) throws -> [String] {
        try (0..<count).map { page in
            try frameOutput(text, ["-m", "page", "-w", String(width), "--gap", String(gap), "--pause", "0",
                                   "-s", String(width + gap), "-F", "plain"], frame: page)
        }
    }

    @Test(arguments: cases)
    func pagesHoldWholeWords(_ page: PageCase) throws {
        let shown = try Self.pages(page.text, width: page.width, count: page.pages.count + 1)
        #expect(Array(shown.prefix(page.pages.count)) == page.pages)
        // And then it starts again from the first page.
        #expect(shown.last == page.pages.first)
        for frame in shown { #expect(try measuredWidth(frame) == page.width) }
    }

    @Test(arguments: [0, 1, 5])
    func gapKeepsPageBoundariesAligned(_ gap: Int) throws {
        let text = "alpha beta gamma delta"
        #expect(try Self.pages(text, width: 11, gap: gap, count: 3) == ["alpha beta ", "gamma delta", "alpha beta "])
        // Half-way between two pages the gap stands between them.
        let middle = try frameOutput(text, ["-m", "page", "-w", "11", "--gap", String(gap), "--pause", "0",
                                            "-F", "plain"], frame: 11)
        #expect(middle == String(repeating: " ", count: gap) + String("gamma delta".prefix(11 - gap)))
    }

    @Test func laidOutTextKnowsWhereLinesStart() {
        var settings = TextSettings()
        settings.separator = " | "
        let text = LaidOutText(text: Array("ab\n\ncd\nef".utf8), settings: settings)
        #expect(text.lineStarts == [0, 5, 10])
    }

    /// A full page that ends in an emoji, before a page that starts with a flag: tmux 3.4
    /// and 3.5 would draw the flag into the emoji's cell where the two meet in a frame, so
    /// that page holds one column less (the emoji moves on); other terminals, and tmux
    /// where the two stay apart, keep the page full.
    @Test(arguments: [("tmux-3.5", ["abc  ", "😀 🇺🇸", "x    "]), ("tmux-3.6", ["abc😀", "🇺🇸 x ", "abc😀"]),
                      ("kitty", ["abc😀", "🇺🇸 x ", "abc😀"])])
    func aFullPageMakesRoomWhereTheNextWouldJoinIt(_ terminal: String, _ expected: [String]) throws {
        func arguments(step: Int) -> [String] {
            ["-m", "page", "-w", "5", "--gap", "0", "--pause", "0", "-s", String(step), "-F", "plain", "--terminal", terminal]
        }
        let shown = try (0..<3).map { try frameOutput("abc😀 🇺🇸 x", arguments(step: 5), frame: $0) }
        #expect(shown == expected)
        // Column by column, where the pages meet, every row is five columns as tmux counts them.
        let profile = try #require(TerminalProfile(named: terminal))
        for frame in 0..<16 {
            let row = try frameOutput("abc😀 🇺🇸 x", arguments(step: 1), frame: frame)
            if let cells = profile.tmuxCells {
                #expect(cells.columns(ofCluster: row.unicodeScalars.lazy.map(\.value)) == 5, "frame \(frame): \(row)")
            }
        }
    }
}
