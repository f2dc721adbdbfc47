import Testing
@testable import MarqueeCore

/// `--shrink` (issue 17): text that fits is its own width, in every format; text that
/// does not fit still scrolls in exactly W columns.
@Suite struct ShrinkTests {
    @Test(arguments: OutputFormat.allCases)
    func fittingTextIsNotPadded(_ format: OutputFormat) throws {
        let shrunk = try frameOutput("short", ["-w", "20", "--shrink", "-F", format.rawValue], frame: 3)
        let plain = try frameOutput("short", ["-w", "20", "--shrink", "-F", "plain"], frame: 3)
        #expect(plain == "short")
        #expect(try FormatRecovery.plainText(of: shrunk, format: format) == "short")
    }

    @Test(arguments: OutputFormat.allCases)
    func textThatDoesNotFitStillScrollsInW(_ format: OutputFormat) throws {
        for frame in [0, 5] {
            let options = ["-w", "8", "-F", format.rawValue]
            #expect(try frameOutput("a longer text", options + ["--shrink"], frame: frame)
                    == frameOutput("a longer text", options, frame: frame))
        }
        #expect(try frameOutput("a longer text", ["-w", "8", "--shrink", "-F", "plain"], frame: 5) == "ger text")
    }

    @Test func emptyTextGivesAnEmptyFrameAndAlwaysKeepsTheWidth() throws {
        #expect(try frameOutput("", ["-w", "6", "--shrink"], frame: 0) == "")
        #expect(try frameOutput("ab", ["-w", "6", "--shrink", "--always", "-F", "plain"], frame: 0).count == 6)
    }
}
