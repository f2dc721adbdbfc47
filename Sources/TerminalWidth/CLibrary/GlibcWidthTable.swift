/// One glibc release's wcwidth() table, kept as its differences from 2.36's
/// (`GlibcWidths+Generated.swift`, from glibc's own charmaps by
/// `Scripts/generate-glibc-widths`): twelve releases in the space of one table and a few
/// hundred runs.
package struct GlibcWidthTable: Sendable {
    package let release: GlibcRelease
    /// The Unicode version the release's charmap was generated from.
    package let unicodeVersion: String
    /// Runs where this release differs from `base`; nil where it does not. A function, so
    /// that only the release in use builds its runs.
    package let differences: @Sendable () -> PropertyRuns?

    /// The table for a release: the newest modelled one at or below it (a release between
    /// two modelled ones changed no widths, or changed them no later than the next one),
    /// the newest for one newer than all, and the oldest for one older than all.
    package static func nearest(to release: GlibcRelease) -> GlibcWidthTable {
        releases.last { $0.release <= release } ?? releases[0]
    }

    package static var newest: GlibcWidthTable { releases[releases.count - 1] }
}

/// The C library's widths that a profile measuring with glibc takes: one release's table,
/// read in place (a reference, so that a profile copied into every scanner stays small).
package final class GlibcWidths: Sendable {
    /// The release the widths were asked for.
    package let release: GlibcRelease
    package let table: GlibcWidthTable
    private let differences: PropertyRuns?

    package init(release: GlibcRelease) {
        self.release = release
        table = GlibcWidthTable.nearest(to: release)
        differences = table.differences()
    }

    /// What every profile takes until it is told the C library: glibc 2.36, Debian 12's,
    /// the release the terminals were measured on here.
    package static let measuredHere = GlibcWidths(release: GlibcRelease(2, 36))

    /// The release whose table is used: `release` itself, or the modelled one nearest below it.
    package var tableRelease: GlibcRelease { table.release }

    /// `2.39 (Unicode 15.1.0)`, or `2.38 (2.36's table: Unicode 14.0.0)` for a release
    /// that is not modelled, for `--explain`.
    package var summary: String {
        table.release == release
            ? "\(release) (Unicode \(table.unicodeVersion))"
            : "\(release) (\(table.release)'s table: Unicode \(table.unicodeVersion))"
    }

    /// wcwidth() of a code point, coded as in `GlibcWidthTable.base`: 0 for one column, 1
    /// for none, 2 for -1 (not known or not printable), 3 for two columns.
    @inline(__always)
    package func code(of value: UInt32) -> UInt8 {
        if let differences, let index = differences.runs.rangeIndex(containing: value) {
            let code = differences.values[index]
            return code == 4 ? 0 : code
        }
        return GlibcWidthTable.base.value(of: value)
    }

    /// wcwidth() of a code point: 0, 1, 2, or -1.
    package func wcwidth(_ value: UInt32) -> Int {
        switch code(of: value) {
        case 1: 0
        case 2: -1
        case 3: 2
        default: 1
        }
    }
}
