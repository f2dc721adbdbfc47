import Testing
@testable import MarqueeCore

@Suite struct StyleTableTests {
    /// The plain style is answered without the index; the others are stored once
    /// each, in the order they first appear, whatever comes between them.
    @Test func idsAreStableAndPlainIsZero() {
        var table = StyleTable()
        var red = TextStyle()
        red.foreground = .palette(1)
        var boldRed = red
        boldRed.attributes = [.bold]

        #expect(table.id(for: .plain) == 0)
        #expect(table.id(for: red) == 1)
        #expect(table.id(for: TextStyle()) == 0)
        #expect(table.id(for: boldRed) == 2)
        #expect(table.id(for: red) == 1)
        #expect(table.id(for: .plain) == 0)
        #expect(table.styles == [.plain, red, boldRed])
        #expect(table[2] == boldRed)
    }

    /// Many styles and links (the index grows by doubling many times): each is stored
    /// once and found again by its id, in the order first seen.
    @Test func manyStylesAndLinksKeepTheirIds() {
        var table = StyleTable()
        var styles: [TextStyle] = []
        for value in 0..<3_000 {
            var style = TextStyle()
            style.foreground = .rgb(UInt8(value & 0xFF), UInt8(value >> 8), 7)
            styles.append(style)
            #expect(table.id(for: style) == StyleID(value + 1))
        }
        for (index, style) in styles.enumerated().reversed() {
            #expect(table.id(for: style) == StyleID(index + 1))
        }
        #expect(table.styles.count == 3_001)
        for value in 0..<500 {
            let link = Hyperlink(parameters: [], uri: Array("https://example.com/\(value)".utf8))
            #expect(table.linkID(for: link) == value + 1)
        }
        #expect(table.linkID(for: Hyperlink(parameters: [], uri: Array("https://example.com/7".utf8))) == 8)
        #expect(table.links.count == 501)
    }
}
