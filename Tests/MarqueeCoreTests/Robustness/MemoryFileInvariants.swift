#if canImport(MarqueeCore)
@testable import MarqueeCore
#endif

/// What must hold for any bytes in a terminal's memory file (docs/terminals.md,
/// "Memory"): reading them never fails but by saying nil; what is believed is what a file
/// written for it would say, and the file for another identity is never believed.
enum MemoryFileInvariants {
    static let identity = "device=/dev/pts/1 1764250000.000000001\nTERM=xterm-256color\n"

    static func check(_ input: [UInt8]) throws(InvariantViolation) {
        func violated(_ what: String) -> InvariantViolation {
            InvariantViolation(what: "memory file: \(what)", output: input)
        }
        // The input as the body of a file that is this terminal's, so that the parser
        // gets past the key.
        var keyed = Array("marquee terminal 1\n".utf8)
        for line in identity.split(separator: "\n") { keyed += Array("key \(line)\n".utf8) }
        keyed += input
        for bytes in [input, keyed] {
            guard let memory = TerminalMemory(cacheBytes: bytes, identity: identity) else { continue }
            let written = memory.cacheText(identity: identity)
            if TerminalMemory(cacheText: written, identity: identity) != memory { throw violated("written and read differ") }
            if TerminalMemory(cacheBytes: bytes, identity: identity + "TMUX_PANE=%1\n") != nil {
                throw violated("believed for another identity")
            }
            if let version = memory.answers.version, !version.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) {
                throw violated("a version that is not printable text")
            }
        }
    }
}
