import Testing
@testable import TerminalWidth

/// `PrintableASCII.runEnd` reads eight bytes a step and takes the first byte its flags
/// mark: the run must end exactly at the first byte that is not printable ASCII, wherever
/// in the word it stands and whatever follows it (a flag above the first may be false).
@Suite struct PrintableASCIITests {
    static let notPrintable: [UInt8] = [0x00, 0x09, 0x1B, 0x1F, 0x7F, 0x80, 0x9B, 0xC2, 0xE6, 0xF0, 0xFF]

    static func runEnd(_ bytes: [UInt8], from start: Int) -> Int {
        bytes.withUnsafeBufferPointer { PrintableASCII.runEnd(in: $0, from: start) }
    }

    @Test func theRunEndsAtTheFirstByteThatIsNotPrintable() {
        var failures: [String] = []
        for start in 0..<3 {
            for position in start..<26 {
                for bad in Self.notPrintable {
                    // Printable bytes at both edges of the range, then the bad byte, then
                    // bytes that would borrow or be flagged on their own.
                    for after: [UInt8] in [[], [0x20], [0x7E, 0x00], [0x80, 0x1F, 0x7F], [0x21, 0x7F]] {
                        var bytes = (0..<position).map { UInt8($0 % 2 == 0 ? 0x20 : 0x7E) }
                        bytes.append(bad)
                        bytes += after + Array(repeating: 0x41, count: 9)
                        let end = Self.runEnd(bytes, from: start)
                        if end != position { failures.append("from \(start), \(bad) at \(position), then \(after): \(end)") }
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) wrong:\n\(failures.prefix(10).joined(separator: "\n"))")
    }

    @Test func aRunToTheEndEndsAtTheCount() {
        for length in 0..<20 {
            let bytes = Array(repeating: UInt8(0x61), count: length)
            #expect(Self.runEnd(bytes, from: 0) == length)
        }
    }
}
