import Foundation
import Testing

/// man/marquee.1 is well-formed mdoc and renders.
@Suite struct ManPageTests {
    static var page: String { repositoryRoot.appendingPathComponent("man/marquee.1").path }

    /// `mandoc -T lint` finds nothing wrong with the page. Two kinds of message are
    /// about this machine, not the page, and are left out: a SEE ALSO manual that is
    /// not installed here (polybar, waybar, i3blocks) and a stale mandoc.db.
    @Test(.needs(.mandoc)) func mandocLintReportsNothing() throws {
        let lint = try runProgram("mandoc", ["-T", "lint", Self.page])
        let messages = (lint.output + lint.errors).split(separator: "\n").filter {
            !$0.contains("STYLE: referenced manual not found") && !$0.contains("mandoc.db")
        }
        #expect(messages.isEmpty, "\(messages.joined(separator: "\n"))")
    }

    @Test(.needs(.man)) func manRendersEverySection() throws {
        let rendered = try runProgram("man", ["-l", Self.page],
                                      environment: ["MANWIDTH": "80", "MANPAGER": "cat", "PAGER": "cat"])
        #expect(rendered.status == 0)
        #expect(rendered.errors.isEmpty, "\(rendered.errors)")
        let sections = ["NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "MODES", "FORMATS", "TEXT MODEL",
                        "TIMING", "UPDATES", "SIGNALS", "ENVIRONMENT", "EXIT STATUS", "EXAMPLES", "SEE ALSO"]
        let headings = rendered.lines.filter { !$0.isEmpty && !$0.hasPrefix(" ") }
        for section in sections {
            #expect(headings.contains(section), "no \(section) in the rendered page")
        }
        #expect(rendered.output.contains("scroll text through a viewport of fixed width"))
    }
}
