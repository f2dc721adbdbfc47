import Testing
@testable import MarqueeCore
@testable import TerminalWidth

/// What a terminal said, remembered by what identifies it (docs/terminals.md, "Memory"):
/// read back as written, for its own identity only, and nothing else in a file believed.
@Suite struct TerminalMemoryTests {
    static let identity = TerminalMemory.identity(["TERM": "xterm-kitty", "KITTY_WINDOW_ID": "3", "KITTY_PID": "812"],
                                                  device: "/dev/pts/4 1764250000.000000123")!
    static let kitty = TerminalMemory(answers: TerminalAnswers(graphemeMode: 0, version: "kitty(0.26.5)",
                                                               secondaryAttributes: [1, 4000, 26], answered: true),
                                      askedVersion: true, roundTripNanoseconds: 3_400_000)
    static let silent = TerminalMemory(answers: TerminalAnswers(answered: false), askedVersion: false,
                                       roundTripNanoseconds: nil)

    @Test(arguments: [kitty, silent])
    func whatIsWrittenIsReadBack(_ memory: TerminalMemory) {
        let text = memory.cacheText(identity: Self.identity)
        #expect(TerminalMemory(cacheText: text, identity: Self.identity) == memory, "\(text)")
    }

    @Test func theIdentityIsTheDeviceAndTheTerminalsOwnVariables() {
        #expect(Self.identity == "device=/dev/pts/4 1764250000.000000123\nTERM=xterm-kitty\nKITTY_WINDOW_ID=3\n",
                "the device, then the variables of the list that are set, in its order; no other")
        #expect(TerminalMemory.identity(["TERM": "xterm-kitty"], device: nil) == nil, "no device, no memory")
        let remote = TerminalMemory.identity(["TERM": "tmux-256color", "SSH_CONNECTION": "10.0.0.2 51234 10.0.0.9 22"],
                                             device: "/dev/pts/4 1764250000.000000123")
        #expect(remote != Self.identity && remote?.contains("SSH_CONNECTION=10.0.0.2 51234") == true)
        #expect(TerminalMemory.fileName(identity: Self.identity).hasPrefix("terminal-"))
        #expect(TerminalMemory.fileName(identity: Self.identity) != TerminalMemory.fileName(identity: remote!))
    }

    /// Another terminal, the same pseudo-terminal number opened again later, or a digest
    /// shared by two identities: the file is not this terminal's.
    @Test func anotherTerminalsFileIsNotBelieved() {
        let text = Self.kitty.cacheText(identity: Self.identity)
        let reopened = Self.identity.replacingOccurrences(of: "000000123", with: "000000999")
        #expect(TerminalMemory(cacheText: text, identity: reopened) == nil)
        #expect(TerminalMemory(cacheText: text, identity: Self.identity + "TMUX_PANE=%1\n") == nil)
    }

    @Test(arguments: [
        "", "marquee terminal 2\n", "marquee probe 3\nvs16 1\n",
        // a line too many, out of place, twice, or a value out of range
        "KEY\nasked-version 1\nround-trip-ns 5\nmode 0\nmode 1\n",
        "KEY\nasked-version 1\nround-trip-ns 5\nversion x\u{1B}y\n",
        "KEY\nasked-version 1\nround-trip-ns 5\nda2 1;x;0\n",
        "KEY\nasked-version 1\nround-trip-ns 99999999999999\n",
        "KEY\nasked-version 2\nsilent\n",
        "KEY\nasked-version 1\nsilent\nmode 0\n",
        "KEY\nasked-version 1\nmode 0\nround-trip-ns 5\n",
        "KEY\nasked-version 1\nround-trip-ns 5\nfuture 1\n",
        "KEY\nasked-version 1\nround-trip-ns 5",
    ])
    func aDamagedOrForeignFileIsNotBelieved(_ text: String) {
        let key = Self.identity.split(separator: "\n").map { "key \($0)" }.joined(separator: "\n")
        let file = text.hasPrefix("KEY") ? "marquee terminal 1\n" + text.replacingOccurrences(of: "KEY", with: key) : text
        #expect(TerminalMemory(cacheText: file, identity: Self.identity) == nil, "\(file.debugDescription)")
    }

    @Test func answersStandForTheSameQuestionsOrFewer() {
        #expect(Self.kitty.answers(TerminalQuery(asksVersion: true)))
        #expect(Self.kitty.answers(TerminalQuery(asksVersion: false)))
        #expect(!Self.silent.answers(TerminalQuery(asksVersion: true)), "asked less than now: ask again")
    }
}
