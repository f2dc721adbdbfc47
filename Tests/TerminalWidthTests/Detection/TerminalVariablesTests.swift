import Testing
@testable import TerminalWidth

/// The set variables that name a terminal: read, set, unset, merged, compared
/// whatever the order they were set in.
@Suite struct TerminalVariablesTests {
    @Test func setReadAndUnset() {
        var variables: TerminalVariables = ["TERM": "xterm", "TMUX": "/tmp/t,1,0"]
        #expect(variables["TERM"] == "xterm")
        #expect(variables["STY"] == nil)
        variables["TERM"] = "screen"
        #expect(variables["TERM"] == "screen")
        variables["TERM"] = nil
        #expect(variables["TERM"] == nil)
        #expect(variables == ["TMUX": "/tmp/t,1,0"])
    }

    @Test func mergingSetsTheOthersOverThese() {
        let base: TerminalVariables = ["TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.6"]
        let merged = base.merging(["TERM_PROGRAM_VERSION": "3.7c", "TMUX": "x"])
        #expect(merged == ["TMUX": "x", "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.7c"])
        #expect(merged != base)
        let setInOneOrder: TerminalVariables = ["A": "1", "B": "2"]
        let oneOfThem: TerminalVariables = ["A": "1"]
        #expect(setInOneOrder == ["B": "2", "A": "1"])
        #expect(oneOfThem != ["A": "1", "B": "2"])
    }
}
