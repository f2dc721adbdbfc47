/// Mode `restart` in time: frame number → offset o in 0...M, pass after pass
/// (marquee(1), MODES).
///
/// A pass moves as `slide` does, o = min(j × step, M), holds `--pause` at each end, then
/// jumps back to o = 0 for the next. Pass p covers frames [p × period, (p + 1) × period):
///
///     o = 0 for 1 + hold frames      (the hold at the start, as scroll holds at frame 0)
///     o = j × step for j in 1 ..< n  (n = ceil(M / step), one frame each)
///     o = M for 1 + hold frames      (the hold at the far edge)
///
/// so period = n + 1 + 2 × hold, and every frame's offset is a closed form of its number:
/// nothing is counted between frames, and `--frame K` is exact.
///
/// - Complexity: O(1) per frame.
struct RestartCycle: Sendable, Equatable {
    /// M: how far a pass moves, above 0.
    let travel: Int128
    let stepSize: Int128
    let holdFrames: Int128

    init(travel: Int, stepSize: Int, holdFrames: Int) {
        self.travel = Int128(max(travel, 1))
        self.stepSize = Int128(max(stepSize, 1))
        self.holdFrames = Int128(max(holdFrames, 0))
    }

    /// n: the moves of one pass; the last may be shorter than a step, ending at M.
    var moves: Int128 { ceilDivide(travel, stepSize) }

    /// Frames of one pass, both holds included.
    var period: Int128 { moves + 1 + 2 * holdFrames }

    /// The offset o, in 0...M, that frame `frame` (>= 0) of the cycle shows.
    func offset(atFrame frame: Int128) -> Int128 {
        let j = positiveModulo(frame, period)
        let startHold = 1 + holdFrames
        if j < startHold { return 0 }
        let move = j - holdFrames
        return move < moves ? move * stepSize : travel
    }

    /// The first frame of pass `passes` (the frame after pass `passes` ends): the jump
    /// back to o = 0 that the next pass would start from.
    func firstFrame(ofPass passes: Int128) -> Int128 {
        passes * period
    }
}
