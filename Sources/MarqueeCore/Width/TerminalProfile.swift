/// How one terminal draws clusters, where it differs from SPEC §2.4 (SPEC §2.7).
///
/// The data is generated (`TerminalProfiles+Generated.swift`, by
/// `Scripts/generate-terminal-profiles` from wcwidth 0.9.4's ucs-detect measurements):
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
        typealias Exceptions = [UInt64: (scalars: [UInt32], width: Int)]
        /// Measured clusters and their widths, for what no rule gives, keyed by
        /// `Data.key(of:)`, so that a lookup hashes the cluster where it lies instead of
        /// copying it into an array first (that copy cost a tenth of the layout time).
        /// Parsed on the first cluster of several scalars, not at start: a few thousand
        /// entries cost a `--once` of ASCII text two milliseconds it never needs.
        private let exceptions: @Sendable () -> Exceptions

        /// - Parameter exceptions: gives the parsed table (`parse`), once.
        init(emojiSequencesAsCodePoints: Bool, narrower: RangeTable, zeroer: RangeTable,
             narrowWider: RangeTable, narrowZeroer: RangeTable, vs16Narrower: RangeTable,
             vs15Wider: RangeTable, exceptions: @escaping @Sendable () -> Exceptions) {
            self.emojiSequencesAsCodePoints = emojiSequencesAsCodePoints
            self.narrower = narrower
            self.zeroer = zeroer
            self.narrowWider = narrowWider
            self.narrowZeroer = narrowZeroer
            self.vs16Narrower = vs16Narrower
            self.vs15Wider = vs15Wider
            self.exceptions = exceptions
        }

        /// The width measured for this cluster, if it is an exception.
        func exception<Scalars: Collection>(_ scalars: Scalars) -> Int?
        where Scalars.Element == Unicode.Scalar {
            guard let entry = exceptions()[Data.key(of: scalars.lazy.map(\.value))],
                  entry.scalars.elementsEqual(scalars.lazy.map(\.value))
            else { return nil }
            return entry.width
        }

        /// FNV-1a over the code points: a key that needs no copy of the cluster.
        static func key<Values: Sequence>(of values: Values) -> UInt64 where Values.Element == UInt32 {
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for value in values {
                hash = (hash ^ UInt64(value)) &* 0x0000_0100_0000_01B3
            }
            return hash
        }

        /// - Parameter text: one cluster a line, `HEX HEX…=WIDTH`.
        static func parse(_ text: String) -> Exceptions {
            var table: Exceptions = [:]
            for line in text.utf8.split(separator: UInt8(ascii: "\n")) {
                guard let equals = line.firstIndex(of: UInt8(ascii: "=")) else { continue }
                let scalars = line[..<equals].split(separator: UInt8(ascii: " ")).map {
                    UInt32(Substring(decoding: $0, as: UTF8.self), radix: 16)!
                }
                let width = Int(Substring(decoding: line[line.index(after: equals)...], as: UTF8.self))!
                let key = key(of: scalars)
                // Two clusters with one key would hide one of them; the data has none.
                precondition(table[key] == nil, "exception keys collide")
                table[key] = (scalars, width)
            }
            return table
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
        let canonical = TerminalProfile.aliases.first { $0.alias == key }?.name ?? key
        guard let entry = TerminalProfile.measured.first(where: { $0.name == canonical }) else { return nil }
        self.init(name: entry.name, data: entry.data())
    }

    /// Every name `--terminal` takes for a terminal: canonical names and aliases, sorted.
    public static var terminalNames: [String] {
        (measured.map(\.name) + aliases.map(\.alias)).sorted()
    }

    /// Whether the code-point switch governs this cluster: a ZWJ or skin-tone sequence
    /// on an emoji. The generator decides the switch by the same test.
    static func isEmojiSequence<Values: Collection>(_ values: Values) -> Bool where Values.Element == UInt32 {
        guard let first = values.first, WidthTables.extendedPictographic.contains(first) else { return false }
        return values.dropFirst().contains { $0 == 0x200D || (0x1F3FB...0x1F3FF).contains($0) }
    }
}
