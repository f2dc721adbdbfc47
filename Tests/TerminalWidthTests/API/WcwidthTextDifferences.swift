/// Where TerminalWidth's answer to one of wcwidth 0.9.4's cases differs by design, and why
/// (docs/library.md, "Beside other libraries", says the same in prose).
enum Difference {
    static func reason(_ vector: WcwidthTextVectorTests.Vector) -> String? {
        let text = vector.text
        if text.contains("\u{8}") || text.contains("\r") || text.contains(#/\x1B\[[0-9]*[CDG]/#) {
            return "cursor movement: wcwidth overwrites; here sequences take no columns and move nothing, as clip without styles"
        }
        if text.contains("\u{1B}]66;") && vector.call == "clip" {
            return "kitty's text sizing (OSC 66): wcwidth measures and rewrites it; here it is a sequence of no columns"
        }
        return byLine[vector.line]
    }

    static let sizing = "kitty's text sizing (OSC 66) is one sequence of no columns here, text and all; wcwidth draws its text"
    static let order = "sequences keep their order: wcwidth moves the SGR opening before other sequences, or the link before SGR"
    static let closed = "a link the text leaves open is closed at the end: every result stands on its own"
    static let cutOff = "a sequence cut off (a lone ESC, no final byte or terminator) is left out where a cut may put text after it"
    static let hyphen = "a hyphen breaks after it when a letter or digit is before it; Python's textwrap rules for dashes ('--') and numbers are not followed"
    static let tab = "a tab is expanded by columns (a wide character counts 2, a sequence 0); wcwidth counts code points"
    static let dangling = "a style sequence with nothing drawn after it before a break is left out, not opened and closed at once"
    static let linkEdge = "a link's edge is no break opportunity: a word is broken between clusters only"
    static let placeholder = "the placeholder ends the last line, in no style; wcwidth may put it on the line before, or inside the style"

    /// Cases by their line in the data file.
    static let byLine: [Int: String] = [
        18: "a range that ends before column 0 keeps nothing; wcwidth reads a negative end from the text's end",
        32: order, 188: order, 274: order, 448: order, 449: order,
        34: "a link close after the last drawn column is left out; nothing is open there",
        151: "a link around no drawn text is kept where it stands; wcwidth drops it",
        211: closed, 215: closed,
        389: cutOff,
        311: "a lone ESC is a control character and stripped; wcwidth keeps it",
        312: sizing, 313: sizing, 320: sizing, 326: sizing, 466: sizing,
        388: cutOff, 390: cutOff,
        335: "control characters never break a line; wcwidth puts each on a line of its own at width 1",
        350: hyphen, 364: hyphen, 365: hyphen, 374: hyphen, 391: hyphen, 407: hyphen, 375: hyphen,
        351: "a text of sequences alone is one line with nothing drawn; wcwidth keeps the sequences",
        354: placeholder, 358: placeholder, 459: placeholder,
        355: tab, 408: tab, 409: tab, 410: tab, 445: tab, 461: tab,
        368: dangling, 450: dangling, 452: dangling,
        387: "a newline ends a line (an empty paragraph is an empty line); Python's textwrap turns it into a space",
        396: "a colon colour is opened again as written (38:2::255:0:0); wcwidth writes the empty colour space as 0",
        421: linkEdge, 422: linkEdge, 453: linkEdge, 455: linkEdge, 463: linkEdge,
        426: "a link's parameters are kept as given: wcwidth reopens the first link's id= empty on the next line",
    ]
}
