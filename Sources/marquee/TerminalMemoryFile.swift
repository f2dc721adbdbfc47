import MarqueeCore
import TerminalWidth

/// One terminal's memory on disk (docs/terminals.md, "Memory"): a small file in
/// marquee's cache directory, named by the digest of the terminal's identity, which the
/// file holds in full. A file that cannot be read, written or believed costs only the
/// questions again.
struct TerminalMemoryFile {
    let identity: String
    let path: String

    /// The file for the terminal that this process's variables and this device
    /// identify; nil where nothing does, or there is no cache directory. The variables
    /// are read here, not with the rest of the environment: only a start that asks the
    /// terminal needs them.
    init?(device: String?) {
        guard let identity = TerminalMemory.identity(device: device, value: System.environmentVariable),
              let path = CacheFile.path(named: TerminalMemory.fileName(identity: identity)) else { return nil }
        self.identity = identity
        self.path = path
    }

    /// What the file says of this terminal, if it says anything believable.
    func recall() -> TerminalMemory? {
        CacheFile.readBytes(path).flatMap { TerminalMemory(cacheBytes: $0, identity: identity) }
    }

    func remember(_ memory: TerminalMemory) {
        _ = CacheFile.write(path, memory.cacheText(identity: identity))
    }
}
