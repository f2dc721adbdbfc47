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
///                                       device: "136:3 1764250000.123456789")!
///     let said = TerminalMemory(answers: TerminalAnswers(graphemeMode: 0, version: "XTerm(379)", answered: true),
///                               askedVersion: true, roundTripNanoseconds: 2_000_000)
///     TerminalMemory(cacheText: said.cacheText(identity: key), identity: key) == said   // true
package struct TerminalMemory: Equatable, Sendable {
    /// What it answered; `answered` false: it does not answer.
    package let answers: TerminalAnswers
    /// Whether XTVERSION and DA2 were among the questions.
    package let askedVersion: Bool
    /// From the questions to DA1's answer; nil where it does not answer.
    package let roundTripNanoseconds: Int?

    package init(answers: TerminalAnswers, askedVersion: Bool, roundTripNanoseconds: Int?) {
        self.answers = answers
        self.askedVersion = askedVersion
        self.roundTripNanoseconds = roundTripNanoseconds
    }

    /// Whether these answers stand for `query`: the same questions, or more.
    package func answers(_ query: TerminalQuery) -> Bool {
        askedVersion || !query.asksVersion
    }

    /// Variables that name the terminal's kind, window, pane or connection, set by the
    /// terminal, multiplexer or ssh itself. The device does the identifying (see
    /// `identity`); these keep apart what a device could not: a terminal of another kind,
    /// or a connection, on a device of the same name and time. A short list: a start
    /// that asks reads each of them (28 of them cost it 50,000 instructions).
    package static let identityVariables = [
        "TERM", "SSH_CONNECTION", "TMUX_PANE", "STY", "KITTY_WINDOW_ID", "WINDOWID", "WEZTERM_PANE", "ALACRITTY_WINDOW_ID",
    ]

    /// What identifies the terminal: `device` (the terminal device's number and the time
    /// it was made, which a pseudo-terminal gets anew each time one is opened, so a
    /// number used again later is another device) and the variables above that are set,
    /// one `NAME=value` a line. nil without a device: nothing then keeps two terminals
    /// apart.
    package static func identity(_ variables: TerminalVariables, device: String?) -> String? {
        identity(device: device) { variables[$0] }
    }

    /// The same, each variable's value from `value` (nil: not set): the shell reads
    /// each of `identityVariables` from the process's environment as it goes.
    package static func identity(device: String?, value: (String) -> String?) -> String? {
        guard let device, !device.isEmpty else { return nil }
        // Appended piece by piece: interpolation costs a prompt's start more.
        var identity = "device="
        identity += device
        identity += "\n"
        for name in identityVariables {
            guard let value = value(name), !value.isEmpty else { continue }
            identity += name
            identity += "="
            identity += value
            identity += "\n"
        }
        return identity
    }

    /// The cache file's name for an identity: its digest (`StableDigest`), the identity
    /// itself inside the file, so that two identities
    /// with one digest are told apart there.
    package static func fileName(identity: String) -> String {
        "terminal-" + StableDigest.hex(identity)
    }

    private static let header = "marquee terminal 1"

    /// The file's text: the header, the identity (each line behind `key `), then what
    /// the terminal said.
    package func cacheText(identity: String) -> String {
        var text = String(decoding: TerminalMemory.preamble(identity: identity), as: UTF8.self)
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
    package init?(cacheText text: String, identity: String) {
        self.init(cacheBytes: Array(text.utf8), identity: identity)
    }

    /// The same, from the file's bytes. Read byte by byte: splitting into substrings
    /// would cost a prompt that reads its memory more than all the rest of its start.
    package init?(cacheBytes bytes: [UInt8], identity: String) {
        let expected = TerminalMemory.preamble(identity: identity)
        guard bytes.count >= expected.count, bytes[..<expected.count] == expected[...] else { return nil }
        var lines = Lines(bytes: bytes, start: expected.count)
        guard let asked = lines.next() else { return nil }
        if asked.elementsEqual("asked-version 1".utf8) {
            askedVersion = true
        } else if asked.elementsEqual("asked-version 0".utf8) {
            askedVersion = false
        } else {
            return nil
        }
        guard let first = lines.next() else { return nil }
        if first.elementsEqual("silent".utf8) {
            guard lines.isAtEnd else { return nil }
            answers = TerminalAnswers(answered: false)
            roundTripNanoseconds = nil
            return
        }
        guard let roundTrip = TerminalMemory.value(of: "round-trip-ns ", in: first).flatMap(TerminalMemory.number)
        else { return nil }
        var mode: Int?
        var version: String?
        var secondary: [Int]?
        while let line = lines.next() {
            if let value = TerminalMemory.value(of: "mode ", in: line), mode == nil {
                guard let number = TerminalMemory.number(value) else { return nil }
                mode = number
            } else if let value = TerminalMemory.value(of: "version ", in: line), version == nil {
                guard value.count <= 256, value.allSatisfy({ (0x20...0x7E).contains($0) }) else { return nil }
                version = String(decoding: value, as: UTF8.self)
            } else if let value = TerminalMemory.value(of: "da2 ", in: line), secondary == nil {
                var numbers: [Int] = []
                var start = value.startIndex
                for index in value.indices where value[index] == 0x3B {
                    guard let number = TerminalMemory.number(value[start..<index]) else { return nil }
                    numbers.append(number)
                    start = index + 1
                }
                guard let last = TerminalMemory.number(value[start...]), numbers.count < 8 else { return nil }
                numbers.append(last)
                secondary = numbers
            } else {
                return nil
            }
        }
        guard lines.isAtEnd else { return nil }
        answers = TerminalAnswers(graphemeMode: mode, version: version, secondaryAttributes: secondary, answered: true)
        roundTripNanoseconds = roundTrip
    }

    /// The file's first lines: the header, then each line of the identity behind `key `
    /// (empty lines left out). Written as bytes and compared as bytes: a start that reads
    /// its memory compares them in one run.
    private static func preamble(identity: String) -> [UInt8] {
        var bytes = Array(header.utf8)
        bytes.reserveCapacity(bytes.count + identity.utf8.count + 64)
        bytes.append(0x0A)
        var inLine = false
        for byte in identity.utf8 {
            if byte == 0x0A {
                if inLine { bytes.append(0x0A) }
                inLine = false
                continue
            }
            if !inLine { bytes.append(contentsOf: "key ".utf8) }
            inLine = true
            bytes.append(byte)
        }
        if inLine { bytes.append(0x0A) }
        return bytes
    }

    /// What follows `name` on `line`, if the line starts with it.
    private static func value(of name: StaticString, in line: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        let prefix = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
        guard line.count >= prefix.count, line.prefix(prefix.count).elementsEqual(prefix) else { return nil }
        return line.dropFirst(prefix.count)
    }

    /// A file's lines, each ended by a line feed; what follows the last one is no line.
    private struct Lines {
        let bytes: [UInt8]
        var start = 0

        /// Whether every byte was a whole line.
        var isAtEnd: Bool { start == bytes.count }

        mutating func next() -> ArraySlice<UInt8>? {
            guard let end = bytes[start...].firstIndex(of: 0x0A) else { return nil }
            defer { start = end + 1 }
            return bytes[start..<end]
        }
    }

    /// A decimal number of at most 12 digits (a round trip of 15 minutes in nanoseconds).
    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        guard !digits.isEmpty, digits.count <= 12 else { return nil }
        var value = 0
        for digit in digits {
            guard (0x30...0x39).contains(digit) else { return nil }
            value = value * 10 + Int(digit - 0x30)
        }
        return value
    }
}
