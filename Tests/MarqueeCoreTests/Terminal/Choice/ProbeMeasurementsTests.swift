import Testing
@testable import MarqueeCore
@testable import TerminalWidth
import TestSupport

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
        #expect(width("🏽", measured(["lone-skin-tone": 1])) == 1)
        #expect(width("🏽", measured(["lone-skin-tone": 0])) == 0)
        #expect(width("🇦", measured(["lone-regional-indicator": 1])) == 1)
        #expect(width("🇯🇵", measured(["lone-regional-indicator": 1])) == 2, "a flag stays 2")
        #expect(width("\u{1FAE8}", measured(["emoji-15.0": 1])) == 1, "every emoji of 15.0, not only the sample")
        #expect(width("\u{1FAE8}", measured(["emoji-15.0": 0])) == 0)
        #expect(width("\u{1FAE0}", measured(["emoji-15.0": 1])) == 2, "14.0 is still known")
    }

    /// A terminal that adds code points up, each rule by its sample (the ways of
    /// Debian 12's terminals, and ones no terminal measured here has).
    @Test func aTerminalThatAddsCodePointsUpFollowsEachSample() {
        // kitty 0.26: parts side by side, each widened by its VS16; skin tones drawn as nothing.
        let kitty = measured(["zwj": 6, "zwj-vs16": 4, "lone-skin-tone": 0, "skin-tone-on-text": 1, "vs15": 1])
        #expect(!kitty.drawsSequencesAsOne)
        #expect(width("❤️‍🔥", kitty) == 4)
        #expect(width("✍🏻", kitty) == 1)
        #expect(width("🏽", kitty) == 0)
        #expect(width("⌚︎", kitty) == 1)
        // VS16 widening alone, not inside a sequence.
        let alone = measured(["zwj": 6, "zwj-vs16": 3])
        #expect(width("❤️", alone) == 2)
        #expect(width("❤️‍🔥", alone) == 3)
        #expect(width("❤️‍🔥", kitty) == 4)
        // konsole 22.12: one emoji as wide as its first part; a flag as one indicator; a
        // pictograph it does not know starts a part of its own.
        let konsole = measured(["zwj": 2, "zwj-vs16": 1, "vs16": 1, "lone-regional-indicator": 2, "flag": 2,
                                "zwj-newer": 3, "emoji-18.0": 1, "skin-tone-on-text": 1])
        #expect(width("🏳️‍🌈", konsole) == 1)
        #expect(width("🇯🇵", konsole) == 2)
        #expect(width("👍🏽", konsole) == 2)
        #expect(width("✍🏻", konsole) == 1)
        let newest = String(Unicode.Scalar(WidthTables.emojiPresentationByVersion.last!.added.bounds[0])!)
        #expect(width("😀\u{200D}" + newest, konsole) == 3)
        #expect(width("😀\u{200D}" + newest, measured(["zwj": 2, "zwj-vs16": 1, "emoji-18.0": 1])) == 2,
                "a ZWJ that joins what it does not know")
        // mlterm 3.9: the ZWJ and tag characters a column each.
        let mlterm = measured(["zwj": 8, "zwj-vs16": 4, "zwj-alone": 2, "tag": 2])
        #expect(width("👨‍👩‍👧", mlterm) == 8)
        #expect(width("🏴󠁧󠁢󠁳󠁣󠁴󠁿", mlterm) == 8)
        // Skin tones that widen a one-column base, and a flag of two indicators side by side.
        let widening = measured(["zwj": 6, "zwj-vs16": 3, "skin-tone-on-text": 2, "flag": 4])
        #expect(width("✍🏻", widening) == 2)
        #expect(width("👍🏽", widening) == 2)
        #expect(width("🇯🇵", widening) == 4)
        // Conjoining jamo: a vowel of its own column, joined or not; spacing marks.
        #expect(width("\u{1100}\u{1161}", measured(["zwj": 6, "jamo": 3, "jamo-vowel": 2])) == 3)
        #expect(width("\u{1100}\u{1161}", measured(["zwj": 6, "jamo": 2, "jamo-vowel": 2])) == 2)
        #expect(width("\u{1100}\u{1161}", measured(["zwj": 6, "jamo": 4, "jamo-vowel": 3])) == 4)
        #expect(width("कि", measured(["zwj": 6, "spacing-mark": 1])) == 1)
        #expect(width("कि", measured(["zwj": 6, "spacing-mark": 2])) == 2)
        // Emoji a version does not know, one column or none.
        #expect(width("\u{1FAE8}", measured(["zwj": 6, "emoji-15.0": 1])) == 1)
        #expect(width("\u{1FAE8}", measured(["zwj": 6, "emoji-15.0": 0])) == 0)
        #expect(width("\u{1FAE0}", measured(["zwj": 6, "emoji-15.0": 0])) == 2, "14.0 is still known")
    }

    /// Unicode 16's newly wide code points, by their sample, whichever the strategy.
    @Test(arguments: [[:], ["zwj": 6]])
    func newlyWideCodePointsFollowTheirSample(_ strategy: [String: Int]) {
        let trigrams = measured(strategy.merging(["trigram": 1]) { _, new in new })
        #expect(width("☰", trigrams) == 1)
        #expect(width("⚊", trigrams) == 1)
        #expect(width("䷀", trigrams) == 2)
        let hexagrams = measured(strategy.merging(["hexagram": 1]) { _, new in new })
        #expect(width("䷀", hexagrams) == 1)
        #expect(width("𝌀", hexagrams) == 1)
        #expect(width("☰", hexagrams) == 2)
        #expect(width("☰", measured(strategy)) == 2)
    }

    @Test func theFirstEmojiOfTwelveStandsForItsVersion() {
        let sample = TerminalProbe.samples.first { $0.key == "emoji-12.0" }!.cluster
        #expect(width(sample, measured(["emoji-12.0": 1])) == 1)
        #expect(width(sample, measured([:])) == 2)
    }

    @Test func theCacheKeepsEveryWidth() {
        let probed = measured(["zwj": 6, "emoji-16.0": 1])
        #expect(ProbeMeasurements(cacheText: probed.cacheText) == probed)
        #expect(probed.cacheText.hasPrefix("marquee probe 3\nvs16 2\n"))
    }

    /// Empty, cut short, a width out of range or missing, and the whole of an older
    /// version's file (27 samples, no skin tone in a ZWJ sequence): measured again.
    @Test(arguments: ["", "marquee probe 4\nvs16 2\n", "marquee probe 3\nvs16 99\n", "marquee probe 3\nvs16\n",
                      "marquee probe 3\nvs16 2\n", "marquee probe 1\nvs16 2\n",
                      ProbeMeasurementsTests.version2File])
    func aDamagedCacheIsNoMeasurement(_ text: String) {
        #expect(ProbeMeasurements(cacheText: text) == nil)
    }

    static let version2File = "marquee probe 2\n" + ["vs16", "vs15", "keycap", "zwj", "zwj-vs16", "zwj-newer", "zwj-alone",
        "tag", "format-control", "tag-flag", "skin-tone", "skin-tone-on-text", "lone-skin-tone", "flag",
        "lone-regional-indicator", "trigram", "hexagram", "jamo", "jamo-vowel", "spacing-mark", "emoji-12.0", "emoji-13.0",
        "emoji-14.0", "emoji-15.0", "emoji-16.0", "emoji-17.0", "emoji-18.0"].map { "\($0) 2\n" }.joined()

    @Test func aVersionTwoFileIsNotOneOfVersionThree() {
        // The same lines under the new header still miss the new samples.
        let relabelled = "marquee probe 3\n" + ProbeMeasurementsTests.version2File.dropFirst("marquee probe 2\n".count)
        #expect(ProbeMeasurements(cacheText: relabelled) == nil)
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

    /// Each sample is one cluster, or the pipeline would draw it otherwise than measured,
    /// but the ones after a letter or consonant, which measure what follows it.
    @Test func everySampleIsOneClusterOrALetterAndWhatFollows() {
        for sample in TerminalProbe.samples {
            let clusters = Array(sample.cluster).count
            // A vowel jamo after `x` and ZERO WIDTH SPACE (a control) start clusters of their
            // own; a lone regional indicator after a flag is one too: the sample is the run.
            #expect(clusters == 1 || ["jamo-vowel", "format-control", "flag-then-regional-indicator"].contains(sample.key),
                    "\(sample.key): \(clusters) clusters")
        }
        #expect(Set(TerminalProbe.samples.map(\.key)).count == TerminalProbe.samples.count)
        #expect(TerminalProbe.keys.count == TerminalProbe.clusters.count)
        #expect(TerminalProbe.keys.suffix(WidthTables.emojiPresentationByVersion.count)
                == WidthTables.emojiPresentationByVersion.map { "emoji-\($0.version)" }, "one key per emoji version, last")
    }

    @Test func theCacheNameIsWhatIdentifiesTheTerminal() throws {
        let kitty = TerminalAnswers(version: "kitty(0.26.5)", secondaryAttributes: [1, 4000, 26], answered: true)
        let name = try #require(TerminalProbe.cacheName(["TERM": "xterm-kitty"], kitty))
        #expect(name.hasPrefix("probe-xterm-kitty-kitty(0.26.5)-"))
        #expect(name.count <= 128)
        #expect(TerminalProbe.cacheName(["TERM": "xterm-kitty"], kitty) == name, "stable")
        let other = TerminalAnswers(version: "kitty(0.26.5)", secondaryAttributes: [1, 4000, 27], answered: true)
        #expect(TerminalProbe.cacheName(["TERM": "xterm-kitty"], other) != name, "DA2")
        #expect(TerminalProbe.cacheName(["TERM": "xterm"], kitty) != name, "TERM")
        #expect(TerminalProbe.cacheName(["TERM": "xterm-kitty", "VTE_VERSION": "7006"], kitty) != name, "a release variable")
        let da2 = TerminalAnswers(secondaryAttributes: [1, 11302, 0], answered: true)
        #expect(TerminalProbe.cacheName(["TERM": "foot"], da2) != nil, "DA2 alone identifies")
        #expect(TerminalProbe.cacheName(["KONSOLE_VERSION": "221203"], nil) != nil, "a release variable alone")
        #expect(TerminalProbe.cacheName(["TERM": "xterm-256color"], TerminalAnswers(answered: true)) == nil,
                "TERM alone names too many terminals")
        #expect(TerminalProbe.cacheName(["TERM": "x", "TERM_PROGRAM": "Unknown"], nil) == nil, "a name is no release")
        let long = TerminalAnswers(version: String(repeating: "v", count: 500), answered: true)
        #expect(try #require(TerminalProbe.cacheName(["TERM": "xterm"], long)).count <= 128)
    }

    /// `ProbeMeasurements(predictedFor:)`, from the written-out table where the profile is
    /// listed and measured where not, gives each sample the columns
    /// `TerminalWidth.columns` measures, for every profile.
    @Test func theSamplesPredictedForAProfileAreTheirColumns() throws {
        for name in TerminalProfile.names + ["unicode-core"] {
            let profile = try #require(name == "unicode-core" ? .unicodeCore : TerminalProfile.named(name))
            let predicted = ProbeMeasurements(predictedFor: profile)
            for (index, sample) in TerminalProbe.samples.enumerated() {
                #expect(predicted.columns[index] == TerminalWidth.columns(sample.cluster, profile: profile),
                        "\(name): \(sample.key)")
            }
        }
    }

    /// The benchmarks and the link order's trace play a kitty 0.41.1 whose samples fit
    /// its profile, from Benchmarks/kitty-0.41-probe.txt: a cache file of the samples as
    /// `kitty-0.41` draws them.
    @Test func theBenchmarksKitty041SamplesAreItsProfiles() throws {
        let text = try String(contentsOf: UnicodeTestData.repositoryRoot
            .appendingPathComponent("Benchmarks/kitty-0.41-probe.txt"), encoding: .utf8)
        let kitty = try #require(TerminalProfile(named: "kitty-0.41"))
        #expect(ProbeMeasurements(cacheText: text) == ProbeMeasurements(drawnBy: kitty))
    }
}
