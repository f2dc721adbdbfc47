// libFuzzer target: arbitrary bytes become options and a text, and every frame they
// make is checked against the invariants of SPEC §3 and §5. Built by Fuzz/run with the
// core's sources (it is not part of the package: libFuzzer brings its own main).

/// Stops the run so libFuzzer records the input.
func violated(_ what: String, _ output: [UInt8]) -> Never {
    fatalError("\(what): \(String(decoding: output, as: UTF8.self).debugDescription)")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    guard input.count >= 6 else { return 0 }
    let knobs = input.prefix(6)
    let text = Array(input.dropFirst(6))

    let width = Int(knobs[0] % 40) + 1
    let modes = ["scroll", "slide", "bounce", "page", "static"]
    let directions = ["left", "right", "up", "down"]
    let formats = OutputFormat.allCases.map(\.rawValue)
    var arguments = ["-w", String(width), "-H", String(Int(knobs[1] % 5) + 1),
                     "-m", modes[Int(knobs[1] / 5) % modes.count],
                     "-d", directions[Int(knobs[2] % 4)],
                     "-F", formats[Int(knobs[2] / 4) % formats.count],
                     "-s", String(Int(knobs[3] % 7) + 1), "--color", "always", "-i", "1",
                     "--pause", String(Int(knobs[3] / 7) % 3)]
    if knobs[4] & 1 != 0 { arguments.append("--always") }
    if knobs[4] & 2 != 0 { arguments.append("--enter") }
    if knobs[4] & 4 != 0 { arguments += ["--align", "center"] }
    if knobs[4] & 8 != 0 { arguments += ["--separator", ""] }
    if knobs[4] & 16 != 0 { arguments += ["--ambiguous-width", "2"] }
    if knobs[4] & 32 != 0 { arguments += ["--prefix", "\u{1B}[1m<", "--suffix", ">"] }
    if knobs[4] & 64 != 0 { arguments += ["--tabsize", "3"] }
    guard let parsed = try? ArgumentParser.parse(arguments + ["--", "x"]),
          let settings = try? Settings(resolving: parsed, in: Environment())
    else { fatalError("fuzz harness made bad arguments: \(arguments)") }

    let laidOut = LaidOutText(text: text, settings: settings.text)
    let ticker = Ticker(text: laidOut, settings: settings, environment: Environment())
    var composer = FrameComposer(format: settings.format, keepsStyles: settings.keepsStyles, text: laidOut)
    let frames = [0, 1, Int(knobs[5]), Int(knobs[5]) * 977 + 13, (1 << 62) - 1 - Int(knobs[5])]
    for frame in frames {
        var output: [UInt8] = []
        composer.compose(ticker, frame: frame, into: &output)
        FrameInvariants.check(output, format: settings.format, rows: ticker.height,
                              columns: width + laidOut.prefix.columnCount + laidOut.suffix.columnCount,
                              widths: settings.text.widths)
    }
    return 0
}
