import MarqueeCore
import Testing

/// One source of truth: `--help`, the man page and the three shell completions list
/// exactly the options of `OptionTable.all`, each with the table's short name, and the
/// table's value name, default, choices and help text wherever they state one.
///
/// The documents are read back as their own header comments describe them (see the
/// readers in Support/); in the man page, an option's default is the line
/// `Default: TEXT.` that ends its entry, TEXT being the table's `defaultText`.
@Suite struct OptionConsistencyTests {
    @Test(arguments: OptionDocument.allCases)
    func listsEveryOptionOfTheTableAndNoOther(_ document: OptionDocument) throws {
        let names = try document.options().map(\.long)
        let tableNames = Set(OptionTable.all.map(\.long))
        let missing = tableNames.subtracting(names).sorted()
        let unknown = Set(names).subtracting(tableNames).sorted()
        let repeated = Set(names.filter { name in names.filter { $0 == name }.count > 1 }).sorted()
        #expect(missing.isEmpty, "in the option table but not in \(document.rawValue): \(missing)")
        #expect(unknown.isEmpty, "in \(document.rawValue) but not in the option table: \(unknown)")
        #expect(repeated.isEmpty, "more than once in \(document.rawValue): \(repeated)")
    }

    @Test(arguments: OptionDocument.allCases)
    func shortNamesAndValuesAgreeWithTheTable(_ document: OptionDocument) throws {
        for (option, spec) in try Self.matched(document) {
            let short = option.short.map { "-\($0)" } ?? "none"
            let tableShort = spec.short.map { "-\($0)" } ?? "none"
            #expect(option.short == spec.short,
                    "\(document.rawValue): \(option) has short name \(short), the table \(tableShort)")
            if let takesValue = option.takesValue {
                // Where a document cannot say that a value may be left out (bash, fish),
                // such an option takes no value of its own word there.
                let expected = option.valueIsOptional == nil ? Self.takesSeparateValue(spec) : spec.takesValue
                #expect(takesValue == expected,
                        "\(document.rawValue): \(option) \(takesValue ? "takes" : "takes no") value, unlike the table")
            }
            if let optional = option.valueIsOptional, spec.takesValue {
                #expect(optional == spec.valueIsOptional,
                        "\(document.rawValue): \(option) value \(optional ? "may" : "may not") be left out, unlike the table")
            }
            if let valueName = option.valueName {
                #expect(valueName == spec.valueName,
                        "\(document.rawValue): \(option) value \(valueName), the table \(spec.valueName)")
            }
        }
    }

    @Test(arguments: [OptionDocument.manPage, .help])
    func defaultsAreTheTables(_ document: OptionDocument) throws {
        for (option, spec) in try Self.matched(document) {
            guard let stated = option.defaultText else {
                Issue.record("\(document.rawValue) does not state defaults")
                return
            }
            #expect(stated == spec.defaultText,
                    "\(document.rawValue): \(option) default \(stated ?? "none"), the table \(spec.defaultText ?? "none")")
        }
    }

    @Test(arguments: [OptionDocument.bash, .zsh, .fish])
    func completionsOfferTheTablesChoices(_ document: OptionDocument) throws {
        for (option, spec) in try Self.matched(document) {
            let expected = option.valueIsOptional == nil && !Self.takesSeparateValue(spec)
                ? nil : Self.valueCompletion(spec)
            #expect(option.value == expected,
                    "\(document.rawValue): \(option) offers \(option.value?.description ?? "no value"), expected \(expected?.description ?? "no value")")
        }
    }

    @Test(arguments: [OptionDocument.help, .zsh, .fish])
    func helpTextsAreTheTables(_ document: OptionDocument) throws {
        for (option, spec) in try Self.matched(document) {
            #expect(option.help == spec.help, "\(document.rawValue): \(option) help differs from the table")
        }
    }

    /// A row added to the table is all the places it still needs at once: one issue per
    /// option, naming each document that lacks it and what to do there, and whether any
    /// source reads its value.
    @Test func everyOptionReachesEveryPlace() throws {
        for (spec, steps) in try OptionPlaces.missing() {
            Issue.record("--\(spec.long) still needs: \(steps.joined(separator: "; "))")
        }
        // The check itself: a name nobody reads is found, a name read is not.
        let sources = try OptionPlaces.sourceText()
        #expect(OptionPlaces.isRead(.width, in: sources))
        #expect(!OptionPlaces.isRead(.width, in: "parsed.integer(.height)"))
    }

    /// Each option's item under OPTIONS is the line the table makes, word for word.
    @Test func manPageItemsAreTheTables() throws {
        let page = try OptionDocument.manPage.text()
        let items = Set(page.components(separatedBy: "\n").filter { $0.hasPrefix(".It Fl ") })
        for spec in OptionTable.all {
            let line = ManPageItem.line(spec)
            let isThere = items.contains(line)
            #expect(isThere, "man/marquee.1 has no item \"\(line)\" under OPTIONS")
        }
    }

    /// Every `.Fl` in the page's prose names an option of the table, so a renamed or
    /// removed option cannot linger in a sentence.
    @Test func manPageProseNamesOnlyTableOptions() throws {
        let page = try OptionDocument.manPage.text()
        let known = Set(OptionTable.all.flatMap { spec in ["--" + spec.long] + (spec.short.map { ["-\($0)"] } ?? []) })
        let flagLetters = Set(OptionTable.all.filter { !$0.takesValue }.compactMap(\.short))
        // The syntax examples of DESCRIPTION: a lone "-", "--", "--name", "-x".
        let syntax: Set<String> = ["-", "--", "--name", "-x"]
        let flags = ManPageReader.allFlags(in: page)
        #expect(flags.count > OptionTable.all.count)
        for flag in flags where !known.contains(flag) && !syntax.contains(flag) {
            let isCluster = !flag.hasPrefix("--") && flag.count > 2 && flag.dropFirst().allSatisfy(flagLetters.contains)
            #expect(isCluster, "man/marquee.1 mentions \(flag), which the option table lacks")
        }
    }

    /// Whether the word after the option is its value: not for a flag, nor for a value
    /// that may be left out, which only follows `=`.
    static func takesSeparateValue(_ spec: OptionSpec) -> Bool {
        spec.takesValue && !spec.valueIsOptional
    }

    /// What a completion should offer after each option.
    static func valueCompletion(_ spec: OptionSpec) -> ValueCompletion? {
        if !spec.takesValue { return nil }
        if !spec.choices.isEmpty { return .words(spec.choices) }
        if spec.kind == .command { return .commands }
        return .nothing
    }

    /// The document's options paired with their rows of the table; options the table
    /// lacks are the concern of `listsEveryOptionOfTheTableAndNoOther`.
    static func matched(_ document: OptionDocument) throws -> [(DocumentedOption, OptionSpec)] {
        let options = try document.options()
        #expect(!options.isEmpty, "no options read from \(document.rawValue)")
        return options.compactMap { option in
            OptionTable.all.first { $0.long == option.long }.map { (option, $0) }
        }
    }
}
