import Testing
@testable import MarqueeCore

/// A probe's widths become a profile's switches, and survive the cache (docs/terminals.md).
@Suite struct ProbeMeasurementsTests {
    static let allGeneric: [String: Int] = Dictionary(uniqueKeysWithValues: TerminalProbe.samples.map {
        ($0.key, DisplayWidth().width(ofCluster: $0.cluster.unicodeScalars))
    })

    private func measured(_ changes: [String: Int]) -> ProbeMeasurements {
        ProbeMeasurements(widths: ProbeMeasurementsTests.allGeneric.merging(changes) { _, new in new })
    }

    private func width(_ text: String, _ measurements: ProbeMeasurements) -> Int {
        DisplayWidth(profile: measurements.profile).width(ofCluster: text.unicodeScalars)
    }

    @Test func aTerminalThatDrawsLikeGenericMeasuresLikeGeneric() {
        let probed = measured([:])
        for text in ["❤️", "⌚︎", "1️⃣", "👨‍👩‍👧", "👍🏽", "🇯🇵", "🇦", "\u{1FAE8}", "a", "漢"] {
            #expect(width(text, probed) == DisplayWidth().width(ofCluster: text.unicodeScalars), "\(text)")
        }
    }

    @Test func eachSwitchFollowsItsSample() {
        #expect(width("❤️", measured(["vs16": 1])) == 1)
        #expect(width("☀️", measured(["vs16": 1])) == 1, "VS16 widens no base where it widens not the heart")
        #expect(width("1️⃣", measured(["keycap": 1])) == 1)
        #expect(width("❤️", measured(["keycap": 1])) == 2, "only keycaps")
        #expect(width("⌚︎", measured(["vs15": 2])) == 2)
        #expect(width("👨‍👩‍👧", measured(["zwj": 6])) == 6)
        #expect(width("👍🏽", measured(["zwj": 6, "skin-tone": 4])) == 4)
        #expect(width("👍🏽", measured(["skin-tone": 4])) == 4, "tmux 3.3: ZWJ sequences joined, skin tones apart")
        #expect(width("👨‍👩‍👧", measured(["skin-tone": 4])) == 2)
        #expect(width("🇦", measured(["lone-regional-indicator": 1])) == 1)
        #expect(width("🇯🇵", measured(["lone-regional-indicator": 1])) == 2, "a flag stays 2")
        #expect(width("\u{1FAE8}", measured(["emoji-15.0": 1])) == 1, "every emoji of 15.0, not only the sample")
        #expect(width("\u{1FAE8}", measured(["emoji-15.0": 0])) == 0)
        #expect(width("\u{1FAE0}", measured(["emoji-15.0": 1])) == 2, "14.0 is still known")
    }

    @Test func theCacheKeepsEveryWidth() {
        let probed = measured(["zwj": 6, "emoji-16.0": 1])
        #expect(ProbeMeasurements(cacheText: probed.cacheText) == probed)
        #expect(probed.cacheText.hasPrefix("marquee probe 1\nvs16 2\n"))
    }

    @Test(arguments: ["", "marquee probe 2\nvs16 2\n", "marquee probe 1\nvs16 9\n", "marquee probe 1\nvs16\n",
                      "marquee probe 1\nvs16 2\n"])
    func aDamagedCacheIsNoMeasurement(_ text: String) {
        #expect(ProbeMeasurements(cacheText: text) == nil)
    }

    @Test func positionsBecomeWidths() {
        var positions = [(row: 4, column: 1)]
        for sample in TerminalProbe.samples { positions.append((4, 1 + (sample.key == "zwj" ? 6 : 2))) }
        #expect(TerminalProbe.measurements(from: positions)?.widths["zwj"] == 6)
        #expect(TerminalProbe.measurements(from: Array(positions.dropLast())) == nil, "one missing")
        positions[3].row = 5
        #expect(TerminalProbe.measurements(from: positions) == nil, "the line wrapped")
    }

    @Test func theSamplesAreOneWriteEndingInDA1() {
        let text = String(decoding: TerminalProbe.bytes, as: UTF8.self)
        #expect(text.hasPrefix("\r\u{1B}[6n\r❤️\u{1B}[6n"))
        #expect(text.hasSuffix("\r\u{1B}[K\u{1B}[c"))
        #expect(text.components(separatedBy: "\u{1B}[6n").count - 1 == TerminalProbe.samples.count + 1)
    }
}
