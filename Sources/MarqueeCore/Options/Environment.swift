import TerminalWidth

/// What the shell found out about the world, as a value: tests build one instead of
/// setting real variables or opening terminals.
package struct Environment: Equatable, Sendable {
    package var standardOutputIsTerminal = false
    package var standardInputIsTerminal = false
    /// The terminal's size as the kernel reports it, when standard output is one.
    package var terminalColumns: Int?
    package var terminalRows: Int?
    /// `COLUMNS` and `LINES`: the size when the kernel cannot tell.
    package var columnsVariable: String?
    package var linesVariable: String?
    /// `NO_COLOR`.
    package var noColor: String?
    /// The variables that name a terminal or multiplexer (`TerminalDetection.variableNames`,
    /// and `MARQUEE_TERMINAL`), those that are set.
    package var terminalVariables = TerminalVariables()

    package init() {}

    /// Columns of the terminal on standard output, if it is one.
    var columns: Int? {
        guard standardOutputIsTerminal else { return nil }
        return terminalColumns ?? columnsVariable.flatMap(DurationValue.integer).flatMap { $0 > 0 ? $0 : nil }
    }

    var rows: Int? {
        guard standardOutputIsTerminal else { return nil }
        return terminalRows ?? linesVariable.flatMap(DurationValue.integer).flatMap { $0 > 0 ? $0 : nil }
    }
}
