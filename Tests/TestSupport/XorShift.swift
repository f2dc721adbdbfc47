/// xorshift64: the same pseudo-random numbers every run, so a failure is reproducible.
package struct XorShift {
    private var state: UInt64

    package init(seed: UInt64) {
        state = seed
    }

    package mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }
}
