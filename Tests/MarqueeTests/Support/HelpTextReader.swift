import Foundation

/// Reads the options back from `--help` as a user sees them: a synopsis such as
/// `-w, --width COLS` or `    --speed CPS` two columns in, then the help text,
/// wrapped, ending with `(default: …)` where there is one.
enum HelpTextReader {
    static func options(in text: String) -> [DocumentedOption] {
        var options: [DocumentedOption] = []
        var descriptions: [String] = []
        var inList = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "options:" { inList = true; continue }
            guard inList else { continue }
            if line.isEmpty { break }
            let isOption = line.hasPrefix("  -") || line.hasPrefix("      --")
            let words = line.split(separator: " ").map(String.init)
            if isOption {
                // The synopsis ends at the first run of two spaces after its start.
                let body = line.drop { $0 == " " }
                let synopsisEnd = body.range(of: "  ")?.lowerBound ?? body.endIndex
                let synopsis = body[..<synopsisEnd].split(separator: " ").map(String.init)
                var names = synopsis.filter { $0.hasPrefix("-") }.map { $0.hasSuffix(",") ? String($0.dropLast()) : $0 }
                var long = names.removeLast()
                // `--ellipsis[=TEXT]`: a value that may be left out.
                var optionalValue: String?
                if let bracket = long.range(of: "[="), long.hasSuffix("]") {
                    optionalValue = String(long[bracket.upperBound...].dropLast())
                    long = String(long[..<bracket.lowerBound])
                }
                var option = DocumentedOption(long: String(long.dropFirst(2)), short: names.first?.last)
                let valueName = optionalValue ?? synopsis.last.flatMap { $0.hasPrefix("-") ? nil : $0 }
                option.takesValue = valueName != nil
                option.valueName = valueName
                option.valueIsOptional = optionalValue != nil
                options.append(option)
                descriptions.append(body[synopsisEnd...].split(separator: " ").joined(separator: " "))
            } else if !descriptions.isEmpty {
                descriptions[descriptions.count - 1] += " " + words.joined(separator: " ")
            }
        }
        for (index, description) in descriptions.enumerated() {
            var help = description
            options[index].defaultText = .some(nil)
            if help.hasSuffix(")"), let open = help.range(of: " (default: ", options: .backwards) {
                options[index].defaultText = .some(String(help[open.upperBound...].dropLast()))
                help = String(help[..<open.lowerBound])
            }
            options[index].help = help
        }
        return options
    }
}
