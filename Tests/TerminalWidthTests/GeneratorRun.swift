import Foundation
import Testing
import TestSupport

/// A generator script's `--stdout`, compared with the files it writes: nobody edits a
/// generated file by hand, and a change to a generator or its data comes with the
/// regenerated files.
enum GeneratorRun {
    /// Runs `Scripts/<script> --stdout` and expects exactly the committed `files`, in the
    /// order the script prints them, at least `minimumBytes` long in all.
    static func expectReproduces(_ files: [String], script: String, minimumBytes: Int) throws {
        try RequiredProgram.require("python3")
        let root = UnicodeTestData.repositoryRoot
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", root.appendingPathComponent("Scripts/" + script).path, "--stdout"]
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
                "\(script) failed: \(String(decoding: diagnostics, as: UTF8.self))")
        let committed = try files.map { try Data(contentsOf: root.appendingPathComponent($0)) }.reduce(Data(), +)
        #expect(generated.count > minimumBytes)
        #expect(generated == committed, "run: python3 Scripts/\(script)")
    }
}
