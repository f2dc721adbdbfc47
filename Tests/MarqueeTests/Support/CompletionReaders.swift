import Foundation

/// Reads completions/marquee.bash: the option words offered after `-`, and the
/// `case $prev in` clauses that say what follows an option.
enum BashCompletionReader {
    static func options(in script: String) throws -> [DocumentedOption] {
        let code = script.components(separatedBy: "\n")
            .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("#") }
            .joined(separator: "\n")
            .replacingOccurrences(of: "\\\n", with: " ")
        let lists = wordLists(in: code)
        guard let optionWords = lists.first(where: { $0.allSatisfy { $0.hasPrefix("-") } }) else {
            throw DocumentFormatError("no compgen -W list of options")
        }
        var options: [DocumentedOption] = []
        for word in optionWords where word.hasPrefix("--") {
            // A short name comes just before its long one.
            let index = optionWords.firstIndex(of: word)!
            let before = index > 0 ? optionWords[index - 1] : ""
            let short = before.count == 2 && !before.hasPrefix("--") ? before.last : nil
            options.append(DocumentedOption(long: String(word.dropFirst(2)), short: short))
        }
        let shortWords = optionWords.filter { !$0.hasPrefix("--") }
        let paired = Set(options.compactMap { $0.short.map { "-\($0)" } })
        if let stray = shortWords.first(where: { !paired.contains($0) }) {
            throw DocumentFormatError("short option \(stray) is not followed by its long name")
        }

        guard let caseStart = code.range(of: "case $prev in"),
              let caseEnd = code.range(of: "esac", range: caseStart.upperBound..<code.endIndex)
        else { throw DocumentFormatError("no case $prev in … esac") }
        for clause in code[caseStart.upperBound..<caseEnd.lowerBound].components(separatedBy: ";;") {
            let trimmed = clause.trimmingCharacters(in: .whitespacesAndNewlines)
            guard let close = trimmed.firstIndex(of: ")") else { continue }
            let labels = trimmed[..<close].split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let body = String(trimmed[close...])
            let value: ValueCompletion
            if let words = wordLists(in: body).first {
                value = .words(words)
            } else if body.contains("compgen -c") {
                value = .commands
            } else {
                value = .nothing
            }
            for label in labels {
                guard let index = options.firstIndex(where: { "--" + $0.long == label || $0.short.map { "-\($0)" } == label })
                else { throw DocumentFormatError("case label \(label) is not an offered option") }
                options[index].value = value
            }
        }
        for index in options.indices { options[index].takesValue = options[index].value != nil }
        return options
    }

    /// The words of every `compgen -W '…'` in `code`.
    private static func wordLists(in code: String) -> [[String]] {
        code.components(separatedBy: "compgen -W '").dropFirst().compactMap { rest in
            rest.split(separator: "'", maxSplits: 1).first.map {
                $0.split(whereSeparator: \.isWhitespace).map(String.init)
            }
        }
    }
}

/// Reads completions/_marquee: one `_arguments` spec per line, such as
/// `'(-m --mode)'{-m+,--mode=}'[help]:MODE:(scroll slide)'`.
enum ZshCompletionReader {
    static func options(in script: String) throws -> [DocumentedOption] {
        var options: [DocumentedOption] = []
        for line in script.components(separatedBy: "\n") {
            var spec = line.trimmingCharacters(in: .whitespaces)
            guard spec.hasPrefix("'") else { continue }
            if spec.hasSuffix("\\") { spec = String(spec.dropLast()).trimmingCharacters(in: .whitespaces) }
            var option: DocumentedOption?
            for word in try ShellWords.expand(spec) {
                guard let parsed = try parse(word) else { continue }
                if parsed.long.count == 1 {
                    option = option ?? parsed
                    option?.short = parsed.long.first
                } else {
                    let short = option?.short
                    option = parsed
                    option?.short = short
                }
            }
            if let option {
                guard option.long.count > 1 else { throw DocumentFormatError("no long name in \(spec)") }
                options.append(option)
            }
        }
        return options
    }

    /// One spec word; nil for the TEXT arguments (`*:TEXT: `). A short option comes
    /// back with its letter as `long`, for the caller to pair.
    private static func parse(_ word: String) throws -> DocumentedOption? {
        var rest = Substring(word)
        if rest.hasPrefix("(") {
            guard let close = rest.firstIndex(of: ")") else { throw DocumentFormatError("unclosed ( in \(word)") }
            rest = rest[rest.index(after: close)...]
        }
        if rest.hasPrefix("*") { return nil }
        let dashes = rest.prefix { $0 == "-" }.count
        guard dashes == 1 || dashes == 2 else { throw DocumentFormatError("not an option spec: \(word)") }
        let name = rest.dropFirst(dashes).prefix { $0.isLetter || $0.isNumber || $0 == "-" }
        rest = rest.dropFirst(dashes + name.count)
        var option = DocumentedOption(long: String(name))
        // `--name=-`: the value only in the same word, after `=`, and it may be left out.
        if rest.hasPrefix("=-") {
            rest = rest.dropFirst(2)
            option.valueIsOptional = true
        } else if rest.hasPrefix("+") || rest.hasPrefix("=") {
            rest = rest.dropFirst()
            option.valueIsOptional = false
        }
        if rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]") else { throw DocumentFormatError("unclosed [ in \(word)") }
            option.help = String(rest[rest.index(after: rest.startIndex)..<close])
            rest = rest[rest.index(after: close)...]
        }
        option.takesValue = !rest.isEmpty
        if rest.hasPrefix(":") {
            // :MESSAGE:ACTION
            let parts = rest.dropFirst().split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            let action = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
            if action.hasPrefix("(") && action.hasSuffix(")") {
                option.value = .words(action.dropFirst().dropLast().split(separator: " ").map(String.init))
            } else if action == "_cmdstring" || action.hasPrefix("_command_names") {
                option.value = .commands
            } else if action.isEmpty {
                option.value = .nothing
            } else {
                throw DocumentFormatError("unknown action '\(action)' in \(word)")
            }
        } else if !rest.isEmpty {
            throw DocumentFormatError("unexpected '\(rest)' in \(word)")
        }
        return option
    }
}

/// Reads completions/marquee.fish: one `complete -c marquee` line per option.
enum FishCompletionReader {
    static func options(in script: String) throws -> [DocumentedOption] {
        var options: [DocumentedOption] = []
        for line in script.components(separatedBy: "\n") where line.hasPrefix("complete ") {
            let words = try ShellWords.split(line, fishQuotes: true)
            var long: String?
            var short: Character?
            var exclusive = false
            var arguments: String?
            var help: String?
            var index = 1
            while index < words.count {
                let word = words[index]
                let next = index + 1 < words.count ? words[index + 1] : nil
                switch word {
                case "-c": index += 1
                case "-l": long = next; index += 1
                case "-s": short = next?.first; index += 1
                case "-a": arguments = next; index += 1
                case "-d": help = next; index += 1
                case "-x", "-r": exclusive = true
                case "-f": break
                default: throw DocumentFormatError("unexpected '\(word)' in: \(line)")
                }
                index += 1
            }
            guard let long else {
                if short != nil { throw DocumentFormatError("short option without a long one: \(line)") }
                continue
            }
            var option = DocumentedOption(long: long, short: short)
            option.help = help
            option.takesValue = exclusive
            if let arguments {
                option.value = arguments.hasPrefix("(__fish_complete_command")
                    ? .commands : .words(arguments.split(separator: " ").map(String.init))
            } else if exclusive {
                option.value = ValueCompletion.nothing
            }
            options.append(option)
        }
        return options
    }
}
