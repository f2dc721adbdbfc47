/// Asks the tmux on PATH its version (`tmux -V`), for `--format tmux` when the
/// environment does not say it (SPEC §2.7). Deciding what the answer means is the
/// core's (`TerminalDetection.decideForTmuxStatusLine`).
enum TmuxVersion {
    /// How long tmux has to answer.
    static let limitNanoseconds = 200_000_000

    /// What `tmux -V` printed, or nil: no tmux, a failure, or no answer within 200 ms.
    /// The child is killed and reaped in every case.
    static func ask() -> String? {
        guard let child = System.spawnProgram("tmux", ["-V"]) else { return nil }
        defer { System.closeDescriptor(child.output) }
        let deadline = System.monotonicNanoseconds() + limitNanoseconds
        var collected: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        var ended = false
        while !ended, collected.count < 4096 {
            let left = deadline - System.monotonicNanoseconds()
            guard left > 0 else { break }
            guard System.waitForInput(child.output, nanoseconds: left) else { continue }
            let result = buffer.withUnsafeMutableBytes { System.readAvailable(child.output, into: $0) }
            switch result {
            case .bytes(let count): collected += buffer[..<count]
            case .notYet: continue
            case .endOfFile, .failed: ended = true
            }
        }
        System.killGroup(child.pid)
        let status = System.exitStatus(of: child.pid, wait: true)
        guard ended, status == 0 else { return nil }
        return String(decoding: collected, as: UTF8.self)
    }
}
