/// `--help` and `--version`, generated from the option table.
public enum HelpText {
    public static let version = "0.1.0"

    public static var versionLine: String { "marquee \(version)\n" }

    public static var text: String {
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
            var line = "  " + synopsis
            line += String(repeating: " ", count: indent - synopsis.count - 2)
            line += spec.help
            if let defaultText = spec.defaultText {
                line += " (default: \(defaultText))"
            }
            lines.append(line)
        }
        lines += [
            "",
            "Durations take 0.25, 0.25s, 250ms, 2m or 1h. Exit status: 0 done, 1 failure,",
            "2 usage error, 128+N after signal N. See marquee(1) for modes and formats.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `-w, --width COLS` or `    --speed CPS`.
    static func synopsis(_ spec: OptionSpec) -> String {
        var text = spec.short.map { "-\($0), " } ?? "    "
        text += "--" + spec.long
        if spec.takesValue { text += " " + spec.valueName }
        return text
    }
}
