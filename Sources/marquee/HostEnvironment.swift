import MarqueeCore

extension Environment {
    /// The environment of this process, read once at start and again on SIGWINCH.
    static func current() -> Environment {
        var environment = Environment()
        environment.standardOutputIsTerminal = System.isTerminal(1)
        environment.standardInputIsTerminal = System.isTerminal(0)
        if environment.standardOutputIsTerminal, let size = System.windowSize(1) {
            environment.terminalColumns = size.columns
            environment.terminalRows = size.rows > 0 ? size.rows : nil
        }
        environment.columnsVariable = System.environmentVariable("COLUMNS")
        environment.linesVariable = System.environmentVariable("LINES")
        environment.noColor = System.environmentVariable("NO_COLOR")
        for name in TerminalChoice.environmentVariableNames {
            if let value = System.environmentVariable(name) {
                environment.terminalVariables[name] = value
            }
        }
        return environment
    }
}
