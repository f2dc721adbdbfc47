// A module of its own in the fuzz target too (Fuzz/run); `GraphemeBreaker` is `package`.
import TerminalWidth

/// Display width by the reference of docs/terminals.md (jquast/wcwidth 0.9.4), read from the
/// committed vectors (Data/width-vectors.txt) and sharing no code with `DisplayWidth`,
/// `WidthTables` or the text pipeline: a width bug there cannot move this measure too.
///
/// Text is segmented by UAX #29 of the pinned Unicode version, with `GraphemeBreaker`: the
/// one piece shared with the pipeline, and checked on its own against every line of
/// GraphemeBreakTest.txt (the standard library's `Character` follows an older Unicode, whose
/// clusters the reference no longer makes). A cluster is known when its
/// scalars are a vector, or when its first scalar is a vector alone and every scalar after
/// it is a plain combining mark (Mn or Me, variation selectors excepted), which adds no
/// column in the reference; any other cluster is unknown, and the caller decides.
///
/// Part of the test support both test targets import and, by Fuzz/run, compiled into the
/// fuzz target, which has the core in its own module.
package struct ReferenceWidth: Sendable {
    /// Widths of one vector at ambiguous width 1 and 2.
    private struct Widths: Sendable {
        let narrow: Int8
        let cjk: Int8

        func at(ambiguousWidth: Int) -> Int { Int(ambiguousWidth > 1 ? cjk : narrow) }
    }

    /// Single code points, as sorted disjoint ranges (the vectors list every assigned one),
    /// and the widths of each range.
    private let singles: [ClosedRange<UInt32>]
    private let singleWidths: [Widths]
    private let clusters: [[UInt32]: Widths]
    /// Mn and Me without the variation selectors, sorted disjoint ranges.
    private let combiningMarks: [ClosedRange<UInt32>]

    /// The committed vectors, with the marks of the pinned Unicode version; read once.
    package static let standard = ReferenceWidth(
        vectors: RepositoryFile.text("Tests/TerminalWidthTests/Data/width-vectors.txt"),
        generalCategories: RepositoryFile.text("Data/unicode/18.0.0/extracted/DerivedGeneralCategory.txt"))

    /// The reference from the vectors file's text and DerivedGeneralCategory.txt's.
    package init(vectors: String, generalCategories: String) {
        var ranges: [(range: ClosedRange<UInt32>, widths: Widths)] = []
        var clusters: [[UInt32]: Widths] = [:]
        for fields in Self.dataFields(vectors) where fields.count == 3 {
            let widths = Widths(narrow: Int8(fields[1])!, cjk: Int8(fields[2])!)
            if let range = Self.range(fields[0]) {
                ranges.append((range, widths))
            } else {
                clusters[fields[0].split(separator: " ").map { UInt32($0, radix: 16)! }] = widths
            }
        }
        ranges.sort { $0.range.lowerBound < $1.range.lowerBound }
        singles = ranges.map(\.range)
        singleWidths = ranges.map(\.widths)
        self.clusters = clusters

        var marks: [ClosedRange<UInt32>] = []
        for fields in Self.dataFields(generalCategories) where fields.count >= 2 {
            guard fields[1] == "Mn" || fields[1] == "Me", let range = Self.range(fields[0]) else { continue }
            marks += Self.removingVariationSelectors(from: range)
        }
        combiningMarks = marks.sorted { $0.lowerBound < $1.lowerBound }
    }

    /// Columns of `cluster` (one extended grapheme cluster), or nil when the vectors do not
    /// say.
    package func width<Scalars: Collection<Unicode.Scalar>>(ofCluster cluster: Scalars, ambiguousWidth: Int) -> Int? {
        let scalars = cluster.map(\.value)
        guard let first = scalars.first else { return 0 }
        if scalars.count == 1 { return widthsAlone(first)?.at(ambiguousWidth: ambiguousWidth) }
        if let widths = clusters[scalars] { return widths.at(ambiguousWidth: ambiguousWidth) }
        guard let base = widthsAlone(first),
              scalars.dropFirst().allSatisfy({ Self.rangeIndex(of: $0, in: combiningMarks) != nil })
        else { return nil }
        return base.at(ambiguousWidth: ambiguousWidth)
    }

    /// Columns of `text`, segmented as a whole; `unknown` answers for a cluster the
    /// vectors do not cover (or throws).
    package func width<Text: StringProtocol, Failure: Error>(
        of text: Text, ambiguousWidth: Int, unknown: ([Unicode.Scalar]) throws(Failure) -> Int
    ) throws(Failure) -> Int {
        var columns = 0
        for cluster in Self.clusters(of: text.unicodeScalars) {
            if let known = width(ofCluster: cluster, ambiguousWidth: ambiguousWidth) {
                columns += known
            } else {
                columns += try unknown(cluster)
            }
        }
        return columns
    }

    /// The extended grapheme clusters of `scalars`, each scalar given to a fresh breaker in
    /// turn: the one segmentation the tests and the fuzz target use.
    package static func clusters<Scalars: Sequence<Unicode.Scalar>>(of scalars: Scalars) -> [[Unicode.Scalar]] {
        var breaker = GraphemeBreaker()
        var clusters: [[Unicode.Scalar]] = []
        for scalar in scalars {
            if breaker.hasBreak(before: scalar) || clusters.isEmpty {
                clusters.append([scalar])
            } else {
                clusters[clusters.count - 1].append(scalar)
            }
        }
        return clusters
    }

    private func widthsAlone(_ value: UInt32) -> Widths? {
        Self.rangeIndex(of: value, in: singles).map { singleWidths[$0] }
    }

    private static func rangeIndex(of value: UInt32, in ranges: [ClosedRange<UInt32>]) -> Int? {
        var low = 0, high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound < value { low = middle + 1 } else { high = middle }
        }
        return low < ranges.count && ranges[low].contains(value) ? low : nil
    }

    /// Variation selectors are Mn, but they change the width of what they follow.
    private static func removingVariationSelectors(from range: ClosedRange<UInt32>) -> [ClosedRange<UInt32>] {
        var pieces = [range]
        for selectors: ClosedRange<UInt32> in [0xFE00...0xFE0F, 0xE0100...0xE01EF] {
            pieces = pieces.flatMap { piece -> [ClosedRange<UInt32>] in
                guard piece.overlaps(selectors) else { return [piece] }
                var kept: [ClosedRange<UInt32>] = []
                if piece.lowerBound < selectors.lowerBound { kept.append(piece.lowerBound...(selectors.lowerBound - 1)) }
                if piece.upperBound > selectors.upperBound { kept.append((selectors.upperBound + 1)...piece.upperBound) }
                return kept
            }
        }
        return pieces
    }

    /// `0041` or `0041..005A` as a range; nil for a sequence of code points.
    private static func range(_ field: Substring) -> ClosedRange<UInt32>? {
        let bounds = field.split(separator: "..", omittingEmptySubsequences: false)
        guard bounds.count <= 2, let lower = UInt32(bounds[0], radix: 16) else { return nil }
        guard bounds.count == 2 else { return lower...lower }
        return UInt32(bounds[1], radix: 16).map { lower...$0 }
    }

    /// The `;`-separated fields of each data line, trimmed, with comments dropped.
    private static func dataFields(_ text: String) -> [[Substring]] {
        text.split(separator: "\n").compactMap { line in
            let data = line.prefix { $0 != "#" }
            guard data.contains(where: { $0 != " " }) else { return nil }
            return data.split(separator: ";", omittingEmptySubsequences: false).map { field in
                let start = field.firstIndex { $0 != " " } ?? field.endIndex
                let end = field.lastIndex { $0 != " " }.map(field.index(after:)) ?? start
                return field[start..<end]
            }
        }
    }
}
