/// The fast path of `TerminalWidth.columns`: the same answer as summing `TextPieces`,
/// read from the UTF-8 bytes in one pass with nothing allocated.
///
/// `TextPieces` walks `String.UnicodeScalarView` by index, scans for an escape sequence
/// at every scalar and collects each cluster in an array before measuring it; on CJK,
/// emoji and SGR-heavy text that cost 250–1,100 instructions a byte (BENCHMARKS.md,
/// issue 40). Here:
///
/// - a run of printable ASCII is counted eight bytes a step: no rule joins two such
///   bytes, so each but the last is a cluster of one column; the last stays open, as a
///   mark may follow it (the first may join a Prepend before it, so it goes through the
///   rules);
/// - scalars are decoded from the bytes, and the escape grammar (all ASCII, or C1 as
///   `C2 80` … `C2 9F`) is scanned only from a control byte;
/// - each scalar is looked up once (`ScalarProperties`), and two plain scalars in a row
///   (Other, no conjunct class, not pictographic: CJK ideographs, kana) break with no
///   rule to ask;
/// - a cluster is measured as it grows (`ClusterWidth`); one of one scalar is that
///   scalar's width.
///
/// A test holds it to `TextPieces` on random and adversarial text under every profile
/// (`UTF8ColumnsTests`).
enum UTF8Columns {
    /// The columns of valid UTF-8 `bytes` (a `String`'s own).
    static func columns<Measure: ClusterWidth>(of bytes: UnsafeBufferPointer<UInt8>, _ measure: Measure) -> Int {
        var measure = measure
        let count = bytes.count
        var index = 0
        var column = 0
        var breaker = GraphemeBreaker()
        /// The last scalar given to `breaker` was plain (`GraphemeBreakProperties.isPlain`):
        /// the breaker's state is then the same after any plain scalar, so a plain scalar
        /// next breaks (GB999) and leaves it as it is, without asking.
        var previousIsPlain = false

        while index < count {
            let byte = bytes[index]
            if byte &- 0x20 < 0x5F {
                // Printable ASCII, 0x20 … 0x7E: Other with no other property (bits 0) to
                // the breaker, but the digits, `#` and `*` are bases VS16 widens (keycaps),
                // so the bytes that go to `measure` take their own (`asciiProperties`).
                let end = PrintableASCII.runEnd(in: bytes, from: index)
                if previousIsPlain || breaker.hasBreak(before: GraphemeBreakProperties(ScalarProperties(bits: 0))) {
                    column &+= measure.finish()
                    measure.start(UInt32(byte), asciiProperties(byte))
                } else {
                    measure.add(UInt32(byte), asciiProperties(byte))
                }
                previousIsPlain = true
                if end &- index > 1 {
                    // The bytes between the first and the last are whole clusters.
                    column &+= measure.finish() &+ (end &- index &- 2)
                    let last = bytes[end &- 1]
                    measure.start(UInt32(last), asciiProperties(last))
                }
                index = end
                continue
            }
            if byte < 0x20 || byte == 0x7F || (byte == 0xC2 && bytes[index &+ 1] < 0xA0) {
                // A control character or an escape sequence: the cluster before it ends,
                // and segmenting starts again after it.
                column &+= measure.finish()
                breaker.reset()
                previousIsPlain = false
                if byte == 0x09 {
                    column &+= TextPieces.tabSize &- column % TextPieces.tabSize
                    index &+= 1
                } else if startsCSI(in: bytes, at: index) {
                    // ESC [, nearly every sequence in styled text (SGR), here in the loop:
                    // the call to `controlEnd` and its dispatch were a third of the time
                    // on such text (issue 40).
                    index = styledWords(in: bytes, from: csiEnd(in: bytes, from: index &+ 2), &column)
                } else {
                    index = controlEnd(in: bytes, at: index)
                }
                continue
            }
            let value: UInt32
            if byte < 0xE0 {
                value = UInt32(byte & 0x1F) << 6 | UInt32(bytes[index &+ 1] & 0x3F)
                index &+= 2
            } else if byte < 0xF0 {
                value = threeByteScalar(byte, in: bytes, at: index)
                index &+= 3
            } else {
                value = UInt32(byte & 0x07) << 18 | UInt32(bytes[index &+ 1] & 0x3F) << 12
                    | UInt32(bytes[index &+ 2] & 0x3F) << 6 | UInt32(bytes[index &+ 3] & 0x3F)
                index &+= 4
            }
            let properties = ScalarProperties(of: value)
            let segmentation = GraphemeBreakProperties(properties)
            let isPlain = segmentation.isPlain
            if (previousIsPlain && isPlain) || breaker.hasBreak(before: segmentation) {
                column &+= measure.finish()
                if segmentation.standsAlone && index < count && bytes[index] >= 0xE0 {
                    // Maybe a run of CJK or Hangul: its own loop.
                    let run = aloneRun(in: bytes, from: index, after: value, properties, &column, &measure)
                    index = run.end
                    if let last = run.last {
                        breaker.advance(over: last)
                        previousIsPlain = last.isPlain
                        continue
                    }
                } else if Measure.measuresPictographsByBase,
                          let run = PictographClusters.run(in: bytes, from: index, first: properties) {
                    // Emoji clusters of two columns and the ASCII between them, read to
                    // their end (`PictographClusters`). The scalar after them breaks whatever
                    // it is, and a breaker reset breaks before anything and leaves after it
                    // the state it would have had: no conjunct linker and no odd regional
                    // indicator come before it.
                    column &+= run.columns
                    index = run.end
                    breaker.reset()
                    previousIsPlain = false
                    continue
                } else {
                    measure.start(value, properties)
                }
            } else {
                measure.add(value, properties)
            }
            previousIsPlain = isPlain
        }
        return column &+ measure.finish()
    }

    /// The properties of printable ASCII `byte`: none but for the keycap bases (`#`,
    /// `*`, the digits), looked up; the lookup for every run cost a tenth of the time
    /// on styled text (issue 40).
    @inline(__always)
    private static func asciiProperties(_ byte: UInt8) -> ScalarProperties {
        PrintableASCII.isKeycapBase(byte) ? ScalarProperties(of: UInt32(byte)) : ScalarProperties(bits: 0)
    }

    /// A run of three-byte scalars that stand alone (`GraphemeBreakProperties.standsAlone`)
    /// from `start`, after such a scalar `value` that opens a cluster: each is a cluster of
    /// one scalar, so the run needs no rule, only each scalar's width. Adds the run's
    /// closed clusters to `column`, leaves its last scalar open in `measure`, and returns
    /// where the run ends and, if it took any scalar, the last one's segmentation, for the
    /// breaker. CJK ideographs, kana, Hangul syllables and fullwidth forms are all three
    /// bytes; the loop keeps little enough state for registers, where the general loop
    /// cost about 80 to 110 instructions a character (issue 40). A call of its own, not
    /// inlined: inlined, it shared the general loop's registers, and the emoji loop's call
    /// beside it cost it two table addresses and the count, kept on the stack (cjk 5.18 M
    /// to 5.42 M instructions); out of line, the general loop spills less too.
    @inline(never)
    private static func aloneRun<Measure: ClusterWidth>(
        in bytes: UnsafeBufferPointer<UInt8>, from start: Int, after value: UInt32, _ properties: ScalarProperties,
        _ column: inout Int, _ measure: inout Measure
    ) -> (end: Int, last: GraphemeBreakProperties?) {
        let count = bytes.count
        var index = start
        var last = value
        var lastProperties = properties
        var open = measure.columns(ofSingle: value, properties)
        while index &+ 2 < count {
            let lead = bytes[index]
            guard lead >= 0xE0 && lead < 0xF0 else { break }
            let next = threeByteScalar(lead, in: bytes, at: index)
            let nextProperties = ScalarProperties(of: next)
            guard GraphemeBreakProperties(nextProperties).standsAlone else { break }
            column &+= open
            open = measure.columns(ofSingle: next, nextProperties)
            last = next
            lastProperties = nextProperties
            index &+= 3
        }
        measure.start(last, lastProperties)
        return (index, index == start ? nil : GraphemeBreakProperties(lastProperties))
    }

    /// Whether `ESC [` starts at `index` (< count): a CSI sequence, its parameters after it.
    @inline(__always)
    private static func startsCSI(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        bytes[index] == 0x1B && index &+ 1 < bytes.count && bytes[index &+ 1] == 0x5B
    }

    /// Where a CSI sequence whose parameters start at `start` ends: parameters,
    /// intermediates, a final byte.
    @inline(__always)
    static func csiEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let count = bytes.count
        var next = start
        // Parameter bytes (0x30 … 0x3F) eight at a time: a colour's `38;2;255;128;0` is
        // most of a styled word's bytes. A byte of the word is a parameter when its high
        // four bits are 3; the first that is not ends them.
        var parametersEnd: Int?
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while next &+ 8 <= count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: next, as: UInt64.self))
                let others = (word & 0xF0F0_F0F0_F0F0_F0F0) ^ 0x3030_3030_3030_3030
                if others != 0 {
                    parametersEnd = next &+ others.trailingZeroBitCount &>> 3
                    break
                }
                next &+= 8
            }
        }
        if let parametersEnd {
            next = parametersEnd
        } else {
            // The last seven bytes or fewer.
            while next < count && bytes[next] &- 0x30 < 0x10 { next &+= 1 }
        }
        while next < count && bytes[next] &- 0x20 < 0x10 { next &+= 1 }
        if next < count && bytes[next] &- 0x40 < 0x3F { next &+= 1 }
        return next
    }

    /// Styled text is short words between CSI sequences (`ESC[1;31mword ESC[0m`): from
    /// `start`, just after a sequence, each run of printable ASCII that a further `ESC [`
    /// or the text's end follows, with that sequence; where the next piece is anything
    /// else, the index of that piece, for the general loop.
    ///
    /// Such a run is one column a byte under every profile, its clusters whole: a control
    /// breaks before it (GB4, GB5), and a sequence leaves the state as it found it (the
    /// measure finished, the breaker reset), as the general loop leaves it. On SGR-heavy
    /// text each word went through the measure's `start` and `finish` and the breaker's
    /// check: three quarters of the instructions (issue 40).
    @inline(__always)
    private static func styledWords(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, _ column: inout Int) -> Int {
        let count = bytes.count
        var index = start
        while index < count {
            let end = bytes[index] &- 0x20 < 0x5F ? PrintableASCII.runEnd(in: bytes, from: index) : index
            guard end < count else {
                column &+= end &- index
                return end
            }
            if let sequenceEnd = shortCSIEnd(in: bytes, at: end) {
                column &+= end &- index
                index = sequenceEnd
                continue
            }
            guard startsCSI(in: bytes, at: end) else { return index }
            column &+= end &- index
            index = csiEnd(in: bytes, from: end &+ 2)
        }
        return index
    }

    /// Where the CSI sequence at `start` ends, when the 16 bytes from there hold it whole
    /// as `ESC [`, parameters and a final byte, as nearly every SGR sequence is; nil where
    /// they do not (`csiEnd` then reads it), or fewer than 16 bytes are left.
    ///
    /// The bytes are read as two words and the sequence's end found in them with no
    /// branch on its length: read piece by piece, the introducer, the parameters and the
    /// final byte were each a load that waited for the one before, and how many words of
    /// parameters a colour takes (`0`, `38;5;208`, `38;2;255;128;0`) was a branch that
    /// guessed wrong as colours changed (issue 40).
    @inline(__always)
    static func shortCSIEnd(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int? {
        guard start &+ 16 <= bytes.count, let base = bytes.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base) + start
        let low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
        guard low & 0xFFFF == 0x5B1B else { return nil }
        let high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        // A byte of the words is a parameter when its high four bits are 3; `ESC [` is
        // passed over as if it were two.
        let highNibbles: UInt64 = 0xF0F0_F0F0_F0F0_F0F0
        let parameters: UInt64 = 0x3030_3030_3030_3030
        let othersLow = ((low & highNibbles) ^ parameters) & ~0xFFFF
        let othersHigh = (high & highNibbles) ^ parameters
        let others = UInt128(othersHigh) << 64 | UInt128(othersLow)
        guard others != 0 else { return nil }
        let final = others.trailingZeroBitCount &>> 3
        guard raw.load(fromByteOffset: final, as: UInt8.self) &- 0x40 < 0x3F else { return nil }
        return start &+ final &+ 1
    }

    /// The scalar of the UTF-8 sequence of two to four bytes at `index`, and its length.
    /// (The main loop decodes in place: with this there it took 3 % more instructions on
    /// emoji and 6 % more on styled text, its registers spilled.)
    @inline(__always)
    static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (value: UInt32, length: Int) {
        let byte = bytes[index]
        if byte < 0xE0 {
            return (UInt32(byte & 0x1F) << 6 | UInt32(bytes[index &+ 1] & 0x3F), 2)
        }
        if byte < 0xF0 {
            return (threeByteScalar(byte, in: bytes, at: index), 3)
        }
        let value = UInt32(byte & 0x07) << 18 | UInt32(bytes[index &+ 1] & 0x3F) << 12
            | UInt32(bytes[index &+ 2] & 0x3F) << 6 | UInt32(bytes[index &+ 3] & 0x3F)
        return (value, 4)
    }

    /// Whether the three bytes at `index` are VS16 (U+FE0F, `EF B8 8F`).
    @inline(__always)
    static func isVS16(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        bytes[index] == 0xEF && bytes[index &+ 1] == 0xB8 && bytes[index &+ 2] == 0x8F
    }

    /// The scalar of the three-byte UTF-8 sequence that starts with `lead` at `index`.
    @inline(__always)
    private static func threeByteScalar(_ lead: UInt8, in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32 {
        UInt32(lead & 0x0F) << 12 | UInt32(bytes[index &+ 1] & 0x3F) << 6 | UInt32(bytes[index &+ 2] & 0x3F)
    }

    /// `TextPieces.controlEnd` on the bytes: the offset where the escape sequence or
    /// control character at `start` ends. `start` holds a C0 byte, DEL, or the `C2` of a
    /// C1 control. The grammar's bytes are all ASCII, so a byte of a longer scalar never
    /// matches one, and C1's ST (U+009C) is `C2 9C`.
    static func controlEnd(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int {
        let count = bytes.count
        var next: Int
        let value: UInt8
        if bytes[start] == 0xC2 {
            value = bytes[start &+ 1]
            next = start &+ 2
        } else {
            value = bytes[start]
            next = start &+ 1
        }
        let introducer: UInt8
        if value == 0x1B {
            guard next < count else { return next }
            let second = bytes[next]
            switch second {
            case 0x5B: introducer = 0x9B  // ESC [ is CSI
            case 0x5D: introducer = 0x9D  // ESC ] is OSC
            case 0x50, 0x58, 0x5E, 0x5F: introducer = second + 0x40  // DCS, SOS, PM, APC
            case 0x20...0x2F:
                // ESC, intermediates, a final byte.
                while next < count, (0x20...0x2F).contains(bytes[next]) { next &+= 1 }
                if next < count, (0x30...0x7E).contains(bytes[next]) { next &+= 1 }
                return next
            case 0x30...0x7E: return next &+ 1
            default: return next  // a lone ESC
            }
            next &+= 1
        } else {
            introducer = value
        }
        switch introducer {
        case 0x9B:
            return csiEnd(in: bytes, from: next)
        case 0x9D, 0x90, 0x98, 0x9E, 0x9F:
            // A string up to ST (ESC \ or U+009C); OSC also ends at BEL.
            while next < count {
                let current = bytes[next]
                next &+= 1
                if current == 0x07 && introducer == 0x9D { break }
                if current == 0xC2, next < count, bytes[next] == 0x9C {
                    next &+= 1
                    break
                }
                if current == 0x1B, next < count, bytes[next] == 0x5C {
                    next &+= 1
                    break
                }
            }
            return next
        default:
            return next  // any other control character, alone
        }
    }
}

/// The width of the cluster being read, fed one scalar at a time with its properties:
/// `start` opens a cluster, `add` extends it, `finish` closes it and gives its columns
/// (0 when none is open).
protocol ClusterWidth {
    /// Whether an emoji cluster is as wide as its base makes it, by `ClusterMeasure`'s
    /// rules with `GenericWidths`' answers: then `PictographClusters` may measure one.
    /// A terminal's profile corrects widths, looks measured clusters up whole, sums code
    /// points or puts them into cells (`MeasuringStrategy`): no such proof holds there.
    static var measuresPictographsByBase: Bool { get }
    /// The columns of a cluster of `value` alone: what `finish` gives after `start` alone.
    func columns(ofSingle value: UInt32, _ properties: ScalarProperties) -> Int
    mutating func start(_ value: UInt32, _ properties: ScalarProperties)
    mutating func add(_ value: UInt32, _ properties: ScalarProperties)
    mutating func finish() -> Int
}

/// `generic`: wcwidth's rules (`ClusterMeasure`) run as the cluster grows, as
/// `DisplayWidth.width(ofCluster:)` runs them over the whole cluster.
struct GenericClusterWidth: ClusterWidth {
    static var measuresPictographsByBase: Bool { true }
    private var scalars = 0
    private var first: UInt32 = 0
    private var firstProperties = ScalarProperties(bits: 0)
    private var measure = ClusterMeasure(scalarWidth: GenericWidths())

    @inline(__always)
    func columns(ofSingle value: UInt32, _ properties: ScalarProperties) -> Int {
        GenericWidths().columns(of: value, properties: properties)
    }

    @inline(__always)
    mutating func start(_ value: UInt32, _ properties: ScalarProperties) {
        scalars = 1
        first = value
        firstProperties = properties
    }

    @inline(__always)
    mutating func add(_ value: UInt32, _ properties: ScalarProperties) {
        if scalars == 1 {
            measure = ClusterMeasure(scalarWidth: GenericWidths())
            measure.add(first, firstProperties)
        }
        measure.add(value, properties)
        scalars &+= 1
    }

    @inline(__always)
    mutating func finish() -> Int {
        defer { scalars = 0 }
        switch scalars {
        case 0: return 0
        case 1: return columns(ofSingle: first, firstProperties)
        default: return measure.total
        }
    }
}

/// A terminal's profile: the cluster collected, then measured whole by
/// `DisplayWidth.width(ofCluster:)`, as `TextPieces` does; a cluster of one scalar is
/// that scalar's width, as there.
struct ProfileClusterWidth: ClusterWidth {
    static var measuresPictographsByBase: Bool { false }
    let widths: DisplayWidth
    private var scalars: [Unicode.Scalar] = []
    private var first: UInt32 = 0
    private var count = 0

    init(widths: DisplayWidth) {
        self.widths = widths
        scalars.reserveCapacity(16)
    }

    func columns(ofSingle value: UInt32, _ properties: ScalarProperties) -> Int {
        widths.width(ofClusterOf: value)
    }

    mutating func start(_ value: UInt32, _ properties: ScalarProperties) {
        first = value
        count = 1
    }

    mutating func add(_ value: UInt32, _ properties: ScalarProperties) {
        if count == 1 {
            scalars.removeAll(keepingCapacity: true)
            scalars.append(Unicode.Scalar(first)!)
        }
        scalars.append(Unicode.Scalar(value)!)
        count &+= 1
    }

    mutating func finish() -> Int {
        defer { count = 0 }
        switch count {
        case 0: return 0
        case 1: return columns(ofSingle: first, ScalarProperties(bits: 0))
        default: return widths.width(ofCluster: scalars)
        }
    }
}

/// `DisplayWidth()`'s answers to the cluster rules (no profile, ambiguous width 1), in a
/// type with nothing to retain or release: a `DisplayWidth` carries an optional profile,
/// which every copy of the cluster state would retain.
struct GenericWidths: ScalarWidths {
    @inline(__always)
    func columns(of value: UInt32) -> Int {
        value < 0x7F ? 1 : UnicodeWidth.columns(of: value, ambiguousWidth: 1)
    }

    @inline(__always)
    func columns(of value: UInt32, properties: ScalarProperties) -> Int {
        value < 0x7F ? 1 : properties.columns(ambiguousWidth: 1)
    }

    // The sets as bits of the properties (`ScalarProperties`), not binary searches of
    // their range tables: one was a tenth of the time on emoji (issue 40).
    func emojiPresentationWidens(_ base: UInt32, _ properties: ScalarProperties) -> Bool { properties.widensWithVS16 }
    func textPresentationNarrows(_ base: UInt32, _ properties: ScalarProperties) -> Bool { properties.narrowsWithVS15 }
    var skinTonesApart: Bool { false }
    var skinTonesWiden: Bool { false }
    func isNewerPictograph(_ value: UInt32) -> Bool { false }
}
