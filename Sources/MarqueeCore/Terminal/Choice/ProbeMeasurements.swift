/// What a probe gave: the widths and where they came from (`measured now`, `read
/// from PATH`), for `--explain`.
package struct ProbeOutcome: Equatable, Sendable {
    package let measurements: ProbeMeasurements
    package let source: String

    package init(measurements: ProbeMeasurements, source: String) {
        self.measurements = measurements
        self.source = source
    }
}

/// A probe's widths, by sample (`TerminalProbe.keys`): what the profile is built from
/// (`ProbedProfile.swift`) and what the cache keeps.
package struct ProbeMeasurements: Equatable, Sendable {
    /// The columns of each sample, in the order of `TerminalProbe.keys`; -1 where a test
    /// left one out. An array, not a dictionary: a dictionary's type is built at run time,
    /// half a million instructions at a start that reads the cache.
    let columns: [Int]
    /// No sample is drawn wider: Scotland's flag where each tag character takes two
    /// columns would be 14.
    static let widest = 16

    init(columns: [Int]) {
        self.columns = columns
    }

    /// The widths by key (tests and fuzzing name them).
    init(widths: [String: Int]) {
        columns = TerminalProbe.keys.map { widths[$0] ?? -1 }
    }

    /// The widths by key.
    package var widths: [String: Int] {
        var widths: [String: Int] = [:]
        for (key, width) in zip(TerminalProbe.keys, columns) where width >= 0 { widths[key] = width }
        return widths
    }

    /// The width measured for the sample of this key.
    subscript(key: String) -> Int? {
        guard let index = TerminalProbe.keys.firstIndex(of: key), columns[index] >= 0 else { return nil }
        return columns[index]
    }

    /// The cache file's first line: a file without it, or with any sample missing or
    /// out of range, is not a probe's. Version 3 adds the samples that tell distribution
    /// builds apart (a skin tone in a ZWJ sequence, a lone regional indicator after a
    /// flag, an Indic conjunct); a file of an older version is measured again.
    static let cacheHeader = "marquee probe 3"

    /// `marquee probe 3`, then `key width` per sample, in order.
    package var cacheText: String {
        var text = ProbeMeasurements.cacheHeader + "\n"
        for index in columns.indices {
            text += TerminalProbe.keys[index] + " " + String(max(columns[index], 0)) + "\n"
        }
        return text
    }

    /// The measurements a cache file holds: its header, then every key in order with a
    /// width in range, each on a line. Read byte by byte with one cursor: splitting into
    /// lines and zipping them with the keys built generic types at run time that cost a
    /// start that reads the cache 400,000 instructions.
    package init?(cacheText: String) {
        let bytes = Array(cacheText.utf8)
        var position = 0
        /// Whether `expected` comes next, then passes it. Compared as one run of bytes: a
        /// string's UTF-8 view, walked byte by byte, cost a start 20,000 instructions here.
        func take(_ expected: String) -> Bool {
            var expected = expected
            return expected.withUTF8 { utf8 in
                guard bytes.count - position >= utf8.count else { return false }
                for index in 0..<utf8.count where bytes[position + index] != utf8[index] { return false }
                position += utf8.count
                return true
            }
        }
        /// Whether `byte` comes next, then passes it.
        func take(byte: UInt8) -> Bool {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
            return true
        }
        let newline: UInt8 = 0x0A
        guard take(ProbeMeasurements.cacheHeader), take(byte: newline) else { return nil }
        var columns: [Int] = []
        columns.reserveCapacity(TerminalProbe.keys.count)
        for key in TerminalProbe.keys {
            guard take(key), take(byte: 0x20) else { return nil }
            var width = 0
            var digits = 0
            while position < bytes.count, (0x30...0x39).contains(bytes[position]) {
                width = width * 10 + Int(bytes[position] - 0x30)
                digits += 1
                position += 1
                guard width <= ProbeMeasurements.widest else { return nil }
            }
            guard digits > 0, take(byte: newline) else { return nil }
            columns.append(width)
        }
        guard position == bytes.count else { return nil }
        self.columns = columns
    }
}
