@testable import MarqueeCore
import Testing
import TerminalWidth

/// `--cell-width` and `MARQUEE_CELL_WIDTHS` (marquee(1)): frames keep their width when the
/// user says icons are drawn two columns wide, whatever profile measures the rest.
@Suite struct CellWidthFrameTests {
    static let icons = ["--cell-width", "U+E000-U+F8FF=2"]

    @Test(arguments: ["generic", "kitty", "xterm", "tmux-3.3", "tmux-3.6"])
    func iconsTakeTwoColumnsInEveryProfile(_ profile: String) throws {
        let options = Self.icons + ["--terminal", profile, "-F", "plain", "-w", "8"]
        #expect(try frameOutput("\u{E0B0} main", options, frame: 0) == "\u{E0B0} main ")
        // Scrolling by one column cuts the icon: its one visible column is a space.
        let moving = options + ["--always", "--separator", "|"]
        #expect(try frameOutput("\u{E0B0}ab", moving, frame: 0) == "\u{E0B0}ab|\u{E0B0}a")
        #expect(try frameOutput("\u{E0B0}ab", moving, frame: 1) == " ab|\u{E0B0}ab")
        #expect(try frameOutput("\u{E0B0}ab", moving, frame: 2) == "ab|\u{E0B0}ab|")
    }

    @Test func withoutThemAnIconIsOneColumn() throws {
        #expect(try frameOutput("\u{E0B0} main", ["-F", "plain", "-w", "8"], frame: 0) == "\u{E0B0} main  ")
    }

    @Test func aTemplatesLiteralsAndFieldsAreMeasuredTheSame() throws {
        let options = Self.icons + ["-F", "plain", "-T", "\u{E0A0} {1:6}|"]
        #expect(try TemplateLineTests.lineFrame("\u{F101}abc", options, frame: 0) == "\u{E0A0} \u{F101}abc |")
    }

    @Test func theVariableIsReadWhereTheOptionIsNotGiven() throws {
        var environment = Environment()
        environment.terminalVariables[Settings.cellWidthsVariable] = "U+E0B0=2"
        #expect(try frameOutput("\u{E0B0} x", ["-F", "plain", "-w", "5"], frame: 0, environment: environment)
                == "\u{E0B0} x ")
        // The option wins over the variable.
        #expect(try frameOutput("\u{E0B0} x", ["-F", "plain", "-w", "5", "--cell-width", "U+E0B0=1"], frame: 0,
                                environment: environment) == "\u{E0B0} x  ")
        #expect(try settings(["-w", "5"], environment: environment).text.widths.cellWidths
                == [CellWidth("\u{E0B0}"..."\u{E0B0}", columns: 2)!])
    }

    /// Under tmux the widths go into tmux's own cells, which its in-context stage draws
    /// with: after ASCII, tmux 3.6 would otherwise glue nothing differently, but the
    /// icon's cell must be two wide there too.
    @Test func underTmuxTheCellsCarryTheWidths() throws {
        let resolved = try settings(Self.icons + ["--terminal", "tmux-3.6"])
        #expect(resolved.text.widths.width(ofCluster: ["\u{E0B0}"]) == 2)
        let cells = try #require(resolved.text.widths.profile?.tmuxCells)
        #expect(cells.columns(of: 0xE0B0) == 2)
        #expect(cells.columns(of: 0x4E2D) == 2)
        #expect(cells.columns(of: 0x2605) == 1)
    }
}
