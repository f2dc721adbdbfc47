import Testing
import TerminalWidth

/// Hand-picked clusters, one per rule of docs/terminals.md, with the widths the reference
/// states. The vector tests cover the rest of Unicode; these say what each rule
/// is for when one of them breaks.
@Suite struct DisplayWidthExampleTests {
    struct Example: CustomTestStringConvertible, Sendable {
        let note: String
        let scalars: [UInt32]
        let narrow: Int      // ambiguous width 1
        let cjk: Int         // ambiguous width 2
        var testDescription: String { note }
    }

    static let examples: [Example] = [
        Example(note: "ASCII letter", scalars: [0x61], narrow: 1, cjk: 1),
        Example(note: "CJK ideograph", scalars: [0x4E2D], narrow: 2, cjk: 2),
        Example(note: "fullwidth A", scalars: [0xFF21], narrow: 2, cjk: 2),
        Example(note: "Greek alpha (ambiguous)", scalars: [0x03B1], narrow: 1, cjk: 2),
        Example(note: "soft hyphen (ambiguous)", scalars: [0x00AD], narrow: 1, cjk: 2),
        Example(note: "e + combining acute", scalars: [0x65, 0x301], narrow: 1, cjk: 1),
        Example(note: "Hangul syllable", scalars: [0xD55C], narrow: 2, cjk: 2),
        Example(note: "Hangul L+V+T jamo", scalars: [0x1112, 0x1161, 0x11AB], narrow: 2, cjk: 2),
        Example(note: "two leading jamo", scalars: [0x1100, 0x1100], narrow: 4, cjk: 4),
        Example(note: "zero width space", scalars: [0x200B], narrow: 0, cjk: 0),
        Example(note: "word joiner", scalars: [0x2060], narrow: 0, cjk: 0),
        Example(note: "byte order mark", scalars: [0xFEFF], narrow: 0, cjk: 0),
        Example(note: "left-to-right mark", scalars: [0x200E], narrow: 0, cjk: 0),
        Example(note: "emoji presentation", scalars: [0x1F600], narrow: 2, cjk: 2),
        Example(note: "heart (text default)", scalars: [0x2764], narrow: 1, cjk: 1),
        Example(note: "heart + VS16", scalars: [0x2764, 0xFE0F], narrow: 2, cjk: 2),
        Example(note: "watch + VS15", scalars: [0x231A, 0xFE0E], narrow: 1, cjk: 1),
        Example(note: "keycap 1 without VS16", scalars: [0x31, 0x20E3], narrow: 1, cjk: 1),
        Example(note: "keycap 1 with VS16", scalars: [0x31, 0xFE0F, 0x20E3], narrow: 2, cjk: 2),
        Example(note: "skull ZWJ skull, no VS16", scalars: [0x2620, 0x200D, 0x2620], narrow: 1, cjk: 1),
        Example(note: "family ZWJ sequence",
                scalars: [0x1F468, 0x200D, 0x1F469, 0x200D, 0x1F467], narrow: 2, cjk: 2),
        Example(note: "waving hand + skin tone", scalars: [0x1F44B, 0x1F3FD], narrow: 2, cjk: 2),
        Example(note: "letter + skin tone", scalars: [0x61, 0x1F3FD], narrow: 3, cjk: 3),
        Example(note: "lone skin tone", scalars: [0x1F3FB], narrow: 2, cjk: 2),
        Example(note: "flag (two regional indicators)", scalars: [0x1F1EF, 0x1F1F5], narrow: 2, cjk: 2),
        Example(note: "lone regional indicator", scalars: [0x1F1EF], narrow: 2, cjk: 2),
        Example(note: "England tag sequence",
                scalars: [0x1F3F4, 0xE0067, 0xE0062, 0xE0065, 0xE006E, 0xE0067, 0xE007F],
                narrow: 2, cjk: 2),
        Example(note: "Devanagari KSSA conjunct", scalars: [0x915, 0x94D, 0x937], narrow: 2, cjk: 2),
        Example(note: "Devanagari KA + AA sign (Mc)", scalars: [0x915, 0x93E], narrow: 2, cjk: 2),
        Example(note: "Thai KO KAI + SARA AM", scalars: [0xE01, 0xE33], narrow: 2, cjk: 2),
    ]

    @Test(arguments: examples)
    func example(_ example: Example) {
        let scalars = example.scalars.map { Unicode.Scalar($0)! }
        #expect(DisplayWidth().width(ofCluster: scalars) == example.narrow)
        #expect(DisplayWidth(ambiguousWidth: 2).width(ofCluster: scalars) == example.cjk)
    }

    @Test func emptyClusterIsZero() {
        #expect(DisplayWidth().width(ofCluster: [Unicode.Scalar]()) == 0)
    }

    @Test func worksOnStringScalarViews() {
        let width = DisplayWidth()
        #expect(width.width(ofCluster: "👍🏽".unicodeScalars) == 2)
        #expect(width.width(ofCluster: Character("é").unicodeScalars) == 1)
        #expect(width.width(ofCluster: "界".unicodeScalars[...]) == 2)
    }
}
