/// The environment variables that name a terminal or multiplexer
/// (`TerminalDetection.variableNames` and `MARQUEE_TERMINAL`), those that are set.
///
/// Two arrays of strings, not a `Dictionary`: a run sets a handful of these, and a
/// dictionary's storage type is built at run time, which cost every start about 90,000
/// instructions.
package struct TerminalVariables: Equatable, Sendable, ExpressibleByDictionaryLiteral {
    private var names: [String] = []
    private var values: [String] = []

    package init() {}

    package init(dictionaryLiteral elements: (String, String)...) {
        for (name, value) in elements { self[name] = value }
    }

    /// The variable's value; nil when it is not set. Setting nil unsets it.
    package subscript(name: String) -> String? {
        get {
            guard let index = names.firstIndex(of: name) else { return nil }
            return values[index]
        }
        set {
            if let index = names.firstIndex(of: name) {
                if let newValue {
                    values[index] = newValue
                } else {
                    names.remove(at: index)
                    values.remove(at: index)
                }
            } else if let newValue {
                names.append(name)
                values.append(newValue)
            }
        }
    }

    /// These variables with `other`'s set over them.
    package func merging(_ other: TerminalVariables) -> TerminalVariables {
        var merged = self
        for (name, value) in zip(other.names, other.values) { merged[name] = value }
        return merged
    }

    package static func == (left: TerminalVariables, right: TerminalVariables) -> Bool {
        left.names.count == right.names.count && zip(left.names, left.values).allSatisfy { right[$0] == $1 }
    }
}
