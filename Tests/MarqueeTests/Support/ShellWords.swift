/// Just enough shell quoting to read the completion files back: single quotes,
/// backslash escapes and zsh's `{a,b}` brace expansion. Not a shell.
enum ShellWords {
    /// One zsh word, brace groups expanded: `'(-w)'{-w+,--width=}'[x]'` gives
    /// `(-w)-w+[x]` and `(-w)--width=[x]`.
    static func expand(_ word: String) throws -> [String] {
        var results = [""]
        var characters = word.makeIterator()
        while let character = characters.next() {
            switch character {
            case "'":
                guard let quoted = read(upTo: "'", from: &characters) else {
                    throw DocumentFormatError("unclosed quote in \(word)")
                }
                results = results.map { $0 + quoted }
            case "\\":
                guard let escaped = characters.next() else { throw DocumentFormatError("trailing \\ in \(word)") }
                results = results.map { $0 + String(escaped) }
            case "{":
                guard let group = read(upTo: "}", from: &characters) else {
                    throw DocumentFormatError("unclosed { in \(word)")
                }
                let alternatives = group.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                results = results.flatMap { prefix in alternatives.map { prefix + $0 } }
            case " ", "\t":
                throw DocumentFormatError("more than one word in \(word)")
            default:
                results = results.map { $0 + String(character) }
            }
        }
        return results
    }

    /// The characters before `terminator`, which is consumed; nil when it never comes.
    private static func read(upTo terminator: Character, from characters: inout String.Iterator) -> String? {
        var text = ""
        while let character = characters.next() {
            if character == terminator { return text }
            text.append(character)
        }
        return nil
    }

    /// Words of a command line. With `fishQuotes`, `\'` and `\\` inside single quotes
    /// stand for a quote and a backslash, as fish reads them.
    static func split(_ line: String, fishQuotes: Bool) throws -> [String] {
        var words: [String] = []
        var current: String?
        var characters = line.makeIterator()
        while let character = characters.next() {
            switch character {
            case " ", "\t":
                if let word = current { words.append(word) }
                current = nil
            case "'":
                var quoted = ""
                var closed = false
                while let inner = characters.next() {
                    if inner == "'" { closed = true; break }
                    if fishQuotes && inner == "\\" {
                        guard let escaped = characters.next() else { break }
                        if escaped == "'" || escaped == "\\" {
                            quoted.append(escaped)
                        } else {
                            quoted += "\\" + String(escaped)
                        }
                        continue
                    }
                    quoted.append(inner)
                }
                guard closed else { throw DocumentFormatError("unclosed quote in \(line)") }
                current = (current ?? "") + quoted
            case "\\":
                guard let escaped = characters.next() else { throw DocumentFormatError("trailing \\ in \(line)") }
                current = (current ?? "") + String(escaped)
            default:
                current = (current ?? "") + String(character)
            }
        }
        if let word = current { words.append(word) }
        return words
    }
}
