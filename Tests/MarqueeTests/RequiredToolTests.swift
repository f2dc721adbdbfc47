import Foundation
import Testing

/// The tools the tests need (Support/RequiredTool.swift): CI installs each of them, and a
/// missing one is skipped with its name, or fails under MARQUEE_REQUIRE_TOOLS=1.
@Suite struct RequiredToolTests {
    /// .ci/run looks for each tool as RequiredTool does and installs it when it is not
    /// there (or runs the script that makes it); a tool that only the tests know of would
    /// fail CI's every run.
    @Test(arguments: RequiredTool.all)
    func ciInstallsIt(_ tool: RequiredTool) throws {
        let script = try String(contentsOf: repositoryRoot.appendingPathComponent(".ci/run"), encoding: .utf8)
        let check = if let made = tool.madeBy {
            "[ -x \(made.path) ] || \(made.script)"
        } else if tool.isFile {
            "[ -f \(tool.location) ] || needed+=("
        } else {
            "command -v \(tool.location) >/dev/null 2>&1 || needed+=("
        }
        #expect(script.contains(check), "\(tool.name): no `\(check)…` in .ci/run")
    }

    @Test func aProgramNotOnPathIsMissingAndNamed() throws {
        let absent = RequiredTool(program: "marquee-no-such-program")
        #expect(!absent.isAvailable)
        #expect(RequiredTool(program: "sh").isAvailable)
        #expect(RequiredTool.absence(of: [absent]) == "needs marquee-no-such-program, not found on PATH")
        #expect(RequiredTool.absence(of: [.xterm, .xvfb]) == "needs xterm and Xvfb, not found on PATH")
        #expect(RequiredTool.absence(of: [.zsh, .fish, .bashCompletion])
            == "needs zsh and fish, not found on PATH, and bash-completion (/usr/share/bash-completion/bash_completion), not found")
    }

    @Test func aMissingToolSkipsOrFailsWhenEveryToolIsRequired() throws {
        #expect(try RequiredTool.shouldRun(missing: [], required: false))
        #expect(try RequiredTool.shouldRun(missing: [], required: true))
        #expect(try !RequiredTool.shouldRun(missing: [.xterm], required: false))
        let error = #expect(throws: MissingTool.self) { try RequiredTool.shouldRun(missing: [.xterm], required: true) }
        #expect(error?.description.hasPrefix("needs xterm, not found on PATH") == true)
    }
}

extension RequiredTool: CustomTestStringConvertible {
    var testDescription: String { name }
}
