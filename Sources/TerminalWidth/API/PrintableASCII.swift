/// The fast path of `TerminalWidth.columns`: text of printable ASCII alone (U+0020 …
/// U+007E, one column a byte, no cluster rule across them) is as wide as it is long.
/// jquast/wcwidth checks the same before any table lookup.
enum PrintableASCII {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Whether every byte of `bytes` is printable ASCII.
    ///
    /// - Complexity: O(n), eight bytes a step.
    @inline(__always)
    static func isPrintable(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        let count = bytes.count
        var index = 0
        while index &+ 8 <= count {
            if !isPrintable(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) { return false }
            index &+= 8
        }
        while index < count {
            if bytes[index] &- 0x20 >= 0x5F { return false }
            index &+= 1
        }
        return true
    }

    /// Whether printable ASCII `byte` is a keycap base, `#`, `*` or a digit: VS16 widens
    /// it, so it is the one printable ASCII byte with properties of its own.
    @inline(__always)
    static func isKeycapBase(_ byte: UInt8) -> Bool {
        byte &- 0x30 < 10 || byte == 0x23 || byte == 0x2A
    }

    /// The end of the run of printable ASCII that starts at `start` in `bytes`: the offset
    /// of the first byte after it that is not printable ASCII, or `bytes.count`.
    ///
    /// - Complexity: O(run), eight bytes a step.
    @inline(__always)
    static func runEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return start }
        let raw = UnsafeRawPointer(base)
        let count = bytes.count
        var index = start
        while index &+ 8 <= count {
            // The first byte flagged is where the run ends, in the word that holds it: a
            // styled word ends within eight bytes, and a byte at a time cost it a sixth of
            // the instructions on SGR-heavy text (issue 40).
            let flags = notPrintable(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
            if flags != 0 { return index &+ flags.trailingZeroBitCount &>> 3 }
            index &+= 8
        }
        while index < count, bytes[index] &- 0x20 < 0x5F {
            index &+= 1
        }
        return index
    }

    /// Whether all eight bytes of `word` lie in 0x20 … 0x7E: none has its high bit set,
    /// none is below 0x20, none is DEL (the "has a byte less than" and "has a zero byte"
    /// tricks of Bit Twiddling Hacks, exact for bytes below 0x80).
    @inline(__always)
    private static func isPrintable(_ word: UInt64) -> Bool {
        notPrintable(word) == 0
    }

    /// The high bit of each byte of `word` that is not printable ASCII. Bytes above the
    /// first such byte may be flagged wrongly (a borrow runs on), so only the lowest flag
    /// says where: with the word loaded little-endian, the first byte in memory.
    @inline(__always)
    private static func notPrintable(_ word: UInt64) -> UInt64 {
        let below = (word &- ones &* 0x20) & ~word
        let delete = word ^ (ones &* 0x7F)
        let isDelete = (delete &- ones) & ~delete
        return (word | below | isDelete) & highBits
    }
}
