import Testing
@testable import MarqueeCore

/// `--paused-at` in time (marquee(1)): the frame a hold shows and frame 0's time after it,
/// checked against the frames a run would then show, k = (now − frame 0's time) / interval.
@Suite struct PausedAtModelTests {
    struct HoldCase: CustomTestStringConvertible, Sendable {
        let description: String
        let pausedAt: PausedAt
        let shown: Int
        let start: Int
        let since: Int
        let now: Int
        let held: Int
        let nextFrame: Int
        var testDescription: String { description }
    }

    /// Interval 10: frame k is due at start + 10 k.
    static let cases: [HoldCase] = [
        HoldCase(description: "here holds frame 7 and goes on with frame 7 after a hold of 300",
                 pausedAt: .here, shown: 7, start: 100, since: 175, now: 475, held: 7, nextFrame: 7),
        HoldCase(description: "start holds frame 0 and goes on from frame 0",
                 pausedAt: .start, shown: 7, start: 100, since: 175, now: 475, held: 0, nextFrame: 0),
        HoldCase(description: "here with nothing drawn yet holds the first frame",
                 pausedAt: .here, shown: -1, start: 100, since: 100, now: 900, held: 0, nextFrame: 0),
        HoldCase(description: "start with nothing drawn yet holds the first frame",
                 pausedAt: .start, shown: -1, start: 100, since: 100, now: 900, held: 0, nextFrame: 0),
        HoldCase(description: "start after a long run still starts again at frame 0",
                 pausedAt: .start, shown: 1_000_000, start: 0, since: 10_000_005, now: 10_000_006,
                 held: 0, nextFrame: 0),
    ]

    @Test(arguments: cases)
    func holdsAndGoesOnAsTheOptionSays(_ hold: HoldCase) {
        #expect(hold.pausedAt.heldFrame(shown: hold.shown) == hold.held)
        let start = hold.pausedAt.startAfterHold(start: hold.start, since: hold.since, now: hold.now)
        #expect((hold.now - start) / 10 == hold.nextFrame)
        // One interval later, the next frame: position still comes from the time.
        #expect((hold.now + 10 - start) / 10 == hold.nextFrame + 1)
    }

    @Test func theOptionParsesAndDefaultsToHere() throws {
        #expect(try settings([]).pausedAt == .here)
        #expect(try settings(["--paused-at", "start"]).pausedAt == .start)
        #expect(try settings(["--paused-at=here"]).pausedAt == .here)
        #expect(throws: UsageError.invalidValue("--paused-at", expected: "one of here, start", got: "end")) {
            try ArgumentParser.parse(["--paused-at", "end", "x"])
        }
    }
}
