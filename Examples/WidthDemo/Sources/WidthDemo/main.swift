// Prints, for a few strings, the columns a terminal gives them, against what counting
// `Character`s says, and the first five columns of each; then one string under a few
// terminal profiles. .ci/example-check compares the output with expected-output.txt.
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
    let padded = String(columns).padding(7) + "  " + String(text.count).padding(10)
    print(padded + "  " + clipped.debugDescription)
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

extension String {
    /// The string with spaces after it up to `width` characters (all ASCII here).
    func padding(_ width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }
}
