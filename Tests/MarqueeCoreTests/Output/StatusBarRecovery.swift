/// What tmux, polybar, lemonbar and xmobar show of a frame: their style markup removed,
/// their escapes undone; markup the encoders never write (a tmux format, a click action,
/// an xmobar tag other than `fc` and `raw`) fails, as the bar would act on it.
enum StatusBarRecovery {
    typealias Failure = FormatRecovery.Failure

    /// What a tmux status line shows for a `#()` job's output: tmux expands it as a
    /// format (`format_expand1`: `##` is `#`, a run of `#`s before `[` is copied as it
    /// is, any other lone `#` starts a format) and then draws it (`format_draw`: a run of
    /// n `#`s shows as ⌈n/2⌉, or before `[` as ⌊n/2⌋ and then a `[` when n is even, a
    /// style when n is odd). Both layers are undone, as tmux 3.3–3.6 do them.
    static func tmux(_ output: String) throws(Failure) -> String {
        var expanded: [Unicode.Scalar] = []
        var reader = ScalarReader(output)
        while let scalar = reader.next() {
            guard scalar == "#" else { expanded.append(scalar); continue }
            var run = 1
            while reader.skip("#") { run += 1 }
            if reader.skip("[") {
                expanded += Array(repeating: "#", count: run) + ["["]
                continue
            }
            expanded += Array(repeating: "#", count: run / 2)
            guard run % 2 == 1 else { continue }
            // A lone `#` and what follows: a variable, a job, an alias (format.c's
            // format_upper and format_lower, the same in 3.3a to 3.6: D F H I P S T W and
            // h), or an escaped `,` or `}`; before anything else, `#d` of a colour
            // included, it stays a `#` (format_expand1's default case copies it).
            if let next = reader.peek(), "DFHIPSTWh({,}".unicodeScalars.contains(next) {
                throw Failure("\(("#" + String(next)).debugDescription) starts a tmux format")
            }
            expanded.append("#")
        }
        var drawn = ScalarReader(String(String.UnicodeScalarView(expanded)))
        var text = ""
        while let scalar = drawn.next() {
            guard scalar == "#" else { text.unicodeScalars.append(scalar); continue }
            var run = 1
            while drawn.skip("#") { run += 1 }
            guard drawn.skip("[") else {
                text += String(repeating: "#", count: (run + 1) / 2)
                continue
            }
            text += String(repeating: "#", count: run / 2)
            if run % 2 == 0 {
                text.append("[")
                continue
            }
            guard let style = drawn.take(until: "]") else { throw Failure("#[ without ]") }
            let allowed = "abcdefghijklmnopqrstuvwxyz0123456789=,#-".unicodeScalars
            guard style.unicodeScalars.allSatisfy(allowed.contains) else { throw Failure("tmux style #[\(style)]") }
        }
        return text
    }

    enum BarDialect { case polybar, lemonbar }

    /// `%{…}` is a tag. lemonbar reads `%%` as `%` and nothing else after a `%`; polybar
    /// has no escape, so the encoder puts U+2060 WORD JOINER between a `%` and a `{` of
    /// the text, which is dropped here to give the text back.
    static func barTags(_ output: String, dialect: BarDialect) throws(Failure) -> String {
        var reader = ScalarReader(output)
        var text = ""
        while let scalar = reader.next() {
            guard scalar == "%" else { text.unicodeScalars.append(scalar); continue }
            if reader.skip("{") {
                guard let tag = reader.take(until: "}") else { throw Failure("%{ without }") }
                guard isStyleTag(tag, dialect: dialect) else { throw Failure("text opened the tag %{\(tag)}") }
            } else if dialect == .lemonbar {
                guard reader.skip("%") else { throw Failure("lone % in lemonbar text") }
                text.append("%")
            } else {
                text.append("%")
                if reader.peek() == "\u{2060}" && reader.peek(1) == "{" { _ = reader.next() }
            }
        }
        return text
    }

    /// The tags the encoder writes: colours set (`#rrggbb`) and reset (`-`), underline
    /// and overline on and off.
    private static func isStyleTag(_ tag: String, dialect: BarDialect) -> Bool {
        let scalars = Array(tag.unicodeScalars)
        if ["+u", "-u", "+o", "-o"].contains(where: { $0.unicodeScalars.elementsEqual(scalars) }) { return true }
        guard let kind = scalars.first, ["F", "B", dialect == .polybar ? "u" : "U"].contains(kind) else {
            return false
        }
        if scalars.dropFirst().elementsEqual(["-"]) { return true }
        return scalars.count == 8 && scalars[1] == "#"
            && scalars.dropFirst(2).allSatisfy("0123456789abcdef".unicodeScalars.contains)
    }

    /// `<fc=…>…</fc>` is a colour, `<raw=N:…/>` holds N code points shown as they are;
    /// any other `<` would be a tag (`<action=…>` runs a command).
    static func xmobar(_ output: String) throws(Failure) -> String {
        var reader = ScalarReader(output)
        var text = ""
        var openColours = 0
        while let scalar = reader.next() {
            if scalar == "\n" && openColours > 0 { throw Failure("<fc> open at the end of a row") }
            guard scalar == "<" else { text.unicodeScalars.append(scalar); continue }
            if reader.skip("raw=") {
                guard let digits = reader.take(until: ":"),
                      !digits.isEmpty, digits.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }), let count = Int(digits),
                      let raw = reader.take(count: count), reader.skip("/>")
                else { throw Failure("<raw=…/> that does not hold what it says") }
                text += raw
            } else if reader.skip("fc=") {
                guard let colours = reader.take(until: ">"),
                      colours.unicodeScalars.allSatisfy("#,0123456789abcdef".unicodeScalars.contains)
                else { throw Failure("<fc=…> that is not colours") }
                openColours += 1
            } else if reader.skip("/fc>") {
                guard openColours > 0 else { throw Failure("</fc> without <fc>") }
                openColours -= 1
            } else {
                throw Failure("text opened an xmobar tag")
            }
        }
        if openColours > 0 { throw Failure("<fc> open at the end of a row") }
        return text
    }
}
