/// One argument after lexing: an option with its value, if it was given, or a word of text.
package enum ArgumentToken: Equatable, Sendable {
    /// `--name`, `--name=value`, `--name value`, `-x`, `-xVALUE`, `-x VALUE`.
    /// `spelling` is how the user wrote the name, for error messages.
    case option(spec: OptionName, spelling: String, value: String?)
    case text(String)
}

/// Splits argv into tokens against the option table: the first of the two parsing steps.
///
/// It knows which options take a value, so `-w10`, `-w 10` and `-lw10` all work, and it
/// leaves the checking of values to the parser.
package enum ArgumentLexer {
    package static func tokens(_ arguments: [String]) throws(UsageError) -> [ArgumentToken] {
        var tokens: [ArgumentToken] = []
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                tokens.append(.text(argument))
            } else if argument == "--" {
                optionsEnded = true
            } else if argument.hasPrefix("--") {
                tokens.append(try longOption(argument, arguments, &index))
            } else {
                tokens.append(contentsOf: try shortCluster(argument, arguments, &index))
            }
        }
        return tokens
    }

    private static func longOption(
        _ argument: String, _ arguments: [String], _ index: inout Int
    ) throws(UsageError) -> ArgumentToken {
        let body = argument.dropFirst(2)
        let name: Substring
        var value: String?
        if let equals = body.firstIndex(of: "=") {
            name = body[..<equals]
            value = String(body[body.index(after: equals)...])
        } else {
            name = body
        }
        // String + String: the generic `+` over a Substring looks up conformances at
        // run time, the slowest step of parsing a first option.
        let spelling = "--" + String(name)
        guard let spec = OptionTable.spec(long: String(name)) else {
            throw .unknownOption(spelling, suggestion: Suggestion.nearest(to: String(name)))
        }
        if spec.takesValue && !spec.valueIsOptional {
            if value == nil {
                guard index < arguments.count else { throw .missingValue(spelling) }
                value = arguments[index]
                index += 1
            }
        } else if value != nil && !spec.takesValue {
            throw .unexpectedValue(spelling)
        }
        return .option(spec: spec.name, spelling: spelling, value: value)
    }

    private static func shortCluster(
        _ argument: String, _ arguments: [String], _ index: inout Int
    ) throws(UsageError) -> [ArgumentToken] {
        var tokens: [ArgumentToken] = []
        var rest = Substring(argument.dropFirst())
        while let letter = rest.first {
            rest = rest.dropFirst()
            let spelling = "-" + String(letter)
            guard let spec = OptionTable.spec(short: letter) else {
                throw .unknownOption(spelling, suggestion: nil)
            }
            guard spec.takesValue && !spec.valueIsOptional else {
                tokens.append(.option(spec: spec.name, spelling: spelling, value: nil))
                continue
            }
            let value: String
            if !rest.isEmpty {
                value = String(rest)
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw .missingValue(spelling)
            }
            tokens.append(.option(spec: spec.name, spelling: spelling, value: value))
            break
        }
        return tokens
    }
}
