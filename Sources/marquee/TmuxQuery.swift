/// Runs the tmux on PATH with some arguments and collects what it prints, for the answers
/// the terminal choice needs from tmux (docs/terminals.md): its version, its server options.
/// What an answer means is the core's to decide.
enum TmuxQuery {
    /// What `tmux ARGUMENTS` printed, or nil: no tmux, a failure (exit status not 0), or
    /// no end by `deadline` (`System.monotonicNanoseconds()`). The child, in a process
    /// group of its own, is killed and reaped in every case.
    static func run(_ arguments: [String], until deadline: Int) -> String? {
        guard let child = System.spawnProgram("tmux", arguments) else { return nil }
        defer { System.closeDescriptor(child.output) }
        var collected: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        var ended = false
        while !ended, collected.count < 65_536 {
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
