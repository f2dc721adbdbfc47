import Testing
@testable import MarqueeCore

/// The seam rules at a template's borders (docs/terminals.md, "Seams"): under a tmux
/// that draws a flag into the cell of the cluster before it (3.6 joins flag to flag), a
/// literal or a field that could meet a flag across a border is kept apart by one space,
/// and the line stays as wide as its parts.
@Suite struct TemplateSeamTests {
    private func line(_ text: String, _ template: String, terminal: String) throws -> Line {
        try TemplateLineTests.templateLine(text, ["-T", template, "--terminal", terminal, "-F", "plain"])
    }

    private func frame(_ line: Line, _ k: Int) -> String {
        TemplateLineTests.compose(line, options: ["-F", "plain"], frame: k)
    }

    @Test func twoFieldsOfFlagsShareASpaceTakenFromTheSecond() throws {
        let kept = try line("🇺🇸🇬🇧🇫🇷\t🇯🇵🇩🇪🇮🇹", "{1:4}{2:4}", terminal: "tmux-3.6")
        #expect(kept.width == 8)
        // tmux 3.6 draws a run of flags in one cell: each field's text is 2 columns.
        #expect(frame(kept, 0) == "🇺🇸🇬🇧🇫🇷  " + " " + "🇯🇵🇩🇪🇮🇹 ")
        #expect(kept.fields.map(\.width) == [4, 3])
        // A terminal that draws every cluster in cells of its own needs no space.
        let plain = try line("🇺🇸🇬🇧🇫🇷\t🇯🇵🇩🇪🇮🇹", "{1:4}{2:4}", terminal: "xterm")
        #expect(plain.fields.map(\.width) == [4, 4])
        #expect(frame(plain, 0) == "🇺🇸🇬🇧🇯🇵🇩🇪")
        #expect(frame(plain, 2) == "🇬🇧🇫🇷🇩🇪🇮🇹")
        // Plain text on one side: nothing to keep apart.
        #expect(try line("ab\t🇯🇵", "{1:2}{2:2}", terminal: "tmux-3.6").fields.map(\.width) == [2, 2])
    }

    /// A field with no text draws nothing: the pieces around it meet, and are kept apart
    /// as if it were not there (found by the fuzz target: Fuzz/regressions).
    @Test func anEmptyFieldLeavesItsNeighboursToMeet() throws {
        let kept = try line("x🇺🇸\t", "{1:3}{2}🇬🇧", terminal: "tmux-3.6")
        #expect(frame(kept, 0) == "x🇺🇸 🇬🇧")
        #expect(kept.width == 6)
        let plain = try line("x🇺🇸\t", "{1:3}{2}🇬🇧", terminal: "xterm")
        #expect(frame(plain, 0) == "x🇺🇸🇬🇧")
    }

    @Test func aLiteralFlagBetweenFieldsIsKeptApartOnBothSides() throws {
        let kept = try line("🇺🇸x\t🇬🇧y", "{1:3}🇫🇷{2:3}", terminal: "tmux-3.6")
        // A space after the first field's flag, and one after the literal's.
        #expect(frame(kept, 0) == "🇺🇸x 🇫🇷 🇬🇧y")
        #expect(kept.width == 3 + 1 + 2 + 1 + 3)
        let plain = try line("🇺🇸x\t🇬🇧y", "{1:3}🇫🇷{2:3}", terminal: "xterm")
        #expect(frame(plain, 0) == "🇺🇸x🇫🇷🇬🇧y")
    }
}
