/// What the terminal answered to the questions `auto` asks (XTVERSION, DA2, DECRQM 2027):
/// the input of `TerminalDetection.decide` beside the variables. Asking, and parsing the
/// replies into this, is marquee's (`TerminalReplyParser`), so it is `package`, not part
/// of the library's API.
package struct TerminalAnswers: Equatable, Sendable {
    /// DECRQM's state of mode 2027, if it came.
    package var graphemeMode: Int?
    /// XTVERSION's text, if it came.
    package var version: String?
    /// DA2's parameters (`CSI > 1 ; 4000 ; 26 c` is 1, 4000, 26), if it came.
    package var secondaryAttributes: [Int]?
    /// Whether DA1's answer came within the limit.
    package var answered: Bool

    package init(graphemeMode: Int? = nil, version: String? = nil, secondaryAttributes: [Int]? = nil, answered: Bool) {
        self.graphemeMode = graphemeMode
        self.version = version
        self.secondaryAttributes = secondaryAttributes
        self.answered = answered
    }
}
