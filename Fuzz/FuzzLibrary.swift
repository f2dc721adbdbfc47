// libFuzzer's entry point for the library's text calls: Fuzz/run-library compiles it with
// TerminalWidth and the invariants its tests check (TextCallInvariants.swift), which also
// say how an input is read (`check(fuzzInput:)`).
import TerminalWidth

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    do {
        try TextCallInvariants.check(fuzzInput: Array(UnsafeBufferPointer(start: data, count: size)))
    } catch {
        fatalError("\(error)")
    }
    return 0
}
