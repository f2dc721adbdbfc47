extension TerminalProfile {
    /// A terminal in grapheme cluster mode, DEC private mode 2027: it measures
    /// by the Terminal Unicode Core specification (contour-terminal/terminal-unicode-core,
    /// spec/terminal-unicode-core.tex, draft revision 1, 2021-09-06), not by habits of its
    /// own, so no table of measurements is needed; a terminal that says the mode is set
    /// (or lets marquee set it) is measured by these rules alone.
    package static let unicodeCore = TerminalProfile(name: "unicode-core", strategy: .graphemeClusterMode(.standard))

    /// The rules of a terminal in grapheme cluster mode; nil for every other way.
    package var unicodeCoreRules: UnicodeCoreRules? {
        if case .graphemeClusterMode(let rules) = strategy { return rules }
        return nil
    }
}
