/// Profiles that measure with the C library (docs/terminals.md, "The C library"): tmux,
/// xterm and screen call wcwidth(), so their widths follow the glibc release under them.
/// Every profile is built with the release measured here (2.36); the shell, told the
/// system's release, swaps it in.
extension TerminalProfile {
    /// The C library this profile measures with; nil for a terminal with tables of its own.
    package var cLibrary: GlibcWidths? {
        switch strategy {
        case .tmuxCells(let reference):
            reference.cells.widths.cLibrary
        case .codePointTable(let table):
            table.codePoints.cLibrary
        case .correctedRules, .graphemeClusterMode:
            nil
        }
    }

    /// This terminal measuring with that C library; the same profile for one that does
    /// not measure with the C library.
    package func measuring(with library: GlibcWidths) -> TerminalProfile {
        switch strategy {
        case .tmuxCells(let reference):
            TerminalProfile(name: name, strategy: .tmuxCells(TmuxCellsReference(reference.cells.measuring(with: library))))
        case .codePointTable(let table) where table.measuresWithCLibrary:
            TerminalProfile(name: name, strategy: .codePointTable(table.measuring(with: library)))
        default:
            self
        }
    }
}
