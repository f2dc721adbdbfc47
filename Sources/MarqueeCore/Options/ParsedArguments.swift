import TerminalWidth

/// What the user typed, checked for form and range but not yet resolved against the
/// environment ("low" arguments).
///
/// Each option's value is kept by its row of the option table, read back through the
/// accessor for its kind: a new option needs no field here and no case in the parser,
/// only its row and its meaning in `Settings`. Nil (or false) means "not given".
package struct ParsedArguments: Equatable, Sendable {
    /// By position in `OptionTable.all`, not in a dictionary keyed by `OptionName`: the
    /// dictionary's storage type would be built at run time, on every start.
    private var values: [OptionValue?]
    /// TEXT words, in order; nil when none was given.
    package var words: [String]?

    package init() {
        values = [OptionValue?](repeating: nil, count: OptionTable.all.count)
    }

    /// The value given for `name`, as the parser stored it.
    package subscript(name: OptionName) -> OptionValue? {
        get { values[OptionTable.position(of: name)] }
        set { values[OptionTable.position(of: name)] = newValue }
    }

    /// Whether `name` was given: for a flag, its whole value.
    package func isGiven(_ name: OptionName) -> Bool {
        self[name] != nil
    }

    /// A count, positive number or frame index.
    package func integer(_ name: OptionName) -> Int? {
        guard case .integer(let value)? = self[name] else { return nil }
        return value
    }

    /// A duration, in nanoseconds.
    package func nanoseconds(_ name: OptionName) -> Int? {
        guard case .nanoseconds(let value)? = self[name] else { return nil }
        return value
    }

    package func number(_ name: OptionName) -> Double? {
        guard case .number(let value)? = self[name] else { return nil }
        return value
    }

    /// Text, a command or a word of a list as typed.
    package func string(_ name: OptionName) -> String? {
        guard case .text(let value)? = self[name] else { return nil }
        return value
    }

    /// A word of a list as the type it names (`Mode`, `OutputFormat`).
    package func choice<Choice: RawRepresentable>(_ name: OptionName, as type: Choice.Type) -> Choice?
    where Choice.RawValue == String {
        string(name).flatMap(Choice.init(rawValue:))
    }

    package func template(_ name: OptionName) -> Template? {
        guard case .template(let value)? = self[name] else { return nil }
        return value
    }

    package func cLibrary(_ name: OptionName) -> CLibrarySetting? {
        guard case .cLibrary(let value)? = self[name] else { return nil }
        return value
    }

    package func cellWidths(_ name: OptionName) -> [CellWidth]? {
        guard case .cellWidths(let value)? = self[name] else { return nil }
        return value
    }

    /// The text from the command line: words joined with single spaces.
    package var text: String? {
        // Joined by hand: `joined(separator:)` is not specialized for [String] and looks
        // up its element type's conformances at run time, on every start.
        guard let words else { return nil }
        var text = ""
        for (index, word) in words.enumerated() {
            if index > 0 { text += " " }
            text += word
        }
        return text
    }
}

package enum Mode: String, Sendable, CaseIterable {
    case scroll, slide, bounce, page
    case `static`
    /// As slide, then hold, jump back to the start, hold, and again.
    case restart
}

package enum Direction: String, Sendable, CaseIterable {
    case left, right, up, down

    package var isVertical: Bool { self == .up || self == .down }
    /// Right and down run the offset backwards.
    package var isReversed: Bool { self == .right || self == .down }
}

package enum Alignment: String, Sendable, CaseIterable {
    case left, center, right
}

package enum ColorChoice: String, Sendable, CaseIterable {
    case auto, always, never
}
