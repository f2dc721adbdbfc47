// The Swift side of Benchmarks/library-peers (issue 40): the same protocol as the Go, Rust
// and Python harnesses beside it in Benchmarks/LibraryCost/Peers, so that the four read
// the same bytes and time the same loop.
//
//     LibraryCost peers widths < TEXT                  each line's columns, one a line
//     LibraryCost peers time ROUNDS SECONDS < TEXT     "NANOSECONDS TOTAL": the best time of
//                                                      one pass over every line, and the sum
//
// A pass calls `TerminalWidth.columns(line, profile: .generic)` once for each line (the
// newline not included), as a program measures the lines it draws. The lines are read
// once, before any timing, into native strings.
import TerminalWidth

/// The lines of standard input, without their newlines.
func standardInputLines() -> [String] {
    var lines: [String] = []
    while let line = readLine(strippingNewline: true) {
        lines.append(line)
    }
    return lines
}

/// One pass: the sum of every line's columns.
@inline(never)
func columnsPass(_ lines: [String]) -> Int {
    var total = 0
    for line in lines {
        total &+= TerminalWidth.columns(line, profile: .generic)
    }
    return total
}

/// Nanoseconds of `body`, by the continuous clock.
func nanoseconds(_ body: () -> Void) -> Double {
    let (seconds, attoseconds) = ContinuousClock().measure(body).components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
}

func peerHarness(_ arguments: [String]) {
    let lines = standardInputLines()
    switch arguments.first {
    case "widths":
        for line in lines {
            print(TerminalWidth.columns(line, profile: .generic))
        }
    case "time" where arguments.count == 3:
        guard let rounds = Int(arguments[1]), let seconds = Double(arguments[2]) else {
            fatalError("usage: LibraryCost peers time ROUNDS SECONDS < TEXT")
        }
        var total = 0
        // One pass warms up and sizes a round: enough passes to last SECONDS.
        let first = nanoseconds { total = columnsPass(lines) }
        let passes = max(1, Int(seconds * 1e9 / first) + 1)
        var fastest = Double.infinity
        for _ in 0..<rounds {
            var sum = 0
            let elapsed = nanoseconds {
                for _ in 0..<passes { sum &+= columnsPass(lines) }
            }
            keep &+= sum
            fastest = min(fastest, elapsed / Double(passes))
        }
        print("\(Int(fastest)) \(total)")
    default:
        fatalError("usage: LibraryCost peers widths | time ROUNDS SECONDS, the text on standard input")
    }
}
