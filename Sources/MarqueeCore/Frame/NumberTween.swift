/// Numbers that count from their old value to their new one (marquee(1), `--tween`).
///
/// A tween exists when the new text differs from the old one only in its numbers
/// (`-?[0-9]+(\.[0-9]+)?`). At a time between start and end each number is the old value
/// moved linearly towards the new one, shown with the decimals of the more precise of
/// the two, rounded, and right-aligned in the width of the wider, so digits do not jitter. Time is
/// elapsed nanoseconds, never a frame count.
package struct NumberTween: Sendable {
    private struct Number: Sendable {
        /// Value × 10^decimals.
        var from: Int128
        var to: Int128
        var decimals: Int
        var width: Int
    }

    /// The text between numbers; `literals.count == numbers.count + 1`.
    private let literals: [[UInt8]]
    private let numbers: [Number]
    package let target: [UInt8]

    /// A tween from `old` to `new`, or nil when they differ in more than numbers (or in
    /// nothing).
    package init?(from old: [UInt8], to new: [UInt8]) {
        guard old != new else { return nil }
        let (oldLiterals, oldNumbers) = NumberTween.split(old)
        let (newLiterals, newNumbers) = NumberTween.split(new)
        guard oldLiterals == newLiterals, oldNumbers.count == newNumbers.count, !oldNumbers.isEmpty else {
            return nil
        }
        var numbers: [Number] = []
        for (a, b) in zip(oldNumbers, newNumbers) {
            let decimals = max(a.decimals, b.decimals)
            guard decimals <= 18, let from = a.scaled(to: decimals), let to = b.scaled(to: decimals) else {
                return nil
            }
            numbers.append(Number(from: from, to: to, decimals: decimals, width: max(a.text.count, b.text.count)))
        }
        literals = oldLiterals
        self.numbers = numbers
        target = new
    }

    /// The text `elapsed` nanoseconds into a tween lasting `duration`; the target itself
    /// once it is over.
    package func text(elapsed: Int, duration: Int) -> [UInt8] {
        guard elapsed < duration, duration > 0 else { return target }
        var output = literals[0]
        for (index, number) in numbers.enumerated() {
            let value = number.from + NumberTween.roundedQuotient((number.to - number.from) * Int128(max(elapsed, 0)),
                                                                  Int128(duration))
            let digits = NumberTween.format(value, decimals: number.decimals)
            output += Array(repeating: 0x20, count: max(number.width - digits.count, 0))
            output += digits
            output += literals[index + 1]
        }
        return output
    }

    private struct ParsedNumber {
        var text: [UInt8]
        var negative: Bool
        var digits: [UInt8]
        var decimals: Int

        func scaled(to places: Int) -> Int128? {
            guard digits.count - decimals <= 30 else { return nil }
            var value: Int128 = 0
            for digit in digits { value = value * 10 + Int128(digit - 0x30) }
            for _ in decimals..<places { value *= 10 }
            return negative ? -value : value
        }
    }

    /// a / b rounded to the nearest whole number, halves away from zero.
    private static func roundedQuotient(_ a: Int128, _ b: Int128) -> Int128 {
        let magnitude = ((a < 0 ? -a : a) * 2 + b) / (2 * b)
        return a < 0 ? -magnitude : magnitude
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private static func split(_ text: [UInt8]) -> ([[UInt8]], [ParsedNumber]) {
        var literals: [[UInt8]] = [[]]
        var numbers: [ParsedNumber] = []
        var index = 0
        while index < text.count {
            let startsNumber = isDigit(text[index])
                || (text[index] == UInt8(ascii: "-") && index + 1 < text.count && isDigit(text[index + 1]))
            guard startsNumber else {
                literals[literals.count - 1].append(text[index])
                index += 1
                continue
            }
            let start = index
            let negative = text[index] == UInt8(ascii: "-")
            if negative { index += 1 }
            var digits: [UInt8] = []
            while index < text.count && isDigit(text[index]) { digits.append(text[index]); index += 1 }
            var decimals = 0
            if index + 1 < text.count && text[index] == UInt8(ascii: ".") && isDigit(text[index + 1]) {
                index += 1
                while index < text.count && isDigit(text[index]) {
                    digits.append(text[index])
                    decimals += 1
                    index += 1
                }
            }
            numbers.append(ParsedNumber(text: Array(text[start..<index]), negative: negative,
                                        digits: digits, decimals: decimals))
            literals.append([])
        }
        return (literals, numbers)
    }

    private static func format(_ value: Int128, decimals: Int) -> [UInt8] {
        var magnitude = value < 0 ? -value : value
        var digits: [UInt8] = []
        repeat {
            digits.append(UInt8(magnitude % 10) + 0x30)
            magnitude /= 10
        } while magnitude > 0
        while digits.count <= decimals { digits.append(0x30) }
        var result: [UInt8] = value < 0 ? [UInt8(ascii: "-")] : []
        for (position, digit) in digits.enumerated().reversed() {
            result.append(digit)
            if position == decimals && decimals > 0 { result.append(UInt8(ascii: ".")) }
        }
        return result
    }
}
