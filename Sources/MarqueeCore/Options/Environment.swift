import TerminalWidth

/// What the shell found out about the world, as a value: tests build one instead of
/// setting real variables or opening terminals.
public struct Environment: Equatable, Sendable {
    public var standardOutputIsTerminal = false
    public var standardInputIsTerminal = false
    /// The terminal's size as the kernel reports it, when standard output is one.
    public var terminalColumns: Int?
    public var terminalRows: Int?
    /// `COLUMNS` and `LINES`: the size when the kernel cannot tell.
    public var columnsVariable: String?
    public var linesVariable: String?
    /// `NO_COLOR`.
    public var noColor: String?
    /// The variables that name a terminal or multiplexer (`TerminalDetection.variableNames`,
    /// and `MARQUEE_TERMINAL`), those that are set.
    public var terminalVariables = TerminalVariables()

    public init() {}

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
