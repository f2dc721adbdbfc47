/// What the user chose about motion.
package struct MotionSettings: Equatable, Sendable {
    package var mode: Mode = .scroll
    /// `right` and `down`.
    package var reversed = false
    package var enter = false
    package var always = false
    package var align: Alignment = .left
    package var step = 1
    /// `--pause` as whole frames: round(pause / interval).
    package var holdFrames = 0

    package init() {}

    /// The hold of a mode where `--pause` is not given: 2 s on each page, none elsewhere.
    static func defaultPause(in mode: Mode) -> Int {
        mode == .page ? 2_000_000_000 : 0
    }

    /// A hold of `pause` counts as round(pause / interval) frames; with no interval
    /// there is no time to hold.
    static func holdFrames(pause: Int, interval: Int) -> Int {
        guard interval > 0 else { return 0 }
        return (pause + interval / 2) / interval
    }
}

/// The sizes of the laid-out text along the direction of motion: columns for left and
/// right, rows for up and down.
package struct ContentMetrics: Equatable, Sendable {
    /// w(T): columns (or rows) of the text.
    package var textLength: Int
    /// n(T): clusters (or rows) of the text; the single-copy content ends there.
    package var textClusterCount: Int
    /// L: columns (or rows) of one repetition of the ring.
    package var ringLength: Int
    /// Page mode: W + w(S), the distance from one page to the next, and the clusters
    /// of the first page (its blank edge with `--enter --direction right`).
    package var pageLength = 0
    package var firstPageClusterCount = 0

    package init(textLength: Int, textClusterCount: Int, ringLength: Int) {
        self.textLength = textLength
        self.textClusterCount = textClusterCount
        self.ringLength = ringLength
    }
}

/// Frame number → viewport, for every mode (marquee(1)). Position is a pure
/// function of the frame number; nothing here keeps a "current offset".
///
/// Immutable, and a class so that asking the ticker's plan for a viewport reads it in
/// place instead of copying its 150 bytes out of the ticker every frame.
package final class MotionPlan: Sendable {
    private enum Kind: Sendable {
        case still(start: Int)
        case scroll(entry: Int)
        case bounce(travel: Int, leadIn: Int)
        case slide(travel: Int, endStep: Int)
        case restart(cycle: RestartCycle, leadIn: Int)
        case page(stepsPerPage: Int, pageCount: Int, leadIn: Int)
    }

    private let kind: Kind
    private let settings: MotionSettings
    private let content: ContentMetrics
    private let viewportLength: Int
    private let schedule: HoldSchedule
    /// What a position is taken modulo: the ring for scroll and page, the round trip
    /// (2 × travel) for bounce, 1 where nothing repeats.
    private let period: ConstantModulus
    /// Whether every length is below `narrowLimit`, so that frames below it are worked in
    /// `Int` (`viewport(atFrame:)`).
    private let fitsInt: Bool
    /// The motion again in the few words `viewport(atFrame:)` needs inline, where it is
    /// one of the motions most fields have.
    private let shortcut: Shortcut

    package init(settings: MotionSettings, content: ContentMetrics, viewportLength: Int) {
        self.settings = settings
        self.content = content
        self.viewportLength = viewportLength
        let text = content.textLength
        let fits = text <= viewportLength && !settings.always
        let step = settings.step
        var kind: Kind
        var schedule = HoldSchedule(offset: 0, period: 1, stepSize: 1, holdFrames: 0)
        if settings.mode == .static || fits || text == 0 || content.ringLength == 0 {
            kind = .still(start: -MotionPlan.padding(settings.align, viewportLength, text))
        } else {
            switch settings.mode {
            case .scroll, .static:
                let entry = settings.enter ? (settings.reversed ? text : viewportLength) : 0
                kind = .scroll(entry: entry)
                schedule = HoldSchedule(offset: entry, period: content.ringLength, stepSize: step,
                                        holdFrames: settings.holdFrames)
            case .bounce:
                let travel = abs(text - viewportLength)
                let leadIn = MotionPlan.leadIn(settings, text, viewportLength, travel)
                kind = travel == 0 ? .still(start: 0) : .bounce(travel: travel, leadIn: leadIn)
                schedule = HoldSchedule(offset: 0, period: travel, stepSize: step,
                                        holdFrames: settings.holdFrames)
            case .restart:
                // As bounce: --enter leads in from outside on the first pass only, to
                // where each pass starts; the passes move within the viewport.
                let travel = abs(text - viewportLength)
                let leadIn = MotionPlan.leadIn(settings, text, viewportLength, travel)
                kind = travel == 0
                    ? .still(start: 0)
                    : .restart(cycle: RestartCycle(travel: travel, stepSize: step, holdFrames: settings.holdFrames),
                               leadIn: leadIn)
            case .slide:
                let travel = settings.enter ? text + viewportLength : abs(text - viewportLength)
                kind = .slide(travel: travel, endStep: MotionPlan.ceilDiv(travel, step))
            case .page:
                let stepsPerPage = MotionPlan.ceilDiv(max(content.pageLength, 1), step)
                let pageCount = max(content.ringLength / max(content.pageLength, 1), 1)
                let leadIn = settings.enter ? MotionPlan.ceilDiv(viewportLength, step) : 0
                kind = .page(stepsPerPage: stepsPerPage, pageCount: pageCount, leadIn: leadIn)
                schedule = HoldSchedule(offset: 0, period: stepsPerPage, stepSize: 1,
                                        holdFrames: settings.holdFrames)
            }
        }
        self.kind = kind
        self.schedule = schedule
        switch kind {
        case .scroll, .page: period = ConstantModulus(content.ringLength)
        case .bounce(let travel, _): period = ConstantModulus(2 * travel)
        case .still, .slide, .restart: period = ConstantModulus(1)
        }
        fitsInt = max(settings.step, viewportLength, content.textLength, content.ringLength, content.pageLength)
            < MotionPlan.narrowLimit
        shortcut = Shortcut(kind: kind, settings: settings, content: content, viewportLength: viewportLength,
                            applies: fitsInt && !schedule.holds)
    }

    /// Whether every frame is the same: the text fits, or the mode is static.
    package var isStill: Bool {
        if case .still = kind { return true }
        return false
    }

    /// The viewport of frame `frame` (0 <= frame < 2^62).
    ///
    /// Worked in `Int` where no product can pass 2^62 (frame and every length below
    /// 2^31, as for any ticker shown for less than a year at 60 frames a second), in
    /// `Int128` otherwise: the same arithmetic, so `--frame K` stays exact for every K,
    /// while a frame of two fields does not pay for 128-bit products and divisions twice.
    ///
    /// A text that stands still, a ring scrolling without `--enter` and a bounce without
    /// it, none of them held, are worked here, inline: through the general switch, a
    /// field's position cost a call that saved six registers and an indirect jump, a third
    /// of the field's frame. Every other motion, and every frame from `narrowLimit` on,
    /// goes through the switch. The two agree on every motion (`MotionPlanWidthTests`).
    @inline(__always)
    package func viewport(atFrame frame: Int) -> Viewport {
        switch shortcut.kind {
        case .still:
            return .single(at: shortcut.start, clusterCount: shortcut.clusterCount)
        case .ring where frame < MotionPlan.narrowLimit:
            return .ring(at: period.remainder(of: frame &* shortcut.stride))
        case .bounce where frame < MotionPlan.narrowLimit:
            let travel = shortcut.travel
            let position = period.remainder(of: frame &* shortcut.stride)
            let offset = position <= travel ? position : 2 &* travel &- position
            let start = shortcut.mirrored ? shortcut.start &- offset : shortcut.start &+ offset
            return .single(at: start, clusterCount: shortcut.clusterCount)
        default:
            return viewportThroughSwitch(atFrame: frame)
        }
    }

    /// Every motion, by the general switch.
    @inline(never)
    func viewportThroughSwitch(atFrame frame: Int) -> Viewport {
        frame < MotionPlan.narrowLimit && fitsInt
            ? viewport(atFrame: frame, in: Int.self)
            : viewport(atFrame: Int128(frame), in: Int128.self)
    }

    /// Below this, a frame number and a length multiply within 2^62.
    static let narrowLimit = 1 << 31

    // Wrapping operators: no product or sum here can overflow (in `Int`, every factor is
    // below 2^31; in `Int128`, below 2^63), and the overflow checks were a branch each,
    // on every field of every frame.
    @inline(__always)
    func viewport<N: FixedWidthInteger & SignedInteger>(atFrame k: N, in _: N.Type) -> Viewport {
        let s = N(settings.step)
        let w = N(viewportLength)
        let text = N(content.textLength)
        switch kind {
        case .still(let start):
            return .single(at: start, clusterCount: content.textClusterCount)

        case .scroll(let entry):
            let travelled = step(atFrame: k) &* s
            let start = settings.reversed ? N(entry) &- travelled : travelled &- N(entry)
            if settings.enter && !settings.reversed && start < 0 {
                return Viewport(start: Int(start), firstCluster: 0)
            }
            if settings.enter && settings.reversed && start &+ w > text {
                return Viewport(start: Int(start), clusterLimit: content.textClusterCount)
            }
            return .ring(at: Int(remainder(start)))

        case .bounce(let travel, let leadIn):
            if k < N(leadIn) {
                return .single(at: Int(entryStart(step: k)), clusterCount: content.textClusterCount)
            }
            let step = step(atFrame: k &- N(leadIn))
            let m = N(travel)
            let p = remainder(step &* s)
            let offset = p <= m ? p : 2 &* m &- p
            return .single(at: Int(bounceStart(offset: offset, travel: m)),
                           clusterCount: content.textClusterCount)

        case .slide(let travel, let endStep):
            let step = min(k, N(endStep))
            let m = N(travel)
            let offset = min(step &* s, m)
            let start: N
            if settings.enter {
                start = settings.reversed ? text &- offset : offset &- w
            } else {
                start = bounceStart(offset: offset, travel: m)
            }
            return .single(at: Int(start), clusterCount: content.textClusterCount)

        case .restart(let cycle, let leadIn):
            if k < N(leadIn) {
                return .single(at: Int(entryStart(step: k)), clusterCount: content.textClusterCount)
            }
            let offset = N(cycle.offset(atFrame: Int128(k &- N(leadIn))))
            return .single(at: Int(bounceStart(offset: offset, travel: N(cycle.travel))),
                           clusterCount: content.textClusterCount)

        case .page(let stepsPerPage, let pageCount, let leadIn):
            if k < N(leadIn) {
                if settings.reversed {
                    return Viewport(start: Int(w &- k &* s), clusterLimit: content.firstPageClusterCount)
                }
                return Viewport(start: Int(k &* s &- w), firstCluster: 0)
            }
            let step = step(atFrame: k &- N(leadIn))
            let perPage = N(stepsPerPage)
            let page = (step / perPage) % N(pageCount)
            let travelled = page &* N(content.pageLength) &+ (step % perPage) &* s
            let start = settings.reversed ? 0 &- travelled : travelled
            return .ring(at: Int(remainder(start)))
        }
    }

    /// `value mod period`, in 0..<period: by the period's multiplier where the value is
    /// one `ConstantModulus` takes (every position on the `Int` path that is not negative).
    @inline(__always)
    private func remainder<N: FixedWidthInteger & SignedInteger>(_ value: N) -> N {
        if N.bitWidth <= 64 && UInt64(truncatingIfNeeded: value) < UInt64(ConstantModulus.valueLimit) {
            return N(truncatingIfNeeded: period.remainder(of: Int(truncatingIfNeeded: value)))
        }
        return positiveModulo(value, N(period.divisor))
    }

    /// The step that frame `k` shows: k itself where nothing is held, the common case,
    /// with no search and no call. Inlined here and reading the one flag: asked of the
    /// schedule, it copied the whole schedule out of the plan every frame first.
    @inline(__always)
    private func step<N: FixedWidthInteger & SignedInteger>(atFrame k: N) -> N {
        schedule.holds ? N(schedule.searchStep(atFrame: Int128(k))) : k
    }

    /// The last frame of pass `passes` (>= 1): the frame that shows the position the
    /// next pass would start from. Saturates at Int.max for passes that never end.
    package func lastFrame(afterPasses passes: Int) -> Int {
        let n = Int128(passes)
        let result: Int128
        switch kind {
        case .still:
            result = 0
        case .scroll:
            result = schedule.firstFrame(ofStep: schedule.holdStep(n))
        case .bounce(_, let leadIn):
            result = Int128(leadIn) + schedule.firstFrame(ofStep: schedule.holdStep(2 * n))
        case .slide(_, let endStep):
            result = Int128(endStep)
        case .restart(let cycle, let leadIn):
            result = Int128(leadIn) + cycle.firstFrame(ofPass: n)
        case .page(let stepsPerPage, let pageCount, let leadIn):
            let steps = n * Int128(pageCount) * Int128(stepsPerPage)
            result = Int128(leadIn) + schedule.firstFrame(ofStep: steps)
        }
        return result > Int128(Int.max) ? Int.max : Int(result)
    }

    /// The motions `viewport(atFrame:)` works without the switch, each as a product and a
    /// remainder (by `period`), in `Int`. With nothing held the step of frame k is k.
    private struct Shortcut: Sendable {
        enum Kind: UInt8, Sendable {
            case none, still, ring, bounce
        }

        var kind = Kind.none
        /// Still: the start. Bounce: the start at offset 0, from which the offset counts
        /// up, or down where `mirrored`.
        var start = 0
        var clusterCount = 0
        /// Ring: columns travelled a frame, forward, modulo the ring (a reversed ring moves
        /// by L − s mod L: the same position modulo L, and a product that stays positive).
        /// Bounce: the step.
        var stride = 0
        /// Bounce: M, the distance from one end to the other.
        var travel = 0
        var mirrored = false

        /// - Parameter applies: every length fits the `Int` path and nothing is held.
        init(kind motion: MotionPlan.Kind, settings: MotionSettings, content: ContentMetrics,
             viewportLength: Int, applies: Bool) {
            clusterCount = content.textClusterCount
            switch motion {
            case .still(let start):
                (kind, self.start) = (.still, start)
            case .scroll where applies && !settings.enter:
                let ring = content.ringLength
                kind = .ring
                stride = settings.reversed ? (ring - settings.step % ring) % ring : settings.step
            case .bounce(let travel, let leadIn) where applies && leadIn == 0:
                // bounceStart(offset:travel:) written as start ± offset.
                let narrow = content.textLength < viewportLength
                kind = .bounce
                stride = settings.step
                self.travel = travel
                mirrored = settings.reversed
                start = (settings.reversed ? travel : 0) - (narrow ? travel : 0)
            default:
                kind = .none
            }
        }
    }

    /// Slide, bounce and restart: where the viewport stands for an offset o in 0...M. With the
    /// text wider than the viewport, o moves the viewport over it; narrower (only with
    /// `--always`), o moves the text across the viewport, starting at the far edge.
    private func bounceStart<N: FixedWidthInteger & SignedInteger>(offset: N, travel: N) -> N {
        let mirrored = settings.reversed ? travel &- offset : offset
        let narrow = content.textLength < viewportLength
        return narrow ? mirrored &- travel : mirrored
    }

    /// Bounce and restart with `--enter`: the text comes in from outside until it
    /// reaches the position their passes start from.
    private func entryStart<N: FixedWidthInteger & SignedInteger>(step: N) -> N {
        let s = N(settings.step)
        return settings.reversed
            ? N(content.textLength) &- step &* s
            : step &* s &- N(viewportLength)
    }

    /// Bounce and restart: the frames in which the text travels in from outside to where
    /// their passes start, with `--enter`; none without it.
    private static func leadIn(_ settings: MotionSettings, _ text: Int, _ viewport: Int, _ travel: Int) -> Int {
        guard settings.enter else { return 0 }
        let narrow = text < viewport
        let distance: Int
        if settings.reversed {
            distance = text - (narrow ? 0 : travel)
        } else {
            distance = (narrow ? -travel : 0) + viewport
        }
        return ceilDiv(distance, settings.step)
    }

    /// Columns before text that fits, for `--align` (center puts the odd column right).
    static func padding(_ align: Alignment, _ viewport: Int, _ text: Int) -> Int {
        switch align {
        case .left: return 0
        case .right: return viewport - text
        case .center:
            let free = viewport - text
            return free >= 0 ? free / 2 : -((-free + 1) / 2)
        }
    }

    private static func ceilDiv(_ value: Int, _ divisor: Int) -> Int {
        (value + divisor - 1) / divisor
    }
}
