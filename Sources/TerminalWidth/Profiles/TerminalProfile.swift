/// How one terminal draws clusters: its name and its way of measuring.
///
/// Each way of measuring is a case of `MeasuringStrategy`; the data behind each is
/// generated (`TerminalProfiles+Generated.swift`, by `Scripts/generate-terminal-profiles`
/// from wcwidth 0.9.4's ucs-detect measurements; xterm and screen from our own
/// measurements, `MeasuredProfiles+Generated.swift`; tmux from its source,
/// `TmuxProfiles+Generated.swift`). `DisplayWidth` applies it; a `DisplayWidth` without
/// a profile is `generic`. docs/terminals.md describes every profile.
public struct TerminalProfile: Sendable, Equatable {
    /// The canonical name (`xterm`, `vte`, `xterm.js`, `tmux-3.4`, …).
    public var name: String { storage.name }
    package var strategy: MeasuringStrategy { storage.strategy }
    /// Columns of an East Asian Ambiguous character (`±`, `…`, `①`): 1, or 2 where the
    /// terminal is set up for CJK text (xterm `-cjk_width`, VTE's and kitty's settings).
    /// Values above 2 count as 2, below 1 as 1.
    ///
    ///     var profile = TerminalProfile.generic
    ///     profile.ambiguousWidth = 2
    ///     TerminalWidth.columns("±1…", profile: profile)  // 5
    public var ambiguousWidth: Int {
        get { storage.ambiguousWidth }
        set { storage = Storage(name: name, strategy: strategy, ambiguousWidth: newValue, cellWidths: cellWidths) }
    }
    /// Widths the user set for ranges of code points, laid over the profile's own
    /// (`CellWidth`); where two hold the same code point, the later wins.
    public var cellWidths: [CellWidth] {
        get { storage.cellWidths }
        set { storage = Storage(name: name, strategy: strategy, ambiguousWidth: ambiguousWidth, cellWidths: newValue) }
    }

    /// Everything a profile holds, in one object that never changes (a setter makes a
    /// new one). A profile goes to every call of the library: held as four fields, three
    /// of them counted references, each call copied and released every one of them,
    /// which made `columns` of a line of ASCII a third slower (issue 40); one reference
    /// is one retain.
    private final class Storage: Sendable {
        let name: String
        let strategy: MeasuringStrategy
        let ambiguousWidth: Int
        let cellWidths: [CellWidth]
        /// Kept, not worked out on each call of `columns`: comparing the name was a
        /// string comparison a line.
        let isPlainGeneric: Bool

        init(name: String, strategy: MeasuringStrategy, ambiguousWidth: Int, cellWidths: [CellWidth]) {
            self.name = name
            self.strategy = strategy
            self.ambiguousWidth = ambiguousWidth
            self.cellWidths = cellWidths
            isPlainGeneric = ambiguousWidth == 1 && cellWidths.isEmpty && name == "generic"
        }
    }

    private var storage: Storage

    /// Two profiles are equal when their names, ambiguous widths and cell widths are.
    public static func == (left: TerminalProfile, right: TerminalProfile) -> Bool {
        left.storage === right.storage
            || (left.name == right.name && left.ambiguousWidth == right.ambiguousWidth
                && left.cellWidths == right.cellWidths)
    }

    package init(name: String, strategy: MeasuringStrategy) {
        storage = Storage(name: name, strategy: strategy, ambiguousWidth: 1, cellWidths: [])
    }

    /// `generic` with nothing the user set: `columns` measures it with rules of its own
    /// (`GenericClusterWidth`), without asking a `DisplayWidth`.
    package var isPlainGeneric: Bool {
        storage.isPlainGeneric
    }

    /// tmux's cells, for a tmux profile; nil for the rest.
    package var tmuxCells: TmuxCells? {
        if case .tmuxCells(let reference) = strategy { return reference.cells }
        return nil
    }

    /// The profile for a terminal's canonical name or alias, any case; nil when no
    /// terminal goes by that name.
    package init?(named spelling: String) {
        // Most runs ask for a name no variable gave (`TERM_PROGRAM` unset): no lookup.
        guard !spelling.isEmpty else { return nil }
        let key = spelling.lowercased()
        if key.hasPrefix("tmux-") {
            guard let profile = TerminalProfile.tmux(version: String(key.dropFirst(5))) else { return nil }
            self = profile
            return
        }
        let canonical = TerminalProfile.aliases.first { $0.alias == key }?.name ?? key
        // Searched one after the other: a concatenated array of tuples is a type the
        // runtime builds at start.
        guard let entry = TerminalProfile.measured.first(where: { $0.name == canonical })
            ?? TerminalProfile.measuredHere.first(where: { $0.name == canonical }) else { return nil }
        self.init(name: entry.name, strategy: entry.strategy())
    }

    /// Every name `--terminal` takes for a terminal: canonical names and aliases, sorted.
    package static var terminalNames: [String] {
        (measured.map(\.name) + measuredHere.map(\.name) + aliases.map(\.alias) + tmuxVersions.map(\.name)).sorted()
    }

    /// Whether the code-point switch governs this cluster: a ZWJ or skin-tone sequence
    /// on an emoji. The generator decides the switch by the same test.
    package static func isEmojiSequence<Values: Collection>(_ values: Values) -> Bool where Values.Element == UInt32 {
        guard let first = values.first, WidthTables.extendedPictographic.contains(first) else { return false }
        return values.dropFirst().contains { $0 == 0x200D || (0x1F3FB...0x1F3FF).contains($0) }
    }
}
