import TerminalWidth

/// Turns tokens into `ParsedArguments`: the second parsing step. Values are checked here
/// against their kind; contradictions between options are checked once all are known.
package enum ArgumentParser {
    /// The largest frame index `--frame` accepts.
    package static let frameLimit = 1 << 62

    package static func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var given = GivenOptions()
        var standsAlone = false
        for token in try ArgumentLexer.tokens(arguments) {
            switch token {
            case .text(let word):
                parsed.words = (parsed.words ?? []) + [word]
            case .option(let name, let spelling, let value):
                let spec = OptionTable.spec(name)
                given[name] = spelling
                parsed[name] = try checked(spec, spelling: spelling, value: value)
                standsAlone = standsAlone || spec.standsAlone
            }
        }
        if standsAlone { return parsed }
        try checkCombinations(parsed, given: given)
        return parsed
    }

    /// The value of one given option, checked as its kind says: the table drives this,
    /// so an option needs no case of its own here.
    private static func checked(
        _ spec: OptionSpec, spelling: String, value: String?
    ) throws(UsageError) -> OptionValue {
        let raw = value ?? ""
        switch spec.kind {
        case .flag: return .flag
        case .count(let limit): return .integer(try count(raw, spelling, upTo: limit ?? frameLimit - 1))
        case .positive(let limit): return .integer(try positive(raw, spelling, upTo: limit))
        case .duration: return .nanoseconds(try duration(raw, spelling))
        case .positiveDuration:
            let nanoseconds = try duration(raw, spelling)
            if nanoseconds == 0 {
                throw .invalidValue(spelling, expected: "a duration above 0", got: raw)
            }
            return .nanoseconds(nanoseconds)
        case .number: return .number(try number(raw, spelling))
        case .choice, .terminalProfile: return .text(try choice(raw, spec, spelling))
        case .text, .command: return .text(raw)
        case .nonEmptyText:
            guard !raw.isEmpty else {
                throw .invalidValue(spelling, expected: "a text of one character or more", got: raw)
            }
            return .text(raw)
        case .optionalText(let absent): return .text(value ?? absent)
        case .cLibrary:
            guard let setting = CLibrarySetting(raw) else {
                throw .invalidValue(spelling, expected: CLibrarySetting.expected, got: raw)
            }
            return .cLibrary(setting)
        case .frameIndex:
            guard let k = DurationValue.integer(raw), k < frameLimit else {
                throw .invalidValue(spelling, expected: "a frame number from 0 to 2^62-1", got: raw)
            }
            return .integer(k)
        case .template: return .template(try TemplateParser.parse(raw))
        case .cellWidths:
            do throws(CellWidth.ListError) {
                return .cellWidths(try CellWidth.list(raw))
            } catch {
                throw .badCellWidths(spelling, error)
            }
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
        if let template = given[.template], let direction = given[.direction],
           let vertical = parsed.choice(.direction, as: Direction.self), vertical.isVertical {
            throw .conflict(template, direction + " " + vertical.rawValue)
        }
        if let separator = given[.fieldSeparator], given[.template] == nil {
            throw .needs(separator, "--template")
        }
        if let once = given[.once], parsed.nanoseconds(.interval) == 0 {
            throw .needs(once, "an --interval above 0")
        }
    }

    private static func positive(
        _ raw: String, _ spelling: String, upTo limit: Int
    ) throws(UsageError) -> Int {
        guard let value = DurationValue.integer(raw), value >= 1, value <= limit else {
            throw .invalidValue(spelling, expected: "a whole number from 1 to \(limit)", got: raw)
        }
        return value
    }

    private static func count(
        _ raw: String, _ spelling: String, upTo limit: Int
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
