/// How one terminal draws clusters, where it differs from SPEC §2.4 (SPEC §2.7).
///
/// The data is generated (`TerminalProfiles+Generated.swift`, by
/// `Scripts/generate-terminal-profiles` from wcwidth 0.9.4's ucs-detect measurements;
/// xterm and screen from our own measurements, `MeasuredProfiles+Generated.swift`):
/// corrections for single code points, one switch for emoji sequences, and the measured
/// clusters that no rule gives, looked up whole. `DisplayWidth` applies it; a
/// `DisplayWidth` without a profile is `generic`.
public struct TerminalProfile: Sendable, Equatable {
    /// The canonical name (`xterm`, `vte`, `xterm.js`, …).
    public let name: String
    let data: Data

    public static func == (left: TerminalProfile, right: TerminalProfile) -> Bool {
        left.name == right.name
    }

    /// A terminal's measured behaviour. A reference type, so that a `DisplayWidth`
    /// copied into every scanner stays one word and the exception list is parsed once.
    final class Data: Sendable {
        /// ZWJ and skin-tone sequences on an emoji are drawn as their parts: each code
        /// point at its own width (VS16 then widens nothing), not as one emoji.
        let emojiSequencesAsCodePoints: Bool
        /// Wide code points drawn one column wide (Unicode newer than the terminal's
        /// tables, lone regional indicators, lone skin tones in some terminals).
        let narrower: RangeTable
        /// Wide code points drawn as nothing.
        let zeroer: RangeTable
        /// Narrow code points drawn two columns wide.
        let narrowWider: RangeTable
        /// Narrow code points drawn as nothing.
        let narrowZeroer: RangeTable
        /// Bases that VS16 does not widen here (keycap digits, ©, arrows, …).
        let vs16Narrower: RangeTable
        /// Wide bases that VS15 does not narrow here.
        let vs15Wider: RangeTable
        /// Measured clusters and their widths, for what no rule gives.
        let exceptions: ExceptionTable
        /// tmux's own measure of code points and cells (`TmuxCells`), which replaces §2.4's
        /// widths and cluster rules; nil for the rest. When set, the corrections above are unused.
        let tmux: TmuxCells?
        /// A terminal that measures every code point with a table of its own (xterm 379 and
        /// screen 4.9, as measured here) instead of §2.4's widths and cluster rules; nil
        /// for the rest. When set, the corrections above are unused; measured exceptions
        /// still come first.
        let codePoints: MeasuredCodePointWidths?
        /// The table such a terminal swaps in when set to draw East Asian Ambiguous
        /// characters wide (xterm `-cjk_width`), for `--ambiguous-width 2`; nil where
        /// that setting widens those characters alone.
        let ambiguousWideCodePoints: MeasuredCodePointWidths?
        /// A terminal in grapheme cluster mode (DEC mode 2027): a cluster takes one cell
        /// run whose width the Terminal Unicode Core rules give
        /// (`DisplayWidth.unicodeCoreWidth`); the corrections above are unused.
        let clustersAsCells: Bool
        /// Skin tones drawn as their own swatch after an emoji, while ZWJ sequences are
        /// joined (tmux 3.3 as a probe measures it): a modifier adds its own columns.
        let skinTonesApart: Bool

        init(emojiSequencesAsCodePoints: Bool, narrower: RangeTable, zeroer: RangeTable,
             narrowWider: RangeTable, narrowZeroer: RangeTable, vs16Narrower: RangeTable,
             vs15Wider: RangeTable, exceptions: ExceptionTable,
             tmux: TmuxCells? = nil, clustersAsCells: Bool = false, skinTonesApart: Bool = false,
             codePoints: MeasuredCodePointWidths? = nil, ambiguousWideCodePoints: MeasuredCodePointWidths? = nil) {
            self.tmux = tmux
            self.codePoints = codePoints
            self.ambiguousWideCodePoints = ambiguousWideCodePoints
            self.clustersAsCells = clustersAsCells
            self.skinTonesApart = skinTonesApart
            self.emojiSequencesAsCodePoints = emojiSequencesAsCodePoints
            self.narrower = narrower
            self.zeroer = zeroer
            self.narrowWider = narrowWider
            self.narrowZeroer = narrowZeroer
            self.vs16Narrower = vs16Narrower
            self.vs15Wider = vs15Wider
            self.exceptions = exceptions
        }

        /// Columns of a code point by the code-point table for this `--ambiguous-width`;
        /// nil for a profile without one. (Optional chaining reads the table in place: a
        /// function returning the table retained its arrays on every call, 4 % of a
        /// 10 MiB layout.)
        @inline(__always)
        func codePointColumns(of value: UInt32, ambiguousWidth: Int) -> Int? {
            if ambiguousWidth > 1 && ambiguousWideCodePoints != nil {
                return ambiguousWideCodePoints?.columns(of: value, ambiguousWidth: ambiguousWidth)
            }
            return codePoints?.columns(of: value, ambiguousWidth: ambiguousWidth)
        }

        /// A cluster's columns by the code-point table, as `codePointColumns(of:)`.
        @inline(__always)
        func codePointColumns<Values: Sequence>(ofCluster values: Values, ambiguousWidth: Int) -> Int?
        where Values.Element == UInt32 {
            if ambiguousWidth > 1 && ambiguousWideCodePoints != nil {
                return ambiguousWideCodePoints?.columns(ofCluster: values, ambiguousWidth: ambiguousWidth)
            }
            return codePoints?.columns(ofCluster: values, ambiguousWidth: ambiguousWidth)
        }

        /// The width measured for this cluster, if it is an exception.
        func exception<Scalars: Collection>(_ scalars: Scalars) -> Int?
        where Scalars.Element == Unicode.Scalar {
            // Most code-point profiles list none: no key to compute then (it cost a 10 MiB
            // layout under tmux-3.3 13 % more instructions).
            guard !exceptions.keys.isEmpty else { return nil }
            return exceptions.width(ofKey: ExceptionTable.key(of: scalars.lazy.map(\.value)))
        }
    }

    init(name: String, data: Data) {
        self.name = name
        self.data = data
    }

    /// The profile for a terminal's canonical name or alias, any case; nil when no
    /// terminal goes by that name.
    public init?(named spelling: String) {
        let key = spelling.lowercased()
        if key.hasPrefix("tmux-") {
            guard let profile = TerminalProfile.tmux(version: String(key.dropFirst(5))) else { return nil }
            self = profile
            return
        }
        let canonical = TerminalProfile.aliases.first { $0.alias == key }?.name ?? key
        guard let entry = (TerminalProfile.measured + TerminalProfile.measuredHere)
            .first(where: { $0.name == canonical }) else { return nil }
        self.init(name: entry.name, data: entry.data())
    }

    /// Every name `--terminal` takes for a terminal: canonical names and aliases, sorted.
    public static var terminalNames: [String] {
        (measured.map(\.name) + measuredHere.map(\.name) + aliases.map(\.alias) + tmuxVersions.map(\.name)).sorted()
    }

    /// Whether the code-point switch governs this cluster: a ZWJ or skin-tone sequence
    /// on an emoji. The generator decides the switch by the same test.
    static func isEmojiSequence<Values: Collection>(_ values: Values) -> Bool where Values.Element == UInt32 {
        guard let first = values.first, WidthTables.extendedPictographic.contains(first) else { return false }
        return values.dropFirst().contains { $0 == 0x200D || (0x1F3FB...0x1F3FF).contains($0) }
    }
}

/// A profile's measured clusters, by a 64-bit FNV-1a hash of their code points: sorted
/// keys and their widths, generated as static data, so that nothing is parsed or built
/// when a run first meets a cluster of several scalars (parsing a text table cost a
/// `--once` 28 M instructions under kitty's profile, 34 times a whole start). Only the
/// hash is kept: the generator asserts that no two measured clusters share one, and
/// another cluster hashing onto a measured one has odds of about 10⁻¹⁵ a lookup.
struct ExceptionTable: Sendable {
    let keys: [UInt64]
    let widths: [UInt8]

    static let empty = ExceptionTable(keys: [], widths: [])

    init(keys: [UInt64], widths: [UInt8]) {
        precondition(keys.count == widths.count, "a key needs a width")
        self.keys = keys
        self.widths = widths
    }

    func width(ofKey key: UInt64) -> Int? {
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low < keys.count && keys[low] == key ? Int(widths[low]) : nil
    }

    /// FNV-1a over the code points: a key that needs no copy of the cluster.
    static func key<Values: Sequence>(of values: Values) -> UInt64 where Values.Element == UInt32 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for value in values {
            hash = (hash ^ UInt64(value)) &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
