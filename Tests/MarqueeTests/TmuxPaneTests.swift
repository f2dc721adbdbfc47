import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Terminal mode in a real tmux pane, the way a user runs it: the frame animates in
/// place with the cursor hidden, and C-c brings back the cursor and the prompt.
@Suite(.serialized, .needs(.tmux)) struct TmuxPaneTests {
    @Test func animatesInPlaceAndControlCRestores() throws {
        let server = try TmuxServer(width: 60, height: 8, command: "env PS1='test$ ' sh -i")
        #expect(try server.waitFor { try server.capturePane().first?.hasPrefix("test$") == true })
        try server.sendKeys("clear; \(marqueePath) -w 30 -i 0.05 'some long text that scrolls across the pane'",
                            "Enter")
        var frames = Set<String>()
        let animated = try server.waitFor {
            if let line = try server.capturePane().first(where: { $0.count == 30 && !$0.contains("$") }) {
                frames.insert(line)
            }
            return frames.count >= 3
        }
        #expect(animated, "frames seen: \(frames)")
        #expect(try server.display("#{cursor_flag}") == "0")
        // Always on the same row: the frame is redrawn in place.
        let frameRows = try server.capturePane().enumerated().filter { $0.element.count == 30 }.map(\.offset)
        #expect(frameRows.count == 1)

        try server.sendKeys("C-c")
        #expect(try server.waitFor { try server.display("#{cursor_flag}") == "1" })
        let restored = try server.waitFor {
            let lines = try server.capturePane()
            guard let row = lines.firstIndex(where: { $0.count >= 30 && !$0.contains("$") }) else { return false }
            return row + 1 < lines.count && lines[row + 1].hasPrefix("test$")
        }
        let pane = try server.capturePane()
        #expect(restored, "pane: \(pane)")
    }

    /// Issue 17: with `--shrink`, a new text that fits is drawn in place at its own width,
    /// narrower than the frame before it; the pane must show nothing of the old frame
    /// past the new one.
    @Test func shrinkingToAShortTextLeavesNothingOfTheLongOne() throws {
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-feed-\(UUID())").path
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        // Open for reading too, so that neither this open nor the pane's waits for the
        // other end, and the pane never reads the end of its input.
        let feed = open(fifo, O_RDWR)
        #expect(feed >= 0)
        defer { close(feed) }
        func send(_ line: String) {
            _ = line.withCString { write(feed, $0, strlen($0)) }
        }
        let server = try TmuxServer(width: 60, height: 4, command:
            "\(marqueePath) --follow --shrink -w 30 -i 0.05 --prefix '[' --suffix ']' < \(fifo)")
        send("a long text that scrolls across the whole viewport\n")
        var pane: [String] = []
        // The long text on screen, W columns between the brackets, before it is replaced.
        let drawn = try server.waitFor {
            pane = try server.capturePane()
            return pane.first?.count == 32
        }
        #expect(drawn, "pane: \(pane)")

        send("short\n")
        let redrawn = try server.waitFor {
            pane = try server.capturePane()
            return pane.first?.hasPrefix("[short]") == true
        }
        #expect(redrawn, "pane: \(pane)")
        // capture-pane leaves out trailing blanks: anything after `]` is the old frame.
        #expect(pane.first == "[short]")
        #expect(pane.dropFirst().allSatisfy { $0.isEmpty }, "pane: \(pane)")
    }
}

/// `marquee --once -F tmux` in a real tmux status line. capture-pane cannot read a
/// status line, so an outer tmux runs the inner tmux client in its pane and the test
/// reads the inner status line from the outer pane.
@Suite(.serialized, .needs(.tmux)) struct TmuxStatusLineTests {
    @Test func statusLineShowsTheFrameAndNeverRunsTheText() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-tmux-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let hostile = directory.appendingPathComponent("hostile").path
        let scrolling = directory.appendingPathComponent("scrolling").path
        try "#(echo EXECUTED) #[fg=red]plain".write(toFile: hostile, atomically: true, encoding: .utf8)
        try "0123456789abcdefghijklmnopqrstuvwxyz".write(toFile: scrolling, atomically: true, encoding: .utf8)
        let configuration = directory.appendingPathComponent("tmux.conf").path
        try """
        set -g status-interval 1
        set -g status-left-length 60
        set -g status-right-length 60
        set -g status-left '[#(\(marqueePath) --once -F tmux -w 40 < \(hostile))]'
        set -g status-right '<#(\(marqueePath) --once -F tmux -w 10 -i 1 < \(scrolling))>'
        """.write(toFile: configuration, atomically: true, encoding: .utf8)

        let (outer, inner) = try Self.innerTmux(configuration: configuration, width: 120, height: 5)
        defer { inner.kill() }
        var statusLines: [String] = []
        let shown = try outer.waitFor(timeout: 10) {
            guard let status = try outer.capturePane().last(where: { !$0.isEmpty }) else { return false }
            if statusLines.last != status { statusLines.append(status) }
            return statusLines.compactMap(TmuxStatusLineTests.rightFrame).count >= 2
                && Set(statusLines.compactMap(TmuxStatusLineTests.rightFrame)).count >= 2
        }
        #expect(shown, "status lines: \(statusLines)")
        let status = try #require(statusLines.last)
        // The text's #( and #[ are shown as text, never run or read as styles.
        #expect(status.contains("[#(echo EXECUTED) #[fg=red]plain"))
        let ring = "0123456789abcdefghijklmnopqrstuvwxyz   "
        for frame in statusLines.compactMap(TmuxStatusLineTests.rightFrame) {
            #expect(frame.count == 10)
            #expect((ring + ring).contains(frame))
        }
    }

    /// A tmux server started with `configuration`, its client in an outer test server's
    /// pane of `width` × `height`, from which the test reads the inner status line.
    static func innerTmux(configuration: String, width: Int, height: Int) throws -> (TmuxServer, InnerTmux) {
        let inner = InnerTmux(socket: "marquee-inner-\(getpid())-\(UUID().uuidString.prefix(6))")
        do {
            let outer = try TmuxServer(width: width, height: height, command:
                "env -u TMUX tmux -L \(inner.socket) -f \(configuration) new-session")
            return (outer, inner)
        } catch {
            inner.kill()
            throw error
        }
    }

    /// The inner server, by its socket name.
    struct InnerTmux {
        let socket: String

        func kill() {
            if let child = try? ChildProcess("tmux", ["-L", socket, "kill-server"],
                                             environment: ChildProcess.inheritedEnvironment) {
                _ = child.wait(timeout: 5)
            }
        }
    }

    /// The 10 columns between `<` and `>` on the right of the status line.
    static func rightFrame(_ status: String) -> String? {
        guard let open = status.lastIndex(of: "<"), let close = status.lastIndex(of: ">"), open < close else {
            return nil
        }
        let frame = String(status[status.index(after: open)..<close])
        return frame.count == 10 ? frame : nil
    }

    /// Issue 17: runs of one to five `#` before a letter, `[`, `{`, `(` and the end of
    /// the frame, in one colour and across a colour change, each drawn by its own `#()`
    /// in a real status line: every one shows exactly the plain frame, and no command
    /// in the text runs.
    @Test func runsOfHashesShowExactlyAsThePlainFrame() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-tmux-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let ran = "/tmp/mq\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: ran) }
        let followers = ["x", "[x]", "{host}", "(touch \(ran))", ""]
        var formats: [String] = []
        var expected: [String] = []
        for (line, follower) in followers.enumerated() {
            var format = "|"
            var shownLine = "|"
            for hashes in 1...5 {
                for colourChange in [false, true] {
                    let plain = "a" + String(repeating: "#", count: hashes) + follower
                    let styled = "\u{1B}[31ma" + String(repeating: "#", count: hashes)
                        + (colourChange ? "\u{1B}[32m" : "") + follower + "\u{1B}[0m"
                    let file = directory.appendingPathComponent("\(line)-\(hashes)-\(colourChange)").path
                    try styled.write(toFile: file, atomically: true, encoding: .utf8)
                    format += "#(\(marqueePath) --frame 0 -F tmux --color always -w \(plain.count) < \(file))|"
                    shownLine += plain + "|"
                }
            }
            formats.append(format)
            expected.append(shownLine)
        }
        let configuration = directory.appendingPathComponent("tmux.conf").path
        try (["set -g status 5", "set -g status-interval 1"]
            + formats.enumerated().map { "set -g status-format[\($0.offset)] '\($0.element)'" })
            .joined(separator: "\n").write(toFile: configuration, atomically: true, encoding: .utf8)

        let (outer, inner) = try Self.innerTmux(configuration: configuration, width: 400, height: 8)
        defer { inner.kill() }
        // One status line per follower, each frame between bars: compared whole, so a
        // frame a column short cannot pass as its neighbour. Jobs finish one by one.
        var statusLines: [String] = []
        _ = try outer.waitFor(timeout: 15) {
            statusLines = try outer.capturePane().filter { $0.hasPrefix("|") }
                .map { String($0.reversed().drop { $0 == " " }.reversed()) }
            return statusLines == expected
        }
        #expect(statusLines == expected)
        #expect(!FileManager.default.fileExists(atPath: ran))
    }
}
