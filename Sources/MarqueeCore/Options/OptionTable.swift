/// What kind of value an option takes, and so how the parser checks it, what it stores
/// (`OptionValue`) and what a shell completion offers for it.
package enum ValueKind: Sendable, Equatable {
    /// No value: `--always`.
    case flag
    /// A whole number of 0 or more, at most `upTo`; nil: any below 2^62.
    case count(upTo: Int?)
    /// A whole number from 1 to `upTo`: bounded so that a frame stays a sane size.
    case positive(upTo: Int)
    /// `0.25`, `0.25s`, `250ms`, `2m`.
    case duration
    /// A duration above 0: a period that must pass before anything repeats.
    case positiveDuration
    /// A decimal number above 0.
    case number
    /// One word from a fixed list.
    case choice([String])
    /// One of the names `--terminal` takes (`TerminalChoice.names`), made when asked: the
    /// list is sorted out of the generated profiles, which every start would pay for.
    case terminalProfile
    /// Any text.
    case text
    /// Text of one character or more.
    case nonEmptyText
    /// A command for /bin/sh: completions offer command names.
    case command
    /// Text after `=` or nothing, `absent` standing in for nothing: `--ellipsis[=TEXT]`.
    /// The value is never the next argument, so a bare `--ellipsis` cannot swallow a
    /// word of TEXT.
    case optionalText(absent: String)
    /// A C library setting (`CLibrarySetting`): `auto`, `musl` or any `glibc-2.NN`, the
    /// modelled releases offered by completions.
    case cLibrary
    /// A frame index: 0 <= K < 2^62.
    case frameIndex
    /// A template (`TemplateParser`).
    case template
    /// Widths for ranges of code points (`CellWidth.list`): `U+E000-U+F8FF=2,…`.
    case cellWidths
}

/// Every option `marquee` understands, named by its long form.
package enum OptionName: String, CaseIterable, Sendable {
    // In the order of `OptionTable.all`, which `position(of:)` reads the case's number as
    // (OptionTableTests holds the two to the same order).
    case width, height, mode, direction, interval, speed, step
    case separator, gap, align, always, shrink, ellipsis
    case template
    case fieldSeparator = "field-separator"
    case enter, pause, loops, timeout, frames, frame, once
    case follow, update
    case pauseIf = "pause-if"
    case pausedAt = "paused-at"
    case every, tween
    case format, color, lines, inplace
    case prefix, suffix, tabsize
    case ambiguousWidth = "ambiguous-width"
    case cellWidth = "cell-width"
    case terminal, libc, explain
    case help, version
}

/// One row of the option table: the single source for parsing, `--help`, the man page
/// and the shell completions. `--help` and the completions' option lines are made from
/// it (`HelpText`, `Scripts/generate-completions`); tests hold the man page to it and
/// name every place a new row still needs (docs/architecture.md, "Adding an option").
package struct OptionSpec: Sendable {
    package let name: OptionName
    package let short: Character?
    package let kind: ValueKind
    /// Placeholder for the value in help text, such as `COLS`.
    package let valueName: String
    /// The default as a user reads it, or nil where there is none.
    package let defaultText: String?
    package let help: String
    /// Whether the option is all the command line says (`--help`, `--version`): nothing
    /// else given with it is checked, and completions offer nothing after it.
    package let standsAlone: Bool

    package init(name: OptionName, short: Character?, kind: ValueKind, valueName: String,
                 defaultText: String?, help: String, standsAlone: Bool = false) {
        self.name = name
        self.short = short
        self.kind = kind
        self.valueName = valueName
        self.defaultText = defaultText
        self.help = help
        self.standsAlone = standsAlone
    }

    package var long: String { name.rawValue }

    package var takesValue: Bool { kind != .flag }

    /// Whether the value may be left out: only `--name=VALUE` gives one.
    package var valueIsOptional: Bool {
        if case .optionalText = kind { return true }
        return false
    }

    /// The words a shell can offer for the value, where the value is one of a list.
    package var choices: [String] {
        if case .choice(let words) = kind { return words }
        if kind == .terminalProfile { return TerminalChoice.names }
        if kind == .cLibrary { return CLibrarySetting.suggestions }
        return []
    }
}

package enum OptionTable {
    package static let modes = ["scroll", "slide", "bounce", "page", "static", "restart"]
    package static let directions = ["left", "right", "up", "down"]
    package static let formats = ["ansi", "plain", "tmux", "polybar", "lemonbar", "xmobar",
                                 "pango", "json", "bash", "zsh"]

    /// All options, in the order `--help` shows them.
    package static let all: [OptionSpec] = [
        OptionSpec(name: .width, short: "w", kind: .positive(upTo: 1_000_000), valueName: "COLS",
                   defaultText: "terminal columns, else 40",
                   help: "viewport width in columns"),
        OptionSpec(name: .height, short: "H", kind: .positive(upTo: 1_000_000), valueName: "ROWS",
                   defaultText: "line count up to terminal rows, else 10",
                   help: "viewport height in rows (directions up and down)"),
        OptionSpec(name: .mode, short: "m", kind: .choice(modes), valueName: "MODE",
                   defaultText: "scroll",
                   help: "motion: scroll, slide, bounce, page, static or restart"),
        OptionSpec(name: .direction, short: "d", kind: .choice(directions), valueName: "DIR",
                   defaultText: "left",
                   help: "direction the text moves: left, right, up or down"),
        OptionSpec(name: .interval, short: "i", kind: .duration, valueName: "TIME",
                   defaultText: "0.125s",
                   help: "time between frames (0.25, 0.25s, 250ms)"),
        OptionSpec(name: .speed, short: nil, kind: .number, valueName: "CPS",
                   defaultText: nil,
                   help: "columns (rows) per second; sets the interval to step / CPS"),
        OptionSpec(name: .step, short: "s", kind: .positive(upTo: 1_000_000), valueName: "N",
                   defaultText: "1",
                   help: "columns (rows) moved per frame"),
        OptionSpec(name: .separator, short: nil, kind: .text, valueName: "TEXT",
                   defaultText: "three spaces",
                   help: "text between repetitions and between input lines"),
        OptionSpec(name: .gap, short: nil, kind: .count(upTo: 1_000_000), valueName: "N",
                   defaultText: nil,
                   help: "separator of N spaces (N blank rows up and down; default 1 row)"),
        OptionSpec(name: .align, short: nil, kind: .choice(["left", "center", "right"]),
                   valueName: "WHERE", defaultText: "left",
                   help: "where text that fits stands: left, center or right"),
        OptionSpec(name: .always, short: nil, kind: .flag, valueName: "",
                   defaultText: nil,
                   help: "move the text even when it fits"),
        OptionSpec(name: .shrink, short: nil, kind: .flag, valueName: "",
                   defaultText: nil,
                   help: "show text that fits at its own width, unpadded"),
        OptionSpec(name: .ellipsis, short: nil, kind: .optionalText(absent: "\u{2026}"), valueName: "TEXT",
                   defaultText: nil,
                   help: "static mode: end text wider than the viewport with TEXT (… without TEXT)"),
        OptionSpec(name: .template, short: "T", kind: .template, valueName: "TEMPLATE",
                   defaultText: nil,
                   help: "a line of fields, each a viewport of its own (TEMPLATES in marquee(1))"),
        OptionSpec(name: .fieldSeparator, short: nil, kind: .nonEmptyText, valueName: "TEXT",
                   defaultText: "tab",
                   help: "what splits the text into the numbered fields of --template"),
        OptionSpec(name: .enter, short: nil, kind: .flag, valueName: "",
                   defaultText: nil,
                   help: "start with the text outside the viewport and move it in"),
        OptionSpec(name: .pause, short: nil, kind: .duration, valueName: "TIME",
                   defaultText: "0, 2s in page mode",
                   help: "hold at the start of each loop, at each end, on each page"),
        OptionSpec(name: .loops, short: "n", kind: .count(upTo: nil), valueName: "N",
                   defaultText: "0, endless",
                   help: "stop after N passes"),
        OptionSpec(name: .timeout, short: "t", kind: .duration, valueName: "TIME",
                   defaultText: nil,
                   help: "stop after this long"),
        OptionSpec(name: .frames, short: nil, kind: .count(upTo: nil), valueName: "N",
                   defaultText: "0, endless",
                   help: "stop after N frames"),
        OptionSpec(name: .frame, short: nil, kind: .frameIndex, valueName: "K",
                   defaultText: nil,
                   help: "print frame K alone and exit"),
        OptionSpec(name: .once, short: nil, kind: .flag, valueName: "",
                   defaultText: nil,
                   help: "print the frame for the current time and exit (prompts, tmux)"),
        OptionSpec(name: .follow, short: "f", kind: .flag, valueName: "",
                   defaultText: nil,
                   help: "read standard input as a stream; each line replaces the text"),
        OptionSpec(name: .update, short: nil, kind: .command, valueName: "CMD",
                   defaultText: nil,
                   help: "run CMD with /bin/sh every --every; its output replaces the text"),
        OptionSpec(name: .pauseIf, short: nil, kind: .command, valueName: "CMD",
                   defaultText: nil,
                   help: "run CMD with /bin/sh every --every; hold still while it exits 0"),
        OptionSpec(name: .pausedAt, short: nil, kind: .choice(["here", "start"]), valueName: "WHERE",
                   defaultText: "here",
                   help: "where --pause-if and SIGUSR1 hold the text: here or back at its start"),
        OptionSpec(name: .every, short: nil, kind: .positiveDuration, valueName: "TIME",
                   defaultText: "1s",
                   help: "how often --update and --pause-if run their commands"),
        OptionSpec(name: .tween, short: nil, kind: .duration, valueName: "TIME",
                   defaultText: nil,
                   help: "count changed numbers from old to new value over this long"),
        OptionSpec(name: .format, short: "F", kind: .choice(formats), valueName: "FORMAT",
                   defaultText: "ansi",
                   help: "markup for the consumer: ansi, plain, tmux, polybar, lemonbar, xmobar, pango, json, bash, zsh"),
        OptionSpec(name: .color, short: nil, kind: .choice(["auto", "always", "never"]),
                   valueName: "WHEN", defaultText: "auto",
                   help: "keep the text's colours: auto, always or never"),
        OptionSpec(name: .lines, short: "l", kind: .flag, valueName: "",
                   defaultText: nil,
                   help: "one frame per line, even on a terminal"),
        OptionSpec(name: .inplace, short: nil, kind: .flag, valueName: "",
                   defaultText: nil,
                   help: "redraw in place, even when not on a terminal"),
        OptionSpec(name: .prefix, short: nil, kind: .text, valueName: "TEXT",
                   defaultText: nil,
                   help: "fixed text before the viewport"),
        OptionSpec(name: .suffix, short: nil, kind: .text, valueName: "TEXT",
                   defaultText: nil,
                   help: "fixed text after the viewport"),
        OptionSpec(name: .tabsize, short: nil, kind: .positive(upTo: 1_000), valueName: "N",
                   defaultText: "8",
                   help: "columns between tab stops"),
        OptionSpec(name: .ambiguousWidth, short: nil, kind: .choice(["1", "2"]),
                   valueName: "N", defaultText: "1",
                   help: "columns for East Asian Ambiguous characters: 1 or 2"),
        OptionSpec(name: .cellWidth, short: nil, kind: .cellWidths, valueName: "RANGE=N[,...]",
                   defaultText: nil,
                   help: "columns for code points, over the profile: U+E000-U+F8FF=2 for icon fonts"),
        OptionSpec(name: .terminal, short: nil, kind: .terminalProfile,
                   valueName: "PROFILE", defaultText: "auto",
                   help: "measure as this terminal draws: auto, generic, probe or a terminal name"),
        OptionSpec(name: .libc, short: nil, kind: .cLibrary, valueName: "LIBC", defaultText: "auto",
                   help: "the C library the terminal measures with: auto, musl or glibc-2.NN"),
        OptionSpec(name: .explain, short: nil, kind: .flag, valueName: "",
                   defaultText: nil,
                   help: "print the terminal profile chosen and why, and exit"),
        OptionSpec(name: .help, short: "h", kind: .flag, valueName: "",
                   defaultText: nil,
                   help: "show this help and exit", standsAlone: true),
        OptionSpec(name: .version, short: "V", kind: .flag, valueName: "",
                   defaultText: nil,
                   help: "show the version and exit", standsAlone: true),
    ]

    package static func spec(_ name: OptionName) -> OptionSpec {
        all[position(of: name)]
    }

    /// Where `name` is in `all`: the case's own number, as the enum stores it (one byte),
    /// since the cases are declared in the table's order. A loop over the table cost a
    /// start 9 k instructions, one search for each option `Settings` reads.
    static func position(of name: OptionName) -> Int {
        Int(unsafeBitCast(name, to: UInt8.self))
    }

    static func spec(long: String) -> OptionSpec? {
        all.first { $0.long == long }
    }

    static func spec(short: Character) -> OptionSpec? {
        all.first { $0.short == short }
    }
}
