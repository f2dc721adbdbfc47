/// How one tmux version puts the code points of a cluster into its cells (docs/terminals.md): the
/// columns a cluster takes are the columns tmux's cursor moves while it draws it.
///
/// Read from tmux's source, not copied (screen-write.c, screen_write_cell and
/// screen_write_combine; utf8.c; utf8-combined.c). Every version measures a code point on
/// its own first (`CodePointWidths`, tmux's lists over glibc 2.36's wcwidth()), then:
///
/// - 3.3: a code point of width 0 goes into the cell before it; a ZWJ makes the next code
///   point go there too, whatever its width. Nothing widens a cell.
///   ASCII takes a path of its own that leaves a ZWJ's mark set, so the next non-ASCII
///   code point is glued on even past ASCII (measured in 3.3a: `a‍b 中` is 3 columns):
///   `ClusterAssembler` closes a cluster that ends in a ZWJ with a ZERO WIDTH SPACE.
/// - 3.4 and 3.5: ZWJ, VS16 and code points of width 0 go into the cell before; VS16 makes
///   a one-column cell two; a regional indicator or skin tone goes into the cell before,
///   making it two columns, when that cell is not ASCII; the code point after a ZWJ goes
///   in too. A cell holds 21 bytes (tmux.h, UTF8_SIZE): a code point that would not fit
///   gets a cell of its own. 3.4 marks the wrong cell as padding when it widens one (3.5
///   fixed it), so the next code point looks at a blank cell instead.
/// - 3.6 on: as 3.5, but a regional indicator joins only a cell that starts with one, a
///   skin tone joins only a cell that starts with one of its emoji (3.6 had the order
///   backwards: only an emoji joined a cell starting with a skin tone; 3.6a fixed it),
///   VS16 widens only while `variation-selector-always-wide` is on, HANGUL FILLER is
///   ignored, Hangul jamo join by their own rule, and a cell holds 32 bytes.
///
/// The cell before the cluster is taken to be an ASCII one (a space or a letter). tmux
/// 3.4 to 3.6b glues a regional indicator onto a cell of the cluster before when that
/// cell started with one (so a run of flags shares one cell until it is full; 3.7 pairs
/// them), and 3.4 and 3.5 glue a regional indicator or a skin tone onto any cell that is
/// not ASCII; from 3.6 on an emoji that takes a skin tone joins a cell of the cluster
/// before that starts with a skin tone (3.6: after any emoji with a skin tone, `👋🏽👋🏽`
/// is 6 columns; 3.6a on: after a lone skin tone or one its emoji did not take,
/// `🏽👋` is 2): widths of clusters taken one by one cannot follow that.
///
/// Every code point and emoji-test.txt string alone agrees with tmux 3.4, 3.5a, 3.6,
/// 3.6a, 3.6b and 3.7c built from their tags (Data/terminals/measured-tmux-*.txt,
/// MeasuredTerminalTests).
///
/// - Complexity: a few comparisons and table lookups per code point; nothing allocated.
package struct TmuxCells: Sendable {
    /// Which code points join the cell before them, besides those of width 0.
    package enum Joining: Sendable {
        /// tmux 3.3: only the code point after a ZWJ.
        case afterJoinerOnly
        /// tmux 3.4 and 3.5: also regional indicators and skin tones, onto any cell that
        /// is not ASCII (utf8-combined.c, utf8_is_modifier).
        case modifiersOntoAnyNonASCII
        /// tmux 3.6 on: also pairs that belong together (utf8-combined.c,
        /// utf8_should_combine): two regional indicators, a skin tone and its emoji.
        case pairs
    }

    package private(set) var widths: CodePointWidths
    package let joining: Joining
    /// Bytes a cell holds (tmux.h, UTF8_SIZE): 21 up to 3.5, 32 from 3.6.
    package let cellBytes: Int
    /// tmux 3.4: a widened cell's padding is set one cell too far (screen_write_combine).
    package let widenedCellLosesPadding: Bool
    /// Whether VS16 makes a one-column cell two: always in 3.4 and 3.5; from 3.6 the
    /// server option `variation-selector-always-wide` (on by default).
    package var variationSelectorWidens: Bool
    /// The emoji a skin tone joins (3.6 on); empty before.
    package let skinToneBases: RangeTable
    /// tmux 3.6a on: a skin tone joins the cell of its emoji (3.6: only the other way round).
    package let skinToneJoinsItsEmoji: Bool
    /// tmux 3.6 on: HANGUL FILLER ignored, jamo joined by their own rule.
    package let hangulRules: Bool
    /// tmux 3.6 on: the server options `codepoint-widths` and
    /// `variation-selector-always-wide` change what is drawn.
    package let readsServerOptions: Bool
    /// tmux 3.7 on: `codepoint-widths` takes ranges (`U+E0B0-U+E0B3=2`).
    package let acceptsCodepointRanges: Bool
    /// tmux 3.7 on: a regional indicator joins a cell that holds exactly one
    /// (utf8-combined.c, utf8_regional_count), so a run of flags is drawn flag by flag.
    package let regionalIndicatorsPair: Bool
    /// `codepoint-widths` entries that apply, before `widths`; the last one wins.
    package private(set) var overrides: [TmuxWidthOptions.Entry] = []
    /// Widths the user set (`--cell-width`), before the server's own entries: what the
    /// user says the terminal draws wins.
    package private(set) var userWidths: [CellWidth] = []

    package init(widths: CodePointWidths, joining: Joining, cellBytes: Int, widenedCellLosesPadding: Bool = false,
         variationSelectorWidens: Bool, skinToneBases: RangeTable = RangeTable(bounds: []),
         skinToneJoinsItsEmoji: Bool = false, hangulRules: Bool = false, readsServerOptions: Bool = false,
         acceptsCodepointRanges: Bool = false, regionalIndicatorsPair: Bool = false) {
        self.widths = widths
        self.joining = joining
        self.cellBytes = cellBytes
        self.widenedCellLosesPadding = widenedCellLosesPadding
        self.variationSelectorWidens = variationSelectorWidens
        self.skinToneBases = skinToneBases
        self.skinToneJoinsItsEmoji = skinToneJoinsItsEmoji
        self.hangulRules = hangulRules
        self.readsServerOptions = readsServerOptions
        self.acceptsCodepointRanges = acceptsCodepointRanges
        self.regionalIndicatorsPair = regionalIndicatorsPair
    }

    /// These cells as a server with these options draws them; unchanged for a tmux
    /// older than 3.6, which has no such options. Range entries count only from 3.7.
    package func applying(_ options: TmuxWidthOptions) -> TmuxCells {
        guard readsServerOptions else { return self }
        var applied = self
        applied.overrides = options.entries.filter { acceptsCodepointRanges || !$0.spelledAsRange }
        applied.variationSelectorWidens = options.variationSelectorAlwaysWide
        return applied
    }

    /// These cells with the user's widths laid over them, as `codepoint-widths` entries
    /// are (whatever the version), replacing any laid before.
    package func overlaying(_ widths: [CellWidth]) -> TmuxCells {
        var overlaid = self
        overlaid.userWidths = widths
        return overlaid
    }

    /// These cells measuring with this C library (tmux calls the one it is linked to).
    package func measuring(with cLibrary: GlibcWidths) -> TmuxCells {
        var measuring = self
        measuring.widths = CodePointWidths(listedWide: widths.listedWide, listedNarrow: widths.listedNarrow,
                                           unknownColumns: widths.unknownColumns, cLibrary: cLibrary)
        return measuring
    }

    /// A code point's own width, before any cell rule.
    private func ownColumns(of value: UInt32) -> Int {
        // ASCII goes straight into cells (screen_write_collect_add): no list applies.
        if value < 0x7F { return 1 }
        if !userWidths.isEmpty, let set = userWidths.columns(ofBase: value) { return set }
        var index = overrides.count
        while index > 0 {
            index -= 1
            if overrides[index].first <= value && value <= overrides[index].last { return overrides[index].width }
        }
        return widths.columns(of: value)
    }

    /// Columns of a cluster of one code point.
    package func columns(of value: UInt32) -> Int {
        if value < 0x7F { return 1 }
        let width = ownColumns(of: value)
        // Alone after an ASCII cell, a code point with a width of its own takes it; only
        // those the cell rules name need them (most text never gets that far).
        let ruled = width == 0 || value == Special.zeroWidthJoiner || value == Special.emojiPresentation
            || (hangulRules && (value == Special.hangulFiller || HangulJamo(value) != nil))
        return ruled ? columns(ofCluster: CollectionOfOne(value)) : width
    }

    /// Columns of a cluster: how far tmux's cursor moves while it draws its code points,
    /// after a one-column ASCII cell.
    package func columns<Values: Sequence>(ofCluster values: Values) -> Int where Values.Element == UInt32 {
        if case .afterJoinerOnly = joining { return widths.columns(ofCluster: values) }
        return pen(after: values).columns
    }

    /// Whether this tmux draws one cluster into the cell of the one before (3.4 on: flags,
    /// skin tones, a cluster after a ZWJ or after a zero-width one), so that text must be
    /// measured in context: the cluster that follows a pen either starts a cell of its
    /// own (`startsCell`) or is measured together with what came before.
    package var gluesAcrossClusters: Bool {
        if case .afterJoinerOnly = joining { return false }
        return true
    }

    /// tmux's cursor and the cells around it, as code points are drawn one by one after a
    /// one-column ASCII cell (what a frame starts after: padding, a space, the line's
    /// start). tmux combines a code point with the cell left of the cursor, or the one
    /// before that when the cell left of it is a wide cell's padding (screen_write_combine);
    /// the cell under the cursor counts because 3.4 marks it as padding when it widens one.
    package struct Pen: Sendable {
        fileprivate var beforeLast = Cell.ascii
        fileprivate var last = Cell.ascii
        fileprivate var atCursor = Cell.blank
        /// Columns the cursor moved.
        package fileprivate(set) var columns = 0

        package init() {}

        /// Whether the cell left of the cursor is plain ASCII, which nothing but a code
        /// point of no width joins, and which leaves the cursor on a blank cell: what
        /// follows is drawn as it would be after the start of a frame.
        package var isAfterASCII: Bool { last.bytes < 2 && !last.isPadding }

        /// Counts only the columns drawn since `earlier`, a state of this pen.
        package mutating func countOnlyAfter(_ earlier: Pen) {
            columns -= earlier.columns
        }

        /// A new cell at the cursor, which moves past it (and past its padding).
        fileprivate mutating func write(_ cell: Cell) {
            if cell.width == 2 {
                beforeLast = cell
                last = .padding
            } else {
                beforeLast = last
                last = cell
            }
            atCursor = .blank
            columns += cell.width
        }
    }

    /// `pen(after:)` for the arrays MarqueeCore's tmux stage and edges pass, specialized
    /// here: their generic call from another module ran unspecialized, and its metadata
    /// cost a `--once` under tmux 3.6 about 100,000 instructions.
    package func pen(after values: [UInt32]) -> Pen {
        pen(after: values[...])
    }

    /// The pen after drawing `values` from a one-column ASCII cell.
    package func pen<Values: Sequence>(after values: Values) -> Pen where Values.Element == UInt32 {
        var pen = Pen()
        for value in values { draw(value, with: &pen) }
        return pen
    }

    /// Whether a cluster that starts with `value`, drawn after `pen`, is drawn as it
    /// would be alone after an ASCII cell, and leaves the cells as it would then: the
    /// pen's last cell is ASCII (tmux tells no two apart), or `value` starts a cell of its
    /// own, so nothing before it counts any more.
    package func keepsApart(_ pen: Pen, from value: UInt32) -> Bool {
        if pen.isAfterASCII { return true }
        var copy = pen
        return draw(value, with: &copy)
    }

    /// Whether a code point never takes a cell of its own: tmux puts it into the cell
    /// before, or drops it where there is none.
    package func takesNoCell(_ value: UInt32) -> Bool {
        guard value >= 0x7F else { return false }
        return value == Special.zeroWidthJoiner || value == Special.emojiPresentation || ownColumns(of: value) == 0
            || (hangulRules && value == Special.hangulFiller)
    }

    /// Draws one code point; true when it started a cell of its own.
    @discardableResult
    package func draw(_ value: UInt32, with pen: inout Pen) -> Bool {
        if hangulRules && value == Special.hangulFiller { return false }
        let width = ownColumns(of: value)
        let bytes = Cell.utf8Length(value)
        let isJoiner = value == Special.zeroWidthJoiner
        let isSelector = value == Special.emojiPresentation
        // ZWJ and VS16 make no sense alone: they always join, whatever their width.
        let zeroWidth = isJoiner || isSelector || width == 0
        var widens = isSelector && variationSelectorWidens
        let newCell = Cell(width: width, bytes: bytes, first: value, last: value)
        if bytes < 2 {
            pen.write(newCell)
            return true
        }
        // The cell to combine with: left of the cursor, or before a wide cell's padding;
        // it must be as wide as that (a padding cell there too: nothing to combine with).
        let reachesBack = pen.last.isPadding
        let target = reachesBack ? pen.beforeLast : pen.last
        guard target.width == (reachesBack ? 2 : 1) && !target.isPadding else {
            if zeroWidth { return false }
            pen.write(newCell)
            return true
        }
        if !zeroWidth {
            switch join(value, onto: target) {
            case .newCell:
                pen.write(newCell)
                return true
            case .dropped:
                return false
            case .joins(let widening):
                widens = widening
            }
        }
        if target.bytes + bytes > cellBytes {
            // A code point of no width becomes a cell of no width at the cursor, which
            // the next one overwrites; any other gets a cell of its own.
            guard !zeroWidth else { return false }
            pen.write(newCell)
            return true
        }
        var combined = target
        combined.bytes += bytes
        combined.last = value
        combined.endsWithJoiner = isJoiner
        if Special.isRegionalIndicator(value) { combined.regionalIndicators += 1 }
        if widens && combined.width == 1 {
            // The cell takes the column under the cursor, which moves one on; 3.5 marks
            // that column as the padding, 3.4 the one the cursor moves to.
            combined.width = 2
            pen.columns += 1
            let covered = pen.atCursor
            pen.beforeLast = combined
            if widenedCellLosesPadding {
                pen.last = covered
                pen.atCursor = .padding
            } else {
                pen.last = .padding
                pen.atCursor = .blank
            }
        } else if reachesBack {
            pen.beforeLast = combined
        } else {
            pen.last = combined
        }
        return false
    }

    private enum Join {
        case newCell
        case dropped
        case joins(widening: Bool)
    }

    /// Where a code point with a width of its own goes (screen_write_combine).
    private func join(_ value: UInt32, onto cell: Cell) -> Join {
        switch joining {
        case .afterJoinerOnly:
            return cell.endsWithJoiner ? .joins(widening: false) : .newCell
        case .modifiersOntoAnyNonASCII:
            if Special.isRegionalIndicator(value) || Special.isSkinTone(value) {
                return cell.bytes < 2 ? .newCell : .joins(widening: true)
            }
            return cell.endsWithJoiner ? .joins(widening: false) : .newCell
        case .pairs:
            if hangulRules, let jamo = HangulJamo(value) {
                // utf8-combined.c, hanguljamo_check_state: a leading consonant always
                // starts a cell; a vowel joins a leading consonant, a final one a vowel;
                // any other vowel or final consonant is dropped.
                guard jamo != .leading else { return .newCell }
                let before = HangulJamo(cell.last)
                let fits = (jamo == .vowel && before == .leading) || (jamo == .trailing && before == .vowel)
                return fits ? .joins(widening: false) : .dropped
            }
            if Special.isRegionalIndicator(value) && Special.isRegionalIndicator(cell.first)
                && (!regionalIndicatorsPair || cell.regionalIndicators == 1) {
                return .joins(widening: true)
            }
            if skinToneBases.contains(value) && Special.isSkinTone(cell.first) {
                return .joins(widening: true)
            }
            if skinToneJoinsItsEmoji && Special.isSkinTone(value) && skinToneBases.contains(cell.first) {
                return .joins(widening: true)
            }
            return cell.endsWithJoiner ? .joins(widening: false) : .newCell
        }
    }

    /// A cell of the line tmux draws on, in 12 bytes: pens are copied at every cluster.
    fileprivate struct Cell: Sendable {
        private var widthValue: UInt8
        private var byteCount: UInt8
        /// tmux compares a cell by its first code point (utf8_towc reads only that one).
        package var first: UInt32
        package var last: UInt32
        package var endsWithJoiner = false
        /// The column a wide cell covers (GRID_FLAG_PADDING): nothing combines with it.
        package let isPadding: Bool
        /// tmux 3.7 counts them (utf8_regional_count) so that only two make a flag.
        private var regionalIndicatorCount: UInt8

        package var width: Int {
            get { Int(widthValue) }
            set { widthValue = UInt8(truncatingIfNeeded: newValue) }
        }
        /// At most a cell's size and one code point: 36.
        package var bytes: Int {
            get { Int(byteCount) }
            set { byteCount = UInt8(truncatingIfNeeded: newValue) }
        }
        package var regionalIndicators: Int {
            get { Int(regionalIndicatorCount) }
            set { regionalIndicatorCount = UInt8(truncatingIfNeeded: newValue) }
        }

        /// A one-column ASCII cell: what a cluster is taken to follow.
        package static var ascii: Cell { Cell(width: 1, bytes: 1, first: 0x20, last: 0x20) }
        /// A cleared cell: a space.
        package static var blank: Cell { ascii }
        /// tmux's padding cell (grid_padding_cell): one byte, one column, flagged.
        package static var padding: Cell { Cell(width: 1, bytes: 1, first: 0x21, last: 0x21, isPadding: true) }

        package init(width: Int, bytes: Int, first: UInt32, last: UInt32, isPadding: Bool = false) {
            widthValue = UInt8(truncatingIfNeeded: width)
            byteCount = UInt8(truncatingIfNeeded: bytes)
            self.first = first
            self.last = last
            self.isPadding = isPadding
            regionalIndicatorCount = Special.isRegionalIndicator(first) ? 1 : 0
        }

        package static func utf8Length(_ value: UInt32) -> Int {
            value < 0x80 ? 1 : value < 0x800 ? 2 : value < 0x1_0000 ? 3 : 4
        }
    }

    /// The three kinds of conjoining jamo tmux 3.6 tells apart (utf8-combined.c,
    /// hanguljamo_get_class), fillers included.
    private enum HangulJamo {
        case leading, vowel, trailing

        package init?(_ value: UInt32) {
            switch value {
            case 0x1100...0x115F, 0xA960...0xA97C: self = .leading
            case 0x1160...0x11A7, 0xD7B0...0xD7C6: self = .vowel
            case 0x11A8...0x11FF, 0xD7CB...0xD7FB: self = .trailing
            default: return nil
            }
        }
    }

    fileprivate enum Special {
        package static let zeroWidthJoiner: UInt32 = 0x200D
        package static let emojiPresentation: UInt32 = 0xFE0F  // VS16: tmux knows no other selector
        package static let hangulFiller: UInt32 = 0x3164

        package static func isRegionalIndicator(_ value: UInt32) -> Bool { (0x1F1E6...0x1F1FF).contains(value) }
        package static func isSkinTone(_ value: UInt32) -> Bool { (0x1F3FB...0x1F3FF).contains(value) }
    }
}
