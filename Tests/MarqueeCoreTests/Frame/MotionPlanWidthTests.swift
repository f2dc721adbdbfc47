import Testing
@testable import MarqueeCore

/// `MotionPlan.viewport(atFrame:)` works in `Int` below `MotionPlan.narrowLimit` and in
/// `Int128` above it: the two must give the same viewport wherever both can, in every
/// mode, so that a ticker's frames do not jump where the arithmetic changes. The motions
/// worked without the switch (`MotionPlan.Shortcut`) must agree with it too.
@Suite struct MotionPlanWidthTests {
    static let modes: [Mode] = [.scroll, .slide, .bounce, .page, .restart, .static]

    static func plans() -> [(String, MotionPlan)] {
        var plans: [(String, MotionPlan)] = []
        for mode in modes {
            for reversed in [false, true] {
                for (enter, always) in [(false, true), (true, true), (false, false)] {
                    for (step, hold) in [(1, 0), (3, 2), (7, 0), (63, 0)] {
                        for (text, viewport) in [(60, 20), (25, 12), (5, 9)] {
                            var settings = MotionSettings()
                            settings.mode = mode
                            settings.reversed = reversed
                            settings.enter = enter
                            settings.always = always
                            settings.step = step
                            settings.holdFrames = hold
                            var content = ContentMetrics(textLength: text, textClusterCount: text,
                                                         ringLength: text + 3)
                            content.pageLength = viewport + 3
                            content.firstPageClusterCount = min(text, viewport)
                            let name = "\(mode) reversed \(reversed) enter \(enter) always \(always) step \(step) hold \(hold) "
                                + "text \(text) viewport \(viewport)"
                            plans.append((name, MotionPlan(settings: settings, content: content,
                                                           viewportLength: viewport)))
                        }
                    }
                }
            }
        }
        return plans
    }

    @Test func intAndInt128AgreeOnEveryModeUpToTheLimit() {
        let limit = MotionPlan.narrowLimit
        let frames = Array(0..<50) + [997, 123_457, limit / 3, limit - 2, limit - 1]
        for (name, plan) in Self.plans() {
            for frame in frames {
                let narrow = plan.viewport(atFrame: frame, in: Int.self)
                let wide = plan.viewport(atFrame: Int128(frame), in: Int128.self)
                #expect(narrow == wide, "\(name) frame \(frame)")
                #expect(plan.viewport(atFrame: frame) == wide, "\(name) frame \(frame)")
                #expect(plan.viewportThroughSwitch(atFrame: frame) == wide, "\(name) frame \(frame)")
            }
        }
    }

    /// Across the limit a scrolling ring moves one step a frame, as anywhere else.
    @Test func scrollingMovesOneStepAcrossTheLimit() {
        var settings = MotionSettings()
        settings.step = 7
        let plan = MotionPlan(settings: settings, content: ContentMetrics(textLength: 60, textClusterCount: 60,
                                                                          ringLength: 63),
                              viewportLength: 20)
        let limit = MotionPlan.narrowLimit
        for frame in (limit - 3)...(limit + 3) {
            let here = plan.viewport(atFrame: frame).start
            let next = plan.viewport(atFrame: frame + 1).start
            #expect((next - here + 63) % 63 == 7, "frame \(frame)")
            #expect(here == frame * 7 % 63, "frame \(frame)")
        }
    }
}
