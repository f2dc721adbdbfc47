import Testing
@testable import MarqueeCore

/// `-F tmux` against a model of what tmux does to a `#()` job's output: expanded once as
/// a format, then drawn. The model is held to what a real tmux 3.3a status line showed
/// (issue 17), and the real status line is checked end to end in TmuxStatusLineTests.
@Suite struct TmuxEscapingTests {
    /// Output written by hand, and what tmux 3.3a showed for it in its status line.
    @Test(arguments: [
        ("a##b", "a#b"), ("a####b", "a#b"), ("a########b", "a##b"), ("a##[x]b", "a#[x]b"),
        ("a####[x]b", "a##[x]b"), ("a##{host}b", "a#{host}b"), ("a##(echo hi)b", "a#(echo hi)b"),
    ])
    func modelShowsWhatTmuxShowed(_ output: String, _ shown: String) throws {
        #expect(try StatusBarRecovery.tmux(output) == shown)
    }

    /// A variable, and an odd run of `#` before an alias (`#h`, `#D`, …): format_expand1
    /// would replace them. Before any other letter a lone `#` stays as it is.
    @Test func modelRefusesWhatWouldOpenAFormat() {
        #expect(throws: FormatRecovery.Failure.self) { try StatusBarRecovery.tmux("a#{host}b") }
        #expect(throws: FormatRecovery.Failure.self) { try StatusBarRecovery.tmux("a###h") }
        #expect(throws: FormatRecovery.Failure.self) { try StatusBarRecovery.tmux("a###Db") }
    }

    static let followers = ["x", "[", "{", "(", ""]

    @Test(arguments: 1...5, followers)
    func runOfHashesShowsAsThePlainFrame(_ count: Int, _ follower: String) throws {
        let text = "a" + String(repeating: "#", count: count) + follower
        for colours in [false, true] {
            let styled = colours ? "\u{1B}[31m" + text + "\u{1B}[32m]\u{1B}[0mz" : text + "]z"
            let width = count + follower.count + 3
            let plain = try frameOutput(styled, ["-w", String(width), "-F", "plain"], frame: 0)
            let output = try frameOutput(styled, ["-w", String(width), "-F", "tmux", "--color", "always"], frame: 0)
            #expect(try StatusBarRecovery.tmux(output) == plain, "\(output.debugDescription)")
        }
    }

    @Test func hashesBeforeAStyleChangeAreNotReadAsTheStyle() throws {
        let output = try frameOutput("##\u{1B}[31mx", ["-w", "3", "-F", "tmux"], frame: 0)
        #expect(output == "#####[fg=colour1]x#[default]")
        #expect(try StatusBarRecovery.tmux(output) == "##x")
    }

    @Test func hashesAtTheEndAreFourfold() throws {
        #expect(try frameOutput("a#", ["-w", "2", "-F", "tmux"], frame: 0) == "a####")
    }
}
