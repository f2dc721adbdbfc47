/// Decodes UTF-8 a byte at a time, so input can arrive in chunks of any size.
///
/// Every ill-formed sequence becomes one U+FFFD per maximal subpart (Unicode §3.9,
/// the practice `String(decoding:as:)` follows): `ED A0 80` gives three, `E2 82` one.
struct UTF8StreamDecoder {
    /// What one byte completed.
    enum Step {
        /// The byte only continued a sequence.
        case pending
        case scalar(Unicode.Scalar)
        /// The byte broke the sequence before it: emit U+FFFD, then push the byte again.
        case replacementThenRetry
    }

    private var remaining = 0
    private var value: UInt32 = 0
    private var lowerBound: UInt8 = 0x80
    private var upperBound: UInt8 = 0xBF

    /// Whether no sequence is open, so the next byte starts a new scalar.
    var isIdle: Bool { remaining == 0 }

    mutating func push(_ byte: UInt8) -> Step {
        if remaining == 0 {
            return start(byte)
        }
        guard byte >= lowerBound && byte <= upperBound else {
            remaining = 0
            return .replacementThenRetry
        }
        value = value << 6 | UInt32(byte & 0x3F)
        remaining -= 1
        lowerBound = 0x80
        upperBound = 0xBF
        if remaining == 0 {
            return .scalar(Unicode.Scalar(value) ?? UTF8StreamDecoder.replacement)
        }
        return .pending
    }

    /// At the end of the input: an unfinished sequence is one U+FFFD.
    mutating func finish() -> Unicode.Scalar? {
        defer { remaining = 0 }
        return remaining > 0 ? UTF8StreamDecoder.replacement : nil
    }

    static let replacement = Unicode.Scalar(0xFFFD)!

    private mutating func start(_ byte: UInt8) -> Step {
        switch byte {
        case 0x00...0x7F:
            return .scalar(Unicode.Scalar(byte))
        case 0xC2...0xDF:
            open(1, UInt32(byte & 0x1F), 0x80, 0xBF)
        case 0xE0:
            open(2, 0, 0xA0, 0xBF)
        case 0xE1...0xEC, 0xEE...0xEF:
            open(2, UInt32(byte & 0x0F), 0x80, 0xBF)
        case 0xED:
            open(2, 0x0D, 0x80, 0x9F)
        case 0xF0:
            open(3, 0, 0x90, 0xBF)
        case 0xF1...0xF3:
            open(3, UInt32(byte & 0x07), 0x80, 0xBF)
        case 0xF4:
            open(3, 4, 0x80, 0x8F)
        default:
            return .scalar(UTF8StreamDecoder.replacement)
        }
        return .pending
    }

    private mutating func open(_ count: Int, _ bits: UInt32, _ lower: UInt8, _ upper: UInt8) {
        remaining = count
        value = bits
        lowerBound = lower
        upperBound = upper
    }
}
