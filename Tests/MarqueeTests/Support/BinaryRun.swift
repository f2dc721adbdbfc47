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
    let process = Process()
    process.executableURL = URL(fileURLWithPath: marqueePath)
    process.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    env.removeValue(forKey: "NO_COLOR")
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let outputPipe = Pipe()
    let errorPipe = Pipe()
    process.standardOutput = outputPipe
    process.standardError = errorPipe
    let inputPipe = Pipe()
    if input != nil {
        process.standardInput = inputPipe
    } else {
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
    }
    try process.run()
    if let input {
        let writer = inputPipe.fileHandleForWriting
        DispatchQueue.global().async {
            try? writer.write(contentsOf: Data(input))
            try? writer.close()
        }
    }
    let output = DataBox()
    let errors = DataBox()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
        output.set(outputPipe.fileHandleForReading.readDataToEndOfFile())
        group.leave()
    }
    group.enter()
    DispatchQueue.global().async {
        errors.set(errorPipe.fileHandleForReading.readDataToEndOfFile())
        group.leave()
    }
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { usleep(10_000) }
    if process.isRunning {
        process.terminate()
        throw TimedOut(arguments: arguments)
    }
    group.wait()
    process.waitUntilExit()
    return RunResult(status: process.terminationStatus, standardOutput: [UInt8](output.get()),
                     standardError: String(decoding: errors.get(), as: UTF8.self))
}

/// Data handed from a reading thread to the test.
final class DataBox: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    func set(_ value: Data) { lock.withLock { data = value } }
    func get() -> Data { lock.withLock { data } }
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
