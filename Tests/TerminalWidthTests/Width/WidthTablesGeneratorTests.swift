import Testing

/// The committed tables (widths and segmentation) must be exactly what the generator
/// makes from the committed data: nobody edits a generated file by hand, and a change to
/// the generator or the data comes with the regenerated files.
@Suite struct WidthTablesGeneratorTests {
    @Test func generatorReproducesCommittedTables() throws {
        // The width tables, then the segmentation table, as the generator prints them.
        try GeneratorRun.expectReproduces(["Sources/TerminalWidth/Width/WidthTables+Generated.swift",
                                           "Sources/TerminalWidth/Width/ScalarProperties+Generated.swift"],
                                          script: "generate-width-tables", minimumBytes: 10_000)
    }
}
