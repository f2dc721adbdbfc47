/// What tmux, polybar, lemonbar and xmobar show of a frame: their style markup removed,
/// their escapes undone; markup the encoders never write (a tmux format, a click action,
/// an xmobar tag other than `fc` and `raw`) fails, as the bar would act on it.
enum StatusBarRecovery {
    typealias Failure = FormatRecovery.Failure

    /// `##` is `#` and `#[…]` a style; any other `#` would start a format. One layer of
    /// tmux's expansion is undone, as the encoder escapes for.
    static func tmux(_ output: String) throws(Failure) -> String {
        var reader = ScalarReader(output)
        var text = ""
        while let scalar = reader.next() {
            guard scalar == "#" else { text.unicodeScalars.append(scalar); continue }
            switch reader.next() {
            case "#":
                text.append("#")
            case "[":
                guard let style = reader.take(until: "]") else { throw Failure("#[ without ]") }
                let allowed = "abcdefghijklmnopqrstuvwxyz0123456789=,#-".unicodeScalars
                guard style.unicodeScalars.allSatisfy(allowed.contains) else { throw Failure("tmux style #[\(style)]") }
            case let other:
                throw Failure("\(("#" + (other.map { String($0) } ?? "")).debugDescription) starts a tmux format")
            }
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
