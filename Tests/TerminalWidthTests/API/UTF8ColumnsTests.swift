import Testing
@testable import TerminalWidth

/// `TerminalWidth.columns` reads the bytes (`UTF8Columns`, issue 40); its answer must be
/// the sum of `TextPieces`, which `clip` and `clusters` walk, for every profile and any
/// text: random mixes of scripts, emoji, marks, controls, tabs and escape sequences,
/// sequences cut off anywhere, and U+FFFD from invalid UTF-8.
@Suite struct UTF8ColumnsTests {
    /// The columns by the pieces, as `columns` summed them before.
    static func columnsByPieces(_ text: String, profile: TerminalProfile) -> Int {
        var total = 0
        TextPieces(text: text, widths: profile.displayWidth).forEach { piece, column in
            switch piece {
            case .cluster(_, let columns): total = column + columns
            case .tab: total = column + TextPieces.tabSize - column % TextPieces.tabSize
            case .control: total = column
            }
        }
        return total
    }

    /// Pieces texts are made of: each rule of segmentation and width, and the bytes the
    /// escape grammar reads.
    static let tokens: [String] = [
        "a", "Z", " ", "~", "hello", "東京", "中", "ｱ", "한", "\u{1100}\u{1161}\u{11A8}", "\u{1100}", "\u{1161}", "\u{11A8}",
        "e\u{301}", "\u{301}", "\u{300}\u{301}", "\u{20DD}", "\u{0600}", "\u{0605}1", "\u{0915}\u{094D}\u{0937}",
        "\u{094D}", "\u{0915}", "\u{093F}", "\u{0D4E}", "\u{0E33}", "ก\u{0E33}",
        "👍", "👍🏽", "🏽", "👨‍👩‍👧", "\u{200D}", "\u{200D}👧", "❤️", "❤", "\u{FE0F}", "\u{FE0E}", "⌚︎", "⌚",
        "🇯🇵", "🇯", "🇵", "🇺🇸🇫", "1️⃣", "#️⃣", "☠‍☠️", "🏳️‍🌈", "🧑🏻‍💻", "✍🏻", "a🏻",
        "\u{200B}", "\u{00AD}", "\u{2028}", "\u{E0061}", "\u{E000}", "\u{10FFFD}", "\u{FFFD}", "\u{00A0}", "\u{00A9}",
        "\u{1F1E6}\u{1F3FB}", "\u{3000}", "\u{FF01}", "\u{4DC0}", "\u{1D300}", "\u{2630}", "\u{1F9CB}", "\u{1FAEF}",
        "\t", "\n", "\r", "\r\n", "\u{0}", "\u{7}", "\u{8}", "\u{7F}", "\u{80}", "\u{85}", "\u{9C}", "\u{9B}", "\u{9D}",
        "\u{90}", "\u{98}", "\u{9E}", "\u{9F}", "\u{9B}31m", "\u{9D}8;;x\u{9C}",
        "\u{1B}", "\u{1B}[", "\u{1B}[31m", "\u{1B}[1;38;5;208m", "\u{1B}[0m", "\u{1B}[?2027h", "\u{1B}[ q", "\u{1B}[1",
        "\u{1B}]8;;https://example.com\u{7}", "\u{1B}]8;;\u{1B}\\", "\u{1B}]0;title", "\u{1B}]2;東京\u{9C}",
        "\u{1B}P1$r\u{1B}\\", "\u{1B}X", "\u{1B}^", "\u{1B}_", "\u{1B}(B", "\u{1B}(", "\u{1B} ", "\u{1B}7", "\u{1B}\u{1B}",
        "\u{1B}é", "\u{1B}\u{9B}", "\u{1B}[\u{301}", "\u{1B}]\u{9C}", "\u{1B}\\", "[", "]", "\\", "m",
    ]

    /// Strings from invalid UTF-8, repaired to U+FFFD by the maximal-subpart rule.
    static let repaired: [String] = [
        [0xFF], [0xC2], [0xE6, 0x9D], [0xF0, 0x9F, 0x98], [0xED, 0xA0, 0x80], [0xC0, 0xAF], [0x80, 0x61],
        [0x1B, 0x5B, 0xC2], [0xE6, 0x9D, 0xB1, 0xFF, 0xCC, 0x81], [0xC2, 0x9C, 0x9C],
    ].map { String(decoding: $0 as [UInt8], as: UTF8.self) }

    /// A generator with a fixed seed (SplitMix64), so a failure repeats.
    struct Random: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static func texts(count: Int, seed: UInt64) -> [String] {
        var random = Random(state: seed)
        let pool = tokens + repaired
        return (0..<count).map { _ in
            var text = ""
            for _ in 0..<Int.random(in: 1...12, using: &random) {
                if Int.random(in: 0..<20, using: &random) == 0 {
                    // Any scalar at all.
                    let value = UInt32.random(in: 0...0x10FFFF, using: &random)
                    text.unicodeScalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                } else {
                    text += pool.randomElement(using: &random)!
                }
            }
            return text
        }
    }

    @Test func genericAgreesWithThePiecesOnRandomText() {
        var failures: [String] = []
        for text in Self.texts(count: 20_000, seed: 40) + Self.tokens + Self.repaired {
            let fast = TerminalWidth.columns(text), pieces = Self.columnsByPieces(text, profile: .generic)
            if fast != pieces { failures.append("\(text.unicodeScalars.map { String($0.value, radix: 16) }): \(fast), pieces \(pieces)") }
        }
        #expect(failures.isEmpty, "\(failures.count) differ:\n\(failures.prefix(20).joined(separator: "\n"))")
    }

    @Test(arguments: TerminalProfile.names)
    func everyProfileAgreesWithThePieces(_ name: String) throws {
        let profile = try #require(TerminalProfile.named(name))
        var failures: [String] = []
        for text in Self.texts(count: 400, seed: 2027) + Self.tokens + Self.repaired {
            let fast = TerminalWidth.columns(text, profile: profile), pieces = Self.columnsByPieces(text, profile: profile)
            if fast != pieces { failures.append("\(text.unicodeScalars.map { String($0.value, radix: 16) }): \(fast), pieces \(pieces)") }
        }
        #expect(failures.isEmpty, "\(name): \(failures.count) differ:\n\(failures.prefix(10).joined(separator: "\n"))")
    }

    /// A run of CJK and Hangul syllables is counted by a loop of its own, which hands the
    /// last syllable back to the rules: a vowel or final jamo after it joins it (GB7,
    /// GB8), and a jamo after an ideograph does not. Under every profile, as the pieces.
    @Test func aJamoAfterARunOfSyllablesJoinsTheLast() throws {
        let texts = ["東가\u{1161}", "東가\u{11A8}", "東각\u{11A8}", "東각\u{1161}", "가가\u{1161}x", "中한\u{11A8}\u{11A8}",
                     "東\u{1161}", "東\u{11A8}", "가\u{1161}\u{11A8}東", "東京\u{1100}\u{1161}", "東가\u{1100}\u{1161}",
                     "a가\u{1161}", "東가\u{301}", "東가\u{200D}\u{1161}"]
        var failures: [String] = []
        for name in TerminalProfile.names {
            let profile = try #require(TerminalProfile.named(name))
            for text in texts {
                let fast = TerminalWidth.columns(text, profile: profile)
                let pieces = Self.columnsByPieces(text, profile: profile)
                if fast != pieces { failures.append("\(name) \(text.debugDescription): \(fast), pieces \(pieces)") }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) differ:\n\(failures.prefix(20).joined(separator: "\n"))")
    }

    /// Words between CSI sequences are counted a column a byte without the rules
    /// (`styledWords`); a word that anything but a further `ESC [` or the end follows goes
    /// back to them: a mark, ZWJ or VS16 joins its last letter (a keycap), a tab counts
    /// from the column reached. Under every profile, as the pieces.
    @Test func wordsBetweenSequencesAgreeWhateverFollows() throws {
        var failures: [String] = []
        for name in TerminalProfile.names {
            let profile = try #require(TerminalProfile.named(name))
            for token in Self.tokens + Self.repaired {
                for text in ["\u{1B}[1mab\u{1B}[0m cd" + token + "e", "\u{1B}[31m12" + token, "x\u{1B}[m" + token + "\u{1B}[0m",
                             "\u{1B}[7m#\u{1B}[m\u{1B}[1m" + token + "ab\u{1B}[0m\tz", "\u{1B}[2;37mword" + token + "\u{1B}[1"] {
                    let fast = TerminalWidth.columns(text, profile: profile)
                    let pieces = Self.columnsByPieces(text, profile: profile)
                    if fast != pieces { failures.append("\(name) \(text.debugDescription): \(fast), pieces \(pieces)") }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) differ:\n\(failures.prefix(20).joined(separator: "\n"))")
    }

    /// A CSI sequence after a styled word, of every length of parameters, with and
    /// without an intermediate, ended by a final byte or by something else, with text of
    /// every length after it: `shortCSIEnd` reads the 16 bytes from `ESC` whole, so its
    /// end and the text's cross that window at every byte.
    @Test func sequencesOfEveryLengthAgreeWhereverTheTextEnds() throws {
        let parameterBytes = Array("0123456789;:<=>?")
        var failures: [String] = []
        for profile in [TerminalProfile.generic, try #require(TerminalProfile.named("kitty"))] {
            for length in 0...20 {
                let parameters = String((0..<length).map { parameterBytes[$0 % parameterBytes.count] })
                for intermediate in ["", " ", "!"] {
                    for ending in ["m", "@", "~", "\u{7F}", "\u{1}", "é", "\u{1B}[0m"] {
                        for tail in 0...18 {
                            let text = "\u{1B}[1mab\u{1B}[" + parameters + intermediate + ending
                                + String(repeating: "x", count: tail)
                            let fast = TerminalWidth.columns(text, profile: profile)
                            let pieces = Self.columnsByPieces(text, profile: profile)
                            if fast != pieces { failures.append("\(profile.name) \(text.debugDescription): \(fast), pieces \(pieces)") }
                        }
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) differ:\n\(failures.prefix(20).joined(separator: "\n"))")
    }

    /// Every prefix of sequences and clusters, so that each is cut off at every byte
    /// that ends a scalar, with text after it and without.
    @Test func cutsAtEveryScalarAgree() {
        var failures: [String] = []
        for token in Self.tokens where token.unicodeScalars.count > 1 {
            let scalars = Array(token.unicodeScalars)
            for length in 1..<scalars.count {
                var cut = ""
                cut.unicodeScalars.append(contentsOf: scalars[..<length])
                for text in [cut, cut + "ab", cut + "\u{301}x", "x" + cut + "東", cut + "\t|"] {
                    for profile in [TerminalProfile.generic, TerminalProfile.named("kitty")!, TerminalProfile.named("tmux-3.6")!] {
                        let fast = TerminalWidth.columns(text, profile: profile)
                        let pieces = Self.columnsByPieces(text, profile: profile)
                        if fast != pieces { failures.append("\(profile.name) \(text.debugDescription): \(fast), pieces \(pieces)") }
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) differ:\n\(failures.prefix(20).joined(separator: "\n"))")
    }
}
