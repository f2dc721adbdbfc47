import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The `marquee` binary built next to the test runner.
let marqueePath: String = {
    let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var directory = runner.deletingLastPathComponent()
    // swift-testing may run from inside an .xctest bundle directory on some platforms.
    while !FileManager.default.isExecutableFile(atPath: directory.appendingPathComponent("marquee").path),
          directory.path != "/" {
        directory = directory.deletingLastPathComponent()
    }
    return directory.appendingPathComponent("marquee").path
}()

/// The root of the repository, for data files.
let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

struct RunResult {
    var status: Int32
    var standardOutput: [UInt8]
    var standardError: String

    var output: String { String(decoding: standardOutput, as: UTF8.self) }
    var lines: [String] {
        var lines = output.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

struct TimedOut: Error, CustomStringConvertible {
    let arguments: [String]
    var description: String { "marquee \(arguments) did not end in time" }
}

/// Runs `marquee` with `arguments` to its end, feeding `input` on standard input
/// (nil: /dev/null), and collects what it writes.
func runMarquee(_ arguments: [String], input: [UInt8]? = nil, environment: [String: String] = [:],
                timeout: TimeInterval = 20) throws -> RunResult {
    var env = ChildProcess.inheritedEnvironment
    for (key, value) in environment { env[key] = value }
    let output = OwnedPipe()
    let errors = OwnedPipe()
    let inputPipe = OwnedPipe()
    let child = try ChildProcess(marqueePath, arguments, environment: env,
                                 input: input == nil ? .null : .descriptor(inputPipe.readEnd),
                                 output: .descriptor(output.writeEnd), error: .descriptor(errors.writeEnd))
    output.closeWriteEnd()
    errors.closeWriteEnd()
    let collectedOutput = output.collect()
    let collectedErrors = errors.collect()
    if let input {
        let fd = inputPipe.writeEnd
        let writer = Thread {
            input.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                    if written <= 0 { break }
                    offset += written
                }
            }
            inputPipe.closeWriteEnd()
        }
        writer.start()
    } else {
        inputPipe.closeWriteEnd()
    }
    guard let status = child.wait(timeout: timeout) else { throw TimedOut(arguments: arguments) }
    return RunResult(status: status, standardOutput: [UInt8](collectedOutput.get()),
                     standardError: String(decoding: collectedErrors.get(), as: UTF8.self))
}

/// Removes ANSI escape sequences, for checking what a frame shows.
func visibleText(_ text: String) -> String {
    var result = ""
    var iterator = text.unicodeScalars.makeIterator()
    while let scalar = iterator.next() {
        guard scalar == "\u{1B}" else { result.unicodeScalars.append(scalar); continue }
        guard let next = iterator.next() else { break }
        if next == "[" {
            while let c = iterator.next(), !(0x40...0x7E).contains(c.value) {}
        } else if next == "]" {
            var previous: Unicode.Scalar = " "
            while let c = iterator.next() {
                if c == "\u{07}" || (previous == "\u{1B}" && c == "\\") { break }
                previous = c
            }
        }
    }
    return result
}
