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

/// Runs `marquee` with `arguments` to its end, feeding `input` on standard input
/// (nil: /dev/null), and collects what it writes.
func runMarquee(_ arguments: [String], input: [UInt8]? = nil, environment: [String: String] = [:],
                timeout: TimeInterval = 20) throws -> RunResult {
    try runProgram(marqueePath, arguments, input: input, environment: environment, timeout: timeout)
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
