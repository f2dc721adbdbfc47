/// What a terminal shows of `ansi` and `plain` frames, and of `bash` and `zsh` prompt text:
/// SGR and OSC 8 hyperlinks are styling and show nothing; any other escape sequence acts,
/// and so fails, as does a style or hyperlink still open where a row ends.
enum TerminalTextRecovery {
    typealias Failure = FormatRecovery.Failure

    static func ansi(_ output: String) throws(Failure) -> String {
        var reader = ScalarReader(output)
        var styling = Styling()
        var text = ""
        while let scalar = reader.next() {
            if scalar == "\u{1B}" {
                try styling.readSequence(from: &reader)
            } else {
                try styling.show(scalar, in: &text)
            }
        }
        try styling.endRow()
        return text
    }

    static func plain(_ output: String) throws(Failure) -> String {
        if output.unicodeScalars.contains("\u{1B}") { throw Failure("escape sequence in plain output") }
        return output
    }

    /// readline counts every byte as a column but those between `\001` and `\002`.
    static func bash(_ output: String) throws(Failure) -> String {
        var reader = ScalarReader(output)
        var styling = Styling()
        var text = ""
        while let scalar = reader.next() {
            if scalar == "\u{01}" {
                guard let hidden = reader.take(until: "\u{02}") else { throw Failure("\\001 without \\002") }
                try styling.readOnlySequences(hidden)
            } else if scalar == "\u{1B}" {
                throw Failure("escape sequence outside \\001…\\002, counted as columns")
            } else {
                try styling.show(scalar, in: &text)
            }
        }
        try styling.endRow()
        return text
    }

    /// zsh expands every `%` of a prompt, inside `%{…%}` (which holds what takes no
    /// columns) too: only `%%`, `%{` and `%}` may remain.
    static func zsh(_ output: String) throws(Failure) -> String {
        var reader = ScalarReader(output)
        var styling = Styling()
        var text = ""
        var hidden: String?
        while let scalar = reader.next() {
            if scalar == "%" {
                switch reader.next() {
                case "%":
                    if hidden != nil { hidden!.append("%") } else { try styling.show("%", in: &text) }
                case "{" where hidden == nil:
                    hidden = ""
                case "}" where hidden != nil:
                    try styling.readOnlySequences(hidden!)
                    hidden = nil
                case let other:
                    throw Failure("\(("%" + (other.map { String($0) } ?? "")).debugDescription) expands in a zsh prompt")
                }
            } else if hidden != nil {
                hidden!.unicodeScalars.append(scalar)
            } else if scalar == "\u{1B}" {
                throw Failure("escape sequence outside %{…%}, counted as columns")
            } else {
                try styling.show(scalar, in: &text)
            }
        }
        if hidden != nil { throw Failure("%{ without %}") }
        try styling.endRow()
        return text
    }

    /// Whether a style or hyperlink is open, as the sequences read so far leave it.
    private struct Styling {
        var styled = false
        var linkOpen = false

        /// Shows a visible scalar; LF ends a row.
        mutating func show(_ scalar: Unicode.Scalar, in text: inout String) throws(Failure) {
            if scalar == "\n" { try endRow() }
            text.unicodeScalars.append(scalar)
        }

        mutating func endRow() throws(Failure) {
            if styled || linkOpen { throw Failure("style open at the end of a row") }
        }

        /// Text that must be escape sequences only, nothing visible.
        mutating func readOnlySequences(_ hidden: String) throws(Failure) {
            var reader = ScalarReader(hidden)
            while let scalar = reader.next() {
                guard scalar == "\u{1B}" else { throw Failure("visible \(FormatRecovery.hex(scalar)) marked as taking no columns") }
                try readSequence(from: &reader)
            }
        }

        /// One escape sequence, its ESC already read: SGR or OSC 8, or a failure.
        mutating func readSequence(from reader: inout ScalarReader) throws(Failure) {
            switch reader.next() {
            case "[":
                var parameters = ""
                while let scalar = reader.peek(), (0x20...0x3F).contains(scalar.value) {
                    parameters.unicodeScalars.append(scalar)
                    _ = reader.next()
                }
                let final = reader.next()
                guard final == "m", parameters.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) || $0 == ";" || $0 == ":" })
                else { throw Failure("CSI other than SGR: ESC [\(parameters)\(final.map { String($0) } ?? "")") }
                styled = !(parameters.isEmpty || parameters.unicodeScalars.elementsEqual(["0"]))
            case "]":
                guard let body = reader.take(until: "\u{1B}\\") else { throw Failure("OSC without ST") }
                let fields = body.unicodeScalars.split(separator: ";", maxSplits: 2, omittingEmptySubsequences: false)
                let hasControl = body.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
                guard fields.count == 3, fields[0].elementsEqual(["8"]), !hasControl else {
                    throw Failure("OSC other than a hyperlink: \(body.debugDescription)")
                }
                linkOpen = !fields[2].isEmpty
            case let other:
                throw Failure("escape sequence ESC \(other.map { FormatRecovery.hex($0) } ?? "at the end")")
            }
        }
    }
}
