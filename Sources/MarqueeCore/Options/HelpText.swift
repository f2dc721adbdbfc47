/// `--help` and `--version`, generated from the option table.
package enum HelpText {
    package static let version = "0.1.0"

    package static var versionLine: String { "marquee \(version)\n" }

    package static var text: String {
        var lines = [
            "usage: marquee [OPTION]... [TEXT]...",
            "       COMMAND | marquee [OPTION]...",
            "",
            "Scroll text through a viewport of fixed width: redrawn in place on a terminal,",
            "one frame per line into a pipe (status bars), one frame per call with --once",
            "(prompts, tmux). Without TEXT the text is read from standard input.",
            "",
            "options:",
        ]
        let columns = OptionTable.all.map(synopsis)
        let indent = (columns.map(\.count).max() ?? 0) + 4
        for (spec, synopsis) in zip(OptionTable.all, columns) {
            var description = spec.help
            if let defaultText = spec.defaultText {
                description += " (default: \(defaultText))"
            }
            let wrapped = wrap(description, width: 79 - indent)
            let padding = String(repeating: " ", count: indent - synopsis.count - 2)
            lines.append("  " + synopsis + padding + wrapped[0])
            for continuation in wrapped.dropFirst() {
                lines.append(String(repeating: " ", count: indent) + continuation)
            }
        }
        lines += [
            "",
            "Durations take 0.25, 0.25s, 250ms, 2m or 1h. Exit status: 0 done, 1 failure,",
            "2 usage error, 128+N after signal N. See marquee(1) for modes and formats.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Words of `text` in lines of at most `width` characters.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += line.isEmpty ? String(word) : " " + word
        }
        lines.append(line)
        return lines
    }

    /// `-w, --width COLS`, `    --speed CPS` or `    --ellipsis[=TEXT]`.
    static func synopsis(_ spec: OptionSpec) -> String {
        var text = spec.short.map { "-\($0), " } ?? "    "
        text += "--" + spec.long
        if spec.valueIsOptional {
            text += "[=" + spec.valueName + "]"
        } else if spec.takesValue {
            text += " " + spec.valueName
        }
        return text
    }
}
