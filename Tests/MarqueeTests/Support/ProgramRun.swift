import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What a program printed, and how it ended.
struct RunResult {
    var status: Int32
    var standardOutput: [UInt8]
    var standardError: String

    var output: String { String(decoding: standardOutput, as: UTF8.self) }
    var errors: String { standardError }

    /// Standard output's lines, without the empty one after the last newline.
    var lines: [String] {
        var lines = output.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

struct TimedOut: Error, CustomStringConvertible {
    let command: [String]
    var description: String { "\(command) did not end in time" }
}

/// Runs `program` (looked up in PATH) to its end, feeding `input` on standard input
/// (nil: /dev/null), and collects what it writes. `environment` is added to `base`, the
/// test's own environment unless given (one with variables removed: GlibcLocales).
func runProgram(_ program: String, _ arguments: [String], input: [UInt8]? = nil,
                environment: [String: String] = [:], base: [String: String] = ChildProcess.inheritedEnvironment,
                timeout: TimeInterval = 30) throws -> RunResult {
    var env = base
    for (key, value) in environment { env[key] = value }
    let output = OwnedPipe()
    let errors = OwnedPipe()
    let inputPipe = OwnedPipe()
    let child = try ChildProcess(program, arguments, environment: env,
                                 input: input == nil ? .null : .descriptor(inputPipe.readEnd),
                                 output: .descriptor(output.writeEnd), error: .descriptor(errors.writeEnd), detached: true)
    output.closeWriteEnd()
    errors.closeWriteEnd()
    let collectedOutput = output.collect()
    let collectedErrors = errors.collect()
    if let input {
        let fd = inputPipe.writeEnd
        Thread {
            input.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                    if written <= 0 { break }
                    offset += written
                }
            }
            inputPipe.closeWriteEnd()
        }.start()
    } else {
        inputPipe.closeWriteEnd()
    }
    guard let status = child.wait(timeout: timeout) else {
        throw TimedOut(command: [program] + arguments)
    }
    return RunResult(status: status, standardOutput: [UInt8](collectedOutput.get()),
                     standardError: String(decoding: collectedErrors.get(), as: UTF8.self))
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
