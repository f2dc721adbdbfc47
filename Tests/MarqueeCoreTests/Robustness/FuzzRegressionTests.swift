import Foundation
import Testing
@testable import MarqueeCore
import TestSupport

/// The fuzz target's checks in every test run: on the committed seeds, on every input a
/// fuzz run ever stopped at (Fuzz/regressions, each named after what it found), and on
/// a fixed set of pseudo-random inputs.
@Suite struct FuzzRegressionTests {
    static let fuzzDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz")

    static func inputs(in folder: String) -> [String] {
        let directory = fuzzDirectory.appendingPathComponent(folder)
        return ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }

    @Test(arguments: inputs(in: "corpus") .map { "corpus/" + $0 } + inputs(in: "regressions").map { "regressions/" + $0 })
    func savedInputKeepsTheInvariants(_ name: String) throws {
        let data = try Data(contentsOf: Self.fuzzDirectory.appendingPathComponent(name))
        #expect(throws: Never.self) { try FuzzCase.run([UInt8](data)) }
    }

    @Test func seedsAndRegressionsExist() {
        #expect(Self.inputs(in: "corpus").count >= 8)
        #expect(!Self.inputs(in: "regressions").isEmpty)
    }

    @Test func pseudoRandomInputsKeepTheInvariants() throws {
        var random = XorShift(seed: 0x9E3779B97F4A7C15)
        func next() -> UInt64 { random.next() }
        let alphabet: [[UInt8]] = [
            Array("a".utf8), Array(" ".utf8), Array("中".utf8), Array("👩‍👩‍👧".utf8), Array("🇺".utf8),
            Array("\u{301}".utf8), Array("\u{200D}".utf8), Array("\u{FE0F}".utf8), Array("\u{1B}[31m".utf8),
            Array("\u{1B}[0m".utf8), Array("\u{1B}]8;;x\u{1B}\\".utf8), Array("\u{1B}[2J".utf8), [0x1B], [0x09],
            [0x0A], [0x0D], [0x00], [0xFF], [0xC3], [0xE2, 0x82], Array("#(%{<&\"".utf8), Array("क्ष".utf8),
            Array("\u{9B}".utf8), Array("ᄀ".utf8), Array("\u{1160}".utf8), Array("\u{200B}".utf8),
            Array("🏽".utf8), Array("👍".utf8), Array("\u{3164}".utf8), Array("1".utf8), Array("\u{20E3}".utf8),
        ]
        for _ in 0..<400 {
            var input = (0..<6).map { _ in UInt8(truncatingIfNeeded: next()) }
            for _ in 0..<Int(next() % 40) {
                input += alphabet[Int(next() % UInt64(alphabet.count))]
            }
            do {
                try FuzzCase.run(input)
            } catch {
                Issue.record("\(error) for input \(input)")
                return
            }
        }
    }
}
