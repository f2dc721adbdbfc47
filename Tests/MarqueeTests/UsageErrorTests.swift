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
        (["--height", "0", "x"], "--height"),
        (["-H", "-2", "x"], "-H"),
        (["--step", "0", "x"], "--step"),
        (["-s", "1.5", "x"], "-s"),
        (["--loops", "-1", "x"], "--loops"),
        (["-n", "many", "x"], "-n"),
        (["--timeout", "-1s", "x"], "--timeout"),
        (["-t", "1x", "x"], "-t"),
        (["--frames", "1e3", "x"], "--frames"),
        (["--frame", "4611686018427387904", "x"], "--frame"),
        (["--frame", "", "x"], "--frame"),
        (["--once", "--follow"], "--once"),
        (["--frame", "0", "--update", "date"], "--frame"),
        (["--update", "date", "hello"], "--update"),
        (["--every", "1", "x"], "--every"),
        (["--update", "date", "--every", "0"], "--every"),
        (["--tween", "1", "x"], "--tween"),
        (["--tween", "soon", "--follow"], "--tween"),
        (["--align", "middle", "x"], "--align"),
        (["--ambiguous-width", "3", "x"], "--ambiguous-width"),
        (["--tabsize", "0", "x"], "--tabsize"),
        (["--tabsize", "5000", "x"], "--tabsize"),
        (["--gap", "-1", "x"], "--gap"),
        (["--pause", "forever", "x"], "--pause"),
        (["--speed", "0", "x"], "--speed"),
        (["--speed", "fast", "x"], "--speed"),
        (["--lines=yes", "x"], "--lines"),
        (["-lq", "x"], "-q"),
        (["--once", "--interval", "0", "x"], "--once"),
        (["--dierction", "up", "x"], "--dierction"),
        (["--prefix"], "--prefix"),
        (["-m"], "-m"),
        (["-F", "JSON", "x"], "-F"),
        (["--width", "1000001", "x"], "--width"),
        (["--terminal", "vt100", "x"], "--terminal"),
        (["--terminal", "tmux", "x"], "--terminal"),
        (["--libc", "glibc2.39", "x"], "--libc"),
        (["--libc", "", "x"], "--libc"),
        (["--libc"], "--libc"),
        (["--cell-width", "U+E000-U+F8FF=3", "x"], "--cell-width"),
        (["--cell-width", "U+E000-U+F8FF=2,U+E0B0=1", "x"], "--cell-width"),
        (["--cell-width", "a=2", "x"], "--cell-width"),
        (["--cell-width", "U+E000", "x"], "--cell-width"),
        (["--cell-width", "", "x"], "--cell-width"),
        (["--cell-width", "\u{1B}[2J=2", "x"], "--cell-width"),
        (["--template", "{1:20} – {2:12", "x"], "--template"),
        (["-T", "{1:0}", "x"], "--template"),
        (["--template", "{1:5:spin}", "x"], "--template"),
        (["--template", "{}", "x"], "--template"),
        (["--template", "a}", "x"], "--template"),
        (["--template", "{1:5}", "-w", "10", "x"], "-w"),
        (["--field-separator", ",", "x"], "--field-separator"),
        (["-T", "{1:5}", "-d", "up", "x"], "-d up"),
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

    @Test(arguments: [("MARQUEE_TERMINAL", "vt100"), ("MARQUEE_LIBC", "glibc-2"), ("MARQUEE_LIBC", "bionic"),
                      ("MARQUEE_CELL_WIDTHS", "U+E000-U+F8FF=9"), ("MARQUEE_CELL_WIDTHS", "U+F8FF-U+E000=2")])
    func aBadVariableIsNamed(_ name: String, _ value: String) throws {
        let result = try runMarquee(["x"], environment: [name: value])
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix("marquee: \(name): "))
        #expect(result.standardError.filter { $0 == "\n" }.count == 1)
    }
}
