#if canImport(MarqueeCore)
@testable import MarqueeCore
#endif
// A module of its own in the fuzz target too (Fuzz/run).
@testable import TerminalWidth
// The fuzz target compiles the reference's files into its own module.
#if canImport(TestSupport)
import TestSupport
#endif

/// A broken invariant, with the output that broke it.
struct InvariantViolation: Error, CustomStringConvertible {
    let what: String
    let output: [UInt8]

    var description: String { "\(what): \(String(decoding: output, as: UTF8.self).debugDescription)" }
}

/// What every frame must be, checked without the code that made it: decoded as its
/// consumer reads it (`FormatRecovery`), measured by the reference (`ReferenceWidth`).
/// Shared by the fuzz target (Fuzz/run compiles this file with the core) and the
/// regression tests.
enum FrameInvariants {
    /// `output` holds `rows` rows, each `columns` wide as the consumer shows it, starting
    /// with the visible `prefix` and ending with the visible `suffix`, with nothing in it
    /// that the consumer would act on but styling.
    static func check(_ output: [UInt8], format: OutputFormat, rows: Int, columns: Int,
                      prefix: String, suffix: String, widths: DisplayWidth) throws(InvariantViolation) {
        func violated(_ what: String) -> InvariantViolation {
            InvariantViolation(what: "\(format): \(what)", output: output)
        }
        let decoded = String(decoding: output, as: UTF8.self)
        if Array(decoded.utf8) != output { throw violated("invalid UTF-8") }
        let shown: [Substring]
        do {
            shown = try FormatRecovery.rows(of: decoded, format: format)
        } catch {
            throw violated(error.description)
        }
        if shown.count != rows { throw violated("\(shown.count) rows, not \(rows)") }
        for row in shown {
            if !row.unicodeScalars.starts(with: prefix.unicodeScalars)
                || !row.unicodeScalars.reversed().starts(with: suffix.unicodeScalars.reversed()) {
                throw violated("row \(row.debugDescription) not framed by \(prefix.debugDescription)…\(suffix.debugDescription)")
            }
            // Segmented as a whole, so clusters that form across the ring's seams, the
            // separator, the prefix or the suffix are measured as the consumer sees them.
            // The reference is `generic`'s: a terminal profile is checked against its own
            // measure of the clusters the consumer sees, and a tmux against its cell rules
            // run over the whole row, as its cursor crosses it, since tmux draws some
            // clusters into the cell of the one before.
            let measured = if let cells = widths.profile?.tmuxCells {
                cells.columns(ofCluster: row.unicodeScalars.lazy.map(\.value))
            } else if widths.profile != nil {
                ReferenceWidth.clusters(of: row.unicodeScalars).reduce(0) { $0 + widths.width(ofCluster: $1) }
            } else {
                ReferenceWidth.standard.width(of: row, ambiguousWidth: widths.ambiguousWidth) { cluster in
                    // Arbitrary fuzz clusters cannot all be in the vectors: for a cluster they
                    // do not cover, and for it alone, the library's own measure stands in.
                    widths.width(ofCluster: cluster)
                }
            }
            if measured != columns { throw violated("row of \(measured) columns, not \(columns)") }
        }
    }
}
