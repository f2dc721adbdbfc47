import Testing
@testable import MarqueeCore

/// `ConstantModulus` must give `value % divisor` for every divisor a plan can hold and
/// every value below 2^62: a wrong remainder moves a field to the wrong column.
@Suite struct ConstantModulusTests {
    /// Values at both ends of what it takes, and around multiples of the divisor.
    static func values(for divisor: Int) -> [Int] {
        let limit = ConstantModulus.valueLimit
        var values = Array(0..<(3 * min(divisor, 133) + 3))
        values += [limit - 1, limit - 2, limit - divisor, limit / 2, (1 << 31) - 1, 1 << 31, (1 << 32) + 5]
        let lastMultiple = (limit - 1) / divisor * divisor
        values += [lastMultiple - 1, lastMultiple, lastMultiple + 1].filter { $0 >= 0 && $0 < limit }
        // Spread over the whole range by Knuth's MMIX linear congruential step.
        var state = UInt64(divisor)
        for _ in 0..<64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            values.append(Int(state >> 2))
        }
        return values.filter { $0 >= 0 && $0 < limit }
    }

    static let divisors: [Int] = {
        var divisors = Array(1...300)
        for bit in 2..<62 {
            divisors += [(1 << bit) - 1, 1 << bit, (1 << bit) + 1]
        }
        divisors += [26, 63, 1_000_003, 2_147_483_647, ConstantModulus.valueLimit - 1]
        return divisors.filter { $0 > 0 && $0 < ConstantModulus.valueLimit }
    }()

    @Test func everyRemainderIsTheDivisionsRemainder() {
        var wrong: [String] = []
        for divisor in Self.divisors {
            let modulus = ConstantModulus(divisor)
            for value in Self.values(for: divisor) where modulus.remainder(of: value) != value % divisor {
                wrong.append("\(value) mod \(divisor): \(modulus.remainder(of: value)), not \(value % divisor)")
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }

    @Test func theDivisorIsKept() {
        #expect(ConstantModulus(1).divisor == 1)
        #expect(ConstantModulus(26).divisor == 26)
    }
}
