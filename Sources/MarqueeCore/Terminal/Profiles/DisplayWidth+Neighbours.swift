import TerminalWidth

/// What the chosen terminal does across clusters, beyond measuring each alone: the
/// questions the text pipeline asks without knowing which terminal answers.
extension DisplayWidth {
    /// The terminal's rules for measuring clusters in context, when it draws some
    /// clusters into the cell of the one before (tmux 3.4 on: `TmuxCells`); nil for
    /// every other terminal.
    var clusterContext: ClusterContext? {
        guard let cells = profile?.tmuxCells, cells.gluesAcrossClusters else { return nil }
        return TmuxContext(cells: cells)
    }

    /// Whether a ZWJ's mark can outlive the cluster that holds it, joining the next code
    /// point onto that cluster's cell even past ASCII (tmux 3.3); see `leavesJoinerMark`.
    var joinerMarkOutlivesClusters: Bool {
        guard case .tmuxCells(let reference)? = profile?.strategy else { return false }
        return !reference.cells.gluesAcrossClusters
    }

    /// Whether a cluster leaves a ZWJ's mark for what follows, so that it must be closed
    /// whatever follows: tmux 3.3a glues the next non-ASCII code point after a ZWJ onto
    /// the cell before, even past ASCII and past code points it drops (`a‍b 中`,
    /// `👨‍🫨👨`: the 中 and the second 👨 take no column there). Elsewhere, a cluster
    /// that ends in a ZWJ.
    /// The scalars as an array, not any collection: TerminalWidth specializes the call
    /// for it, where a generic one from this module ran unspecialized.
    @inline(__always)
    func leavesJoinerMark(_ scalars: [Unicode.Scalar]) -> Bool {
        guard case .tmuxCells(let reference)? = profile?.strategy, !reference.cells.gluesAcrossClusters else {
            return scalars.last?.value == 0x200D
        }
        return reference.cells.widths.leavesJoinerMark(scalars)
    }
}
