/// A digest of a text that names a cache file: 64-bit FNV-1a as 16 lowercase hex digits,
/// the same across runs and machines, unlike `Hasher`. The probe's cache
/// (`TerminalProbe.cacheName`) and a terminal's memory (`TerminalMemory.fileName`) are
/// named by it.
///
///     StableDigest.hex("")   // "cbf29ce484222325"
enum StableDigest {
    static func hex(_ text: String) -> String {
        var digest: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            digest = (digest ^ UInt64(byte)) &* 0x100_0000_01B3
        }
        // Digit by digit: `String(_:radix:)` costs a prompt's start 5,000 instructions.
        let digits = Array("0123456789abcdef".utf8)
        var hex: [UInt8] = []
        for shift in stride(from: 60, through: 0, by: -4) {
            hex.append(digits[Int((digest >> UInt64(shift)) & 0xF)])
        }
        return String(decoding: hex, as: UTF8.self)
    }
}
