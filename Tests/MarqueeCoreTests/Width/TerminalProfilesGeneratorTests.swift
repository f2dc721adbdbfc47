import Foundation
import Testing

/// The committed profiles must be exactly what the generator makes from the committed
/// facts (Data/terminals/), as for the width tables.
@Suite struct TerminalProfilesGeneratorTests {
    @Test func generatorReproducesCommittedProfiles() throws {
        let root = UnicodeTestData.repositoryRoot
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", root.appendingPathComponent("Scripts/generate-terminal-profiles").path,
                             "--stdout"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let generated = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let committed = try Data(contentsOf: root.appendingPathComponent(
            "Sources/MarqueeCore/Width/TerminalProfiles+Generated.swift"))
        #expect(generated.count > 10_000)
        #expect(generated == committed, "run: python3 Scripts/generate-terminal-profiles")
    }
}
