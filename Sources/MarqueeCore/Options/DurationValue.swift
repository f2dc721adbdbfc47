/// Parsing of the values a user types: durations, counts and decimal numbers.
///
/// Durations become whole nanoseconds with no floating point on the way, so `0.1` is
/// exactly 100 ms and frame arithmetic stays exact.
package enum DurationValue {
    /// Longest duration accepted: about 31 years, far from overflowing frame arithmetic.
    package static let maximumSeconds = 1_000_000_000

    /// Nanoseconds in `0.25`, `0.25s`, `250ms`, `2m` or `1h`; nil when malformed.
    package static func nanoseconds(_ text: String) -> Int? {
        let units: [(suffix: String, nanoseconds: Int)] = [
            ("ms", 1_000_000), ("s", 1_000_000_000), ("m", 60_000_000_000), ("h", 3_600_000_000_000),
        ]
        var number = Substring(text)
        var scale = 1_000_000_000
        for unit in units where number.hasSuffix(unit.suffix) {
            number = number.dropLast(unit.suffix.count)
            scale = unit.nanoseconds
            break
        }
        guard let (whole, fraction, fractionDigits) = decimal(number) else { return nil }
        guard whole <= maximumSeconds * 1_000_000_000 / scale else { return nil }
        var result = whole * scale
        var divisor = 1
        for _ in 0..<fractionDigits { divisor *= 10 }
        // fraction < divisor <= 10^18 and scale <= 3.6e12: use two steps to stay in range.
        let (high, low) = fraction.multipliedFullWidth(by: scale)
        let (quotient, _) = divisor.dividingFullWidth((high, low))
        result += quotient
        return result
    }

    /// A non-negative integer written in decimal digits only.
    package static func integer(_ text: String) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        var value = 0
        for digit in text.utf8 {
            let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(Int(digit - 0x30))
            if overflow1 || overflow2 { return nil }
            value = sum
        }
        return value
    }

    /// Splits `12.345` into (12, 345, 3); at most 18 fraction digits are kept.
    private static func decimal(_ text: Substring) -> (Int, Int, Int)? {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let wholeText = parts.first else { return nil }
        let fractionText = parts.count > 1 ? parts[1] : ""
        guard !(wholeText.isEmpty && fractionText.isEmpty) else { return nil }
        if parts.count > 1 && fractionText.isEmpty && wholeText.isEmpty { return nil }
        let whole = wholeText.isEmpty ? 0 : integer(String(wholeText))
        guard let whole else { return nil }
        let kept = fractionText.prefix(18)
        guard fractionText.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        let fraction = kept.isEmpty ? 0 : integer(String(kept)) ?? 0
        return (whole, fraction, kept.count)
    }
}
