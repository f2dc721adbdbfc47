extension Array where Element == UInt8 {
    /// Appends `value` in decimal ASCII, at least `minimumDigits` long (zeros in front):
    /// for cache keys built from `stat` fields, where formatting through `String` would
    /// cost a start more.
    mutating func appendDecimal(_ value: UInt64, minimumDigits: Int = 1) {
        var reversed: [UInt8] = []
        var rest = value
        repeat {
            reversed.append(0x30 + UInt8(rest % 10))
            rest /= 10
        } while rest > 0 || reversed.count < minimumDigits
        append(contentsOf: reversed.reversed())
    }
}
