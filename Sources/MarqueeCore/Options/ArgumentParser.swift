/// Turns tokens into `ParsedArguments`: the second parsing step. Values are checked here
/// against their kind; contradictions between options are checked once all are known.
package enum ArgumentParser {
    /// What `--ellipsis` without `=TEXT` puts at the cut: U+2026 HORIZONTAL ELLIPSIS.
    package static let defaultEllipsis = "\u{2026}"

    /// The largest frame index `--frame` accepts.
    package static let frameLimit = 1 << 62

    package static func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var given = GivenOptions()
        for token in try ArgumentLexer.tokens(arguments) {
            switch token {
            case .text(let word):
                parsed.words = (parsed.words ?? []) + [word]
            case .option(let name, let spelling, let value):
                given[name] = spelling
                try assign(name, spelling: spelling, value: value, to: &parsed)
            }
        }
        if parsed.help || parsed.version { return parsed }
        try checkCombinations(parsed, given: given)
        return parsed
    }

    private static func assign(
        _ name: OptionName, spelling: String, value: String?, to parsed: inout ParsedArguments
    ) throws(UsageError) {
        let spec = OptionTable.spec(name)
        let raw = value ?? ""
        switch name {
        case .width: parsed.width = try positive(raw, spelling)
        case .height: parsed.height = try positive(raw, spelling)
        case .interval: parsed.intervalNanoseconds = try duration(raw, spelling)
        case .speed: parsed.speed = try number(raw, spelling)
        case .step: parsed.step = try positive(raw, spelling)
        case .direction: parsed.direction = Direction(rawValue: try choice(raw, spec, spelling))
        case .mode: parsed.mode = Mode(rawValue: try choice(raw, spec, spelling))
        case .loops: parsed.loops = try count(raw, spelling)
        case .timeout: parsed.timeoutNanoseconds = try duration(raw, spelling)
        case .frames: parsed.frames = try count(raw, spelling)
        case .frame:
            guard let k = DurationValue.integer(raw), k < frameLimit else {
                throw .invalidValue(spelling, expected: "a frame number from 0 to 2^62-1", got: raw)
            }
            parsed.frame = k
        case .once: parsed.once = true
        case .follow: parsed.follow = true
        case .update: parsed.updateCommand = raw
        case .pauseIf: parsed.pauseCommand = raw
        case .pausedAt: parsed.pausedAt = PausedAt(rawValue: try choice(raw, spec, spelling))
        case .shrink: parsed.shrink = true
        case .every:
            parsed.everyNanoseconds = try duration(raw, spelling)
            if parsed.everyNanoseconds == 0 {
                throw .invalidValue(spelling, expected: "a duration above 0", got: raw)
            }
        case .tween: parsed.tweenNanoseconds = try duration(raw, spelling)
        case .format: parsed.format = OutputFormat(rawValue: try choice(raw, spec, spelling))
        case .color: parsed.color = ColorChoice(rawValue: try choice(raw, spec, spelling))
        case .lines: parsed.lines = true
        case .inplace: parsed.inplace = true
        case .separator: parsed.separator = raw
        case .gap: parsed.gap = try count(raw, spelling, upTo: 1_000_000)
        case .always: parsed.always = true
        case .align: parsed.align = Alignment(rawValue: try choice(raw, spec, spelling))
        case .pause: parsed.pauseNanoseconds = try duration(raw, spelling)
        case .enter: parsed.enter = true
        case .ellipsis: parsed.ellipsis = value ?? defaultEllipsis
        case .template: parsed.template = try TemplateParser.parse(raw)
        case .fieldSeparator:
            guard !raw.isEmpty else {
                throw .invalidValue(spelling, expected: "a text of one character or more", got: raw)
            }
            parsed.fieldSeparator = raw
        case .prefix: parsed.prefix = raw
        case .suffix: parsed.suffix = raw
        case .tabsize: parsed.tabSize = try positive(raw, spelling, upTo: 1_000)
        case .ambiguousWidth: parsed.ambiguousWidth = Int(try choice(raw, spec, spelling))
        case .terminal: parsed.terminal = try choice(raw, spec, spelling)
        case .libc:
            guard let setting = CLibrarySetting(raw) else {
                throw .invalidValue(spelling, expected: CLibrarySetting.expected, got: raw)
            }
            parsed.libc = setting
        case .explain: parsed.explain = true
        case .help: parsed.help = true
        case .version: parsed.version = true
        }
    }

    /// Options that contradict each other, or need one another.
    private static func checkCombinations(
        _ parsed: ParsedArguments, given: GivenOptions
    ) throws(UsageError) {
        func exclusive(_ first: OptionName, _ second: OptionName) throws(UsageError) {
            if let a = given[first], let b = given[second] { throw .conflict(a, b) }
        }
        try exclusive(.inplace, .lines)
        try exclusive(.frame, .once)
        try exclusive(.interval, .speed)
        try exclusive(.separator, .gap)
        try exclusive(.follow, .update)
        try exclusive(.frame, .follow)
        try exclusive(.frame, .update)
        try exclusive(.once, .follow)
        try exclusive(.once, .update)
        // One frame is printed at once: there is no time to hold still in.
        try exclusive(.frame, .pauseIf)
        try exclusive(.once, .pauseIf)
        if parsed.words != nil {
            if let follow = given[.follow] { throw .textWithStream(follow) }
            if let update = given[.update] { throw .textWithStream(update) }
        }
        if let every = given[.every], given[.update] == nil, given[.pauseIf] == nil {
            throw .needs(every, "--update or --pause-if")
        }
        if let tween = given[.tween], given[.follow] == nil, given[.update] == nil {
            throw .needs(tween, "--follow or --update")
        }
        // A template's line is as wide as its parts, and one line.
        try exclusive(.template, .width)
        if let template = given[.template], let direction = given[.direction], parsed.direction?.isVertical == true {
            throw .conflict(template, direction + " " + (parsed.direction?.rawValue ?? ""))
        }
        if let separator = given[.fieldSeparator], given[.template] == nil {
            throw .needs(separator, "--template")
        }
        if let once = given[.once], parsed.intervalNanoseconds == 0 {
            throw .needs(once, "an --interval above 0")
        }
    }

    /// Widths, heights, steps and tab sizes: bounded so that a frame stays a sane size.
    private static func positive(
        _ raw: String, _ spelling: String, upTo limit: Int = 1_000_000
    ) throws(UsageError) -> Int {
        guard let value = DurationValue.integer(raw), value >= 1, value <= limit else {
            throw .invalidValue(spelling, expected: "a whole number from 1 to \(limit)", got: raw)
        }
        return value
    }

    private static func count(
        _ raw: String, _ spelling: String, upTo limit: Int = frameLimit - 1
    ) throws(UsageError) -> Int {
        guard let value = DurationValue.integer(raw), value <= limit else {
            let expected = limit == frameLimit - 1
                ? "a whole number of 0 or more" : "a whole number from 0 to \(limit)"
            throw .invalidValue(spelling, expected: expected, got: raw)
        }
        return value
    }

    private static func duration(_ raw: String, _ spelling: String) throws(UsageError) -> Int {
        guard let value = DurationValue.nanoseconds(raw) else {
            throw .invalidValue(spelling, expected: "a duration such as 0.25, 0.25s or 250ms", got: raw)
        }
        return value
    }

    private static func number(_ raw: String, _ spelling: String) throws(UsageError) -> Double {
        guard raw.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E }),
              let value = Double(raw), value > 0, value.isFinite, value <= 1e9
        else {
            throw .invalidValue(spelling, expected: "a number above 0", got: raw)
        }
        return value
    }

    private static func choice(
        _ raw: String, _ spec: OptionSpec, _ spelling: String
    ) throws(UsageError) -> String {
        guard spec.choices.contains(raw) else {
            let list = spec.choices.joined(separator: ", ")
            throw .invalidValue(spelling, expected: "one of \(list)", got: raw)
        }
        return raw
    }
}

/// How each given option was spelled ("-w", "--width"), for the messages that name it.
///
/// Kept in option-table order rather than in a dictionary keyed by `OptionName`: the
/// dictionary's storage type would be built at run time, which costs a start more than
/// parsing all its arguments does.
struct GivenOptions {
    private var spellings = [String](repeating: "", count: OptionTable.all.count)

    subscript(name: OptionName) -> String? {
        get {
            let spelling = spellings[OptionTable.position(of: name)]
            return spelling.isEmpty ? nil : spelling
        }
        set { spellings[OptionTable.position(of: name)] = newValue ?? "" }
    }
}
