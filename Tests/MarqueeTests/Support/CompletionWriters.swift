import MarqueeCore

/// One line a writer makes from the option table, with the option it is for (nil for a
/// line of the frame around them), so that a stale file can be told option by option.
struct GeneratedLine: Equatable {
    let text: String
    let option: OptionName?

    init(_ text: String, for option: OptionName? = nil) {
        self.text = text
        self.option = option
    }
}

/// What a completion offers for an option's value, as the table says: the one rule the
/// three writers and `OptionConsistencyTests` share.
enum TableValueCompletion {
    /// Nil where the word after the option is not its value: a flag, or a value that may
    /// be left out, which only follows `=`.
    static func of(_ spec: OptionSpec) -> ValueCompletion? {
        guard takesSeparateValue(spec) else { return nil }
        if !spec.choices.isEmpty { return .words(spec.choices) }
        if spec.kind == .command { return .commands }
        return .nothing
    }

    static func takesSeparateValue(_ spec: OptionSpec) -> Bool {
        spec.takesValue && !spec.valueIsOptional
    }

    /// The words of a choice, checked to be plain words each shell takes as they are.
    static func plainWords(_ spec: OptionSpec) throws -> [String] {
        for word in spec.choices where word.contains(where: { " '\"()[]:\\$`".contains($0) }) {
            throw DocumentFormatError("--\(spec.long): the choice '\(word)' is not a plain word for a completion")
        }
        return spec.choices
    }
}

/// The generated lines of completions/marquee.bash: the `case $prev in` statement (what
/// follows an option) and the `if` that offers the option words.
enum BashCompletionWriter {
    static func regions() throws -> [[GeneratedLine]] {
        [try valueCases(), optionWords()]
    }

    private static func valueCases() throws -> [GeneratedLine] {
        var lines = [GeneratedLine("    case $prev in")]
        var commands: [String] = []
        var nothing: [String] = []
        for spec in OptionTable.all {
            let labels = names(spec)
            switch TableValueCompletion.of(spec) {
            case .words:
                let words = try TableValueCompletion.plainWords(spec).joined(separator: " ")
                lines += [
                    GeneratedLine("        \(labels.joined(separator: " | ")))", for: spec.name),
                    GeneratedLine("            COMPREPLY=($(compgen -W '\(words)' -- \"$cur\"))", for: spec.name),
                    GeneratedLine("            return ;;", for: spec.name),
                ]
            case .commands: commands += labels
            case .nothing: nothing += labels
            case nil: break
            }
        }
        if !commands.isEmpty {
            lines += [
                GeneratedLine("        \(commands.joined(separator: " | ")))"),
                GeneratedLine("            COMPREPLY=($(compgen -c -- \"$cur\"))"),
                GeneratedLine("            return ;;"),
            ]
        }
        if !nothing.isEmpty {
            let wrapped = wrap(nothing, separator: " | ", width: 88 - 8)
            for (index, line) in wrapped.enumerated() {
                let end = index == wrapped.count - 1 ? ")" : " | \\"
                lines.append(GeneratedLine("        " + line + end))
            }
            lines += [
                GeneratedLine("            # A number, a duration or free text: nothing to offer."),
                GeneratedLine("            return ;;"),
            ]
        }
        lines.append(GeneratedLine("    esac"))
        return lines
    }

    private static func optionWords() -> [GeneratedLine] {
        // An option's names stay on one line: `-s --step`.
        let words = OptionTable.all.map { names($0).joined(separator: " ") }
        return [GeneratedLine("    if [[ $cur == -* ]]; then"), GeneratedLine("        COMPREPLY=($(compgen -W '")]
            + wrap(words, separator: " ", width: 88 - 12).map { GeneratedLine("            " + $0) }
            + [GeneratedLine("        ' -- \"$cur\"))"), GeneratedLine("    fi")]
    }

    /// `-w`, `--width`: the short name first, as the reader pairs them.
    private static func names(_ spec: OptionSpec) -> [String] {
        (spec.short.map { ["-\($0)"] } ?? []) + ["--" + spec.long]
    }

    /// `items` joined by `separator` in lines of at most `width` characters.
    private static func wrap(_ items: [String], separator: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for item in items {
            if !line.isEmpty && line.count + separator.count + item.count > width {
                lines.append(line)
                line = ""
            }
            line += line.isEmpty ? item : separator + item
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}

/// The generated lines of completions/_marquee: the whole `_arguments` call, one spec a
/// line, such as `'(-m --mode)'{-m+,--mode=}'[help]:MODE:(scroll slide)'`.
enum ZshCompletionWriter {
    static func regions() throws -> [[GeneratedLine]] {
        // -s: short flags group (-lf); -S: "--" ends the options.
        var lines = [GeneratedLine("_arguments -s -S \\")]
        for spec in OptionTable.all {
            lines.append(GeneratedLine("  " + (try argumentSpec(spec)) + " \\", for: spec.name))
        }
        lines.append(GeneratedLine("  '*:TEXT: '"))
        return [lines]
    }

    private static func argumentSpec(_ spec: OptionSpec) throws -> String {
        if spec.help.contains("]") {
            throw DocumentFormatError("--\(spec.long): zsh's help brackets cannot hold ']'")
        }
        let takesValue = TableValueCompletion.takesSeparateValue(spec)
        let long = "--" + spec.long + (spec.valueIsOptional ? "=-" : takesValue ? "=" : "")
        var text = "[" + spec.help + "]"
        switch TableValueCompletion.of(spec) {
        case .words: text += ":\(spec.valueName):(\(try TableValueCompletion.plainWords(spec).joined(separator: " ")))"
        case .commands: text += ":\(spec.valueName):_cmdstring"
        case .nothing: text += ":\(spec.valueName): "
        case nil: if spec.valueIsOptional { text += ":\(spec.valueName): " }
        }
        let escaped = text.replacingOccurrences(of: "'", with: #"'\''"#)
        // A stand-alone option excludes everything else (`- *`); one with a short name
        // excludes its other name, so neither is offered twice.
        guard let short = spec.short else {
            return "'" + (spec.standsAlone ? "(- *)" : "") + long + escaped + "'"
        }
        let exclusion = spec.standsAlone ? "(- *)" : "(-\(short) --\(spec.long))"
        return "'\(exclusion)'{-\(short)\(takesValue ? "+" : ""),\(long)}'\(escaped)'"
    }
}

/// The generated lines of completions/marquee.fish: one `complete -c marquee` a line.
enum FishCompletionWriter {
    static func regions() throws -> [[GeneratedLine]] {
        [OptionTable.all.map { GeneratedLine(line($0), for: $0.name) }]
    }

    private static func line(_ spec: OptionSpec) -> String {
        var words = ["complete", "-c", "marquee"]
        if let short = spec.short { words += ["-s", String(short)] }
        words += ["-l", spec.long]
        switch TableValueCompletion.of(spec) {
        case .words: words += ["-x", "-a", quoted(spec.choices.joined(separator: " "))]
        case .commands: words += ["-x", "-a", quoted("(__fish_complete_command)")]
        case .nothing: words.append("-x")
        case nil: break
        }
        words += ["-d", quoted(spec.help)]
        return words.joined(separator: " ")
    }

    /// fish's single quotes: only `\` and `'` are escaped.
    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
}
