import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What a program other than `marquee` printed, and how it ended.
struct ProgramResult {
    var status: Int32
    var output: String
    var errors: String

    /// Standard output's lines, without the empty one after the last newline.
    var lines: [String] {
        var lines = output.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

struct ProgramTimedOut: Error, CustomStringConvertible {
    let command: [String]
    var description: String { "\(command) did not end in time" }
}

/// Runs `program` (looked up in PATH) with standard input on /dev/null and collects
/// what it writes. `environment` is added to the test's own environment.
func runProgram(_ program: String, _ arguments: [String], environment: [String: String] = [:],
                timeout: TimeInterval = 30) throws -> ProgramResult {
    var env = ChildProcess.inheritedEnvironment
    for (key, value) in environment { env[key] = value }
    let output = OwnedPipe()
    let errors = OwnedPipe()
    let child = try ChildProcess(program, arguments, environment: env,
                                 output: .descriptor(output.writeEnd), error: .descriptor(errors.writeEnd))
    output.closeWriteEnd()
    errors.closeWriteEnd()
    let collectedOutput = output.collect()
    let collectedErrors = errors.collect()
    guard let status = child.wait(timeout: timeout) else {
        throw ProgramTimedOut(command: [program] + arguments)
    }
    return ProgramResult(status: status,
                         output: String(decoding: collectedOutput.get(), as: UTF8.self),
                         errors: String(decoding: collectedErrors.get(), as: UTF8.self))
}

/// A fresh directory under the system's temporary directory, removed by `remove()`.
struct ScratchDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("marquee-test-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    var path: String { url.path }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
