import Foundation
import Testing
import TerminalWidth
import TestSupport

/// A nonspacing or enclosing mark (Mn, Me) adds no column to the cluster it
/// joins, whatever the base and however many marks stack up.
@Suite struct CombiningMarkWidthTests {
    /// Bases from Latin, Cyrillic, Greek, CJK, Hangul and emoji. None of them has
    /// a variation sequence in Unicode, so the two variation selectors (which
    /// are Mn too) leave them as they are.
    static let bases: [Unicode.Scalar] = ["a", "Z", "\u{00E9}", "\u{044F}", "\u{03C9}", "\u{4E2D}",
                                          "\u{AC00}", "\u{1F600}", "\u{FF21}"]

    @Test(arguments: [1, 2])
    func everyMarkAfterABaseAddsNothing(ambiguousWidth: Int) throws {
        let marks = try UnicodeTestData.generalCategories()
            .filter { $0.value == "Mn" || $0.value == "Me" }
            .keys.sorted().map { Unicode.Scalar($0)! }
        #expect(marks.count > 2_000)
        let width = DisplayWidth(ambiguousWidth: ambiguousWidth)
        var failures: [String] = []
        for base in Self.bases {
            let alone = width.width(ofCluster: [base])
            #expect(alone > 0)
            for mark in marks {
                let got = width.width(ofCluster: [base, mark])
                if got != alone {
                    failures.append("\(UnicodeTestData.describe([base, mark])): \(got), alone \(alone)")
                }
            }
            // A stack of marks: every eleventh mark in turn, on one base.
            let stack = [base] + stride(from: 0, to: marks.count, by: 11).map { marks[$0] }
            let stacked = width.width(ofCluster: stack)
            if stacked != alone {
                failures.append("\(UnicodeTestData.describe([base])) + \(stack.count - 1) marks: \(stacked)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) clusters:\n\(failures.prefix(20).joined(separator: "\n"))")
    }
}
