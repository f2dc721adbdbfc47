/// A terminal's release number, as its variables and answers give it (`0.26.5`, `22.12.3`,
/// `379`), compared part by part; missing parts count as 0, so `0.42` equals `0.42.0`.
package struct TerminalVersion: Comparable, Sendable, CustomStringConvertible {
    package let parts: [Int]

    package init(_ parts: [Int]) {
        self.parts = parts
    }

    /// The leading run of dot-separated numbers of `text` (`3.9.0`, `0.26.5`,
    /// `20240203-110809-5046fc22` is 20240203); nil when it starts with no digit.
    package init?(_ text: Substring) {
        // Byte by byte: `split` and `prefix(while:)` build generic types a start pays for
        // (a prompt deciding by its terminal's remembered release).
        var parts: [Int] = []
        var number = 0
        var digits = 0
        for byte in text.utf8 {
            if byte >= 0x30 && byte <= 0x39 {
                // A number too long to be a release's is no part.
                guard digits < 9 else {
                    digits = 0
                    break
                }
                number = number * 10 + Int(byte - 0x30)
                digits += 1
            } else if byte == 0x2E && digits > 0 {
                parts.append(number)
                number = 0
                digits = 0
            } else {
                break
            }
        }
        if digits > 0 { parts.append(number) }
        guard !parts.isEmpty else { return nil }
        self.parts = parts
    }

    package init?(_ text: String) {
        self.init(text[...])
    }

    /// A number that packs two digits a part after the first (`221203` is 22.12.3, as
    /// `KONSOLE_VERSION` and foot's DA2 give them; `7006` with two parts after it is 0.70.6
    /// as `VTE_VERSION` gives it).
    package init(packed number: Int, partsAfterFirst: Int) {
        var parts: [Int] = []
        var rest = number
        for _ in 0..<partsAfterFirst {
            parts.insert(rest % 100, at: 0)
            rest /= 100
        }
        parts.insert(rest, at: 0)
        self.parts = parts
    }

    package static func < (left: TerminalVersion, right: TerminalVersion) -> Bool {
        for index in 0..<max(left.parts.count, right.parts.count) {
            let a = index < left.parts.count ? left.parts[index] : 0
            let b = index < right.parts.count ? right.parts[index] : 0
            if a != b { return a < b }
        }
        return false
    }

    package static func == (left: TerminalVersion, right: TerminalVersion) -> Bool {
        !(left < right) && !(right < left)
    }

    package var description: String {
        // A loop, not `map` and `joined`: their generic types cost a start that decides
        // by a release (a prompt's, with remembered answers) a tenth of its instructions.
        var text = ""
        for part in parts {
            if !text.isEmpty { text += "." }
            text += String(part)
        }
        return text
    }
}
