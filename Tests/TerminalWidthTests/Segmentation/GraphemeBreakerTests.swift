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
