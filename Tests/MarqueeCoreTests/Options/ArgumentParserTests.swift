import TerminalWidth
import Testing
@testable import MarqueeCore

/// A command line and what the parser must make of it.
struct ParseCase: CustomTestStringConvertible, Sendable {
    let description: String
    let arguments: [String]
    let check: @Sendable (ParsedArguments) -> Bool

    init(_ description: String, _ arguments: [String], _ check: @escaping @Sendable (ParsedArguments) -> Bool) {
        self.description = description
        self.arguments = arguments
        self.check = check
    }

    var testDescription: String { description }
}

/// A command line the parser must refuse, and the one line it must say.
struct RefusalCase: CustomTestStringConvertible, Sendable {
    let description: String
    let arguments: [String]
    let message: String

    init(_ description: String, _ arguments: [String], _ message: String) {
        self.description = description
        self.arguments = arguments
        self.message = message
    }

    var testDescription: String { description }
}

@Suite struct ArgumentParserTests {
    static let accepted: [ParseCase] = [
        ParseCase("long option with separate value", ["--width", "12", "x"]) { $0.integer(.width) == 12 },
        ParseCase("long option with equals", ["--width=12", "x"]) { $0.integer(.width) == 12 },
        ParseCase("short option with separate value", ["-w", "12", "x"]) { $0.integer(.width) == 12 },
        ParseCase("short option with attached value", ["-w12", "x"]) { $0.integer(.width) == 12 },
        ParseCase("flag cluster", ["-lf"]) { $0.isGiven(.lines) && $0.isGiven(.follow) },
        ParseCase("flag cluster ending in a value", ["-lw7", "x"]) { $0.isGiven(.lines) && $0.integer(.width) == 7 },
        ParseCase("double dash ends options", ["--", "-w", "3"]) { $0.text == "-w 3" && $0.integer(.width) == nil },
        ParseCase("words joined with single spaces", ["a  b", "c"]) { $0.text == "a  b c" },
        ParseCase("options after text", ["hello", "-w", "5"]) { $0.text == "hello" && $0.integer(.width) == 5 },
        ParseCase("lone dash is text", ["-"]) { $0.text == "-" },
        ParseCase("duration in seconds", ["-i", "0.25", "x"]) { $0.nanoseconds(.interval) == 250_000_000 },
        ParseCase("duration with s", ["-i", "0.25s", "x"]) { $0.nanoseconds(.interval) == 250_000_000 },
        ParseCase("duration in ms", ["-i", "250ms", "x"]) { $0.nanoseconds(.interval) == 250_000_000 },
        ParseCase("duration in minutes", ["--timeout", "2m", "x"]) { $0.nanoseconds(.timeout) == 120_000_000_000 },
        ParseCase("zero interval", ["-i", "0", "x"]) { $0.nanoseconds(.interval) == 0 },
        ParseCase("choice", ["-m", "bounce", "-d", "right", "x"]) { $0.choice(.mode, as: Mode.self) == .bounce && $0.choice(.direction, as: Direction.self) == .right },
        ParseCase("largest frame", ["--frame", "4611686018427387903", "x"]) { $0.integer(.frame) == (1 << 62) - 1 },
        ParseCase("last value wins", ["-w", "3", "-w", "4", "x"]) { $0.integer(.width) == 4 },
        ParseCase("speed", ["--speed", "2.5", "x"]) { $0.number(.speed) == 2.5 },
        ParseCase("empty separator", ["--separator=", "x"]) { $0.string(.separator) == "" },
        ParseCase("help stops checking", ["--help", "--frame", "1", "--once"]) { $0.isGiven(.help) },
    ]

    @Test(arguments: accepted)
    func accepts(_ parse: ParseCase) throws {
        let parsed = try ArgumentParser.parse(parse.arguments)
        #expect(parse.check(parsed))
    }

    static let refused: [RefusalCase] = [
        RefusalCase("unknown long option with a near miss", ["--widht", "3"],
                    "unknown option '--widht' (did you mean '--width'?)"),
        RefusalCase("unknown long option far from any", ["--zzzzzzzz"], "unknown option '--zzzzzzzz'"),
        RefusalCase("unknown short option", ["-z"], "unknown option '-z'"),
        RefusalCase("missing value at the end", ["--width"], "--width: expected a value"),
        RefusalCase("flag given a value", ["--always=yes", "x"], "--always: takes no value"),
        RefusalCase("width zero", ["-w", "0", "x"], "-w: expected a whole number from 1 to 1000000, got '0'"),
        RefusalCase("negative width", ["--width", "-3", "x"], "--width: expected a whole number from 1 to 1000000, got '-3'"),
        RefusalCase("malformed duration", ["--interval", "fast", "x"],
                    "--interval: expected a duration such as 0.25, 0.25s or 250ms, got 'fast'"),
        RefusalCase("bad speed", ["--speed", "fast", "x"], "--speed: expected a number above 0, got 'fast'"),
        RefusalCase("zero speed", ["--speed", "0", "x"], "--speed: expected a number above 0, got '0'"),
        RefusalCase("bad mode", ["-m", "spin", "x"],
                    "-m: expected one of scroll, slide, bounce, page, static, restart, got 'spin'"),
        RefusalCase("frame too large", ["--frame", "4611686018427387904", "x"],
                    "--frame: expected a frame number from 0 to 2^62-1, got '4611686018427387904'"),
        RefusalCase("inplace with lines", ["--inplace", "--lines", "x"], "--inplace cannot be used with --lines"),
        RefusalCase("frame with once", ["--frame", "1", "--once", "x"], "--frame cannot be used with --once"),
        RefusalCase("interval with speed", ["-i", "1", "--speed", "3", "x"], "-i cannot be used with --speed"),
        RefusalCase("separator with gap", ["--separator", "|", "--gap", "2", "x"],
                    "--separator cannot be used with --gap"),
        RefusalCase("follow with update", ["-f", "--update", "date"], "-f cannot be used with --update"),
        RefusalCase("text with follow", ["--follow", "hello"],
                    "TEXT cannot be used with --follow, which reads its own text"),
        RefusalCase("frame with follow", ["--frame", "2", "--follow"], "--frame cannot be used with --follow"),
        RefusalCase("once with update", ["--once", "--update", "date"], "--once cannot be used with --update"),
        RefusalCase("every without update", ["--every", "2", "x"], "--every needs --update or --pause-if"),
        RefusalCase("paused at nowhere", ["--paused-at", "end", "x"],
                    "--paused-at: expected one of here, start, got 'end'"),
        RefusalCase("paused at nothing", ["--paused-at"], "--paused-at: expected a value"),
        // Each bound and rule below is the table's ValueKind for that option.
        RefusalCase("tab size too large", ["--tabsize", "1001", "x"],
                    "--tabsize: expected a whole number from 1 to 1000, got '1001'"),
        RefusalCase("gap too large", ["--gap", "1000001", "x"],
                    "--gap: expected a whole number from 0 to 1000000, got '1000001'"),
        RefusalCase("negative loops", ["-n", "-1", "x"], "-n: expected a whole number of 0 or more, got '-1'"),
        RefusalCase("every zero", ["--every", "0", "--update", "date"], "--every: expected a duration above 0, got '0'"),
        RefusalCase("empty field separator", ["--field-separator=", "x"],
                    "--field-separator: expected a text of one character or more, got ''"),
        RefusalCase("terminal not in the list", ["--terminal", "nonesuch", "x"],
                    "--terminal: expected one of \(TerminalChoice.names.joined(separator: ", ")), got 'nonesuch'"),
    ]

    @Test(arguments: refused)
    func refuses(_ refusal: RefusalCase) {
        #expect(throws: UsageError.self) { try ArgumentParser.parse(refusal.arguments) }
        do {
            _ = try ArgumentParser.parse(refusal.arguments)
        } catch {
            #expect(error.message == refusal.message)
            #expect(error.line == "marquee: \(refusal.message)\n")
        }
    }

    /// The parser is driven by the table: every option, given a value of its kind, is
    /// stored under its name, and read back through the accessor for its kind.
    @Test(arguments: OptionTable.all.map(\.name))
    func storesEveryOptionOfTheTable(_ name: OptionName) throws {
        let spec = OptionTable.spec(name)
        let arguments: [String]
        switch spec.kind {
        case .flag: arguments = ["--" + spec.long]
        case .optionalText: arguments = ["--" + spec.long + "=>"]
        case .count, .positive, .frameIndex: arguments = ["--" + spec.long, "3"]
        case .duration, .positiveDuration: arguments = ["--" + spec.long, "3s"]
        case .number: arguments = ["--" + spec.long, "2.5"]
        case .choice, .terminalProfile, .cLibrary: arguments = ["--" + spec.long, spec.choices[1]]
        case .text, .nonEmptyText, .command: arguments = ["--" + spec.long, "a b"]
        case .template: arguments = ["--" + spec.long, "{1}"]
        case .cellWidths: arguments = ["--" + spec.long, "U+E000-U+F8FF=2"]
        }
        // With --help, which stands alone, no rule between options (--every needs
        // --update) is in the way; values are checked and stored all the same.
        let parsed = try ArgumentParser.parse(arguments + ["--help"])
        #expect(parsed.isGiven(name))
        #expect(ParsedArguments().isGiven(name) == false)
        let read: Bool
        switch spec.kind {
        case .flag: read = parsed[name] == .flag
        case .optionalText: read = parsed.string(name) == ">"
        case .count, .positive, .frameIndex: read = parsed.integer(name) == 3
        case .duration, .positiveDuration: read = parsed.nanoseconds(name) == 3_000_000_000
        case .number: read = parsed.number(name) == 2.5
        case .choice, .terminalProfile: read = parsed.string(name) == spec.choices[1]
        case .cLibrary: read = parsed.cLibrary(name) == CLibrarySetting(spec.choices[1])
        case .text, .nonEmptyText, .command: read = parsed.string(name) == "a b"
        case .template: read = parsed.template(name) == (try TemplateParser.parse("{1}"))
        case .cellWidths: read = parsed.cellWidths(name) == [CellWidth("\u{E000}"..."\u{F8FF}", columns: 2)!]
        }
        #expect(read, "\(arguments) read back as \(String(describing: parsed[name]))")
    }

    @Test func messagesNeverEchoControlCharacters() {
        do {
            _ = try ArgumentParser.parse(["--width", "1\u{1B}[2J"])
            Issue.record("accepted a width with an escape sequence")
        } catch {
            #expect(!error.line.unicodeScalars.contains { $0.value == 0x1B })
        }
    }

    @Test func everyOptionInTheTableHasAName() {
        for name in OptionName.allCases {
            #expect(OptionTable.all.filter { $0.name == name }.count == 1, "\(name)")
        }
        let shorts = OptionTable.all.compactMap(\.short)
        #expect(Set(shorts).count == shorts.count)
        #expect(Set(shorts) == Set("wHisdmntfFlhVT"))
    }

    /// `OptionTable.position(of:)` reads a case's number as its row: the cases stand in
    /// the table's order.
    @Test func theNamesStandInTheTablesOrder() {
        #expect(OptionTable.all.map(\.name) == OptionName.allCases)
        for (row, spec) in OptionTable.all.enumerated() {
            #expect(OptionTable.position(of: spec.name) == row, "\(spec.name)")
        }
    }
}

@Suite struct DurationValueTests {
    @Test(arguments: [
        ("0.25", 250_000_000), ("0.25s", 250_000_000), ("250ms", 250_000_000), ("2s", 2_000_000_000),
        ("1.5m", 90_000_000_000), ("1h", 3_600_000_000_000), (".5", 500_000_000), ("0.1", 100_000_000),
        ("0.000000001", 1), ("3", 3_000_000_000),
    ])
    func parses(_ text: String, _ nanoseconds: Int) {
        #expect(DurationValue.nanoseconds(text) == nanoseconds)
    }

    @Test(arguments: ["", ".", "s", "-1", "1e3", "abc", "1..2", "2 s", "1000000001"])
    func refuses(_ text: String) {
        #expect(DurationValue.nanoseconds(text) == nil)
    }
}
