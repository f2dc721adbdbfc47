import Testing
@testable import MarqueeCore

/// `--prefix` and `--suffix` in every format: fixed text around the viewport, escaped
/// for the consumer like the text, so it shows exactly as in the plain frame.
@Suite struct AffixFormatTests {
    static let affixes: [(prefix: String, suffix: String, shown: (String, String))] = [
        ("[#%&<", ">|", ("[#%&<", ">|")),
        ("#(x) %{A1:y:} <b>", " &amp; ##", ("#(x) %{A1:y:} <b>", " &amp; ##")),
        // Styling in an affix is kept as styling, never shown as text.
        ("\u{1B}[1m<\u{1B}[0m", "\u{1B}[31m>", ("<", ">")),
        ("中 ", " 👍🏽", ("中 ", " 👍🏽")),
    ]

    @Test(arguments: OutputFormat.allCases)
    func affixesStandAroundTheFrameInEveryFormat(_ format: OutputFormat) throws {
        for (prefix, suffix, shown) in Self.affixes {
            for frame in [0, 3, 11] {
                let options = ["-w", "7", "--always", "--prefix", prefix, "--suffix", suffix]
                let bare = try frameOutput("abcdefghij", ["-w", "7", "--always", "-F", "plain"], frame: frame)
                let output = try frameOutput("abcdefghij", options + ["-F", format.rawValue, "--color", "always"],
                                             frame: frame)
                #expect(try FormatRecovery.plainText(of: output, format: format) == shown.0 + bare + shown.1,
                        "\(format) \(prefix.debugDescription) frame \(frame): \(output.debugDescription)")
            }
        }
    }
}
