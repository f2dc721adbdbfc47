import Foundation

/// Reads the options of man/marquee.1 as the page's own header comment promises them:
/// one `.It Fl` item per option in the list under OPTIONS, written
/// `.It Fl x , Fl \-long Ar VALUE` (or `.It Fl \-long Ns Oo = Ns Ar VALUE Oc` for a value
/// that may be left out), ending with `Default: TEXT.` when there is a default.
enum ManPageReader {
    static func options(in page: String) throws -> [DocumentedOption] {
        var options: [DocumentedOption] = []
        var inSection = false
        var depth = 0
        for line in page.components(separatedBy: "\n") {
            if line.hasPrefix(".Sh ") {
                inSection = line == ".Sh OPTIONS"
                continue
            }
            guard inSection else { continue }
            if line.hasPrefix(".Bl ") { depth += 1; continue }
            if line.hasPrefix(".El") { depth -= 1; continue }
            // Items of lists nested in an entry belong to that entry.
            if depth == 1 && line.hasPrefix(".It ") {
                options.append(try item(line))
            } else if depth >= 1, line.hasPrefix("Default: "), !options.isEmpty {
                let index = options.count - 1
                if case .some(.some) = options[index].defaultText {
                    throw DocumentFormatError("two Default lines for \(options[index])")
                }
                guard line.hasSuffix(".") else {
                    throw DocumentFormatError("Default line without its final period: \(line)")
                }
                options[index].defaultText = .some(String(line.dropFirst("Default: ".count).dropLast()))
            }
        }
        return options
    }

    /// `.It Fl w , Fl \-width Ar COLS`, `.It Fl \-always`.
    private static func item(_ line: String) throws -> DocumentedOption {
        let words = line.split(separator: " ").map(String.init).dropFirst()
        var names: [String] = []
        var valueName: String?
        var optional = false
        var iterator = words.makeIterator()
        while let word = iterator.next() {
            switch word {
            case "Fl":
                guard let name = iterator.next() else { throw DocumentFormatError("Fl without a name: \(line)") }
                names.append(flagName(name))
            case "Ar":
                valueName = iterator.next()
            case ",":
                continue
            case "Oo":
                // `Ns Oo = Ns Ar VALUE Oc`: the value may be left out.
                guard iterator.next() == "=", iterator.next() == "Ns" else {
                    throw DocumentFormatError("an optional value is written Oo = Ns Ar VALUE Oc: \(line)")
                }
                optional = true
            case "Ns", "Oc":
                continue
            default:
                throw DocumentFormatError("unexpected '\(word)' in option item: \(line)")
            }
        }
        let longs = names.filter { $0.hasPrefix("--") }
        let shorts = names.filter { !$0.hasPrefix("--") }
        guard longs.count == 1, shorts.count <= 1, shorts.allSatisfy({ $0.count == 2 }) else {
            throw DocumentFormatError("an option item names one long option and at most one short: \(line)")
        }
        var option = DocumentedOption(long: String(longs[0].dropFirst(2)), short: shorts.first?.last)
        option.takesValue = valueName != nil
        option.valueName = valueName
        option.valueIsOptional = optional
        option.defaultText = .some(nil)
        return option
    }

    /// The option a `.Fl` argument spells: `\-width` is `--width`, `w` is `-w`.
    static func flagName(_ argument: String) -> String {
        "-" + argument.replacingOccurrences(of: "\\-", with: "-")
    }

    /// Every `.Fl` argument anywhere on the page, as the option it spells, to catch a
    /// misspelt or removed option in the prose.
    static func allFlags(in page: String) -> [String] {
        var flags: [String] = []
        for line in page.components(separatedBy: "\n") where line.hasPrefix(".") && !line.hasPrefix(".\\\"") {
            let words = line.dropFirst().split(separator: " ").map(String.init)
            for (index, word) in words.enumerated() where word == "Fl" {
                let next = index + 1 < words.count ? words[index + 1] : ""
                // A bare Fl is a lone hyphen; a following macro or punctuation is not a name.
                if next.isEmpty || isMacro(next) || [",", ".", ";", ")", "|"].contains(next) {
                    flags.append("-")
                } else {
                    flags.append(flagName(next))
                }
            }
        }
        return flags
    }

    private static func isMacro(_ word: String) -> Bool {
        guard let first = word.first, first.isUppercase, (2...3).contains(word.count) else { return false }
        return word.dropFirst().allSatisfy(\.isLowercase)
    }
}
