import Testing
@testable import MarqueeCore

@Suite struct StyleTableTests {
    /// The plain style is answered without the dictionary; the others are stored once
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
}
