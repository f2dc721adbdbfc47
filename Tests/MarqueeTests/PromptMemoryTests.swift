import Foundation
import Testing

/// A prompt's frame is exact too (issue 37; docs/terminals.md, "Prompts" and "Memory"):
/// `PS1='$(marquee --once …)'` asks the terminal once, through the controlling terminal,
/// by the same protocol, and remembers its answers; the next call in that terminal, and
/// the next in-place start, ask nothing. Played by a scripted terminal answering as
/// Debian 12's kitty 0.26.5 and foot 1.13.1, whose releases draw otherwise than the
/// newest profiles.
@Suite(.serialized) struct PromptMemoryTests {
    struct Terminal: CustomTestStringConvertible, Sendable {
        let profile: String
        let script: ScriptedTerminal.Script
        let environment: [String: String]
        var testDescription: String { profile }
    }

    static let terminals = [
        Terminal(profile: "kitty-0.26",
                 script: .init(graphemeMode: 0, version: "kitty(0.26.5)", secondaryAttributes: "\u{1B}[>1;4000;26c",
                               attributes: "\u{1B}[?62;c"),
                 environment: ["TERM": "xterm-kitty", "KITTY_WINDOW_ID": "1"]),
        // foot 1.13.1 says its release in DA2 only.
        Terminal(profile: "foot-1.13",
                 script: .init(graphemeMode: 0, secondaryAttributes: "\u{1B}[>1;011301;0c", attributes: "\u{1B}[?62;4;22c"),
                 environment: ["TERM": "foot"]),
    ]

    /// Emoji these releases draw otherwise than their newest profiles: a skin tone, VS16,
    /// a Unicode 15 emoji, a flag.
    static let text = "ab👍🏽cd❤️ef🫨gh🇯🇵ij👨‍👩‍👧kl"
    static let query = "\u{1B}[?2027$p"

    /// Frame 7, as the prompt's command substitution prints it, twice in one terminal.
    private func promptTwice(_ terminal: Terminal) throws -> (ScriptedTerminal, [String]) {
        let frame = "x=$(\"$0\" --frame 7 -w 20 -- '\(PromptMemoryTests.text)'); printf 'FRAME<%s>' \"$x\"; "
        let scripted = try ScriptedTerminal(["/bin/sh", "-c", frame + frame, marqueePath], script: terminal.script,
                                            environment: terminal.environment)
        #expect(scripted.run() == 0)
        let frames = scripted.text.components(separatedBy: "FRAME<").dropFirst().map { $0.components(separatedBy: ">")[0] }
        return (scripted, frames)
    }

    @Test(arguments: terminals)
    func aPromptsFrameIsTheReleasesAndTheSecondCallAsksNothing(_ terminal: Terminal) throws {
        let (scripted, frames) = try promptTwice(terminal)
        let expected = try runMarquee(["--terminal", terminal.profile, "--frame", "7", "-w", "20", "--color", "always", "--",
                                       PromptMemoryTests.text]).output
        let newest = try runMarquee(["--terminal", String(terminal.profile.prefix { $0 != "-" }), "--frame", "7", "-w", "20",
                                     "--color", "always", "--", PromptMemoryTests.text]).output
        #expect(expected != newest, "the text must tell the release from the newest profile")
        #expect(frames.count == 2, "\(scripted.text.debugDescription)")
        for frame in frames {
            #expect(frame + "\n" == expected, "\(frame.debugDescription) against \(expected.debugDescription)")
        }
        let asked = scripted.text.components(separatedBy: PromptMemoryTests.query).count - 1
        #expect(asked == 1, "asked once, remembered for the second call: \(scripted.text.debugDescription)")
        #expect(!scripted.text.contains("\u{1B}[6n"), "a prompt draws no probe")
    }

    /// The memory's key names the terminal by its device number and the time the device
    /// was made (docs/terminals.md, "Memory"), as `stat` tells them for the terminal's
    /// own device.
    @Test func theMemorysKeyIsTheTerminalsDeviceAndItsTime() throws {
        let (scripted, _) = try promptTwice(PromptMemoryTests.terminals[0])
        let cache = try #require(scripted.ownCache) + "/marquee"
        let files = try FileManager.default.contentsOfDirectory(atPath: cache).filter { $0.hasPrefix("terminal-") }
        #expect(files.count == 1, "one terminal, one memory: \(files)")
        let text = try String(contentsOfFile: cache + "/" + #require(files.first), encoding: .utf8)
        var status = stat()
        try #require(stat(scripted.devicePath, &status) == 0)
        let device = UInt64(status.st_rdev)
        let major = (device >> 8) & 0xFFF | (device >> 32) & ~0xFFF
        let minor = (device & 0xFF) | (device >> 12) & ~0xFF
        let nanoseconds = String(status.st_ctim.tv_nsec)
        let key = "key device=\(major):\(minor) \(status.st_ctim.tv_sec)."
            + String(repeating: "0", count: 9 - nanoseconds.count) + nanoseconds
        #expect(text.split(separator: "\n").dropFirst().first.map(String.init) == key, "\(text.debugDescription)")
        #expect(text.contains("\nkey TERM=xterm-kitty\n") && text.contains("\nkey KITTY_WINDOW_ID=1\n"))
    }

    /// The README's prompt reads its text from a file (`< ~/.motd`): standard input is
    /// no terminal, yet the prompt's terminal is asked, through the controlling terminal.
    @Test func aPromptWhoseTextComesFromAFileAsksToo() throws {
        let kitty = PromptMemoryTests.terminals[0]
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-motd-\(UUID())").path
        try Data(PromptMemoryTests.text.utf8).write(to: URL(fileURLWithPath: file))
        defer { unlink(file) }
        let frame = "x=$(\"$0\" --frame 7 -w 20 < '\(file)'); printf 'FRAME<%s>' \"$x\"; "
        let scripted = try ScriptedTerminal(["/bin/sh", "-c", frame + frame, marqueePath], script: kitty.script,
                                            environment: kitty.environment)
        #expect(scripted.run() == 0)
        let frames = scripted.text.components(separatedBy: "FRAME<").dropFirst().map { $0.components(separatedBy: ">")[0] }
        let expected = try runMarquee(["--terminal", kitty.profile, "--frame", "7", "-w", "20", "--", PromptMemoryTests.text])
        #expect(frames.count == 2 && frames.allSatisfy { $0 + "\n" == expected.output }, "\(frames) against \(expected.output)")
        #expect(scripted.text.components(separatedBy: PromptMemoryTests.query).count - 1 == 1, "\(scripted.text.debugDescription)")
    }

    /// The same terminal's in-place start after the prompt asks nothing either: its
    /// answers are remembered, and `--explain` says where from.
    @Test func anInPlaceStartAfterThePromptReadsTheMemory() throws {
        let kitty = PromptMemoryTests.terminals[0]
        let shell = "x=$(\"$0\" --once -w 20 -- ab); \"$0\" --explain"
        let scripted = try ScriptedTerminal(["/bin/sh", "-c", shell, marqueePath], script: kitty.script,
                                            environment: kitty.environment)
        #expect(scripted.run() == 0)
        #expect(scripted.text.components(separatedBy: PromptMemoryTests.query).count - 1 == 1, "\(scripted.text.debugDescription)")
        #expect(scripted.text.contains("kitty-0.26: kitty: KITTY_WINDOW_ID is set; kitty 0.26.5"), "\(scripted.text)")
        #expect(scripted.text.contains("answers remembered for this terminal in "), "\(scripted.text)")
    }

    /// A terminal that never answers costs one wait (bounded), then is remembered as
    /// silent: the next prompt does not wait for it.
    @Test func aTerminalThatNeverAnswersIsWaitedForOnce() throws {
        var script = ScriptedTerminal.Script()
        script.answersNothing = true
        let shell = "x=$(\"$0\" --once -w 5 -- ab); date +%s.%N; x=$(\"$0\" --once -w 5 -- ab); date +%s.%N"
        let scripted = try ScriptedTerminal(["/bin/sh", "-c", shell, marqueePath], script: script)
        let started = Date().timeIntervalSince1970
        #expect(scripted.run(timeout: 15) == 0)
        let times = scripted.text.components(separatedBy: "\r\n").compactMap { Double($0.suffix(20)) }
        #expect(times.count == 2, "\(scripted.text.debugDescription)")
        guard times.count == 2 else { return }
        #expect(times[0] - started > 1, "the first call waits for the answer it asked")
        #expect(times[1] - times[0] < 0.5, "the second asks nothing and waits for nothing")
        #expect(scripted.text.components(separatedBy: PromptMemoryTests.query).count - 1 == 1)
    }
}
