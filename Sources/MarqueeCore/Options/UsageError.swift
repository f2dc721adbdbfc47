import TerminalWidth

/// Everything a user can get wrong on the command line. Each case renders as one line
/// that names the option and says what was expected; the shell exits 2 on any of them.
package enum UsageError: Error, Equatable, Sendable {
    case unknownOption(String, suggestion: String?)
    case missingValue(String)
    case unexpectedValue(String)
    case invalidValue(String, expected: String, got: String)
    case conflict(String, String)
    case needs(String, String)
    case textWithStream(String)
    case noText
    /// `--template`: what is wrong, at which character of the template (from 1).
    case badTemplate(String, character: Int, problem: String)
    /// `--cell-width` or `MARQUEE_CELL_WIDTHS` (the first), and what is wrong with it.
    case badCellWidths(String, CellWidth.ListError)

    /// The message without the program name: `--speed: expected a number above 0, got 'fast'`.
    package var message: String {
        switch self {
        case .unknownOption(let option, let suggestion):
            if let suggestion {
                return "unknown option '\(option)' (did you mean '--\(suggestion)'?)"
            }
            return "unknown option '\(option)'"
        case .missingValue(let option):
            return "\(option): expected a value"
        case .unexpectedValue(let option):
            return "\(option): takes no value"
        case .invalidValue(let option, let expected, let got):
            return "\(option): expected \(expected), got '\(UsageError.printable(got))'"
        case .conflict(let first, let second):
            return "\(first) cannot be used with \(second)"
        case .needs(let option, let other):
            return "\(option) needs \(other)"
        case .textWithStream(let option):
            return "TEXT cannot be used with \(option), which reads its own text"
        case .noText:
            return "no text: give TEXT or pipe text into standard input (see --help)"
        case .badCellWidths(let source, let error):
            return "\(source): '\(UsageError.printable(error.entry))': \(error.problem)"
        case .badTemplate(let template, let character, let problem):
            return "--template: \(problem), at character \(character) of '\(UsageError.printable(template))'"
        }
    }

    /// The whole line for standard error.
    package var line: String { "marquee: " + message + "\n" }

    /// A user's value echoed back must not carry control characters to the terminal.
    private static func printable(_ value: String) -> String {
        var result = ""
        for scalar in value.unicodeScalars.prefix(60) {
            switch scalar.value {
            case 0..<0x20, 0x7F..<0xA0: result += "?"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return value.unicodeScalars.count > 60 ? result + "…" : result
    }
}

/// "Did you mean": the long option nearest to a misspelling.
enum Suggestion {
    static func nearest(to name: String) -> String? {
        let typed = Array(name.lowercased().utf8)
        var best: (name: String, distance: Int)?
        for spec in OptionTable.all {
            let candidate = Array(spec.long.utf8)
            let distance = editDistance(typed, candidate)
            let isPrefix = !typed.isEmpty && candidate.starts(with: typed)
            let score = isPrefix ? 0 : distance
            if score <= max(1, min(2, candidate.count / 3)), score < best?.distance ?? Int.max {
                best = (spec.long, score)
            }
        }
        return best?.name
    }

    /// Levenshtein distance with adjacent transpositions counted as one edit.
    static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousRow = [Int](0...b.count)
        var rowBeforeThat = previousRow
        var row = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            row[0] = i
            for j in 1...b.count {
                let substitution = previousRow[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                row[j] = min(previousRow[j] + 1, row[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    row[j] = min(row[j], rowBeforeThat[j - 2] + 1)
                }
            }
            rowBeforeThat = previousRow
            previousRow = row
        }
        return previousRow[b.count]
    }
}
