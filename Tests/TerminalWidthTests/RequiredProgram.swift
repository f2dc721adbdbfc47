import Foundation
import Testing

/// A program from outside the Swift toolchain that a library test runs (python3, for the
/// generator tests). Without it the test is cancelled, naming it, so that `swift test`
/// passes on a machine with only the toolchain; with MARQUEE_REQUIRE_TOOLS=1 (CI) it
/// fails instead. The end-to-end tests' RequiredTool says the same; the two targets share
/// no code.
enum RequiredProgram {
    static func require(_ program: String) throws {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let found = path.split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: $0 + "/" + program)
        }
        guard !found else { return }
        let absence = "needs \(program), not found on PATH"
        let required = ProcessInfo.processInfo.environment["MARQUEE_REQUIRE_TOOLS"] ?? ""
        if !required.isEmpty && required != "0" {
            throw MissingProgram(description: absence + " (MARQUEE_REQUIRE_TOOLS is set, so this test may not be skipped)")
        }
        try Test.cancel(Comment(rawValue: absence))
    }
}

struct MissingProgram: Error, CustomStringConvertible {
    let description: String
}
