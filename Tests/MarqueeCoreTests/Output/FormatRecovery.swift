import Foundation
@testable import MarqueeCore

/// Undoes each format's markup and escaping, independently of the encoders: what a
/// consumer would show, as plain text.
enum FormatRecovery {
    static func plainText(of output: String, format: OutputFormat) -> String {
        switch format {
        case .ansi, .plain: return strippingANSI(output)
        case .bash: return strippingDelimited(output, open: "\u{01}", close: "\u{02}")
        case .zsh: return zsh(output)
        case .tmux: return tmux(output)
        case .polybar: return barTags(output, doubledPercent: false).replacingOccurrences(of: "\u{2060}", with: "")
        case .lemonbar: return barTags(output, doubledPercent: true)
        case .xmobar: return xmobar(output)
        case .pango: return pango(output)
        case .json:
            let object = try? JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
            return pango(object?["text"] as? String ?? "<invalid JSON>")
        }
    }

    static func strippingANSI(_ text: String) -> String {
        var result = ""
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\u{1B}" else { result.unicodeScalars.append(scalar); continue }
            switch scalars.next() {
            case "[": while let c = scalars.next(), !(0x40...0x7E).contains(c.value) {}
            case "]":
                var previous: Unicode.Scalar = " "
                while let c = scalars.next(), !(c == "\u{07}" || (previous == "\u{1B}" && c == "\\")) { previous = c }
            default: break
            }
        }
        return result
    }

    static func strippingDelimited(_ text: String, open: String, close: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let start = rest.range(of: open) {
            result += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].range(of: close) else { return result + "<unclosed>" }
            rest = rest[end.upperBound...]
        }
        return strippingANSI(result + rest)
    }

    /// `%%` is `%`; `%{…%}` holds escape sequences; any other `%` would expand.
    static func zsh(_ text: String) -> String {
        var result = ""
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            if characters[index] == "%" {
                guard index + 1 < characters.count else { return "<lone %>" }
                if characters[index + 1] == "%" { result.append("%"); index += 2; continue }
                guard characters[index + 1] == "{" else { return "<text expands %\(characters[index + 1])>" }
                index += 2
                while index + 1 < characters.count && !(characters[index] == "%" && characters[index + 1] == "}") {
                    index += 1
                }
                index += 2
                continue
            }
            result.append(characters[index])
            index += 1
        }
        return strippingANSI(result)
    }

    /// What a tmux status line shows of a `#()` job's output: first `format_expand1`
    /// (`##` is `#`, a run of `#`s before `[` is kept, `#` before a letter, `(`, `{`,
    /// `,` or `}` opens a format),
    /// then `format_draw` (n `#`s are ⌈n/2⌉; before `[`, ⌊n/2⌋ and a `[` if n is even,
    /// a style `#[…]` if odd).
    static func tmux(_ text: String) -> String {
        var expanded: [Character] = []
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            guard characters[index] == "#" else {
                expanded.append(characters[index])
                index += 1
                continue
            }
            var end = index
            while end < characters.count && characters[end] == "#" { end += 1 }
            if end < characters.count && characters[end] == "[" {
                expanded += characters[index...end]
                index = end + 1
                continue
            }
            let run = end - index
            expanded += Array(repeating: "#", count: run / 2)
            index = end
            guard run % 2 == 1 else { continue }
            // A lone `#` and the character after it: a variable, a job, an alias (any
            // letter, to be safe), or an escaped `,` or `}`; any other pair stays as it is.
            guard end < characters.count, !characters[end].isLetter, !"({,}".contains(characters[end]) else {
                return "<# opens a format>"
            }
            expanded.append("#")
        }
        var result = ""
        index = 0
        while index < expanded.count {
            guard expanded[index] == "#" else {
                result.append(expanded[index])
                index += 1
                continue
            }
            var end = index
            while end < expanded.count && expanded[end] == "#" { end += 1 }
            let run = end - index
            guard end < expanded.count && expanded[end] == "[" else {
                result += String(repeating: "#", count: (run + 1) / 2)
                index = end
                continue
            }
            result += String(repeating: "#", count: run / 2)
            if run % 2 == 0 {
                result.append("[")
                index = end + 1
            } else {
                while end < expanded.count && expanded[end] != "]" { end += 1 }
                index = end + 1
            }
        }
        return result
    }

    /// `%{…}` is a tag; with lemonbar `%%` is `%`.
    static func barTags(_ text: String, doubledPercent: Bool) -> String {
        var result = ""
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            if characters[index] == "%", index + 1 < characters.count {
                if doubledPercent && characters[index + 1] == "%" { result.append("%"); index += 2; continue }
                if characters[index + 1] == "{" {
                    let tag = String(characters[(index + 2)...].prefix { $0 != "}" })
                    guard ["F", "B", "u", "U", "+", "-"].contains(where: { tag.hasPrefix($0) }), !tag.hasPrefix("A") else {
                        return "<text opened the tag %{\(tag)}>"
                    }
                    while index < characters.count && characters[index] != "}" { index += 1 }
                    index += 1
                    continue
                }
                if doubledPercent { return "<lone % in lemonbar text>" }
            }
            result.append(characters[index])
            index += 1
        }
        return result
    }

    /// `<fc=…>` and `</fc>` are styles; `<raw=N:…/>` holds N characters of text.
    static func xmobar(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<") {
            result += rest[..<open]
            rest = rest[open...]
            if rest.hasPrefix("<raw=") {
                let afterTag = rest.dropFirst(5)
                guard let colon = afterTag.firstIndex(of: ":"), let count = Int(afterTag[..<colon]) else {
                    return "<bad raw>"
                }
                let body = afterTag[afterTag.index(after: colon)...]
                let scalars = body.unicodeScalars.prefix(count)
                result += String(String.UnicodeScalarView(scalars))
                let after = body.unicodeScalars.dropFirst(count)
                guard String(String.UnicodeScalarView(after)).hasPrefix("/>") else { return "<raw not closed>" }
                rest = Substring(String(String.UnicodeScalarView(after.dropFirst(2))))
            } else if rest.hasPrefix("<fc=") || rest.hasPrefix("</fc>") {
                rest = rest[(rest.firstIndex(of: ">").map { rest.index(after: $0) } ?? rest.endIndex)...]
            } else {
                return "<text opened a tag>"
            }
        }
        return result + rest
    }

    /// Tags removed, entities undone; a bare `<` or `&` in text is an error.
    static func pango(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let special = rest.firstIndex(where: { $0 == "<" || $0 == "&" }) {
            result += rest[..<special]
            rest = rest[special...]
            if rest.hasPrefix("<span") || rest.hasPrefix("</span>") {
                guard let end = rest.firstIndex(of: ">") else { return "<bad tag>" }
                rest = rest[rest.index(after: end)...]
                continue
            }
            if rest.hasPrefix("<") { return "<text opened a tag>" }
            let entities = ["&amp;": "&", "&lt;": "<", "&gt;": ">", "&apos;": "'", "&quot;": "\""]
            guard let (entity, character) = entities.first(where: { rest.hasPrefix($0.key) }) else {
                return "<bare &>"
            }
            result += character
            rest = rest.dropFirst(entity.count)
        }
        return result + rest
    }
}
