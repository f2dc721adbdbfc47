/// Where the motion holds still, and how frame numbers map to motion steps around
/// the holds (marquee(1): a hold counts as whole frames, so `--frame K` stays exact).
///
/// Hold n falls on step ceil((offset + n × period) / stepSize), n = 0, 1, 2, …: the
/// first step at which the distance travelled, step × stepSize, reaches offset + n ×
/// period. That step is shown for 1 + `holdFrames` frames; every other step for one.
/// All arithmetic is in Int128, so no frame number below 2^62 overflows.
struct HoldSchedule: Sendable {
    let offset: Int128
    let period: Int128
    let stepSize: Int128
    let holdFrames: Int128
    /// Whether any step is held. Without holds, frame k shows step k.
    let holds: Bool

    init(offset: Int, period: Int, stepSize: Int, holdFrames: Int) {
        self.offset = Int128(offset)
        self.period = Int128(max(period, 1))
        self.stepSize = Int128(max(stepSize, 1))
        self.holdFrames = Int128(holdFrames)
        holds = holdFrames > 0
    }

    /// The step at which hold n falls.
    func holdStep(_ n: Int128) -> Int128 {
        ceilDivide(offset + n * period, stepSize)
    }

    /// How many holds fall on steps before `step`.
    func holdsBefore(_ step: Int128) -> Int128 {
        guard step >= 1 else { return 0 }
        let travelled = (step - 1) * stepSize - offset
        guard travelled >= 0 else { return 0 }
        return travelled / period + 1
    }

    /// The first frame that shows `step`.
    func firstFrame(ofStep step: Int128) -> Int128 {
        step + holdFrames * holdsBefore(step)
    }

    /// The step that frame `frame` shows, where steps are held (`holds`): a search.
    @inline(never)
    func searchStep(atFrame frame: Int128) -> Int128 {
        var low: Int128 = 0
        var high = frame
        while low < high {
            let middle = (low + high + 1) / 2
            if firstFrame(ofStep: middle) <= frame { low = middle } else { high = middle - 1 }
        }
        return low
    }
}

@inline(__always)
func ceilDivide(_ value: Int128, _ divisor: Int128) -> Int128 {
    value >= 0 ? (value + divisor - 1) / divisor : -((-value) / divisor)
}

/// `value mod modulus` in 0..<modulus, for negative values too; `modulus` > 0.
///
/// Wider than 64 bits, values that fit in 64 bits (a ticker's positions, unless frame ×
/// step passes 2^63) take one machine division: the 128-bit one is a call into the
/// runtime (`__modti3`), on every frame. A value of 64 bits or fewer that is not
/// negative (a scroll's position, a bounce's) is divided unsigned, where the signed
/// remainder checks for a divisor of -1 first.
@inline(__always)
func positiveModulo<Value: SignedInteger>(_ value: Value, _ modulus: Value) -> Value {
    if value.bitWidth > 64, let narrowValue = Int64(exactly: value),
       let narrowModulus = Int64(exactly: modulus), narrowModulus > 0 {
        return Value(positiveModulo(narrowValue, narrowModulus))
    }
    if value.bitWidth <= 64 && value >= 0 && modulus > 0 {
        return Value(truncatingIfNeeded: UInt64(truncatingIfNeeded: value) % UInt64(truncatingIfNeeded: modulus))
    }
    let remainder = value % modulus
    return remainder < 0 ? remainder + modulus : remainder
}
