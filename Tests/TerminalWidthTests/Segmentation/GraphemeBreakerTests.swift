import Testing
@testable import TerminalWidth

@Suite struct GraphemeBreakerTests {
    /// A copy goes on from the same state without changing the original: regional
    /// indicators pair up, so a second one joins the first and a third breaks. Were the
    /// state shared, the original would be after a pair when the copy is, and break.
    @Test func aCopyIsIndependent() {
        let indicatorU: Unicode.Scalar = "\u{1F1FA}"
        let indicatorS: Unicode.Scalar = "\u{1F1F8}"
        var original = GraphemeBreaker()
        let first = original.hasBreak(before: indicatorU)
        var copy = original
        let pairedInCopy = !copy.hasBreak(before: indicatorS)
        let pairedInOriginal = !original.hasBreak(before: indicatorS)
        #expect(first)
        #expect(pairedInCopy)
        #expect(pairedInOriginal)
    }

    /// The pair rules are written out as a table for speed; every entry must say what
    /// the switch of GB3 to GB9b says of its two kinds (a bit pattern naming no kind is
    /// Other), so the switch stays the rules' one statement.
    @Test func pairRuleTableSaysWhatTheSwitchSays() {
        var wrong: [String] = []
        for index in 0..<256 {
            let before = GraphemeBreakProperties.Kind(rawValue: UInt8(index >> 4)) ?? .other
            let after = GraphemeBreakProperties.Kind(rawValue: UInt8(index & 0x0F)) ?? .other
            let expected = GraphemeBreaker.pairRule(before, after).map {
                $0 ? GraphemeBreaker.PairRule.breaks : GraphemeBreaker.PairRule.joins
            } ?? GraphemeBreaker.PairRule.undecided
            if GraphemeBreaker.pairRules[index] != expected {
                wrong.append("\(before) × \(after): \(GraphemeBreaker.pairRules[index]), the switch \(expected)")
            }
        }
        #expect(GraphemeBreaker.pairRules.count == 256)
        #expect(wrong.isEmpty, "\(wrong)")
    }

    @Test func resetForgetsThePendingCluster() {
        var breaker = GraphemeBreaker()
        _ = breaker.hasBreak(before: "e")
        let markJoins = !breaker.hasBreak(before: "\u{0301}")
        _ = breaker.hasBreak(before: "\u{1F1FA}")
        breaker.reset()
        let indicatorAfterResetBreaks = breaker.hasBreak(before: "\u{1F1F8}")
        #expect(markJoins)
        #expect(indicatorAfterResetBreaks)
    }
}
