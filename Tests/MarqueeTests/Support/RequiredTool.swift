import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A program (or file) from outside the Swift toolchain that some tests run. Without it
/// those tests are skipped with a comment naming what is missing, so that `swift test`
/// passes on a machine that has only the toolchain. With MARQUEE_REQUIRE_TOOLS=1 (CI sets
/// it once .ci/run has installed them all) a missing one fails the test instead: a
/// machine that is meant to run everything must not quietly run less.
struct RequiredTool: Sendable, Hashable {
    /// What a skip comment calls it.
    let name: String
    /// A program looked up in PATH, or the absolute path of a file that must exist.
    let location: String
    /// For a file that a script of the repository makes outside git: the script and the
    /// file's path, both from the repository's root (where .ci/run runs them).
    let madeBy: Script?

    struct Script: Sendable, Hashable {
        let script: String
        let path: String
    }

    init(program: String) {
        name = program
        location = program
        madeBy = nil
    }

    init(name: String, file: String) {
        self.name = name
        location = file
        madeBy = nil
    }

    init(name: String, file path: String, madeBy script: String) {
        self.name = name
        location = repositoryRoot.appendingPathComponent(path).path
        madeBy = Script(script: script, path: path)
    }

    static let tmux = RequiredTool(program: "tmux")
    static let screen = RequiredTool(program: "screen")
    static let xterm = RequiredTool(program: "xterm")
    static let xvfb = RequiredTool(program: "Xvfb")
    static let zsh = RequiredTool(program: "zsh")
    static let fish = RequiredTool(program: "fish")
    static let mandoc = RequiredTool(program: "mandoc")
    static let man = RequiredTool(program: "man")
    static let python3 = RequiredTool(program: "python3")
    static let make = RequiredTool(program: "make")
    static let pgrep = RequiredTool(program: "pgrep")
    static let readelf = RequiredTool(program: "readelf")
    /// Compiles glibc's locale sources; only a glibc system has it.
    static let localedef = RequiredTool(program: "localedef")
    /// Debian 12's other terminals, each run under Xvfb, foot in cage, a Wayland
    /// compositor, which needs Xwayland (RealTerminalWidthTests): those that install in
    /// CI's time. Konsole (KDE's libraries) is measured data only.
    static let stterm = RequiredTool(program: "stterm")
    static let urxvt = RequiredTool(program: "urxvt")
    static let kitty = RequiredTool(program: "kitty")
    static let alacritty = RequiredTool(program: "alacritty")
    static let mlterm = RequiredTool(program: "mlterm")
    static let foot = RequiredTool(program: "foot")
    static let cage = RequiredTool(program: "cage")
    static let xwayland = RequiredTool(program: "Xwayland")
    /// bash itself is in every Debian, the completion helpers are not.
    static let bashCompletion = RequiredTool(name: "bash-completion",
                                             file: "/usr/share/bash-completion/bash_completion")
    /// Debian 13's tmux 3.7c, which has the server option `codepoint-widths`
    /// (TmuxCodepointWidthsTests): no Debian 12 package has it, so a script unpacks it
    /// outside git with a wrapper that runs it (docs/terminals.md, "tmux 3.7c for the tests").
    static let tmux37 = RequiredTool(name: "tmux 3.7 (Scripts/get-tmux-3.7)", file: ".build-tools/tmux-3.7c/tmux",
                                     madeBy: "Scripts/get-tmux-3.7")

    /// Every tool a test asks for: what .ci/run must install (or make).
    static let all: [RequiredTool] = [.tmux, .screen, .xterm, .xvfb, .zsh, .fish, .mandoc, .man, .python3, .make,
                                      .pgrep, .readelf, .localedef, .bashCompletion,
                                      .stterm, .urxvt, .kitty, .alacritty, .mlterm, .foot, .cage, .xwayland, .tmux37]

    var isFile: Bool { location.hasPrefix("/") }

    /// As `command -v` finds a program: an executable file in a directory of PATH.
    var isAvailable: Bool {
        if isFile { return FileManager.default.fileExists(atPath: location) }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").contains { directory in
            let candidate = directory + "/" + location
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory) && !isDirectory.boolValue
                && access(candidate, X_OK) == 0
        }
    }

    /// Whether MARQUEE_REQUIRE_TOOLS asks for every tool to be there.
    static var everyToolIsRequired: Bool {
        let value = ProcessInfo.processInfo.environment["MARQUEE_REQUIRE_TOOLS"] ?? ""
        return !value.isEmpty && value != "0"
    }

    /// "needs xterm and Xvfb, not found on PATH"; files are named with their path.
    static func absence(of missing: [RequiredTool]) -> String {
        let programs = missing.filter { !$0.isFile }.map(\.name)
        let files = missing.filter(\.isFile).map { "\($0.name) (\($0.location))" }
        var parts: [String] = []
        if !programs.isEmpty { parts.append(listed(programs) + ", not found on PATH") }
        if !files.isEmpty { parts.append(listed(files) + ", not found") }
        return "needs " + parts.joined(separator: ", and ")
    }

    private static func listed(_ names: [String]) -> String {
        names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names.last!
    }

    /// The decision a `.needs` trait makes: run when nothing is missing, skip when
    /// something is, unless every tool is required, when the missing ones are an error.
    static func shouldRun(missing: [RequiredTool], required: Bool) throws -> Bool {
        guard !missing.isEmpty else { return true }
        if required { throw MissingTool(missing: missing) }
        return false
    }
}

/// A test's failure when MARQUEE_REQUIRE_TOOLS=1 and a tool it needs is missing.
struct MissingTool: Error, CustomStringConvertible {
    let missing: [RequiredTool]
    var description: String {
        RequiredTool.absence(of: missing) + " (MARQUEE_REQUIRE_TOOLS is set, so this test may not be skipped)"
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs the test (or suite) only where every one of `tools` is there; otherwise it
    /// is skipped, saying which are missing, or fails under MARQUEE_REQUIRE_TOOLS=1.
    ///
    /// A parameterized test needs the tools of all its arguments: Swift Testing 6.3
    /// reports a test case cancelled at run time (`Test.cancel`) as passed, so a skip of
    /// one argument would not show.
    static func needs(_ tools: RequiredTool...) -> Self {
        let missing = tools.filter { !$0.isAvailable }
        let required = RequiredTool.everyToolIsRequired
        return .enabled(if: try RequiredTool.shouldRun(missing: missing, required: required),
                        missing.isEmpty ? nil : Comment(rawValue: RequiredTool.absence(of: missing)))
    }
}
