import Foundation
import Testing

/// tmux 3.6+'s server options `codepoint-widths` and `variation-selector-always-wide`
/// (docs/terminals.md), asked of a stub `tmux` first on PATH that logs how it is called: asked
/// inside tmux and for `-F tmux` (with `--once` and `--frame` too), only of a tmux 3.6 or
/// later, never when the user names a profile, and never for more than 200 ms.
@Suite struct TmuxServerOptionsTests {
    /// A directory with a `tmux` script that logs its arguments, one call a line, and
    /// answers as a tmux of `version` whose options are `widths` and `selector`; with
    /// `sleeps`, `show` answers nothing for 5 s.
    struct StubTmux {
        let directory: ScratchDirectory
        var log: String { directory.path + "/calls" }

        init(version: String, widths: String = "U+E0B0=2", selector: String = "on", sleeps: Bool = false) throws {
            directory = try ScratchDirectory()
            let script = """
                #!/bin/sh
                echo "$*" >> '\(directory.path)/calls'
                case "$1" in
                -V) echo 'tmux \(version)' ;;
                show)
                    \(sleeps ? "sleep 5" : ":")
                    case "$3" in
                    codepoint-widths) printf '%s\\n' '\(widths)' ;;
                    variation-selector-always-wide) echo '\(selector)' ;;
                    *) exit 1 ;;
                    esac ;;
                *) exit 1 ;;
                esac

                """
            try Self.writeExecutable(script, to: directory.path + "/tmux")
        }

        /// Written through a descriptor closed on exec: a child that another test spawns
        /// while the script is being written must not keep it open for writing, or running
        /// the script fails with ETXTBSY (seen when a marquee run lasted 10 s).
        private static func writeExecutable(_ text: String, to path: String) throws {
            let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
            guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
            defer { close(descriptor) }
            let bytes = Array(text.utf8)
            guard write(descriptor, bytes, bytes.count) == bytes.count else { throw CocoaError(.fileWriteUnknown) }
        }

        var calls: [String] {
            ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        }

        /// Runs marquee with the stub first on PATH and the given variables (the test's
        /// own tmux variables cleared).
        func run(_ arguments: [String], _ variables: [String: String]) throws -> RunResult {
            var environment = ["PATH": directory.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? ""),
                               "TMUX": "", "TERM_PROGRAM": "", "TERM_PROGRAM_VERSION": "", "MARQUEE_TERMINAL": "",
                               "MARQUEE_LIBC": "glibc-2.36"]
            for (name, value) in variables { environment[name] = value }
            return try runMarquee(arguments, environment: environment)
        }
    }

    static let insideTmux36 = ["TMUX": "/tmp/tmux-0/default,1,0", "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.6a"]
    static let asked = ["show -sv codepoint-widths", "show -sv variation-selector-always-wide"]

    /// Columns of padding after `text` in a frame of width 10: what marquee measured it as.
    private func padding(_ result: RunResult, after text: String) -> Int? {
        let line = result.lines.first ?? ""
        guard line.hasPrefix(text) else { return nil }
        let rest = line.dropFirst(text.count)
        return rest.allSatisfy { $0 == " " } ? rest.count : nil
    }

    @Test func insideTmuxAFrameMeasuresThePowerlineGlyphTwoColumns() throws {
        let stub = try StubTmux(version: "3.6a")
        defer { stub.directory.remove() }
        let result = try stub.run(["--frame", "0", "-w", "10", "--", "\u{E0B0}ab"], Self.insideTmux36)
        #expect(padding(result, after: "\u{E0B0}ab") == 6, "\(result.lines)")
        #expect(stub.calls == Self.asked)
    }

    @Test func onceForTheStatusLineAsksTheVersionThenTheOptions() throws {
        let stub = try StubTmux(version: "3.6a")
        defer { stub.directory.remove() }
        let result = try stub.run(["--once", "-F", "tmux", "-w", "10", "--", "\u{E0B0}ab"], [:])
        #expect(padding(result, after: "\u{E0B0}ab") == 6, "\(result.lines)")
        #expect(stub.calls == ["-V"] + Self.asked)
    }

    @Test(arguments: [("on", 6), ("off", 7)])
    func variationSelectorFollowsTheOption(_ selector: String, _ padding: Int) throws {
        let stub = try StubTmux(version: "3.6a", widths: "", selector: selector)
        defer { stub.directory.remove() }
        let frame = try stub.run(["--frame", "0", "-w", "10", "--", "❤️ab"], Self.insideTmux36)
        #expect(self.padding(frame, after: "❤️ab") == padding, "\(frame.lines)")
        let once = try stub.run(["--once", "-F", "tmux", "-w", "10", "--", "❤️ab"], [:])
        #expect(self.padding(once, after: "❤️ab") == padding, "\(once.lines)")
    }

    @Test func explainNamesTheOptions() throws {
        let stub = try StubTmux(version: "3.6a", selector: "off")
        defer { stub.directory.remove() }
        let result = try stub.run(["--explain"], Self.insideTmux36)
        #expect(result.output == "tmux-3.6a: inside tmux (TMUX is set), TERM_PROGRAM_VERSION=3.6a; "
            + "server options: codepoint-widths U+E0B0=2, variation-selector-always-wide off; "
            + "C library: glibc 2.36 (Unicode 14.0.0), from MARQUEE_LIBC\n")
    }

    /// An old tmux has no such options: asked nothing but its version (or nothing at all
    /// when the variables give it), its defaults stand.
    @Test func nothingIsAskedOfTmux33() throws {
        let stub = try StubTmux(version: "3.3a")
        defer { stub.directory.remove() }
        let once = try stub.run(["--once", "-F", "tmux", "-w", "10", "--", "\u{E0B0}ab"], [:])
        #expect(padding(once, after: "\u{E0B0}ab") == 7, "\(once.lines)")
        #expect(stub.calls == ["-V"])
        let pane = try stub.run(["--frame", "0", "-w", "10", "--", "x"],
                                ["TMUX": "/tmp/tmux-0/default,1,0", "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.3a"])
        #expect(pane.status == 0)
        #expect(stub.calls == ["-V"])
    }

    /// A profile the user named wins: nothing is asked.
    @Test func aNamedProfileAsksNothing() throws {
        let stub = try StubTmux(version: "3.6a")
        defer { stub.directory.remove() }
        let result = try stub.run(["--frame", "0", "-w", "10", "--terminal", "tmux-3.6a", "--", "\u{E0B0}ab"], Self.insideTmux36)
        #expect(padding(result, after: "\u{E0B0}ab") == 7, "\(result.lines)")
        #expect(stub.calls.isEmpty)
    }

    /// Outside tmux and not for the status line, tmux's server is not what draws.
    @Test func outsideTmuxAsksNothing() throws {
        let stub = try StubTmux(version: "3.6a")
        defer { stub.directory.remove() }
        let result = try stub.run(["--frame", "0", "-w", "10", "--", "x"], ["TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.6a"])
        #expect(result.status == 0)
        #expect(stub.calls.isEmpty)
    }

    /// A server that does not answer costs 200 ms at most, and its version's defaults stand.
    @Test func aSilentServerCostsAtMost200Milliseconds() throws {
        let stub = try StubTmux(version: "3.6a", sleeps: true)
        defer { stub.directory.remove() }
        let start = Date()
        let result = try stub.run(["--frame", "0", "-w", "10", "--", "\u{E0B0}ab"], Self.insideTmux36)
        let elapsed = Date().timeIntervalSince(start)
        #expect(padding(result, after: "\u{E0B0}ab") == 7, "\(result.lines)")
        #expect(elapsed < 1.0, "took \(elapsed) s")
        #expect(stub.calls == [Self.asked[0]])
        let explained = try stub.run(["--explain"], Self.insideTmux36)
        #expect(explained.output == "tmux-3.6a: inside tmux (TMUX is set), TERM_PROGRAM_VERSION=3.6a; "
            + "C library: glibc 2.36 (Unicode 14.0.0), from MARQUEE_LIBC\n")
    }
}
