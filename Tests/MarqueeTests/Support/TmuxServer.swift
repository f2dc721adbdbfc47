import Foundation

/// A private tmux server for one test, on its own socket, killed at the end.
final class TmuxServer {
    let socket = "marquee-test-\(getpid())-\(UUID().uuidString.prefix(8))"
    /// The tmux that runs it and that the test's commands go to: the one on PATH, or a
    /// path (Scripts/get-tmux-3.7's wrapper).
    let program: String

    /// `configuration`: the file the server reads as it starts (`-f`), none by default.
    init(program: String = "tmux", configuration: String = "/dev/null", width: Int, height: Int,
         command: String) throws {
        self.program = program
        // The server this starts keeps the descriptors it inherits: give it no pipe,
        // or reading our end would wait for the server to exit.
        _ = try tmux(["-f", configuration, "new-session", "-d", "-x", String(width), "-y", String(height), command],
                     capturing: false)
    }

    deinit {
        _ = try? tmux(["kill-server"])
    }

    @discardableResult
    func tmux(_ arguments: [String], capturing: Bool = true) throws -> String {
        let output = OwnedPipe()
        let child = try ChildProcess(program, ["-L", socket] + arguments, environment: ChildProcess.inheritedEnvironment,
                                     output: capturing ? .descriptor(output.writeEnd) : .null)
        output.closeWriteEnd()
        let collected = capturing ? output.collect() : nil
        _ = child.wait(timeout: 10)
        return String(decoding: collected?.get(timeout: 5) ?? Data(), as: UTF8.self)
    }

    func sendKeys(_ keys: String...) throws {
        try tmux(["send-keys"] + keys)
    }

    func capturePane() throws -> [String] {
        try tmux(["capture-pane", "-p"]).components(separatedBy: "\n")
    }

    func display(_ format: String) throws -> String {
        try tmux(["display-message", "-p", format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Polls `body` until it returns true or `timeout` passes.
    func waitFor(timeout: TimeInterval = 5, _ body: () throws -> Bool) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try body() { return true }
            usleep(50_000)
        }
        return try body()
    }
}
