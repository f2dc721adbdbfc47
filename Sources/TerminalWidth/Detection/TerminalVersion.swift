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
        var parts: [Int] = []
        for field in text.split(separator: ".", omittingEmptySubsequences: false) {
            let digits = field.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, digits.count <= 9, let number = Int(digits) else { break }
            parts.append(number)
            if digits.count != field.count { break }
        }
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
        parts.map(String.init).joined(separator: ".")
    }
}
