/// `value mod divisor` for a divisor fixed when a motion plan is made, by multiplying
/// instead of dividing: a field's position on every frame is one remainder, and a
/// division was the slowest step of it.
///
/// The method is Granlund and Montgomery's ("Division by invariant integers using
/// multiplication", PLDI 1994, theorem 4.2): for 0 <= n < 2^N and 2^l >= d, the multiplier
/// m = floor(2^(N+l) / d) + 1 satisfies 2^(N+l) < m × d <= 2^(N+l) + 2^l, so
/// floor(n / d) = floor(n × m / 2^(N+l)). With N = 62 (the motion plan's `Int` path keeps
/// every position below 2^62) and d >= 3 (so l >= 2), m is below 2^63 and the quotient is
/// the high word of one 64 × 64-bit product shifted right by l − 2.
struct ConstantModulus: Sendable {
    /// Values this takes: below 2^62.
    static let valueLimit = 1 << 62

    let divisor: Int
    /// m, or 0 for a divisor of 1 or 2, whose remainder is a mask.
    private let multiplier: UInt64
    /// l − 2.
    private let shift: UInt64

    /// - Parameter divisor: 1 ..< 2^62.
    init(_ divisor: Int) {
        precondition(divisor > 0 && divisor < ConstantModulus.valueLimit)
        self.divisor = divisor
        guard divisor > 2 else {
            (multiplier, shift) = (0, 0)
            return
        }
        let l = UInt64(Int.bitWidth - (divisor - 1).leadingZeroBitCount)
        // floor(2^(62+l) / d) + 1, worked in 128 bits: 62 + l is at most 124.
        let quotient = (UInt128(1) << (62 + l)) / UInt128(divisor)
        multiplier = UInt64(quotient + 1)
        shift = l - 2
    }

    /// `value mod divisor`, for 0 <= value < 2^62.
    @inline(__always)
    func remainder(of value: Int) -> Int {
        let n = UInt64(truncatingIfNeeded: value)
        let d = UInt64(truncatingIfNeeded: divisor)
        guard multiplier != 0 else { return Int(truncatingIfNeeded: n & (d &- 1)) }
        let quotient = n.multipliedFullWidth(by: multiplier).high &>> shift
        return Int(truncatingIfNeeded: n &- quotient &* d)
    }
}
