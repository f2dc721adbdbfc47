// Times TerminalWidth.columns on printable ASCII against `String.utf8.count` and a loop
// over the UTF-8 bytes, and on mixed CJK, emoji and SGR text against a loop counting
// `Character`s; prints nanoseconds per call (best of several rounds) and ratios.
//
//     LibraryCost                          the figures beside the references
//     LibraryCost peers widths < TEXT      the harness Benchmarks/library-peers runs
//     LibraryCost peers time ROUNDS SECONDS < TEXT
//     LibraryCost linear                   wrap and truncate of 10 KB and of 10 MB
import TerminalWidth

/// A sum of every result, printed at the end, so that no measured call can be left out.
nonisolated(unsafe) var keep = 0

/// The best nanoseconds per call of `body` over `rounds` rounds of `calls` calls.
func best(rounds: Int = 7, calls: Int, _ body: () -> Int) -> Double {
    let clock = ContinuousClock()
    var fastest = Double.infinity
    for _ in 0..<rounds {
        var sum = 0
        let elapsed = clock.measure {
            for _ in 0..<calls { sum &+= body() }
        }
        keep &+= sum
        let (seconds, attoseconds) = elapsed.components
        let nanoseconds = (Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(calls)
        fastest = min(fastest, nanoseconds)
    }
    return fastest
}

/// Words of `vocabulary` drawn by a fixed linear congruential generator, to `bytes` UTF-8 bytes.
func words(_ vocabulary: [String], bytes: Int) -> String {
    var state: UInt64 = 7
    var text = ""
    while text.utf8.count < bytes {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        text += vocabulary[Int(state >> 33) % vocabulary.count] + " "
    }
    return text
}

/// `12.3 ns (1.45×)`: one decimal, no Foundation to format it.
func describe(_ name: String, _ nanoseconds: Double, against base: Double) {
    let tenths = Int(nanoseconds * 10 + 0.5)  // no libm to link for rounded()
    let hundredths = Int(nanoseconds / base * 100 + 0.5)
    let ratio = "\(hundredths / 100)." + String(String(hundredths % 100 + 100).dropFirst())
    print("  \(name): \(tenths / 10).\(tenths % 10) ns (\(ratio)×)")
}

/// The figures of issue 30: `columns` beside what a program would do without it.
func costBesideReferences() {
    let ascii = ["the", "of", "and", "to", "in", "is", "was", "for", "on", "are", "with", "ticker", "marquee"]
    let mixed = ascii + ["東京", "桜が満開", "café", "naïve", "🌸", "👨‍👩‍👧", "🇯🇵", "\u{1B}[1;31mred\u{1B}[0m", "—"]

    for size in [80, 1024, 65536] {
        let text = words(ascii, bytes: size)
        let calls = max(1, 4_000_000 / size)
        print("printable ASCII, \(text.utf8.count) bytes:")
        let bytes = best(calls: calls) {
            var count = 0
            for byte in text.utf8 { count &+= byte >= 0x20 ? 1 : 0 }
            return count
        }
        describe("a loop over utf8 (the reference)", bytes, against: bytes)
        describe("String.utf8.count (stored: constant time)", best(calls: calls) { text.utf8.count }, against: bytes)
        describe("TerminalWidth.columns", best(calls: calls) { TerminalWidth.columns(text) }, against: bytes)
    }

    for size in [80, 1024, 65536] {
        let text = words(mixed, bytes: size)
        let calls = max(1, 400_000 / size)
        print("CJK, emoji and SGR among words, \(text.utf8.count) bytes, \(text.count) Characters:")
        let characters = best(calls: calls) {
            var count = 0
            for _ in text { count &+= 1 }
            return count
        }
        describe("a loop counting Characters (the reference)", characters, against: characters)
        describe("TerminalWidth.columns, generic", best(calls: calls) { TerminalWidth.columns(text) }, against: characters)
        let kitty = TerminalProfile.named("kitty")!
        describe("TerminalWidth.columns, kitty", best(calls: calls) { TerminalWidth.columns(text, profile: kitty) },
                 against: characters)
    }
}

/// Issue 40: `wrap` and `truncate` stay linear, 10 MB in at most 1,000 times the time of
/// 10 KB, on mixed words with CJK, emoji, SGR and links.
func linearity() {
    let vocabulary = ["the", "ticker", "well-known", "東京", "桜が満開", "👨‍👩‍👧", "🇯🇵", "café",
                      "\u{1B}[1;31mred\u{1B}[0m", "\u{1B}]8;id=1;https://example.com\u{7}link\u{1B}]8;;\u{7}"]
    let small = words(vocabulary, bytes: 10_000)
    let large = words(vocabulary, bytes: 10_000_000)
    let calls: [(String, (String) -> Int)] = [
        ("wrap to 40 columns", { TerminalWidth.wrap($0, columns: 40).count }),
        ("truncate to 40 columns, middle", { TerminalWidth.truncate($0, toColumns: 40, at: .middle).utf8.count }),
        ("clip(keepingStyles:) of columns 100..<140", {
            TerminalWidth.clip($0, columns: 100..<140, keepingStyles: true).utf8.count }),
    ]
    for (name, call) in calls {
        let tenKB = best(rounds: 5, calls: 20) { call(small) }
        let tenMB = best(rounds: 3, calls: 1) { call(large) }
        // Per 10 MB of 10 KB: the two texts are a few bytes over their sizes, not alike.
        let ratio = Int(tenMB / Double(large.utf8.count) / (tenKB / Double(small.utf8.count)) * 1_000 + 0.5)
        print("  \(name): 10 KB \(Int(tenKB / 1000 + 0.5)) µs, 10 MB \(Int(tenMB / 1e6 + 0.5)) ms, "
              + "\(ratio)× (at most 1,000×: \(ratio <= 1_000 ? "yes" : "no"))")
    }
}

if CommandLine.arguments.dropFirst().first == "linear" {
    linearity()
    print("(checksum \(keep))")
} else if CommandLine.arguments.dropFirst().first == "peers" {
    peerHarness(Array(CommandLine.arguments.dropFirst(2)))
} else {
    costBesideReferences()
    print("(checksum \(keep))")
}
