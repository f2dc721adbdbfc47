// libFuzzer's entry point: Fuzz/run compiles it with the core's sources and the test files
// it shares (the case and invariants, the format decoders, the reference width); it is not
// part of the package: libFuzzer brings its own main.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    do {
        try FuzzCase.run(Array(UnsafeBufferPointer(start: data, count: size)))
    } catch {
        fatalError(error.description)
    }
    return 0
}
