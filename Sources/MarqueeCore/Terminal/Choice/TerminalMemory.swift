import TerminalWidth

/// What one terminal said, remembered for as long as it lives (docs/terminals.md,
/// "Memory"), so that the next start in it (a prompt, a status refresh, another ticker)
/// asks nothing: its answers to `TerminalQuery` and their round trip, or that it does not
/// answer. The probe's result needs no place here: it is cached by the release the
/// answers identify (`TerminalProbe.cacheName`), which these answers give again.
///
/// Pure: the shell finds the identity's parts and reads and writes the file.
///
///     let key = TerminalMemory.identity(["TERM": "xterm-256color", "WINDOWID": "41943054"],
///                                       device: "/dev/pts/3 1764250000.123456789")!
///     let said = TerminalMemory(answers: TerminalAnswers(graphemeMode: 0, version: "XTerm(379)", answered: true),
///                               askedVersion: true, roundTripNanoseconds: 2_000_000)
///     TerminalMemory(cacheText: said.cacheText(identity: key), identity: key) == said   // true
public struct TerminalMemory: Equatable, Sendable {
    /// What it answered; `answered` false: it does not answer.
    public let answers: TerminalAnswers
    /// Whether XTVERSION and DA2 were among the questions.
    public let askedVersion: Bool
    /// From the questions to DA1's answer; nil where it does not answer.
    public let roundTripNanoseconds: Int?

    public init(answers: TerminalAnswers, askedVersion: Bool, roundTripNanoseconds: Int?) {
        self.answers = answers
        self.askedVersion = askedVersion
        self.roundTripNanoseconds = roundTripNanoseconds
    }

    /// Whether these answers stand for `query`: the same questions, or more.
    public func answers(_ query: TerminalQuery) -> Bool {
        askedVersion || !query.asksVersion
    }

    /// Variables that tell one terminal (window, tab, pane, connection) from another
    /// while it lives, each set by the terminal or multiplexer itself: with the device,
    /// two terminals alive at once never share them, and `TERM` and the release
    /// variables keep a terminal that was replaced by another kind apart.
    public static let identityVariables = [
        "TERM", "TERM_PROGRAM", "TERM_PROGRAM_VERSION", "TERM_SESSION_ID", "ITERM_SESSION_ID", "WT_SESSION",
        "KITTY_PID", "KITTY_WINDOW_ID", "WINDOWID", "ALACRITTY_SOCKET", "ALACRITTY_WINDOW_ID", "WEZTERM_UNIX_SOCKET",
        "WEZTERM_PANE", "KONSOLE_DBUS_SESSION", "KONSOLE_DBUS_WINDOW", "KONSOLE_VERSION", "GNOME_TERMINAL_SCREEN",
        "VTE_VERSION", "XTERM_VERSION", "MLTERM", "TMUX", "TMUX_PANE", "STY", "WINDOW", "ZELLIJ_SESSION_NAME",
        "ZELLIJ_PANE_ID", "SSH_CONNECTION", "SSH_TTY",
    ]

    /// What identifies the terminal: `device` (the terminal device's path and the time
    /// it was made, which a pseudo-terminal gets anew each time one is opened, so a
    /// number used again later is another device) and the variables above that are set,
    /// one `NAME=value` a line. nil without a device: nothing then keeps two terminals
    /// apart.
    public static func identity(_ variables: TerminalVariables, device: String?) -> String? {
        guard let device, !device.isEmpty else { return nil }
        var identity = "device=\(device)\n"
        for name in identityVariables {
            guard let value = variables[name], !value.isEmpty else { continue }
            identity += "\(name)=\(value)\n"
        }
        return identity
    }

    /// The cache file's name for an identity: a digest (64-bit FNV-1a, stable across
    /// runs and machines), the identity itself inside the file, so that two identities
    /// with one digest are told apart there.
    public static func fileName(identity: String) -> String {
        var digest: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in identity.utf8 {
            digest = (digest ^ UInt64(byte)) &* 0x100_0000_01B3
        }
        let hex = String(digest, radix: 16)
        return "terminal-" + String(repeating: "0", count: 16 - hex.count) + hex
    }

    private static let header = "marquee terminal 1"

    /// The file's text: the header, the identity (each line behind `key `), then what
    /// the terminal said.
    public func cacheText(identity: String) -> String {
        var text = TerminalMemory.header + "\n"
        for line in identity.split(separator: "\n") { text += "key \(line)\n" }
        text += "asked-version \(askedVersion ? 1 : 0)\n"
        guard answers.answered, let roundTrip = roundTripNanoseconds else { return text + "silent\n" }
        text += "round-trip-ns \(roundTrip)\n"
        if let mode = answers.graphemeMode { text += "mode \(mode)\n" }
        if let version = answers.version { text += "version \(version)\n" }
        if let numbers = answers.secondaryAttributes {
            text += "da2 " + numbers.map(String.init).joined(separator: ";") + "\n"
        }
        return text
    }

    /// What a file says for `identity`; nil for anything else: another identity, another
    /// format, a line out of place or a value out of range. Nothing in a file that
    /// another program or an older marquee may have written is trusted.
    public init?(cacheText text: String, identity: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        guard lines.popFirst() == Substring(TerminalMemory.header) else { return nil }
        for line in identity.split(separator: "\n") {
            guard lines.popFirst() == "key " + line else { return nil }
        }
        guard let asked = lines.popFirst(), asked == "asked-version 0" || asked == "asked-version 1" else { return nil }
        askedVersion = asked == "asked-version 1"
        guard lines.last == "" else { return nil }
        lines = lines.dropLast()
        if lines.elementsEqual(["silent"]) {
            answers = TerminalAnswers(answered: false)
            roundTripNanoseconds = nil
            return
        }
        guard let trip = lines.popFirst(), trip.hasPrefix("round-trip-ns "),
              let roundTrip = TerminalMemory.number(trip.dropFirst(14)) else { return nil }
        var mode: Int?
        var version: String?
        var secondary: [Int]?
        for line in lines {
            if line.hasPrefix("mode "), mode == nil, let value = TerminalMemory.number(line.dropFirst(5)) {
                mode = value
            } else if line.hasPrefix("version "), version == nil,
                      line.utf8.dropFirst(8).allSatisfy({ (0x20...0x7E).contains($0) }), line.count <= 8 + 256 {
                version = String(line.dropFirst(8))
            } else if line.hasPrefix("da2 "), secondary == nil {
                let numbers = line.dropFirst(4).split(separator: ";", omittingEmptySubsequences: false)
                    .map { TerminalMemory.number($0) }
                guard numbers.count <= 8, numbers.allSatisfy({ $0 != nil }) else { return nil }
                secondary = numbers.map { $0! }
            } else {
                return nil
            }
        }
        answers = TerminalAnswers(graphemeMode: mode, version: version, secondaryAttributes: secondary, answered: true)
        roundTripNanoseconds = roundTrip
    }

    /// A decimal number of at most 12 digits (a round trip of 15 minutes in nanoseconds).
    private static func number(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 12, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return Int(text)
    }
}
