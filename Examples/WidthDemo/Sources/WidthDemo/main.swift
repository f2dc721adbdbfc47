// Prints, for a few strings, the columns a terminal gives them, against what counting
// `Character`s says, and the first five columns of each; one string under a few terminal
// profiles; then the same strings truncated three ways, and a styled paragraph wrapped
// and padded, each line between bars that a terminal draws one above the other.
// .ci/example-check compares the output with expected-output.txt.
import TerminalWidth

let samples = [
    "hello, world",
    "東京タワー",
    "cafe\u{301} au lait",
    "👨‍👩‍👧 family",
    "\u{1B}[1mbold\u{1B}[0m and plain",
    "🇯🇵🇫🇷 flags",
    "❤️ heart",
    "ab中cd",
]

print("columns  characters  first 5 columns")
for text in samples {
    let columns = TerminalWidth.columns(text)
    let clipped = TerminalWidth.clip(text, columns: 0..<5)
    print(String(columns).padding(7) + "  " + String(text.count).padding(10) + "  " + clipped.debugDescription)
}

print("")
let heart = "❤️ heart"
for name in ["generic", "xterm", "kitty-0.26", "tmux-3.3", "vte"] {
    if let profile = TerminalProfile.named(name) {
        print(name.padding(11) + String(TerminalWidth.columns(heart, profile: profile)))
    }
}
let detected = TerminalProfile.detect(environment: ["TERM": "xterm-kitty"])
print("TERM=xterm-kitty is \(detected.name)")
print("clusters of \"e\\u{301}中🇯🇵\": "
    + TerminalWidth.clusters("e\u{301}中🇯🇵").map { "\($0.text.debugDescription):\($0.columns)" }.joined(separator: " "))

print("")
print("truncated to 9 columns: at the end, the start, the middle")
for text in samples {
    let cuts = [TerminalWidth.TruncationPosition.end, .start, .middle].map {
        TerminalWidth.truncate(text, toColumns: 9, at: $0, fillingToExactWidth: true)
    }
    print(cuts.map { "|" + $0 + "|" }.joined(separator: " "))
}

print("")
print("wrapped to 16 columns, bold and the link kept across lines, padded to 16")
let paragraph = "The \u{1B}[1mTokyo Tower\u{1B}[0m (東京タワー) is a well-known landmark; "
    + "\u{1B}]8;;https://example.com\u{7}its page\u{1B}]8;;\u{7} has more 👨‍👩‍👧"
for line in TerminalWidth.wrap(paragraph, columns: 16, subsequentIndent: "  ") {
    print("|" + TerminalWidth.pad(line, toColumns: 16) + "|")
}
print("|" + TerminalWidth.pad("centred", toColumns: 16, alignment: .center, fill: "·") + "|")

extension String {
    /// The string padded with spaces to `columns` columns, as a terminal counts them.
    func padding(_ columns: Int) -> String {
        TerminalWidth.pad(self, toColumns: columns)
    }
}
