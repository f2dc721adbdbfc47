import Testing

/// The committed profiles must be exactly what the generator makes from the committed
/// facts (Data/terminals/), as for the width tables.
@Suite struct TerminalProfilesGeneratorTests {
    @Test func generatorReproducesCommittedProfiles() throws {
        try GeneratorRun.expectReproduces(["Sources/TerminalWidth/Profiles/TerminalProfiles+Generated.swift"],
                                          script: "generate-terminal-profiles", minimumBytes: 10_000)
    }
}
