import Testing

/// Bad command lines: each must exit 2 with one line on standard error naming the
/// option, and nothing on standard output.
@Suite struct UsageErrorTests {
    static let invocations: [(arguments: [String], names: String)] = [
        (["--widht", "10", "x"], "--widht"),
        (["--width", "0", "x"], "--width"),
        (["--width", "ten", "x"], "--width"),
        (["-w"], "-w"),
        (["--interval", "soon", "x"], "--interval"),
        (["--speed", "-1", "x"], "--speed"),
        (["--mode", "spin", "x"], "--mode"),
        (["--direction", "sideways", "x"], "--direction"),
        (["--frame", "-1", "x"], "--frame"),
        (["--inplace", "--lines", "x"], "--inplace"),
        (["--frame", "1", "--once", "x"], "--frame"),
        (["--interval", "1", "--speed", "2", "x"], "--interval"),
        (["--separator", "x", "--gap", "2", "x"], "--separator"),
        (["--follow", "text"], "--follow"),
        (["--always=1", "x"], "--always"),
        (["-q", "x"], "-q"),
        (["--color", "sometimes", "x"], "--color"),
        (["--format", "html", "x"], "--format"),
    ]

    @Test(arguments: invocations.indices)
    func exitsTwoWithOneLine(_ index: Int) throws {
        let (arguments, name) = Self.invocations[index]
        let result = try runMarquee(arguments)
        #expect(result.status == 2, "\(arguments)")
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix("marquee: "))
        #expect(result.standardError.filter { $0 == "\n" }.count == 1)
        #expect(result.standardError.contains(name))
    }
}
