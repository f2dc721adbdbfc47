import Foundation
import Testing

/// The committed tables (widths and segmentation) must be exactly what the generator
/// makes from the committed data: nobody edits a generated file by hand, and a change to
/// the generator or the data comes with the regenerated files.
@Suite struct WidthTablesGeneratorTests {
    @Test func generatorReproducesCommittedTables() throws {
        let root = UnicodeTestData.repositoryRoot
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", root.appendingPathComponent("Scripts/generate-width-tables").path,
                             "--stdout"]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read before waiting, so a full pipe cannot stall the generator.
        let generated = output.fileHandleForReading.readDataToEndOfFile()
        let diagnostics = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0,
                "generator failed: \(String(decoding: diagnostics, as: UTF8.self))")

        // The width tables, then the segmentation table, as the generator prints them.
        let committed = try ["Sources/MarqueeCore/Width/WidthTables+Generated.swift",
                             "Sources/MarqueeCore/Text/GraphemeBreakProperties+Generated.swift"]
            .map { try Data(contentsOf: root.appendingPathComponent($0)) }
            .reduce(Data(), +)
        #expect(generated.count > 10_000)
        #expect(generated == committed, "run: python3 Scripts/generate-width-tables")
    }
}
