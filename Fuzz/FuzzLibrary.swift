// libFuzzer's entry point for the library's text calls: Fuzz/run-library compiles it with
// TerminalWidth and the invariants its tests check (TextCallInvariants.swift). The input's
// first byte picks the columns, the rest is the text (invalid UTF-8 replaced).
import TerminalWidth

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard let first = bytes.first else { return 0 }
    let columns = Int(first % 48)
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
    do {
        try TextCallInvariants.checkWrap(text, columns: max(columns, 1), indent: columns > 6 ? "> " : "")
        try TextCallInvariants.checkTruncate(text, columns: columns, ellipsis: first & 0x40 == 0 ? "…" : "...")
        try TextCallInvariants.checkPad(text, columns: columns)
        try TextCallInvariants.checkClip(text, columns: (columns / 3)..<columns)
    } catch {
        fatalError("\(error)")
    }
    return 0
}
