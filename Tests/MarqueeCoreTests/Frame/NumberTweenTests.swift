import Testing
@testable import MarqueeCore

@Suite struct NumberTweenTests {
    private func text(_ from: String, _ to: String, at elapsed: Int, of duration: Int = 100) -> String? {
        NumberTween(from: Array(from.utf8), to: Array(to.utf8)).map {
            String(decoding: $0.text(elapsed: elapsed, duration: duration), as: UTF8.self)
        }
    }

    @Test func countsByElapsedTime() {
        #expect(text("CPU 10%", "CPU 90%", at: 0) == "CPU 10%")
        #expect(text("CPU 10%", "CPU 90%", at: 50) == "CPU 50%")
        #expect(text("CPU 10%", "CPU 90%", at: 99) == "CPU 89%")
        #expect(text("CPU 10%", "CPU 90%", at: 100) == "CPU 90%")
        #expect(text("CPU 10%", "CPU 90%", at: 5000) == "CPU 90%")
    }

    @Test func digitsKeepAFixedWidth() {
        #expect(text("9 items", "120 items", at: 0) == "  9 items")
        #expect(text("9 items", "120 items", at: 50) == " 65 items")
        #expect(text("120 items", "9 items", at: 99) == " 10 items")
        // Once over, the new text exactly.
        #expect(text("120 items", "9 items", at: 100) == "9 items")
    }

    @Test func decimalsAndSigns() {
        #expect(text("t=-1.5", "t=2.25", at: 50) == "t=0.38")
        #expect(text("t=-1.5", "t=2.25", at: 10) == "t=-1.12")
        #expect(text("v 0.1 w 10", "v 0.3 w 20", at: 50) == "v 0.2 w 15")
    }

    @Test func onlyNumbersMayDiffer() {
        #expect(NumberTween(from: Array("a 1".utf8), to: Array("b 2".utf8)) == nil)
        #expect(NumberTween(from: Array("a 1".utf8), to: Array("a 1 2".utf8)) == nil)
        #expect(NumberTween(from: Array("same".utf8), to: Array("same".utf8)) == nil)
        #expect(NumberTween(from: Array("no numbers".utf8), to: Array("no numbers!".utf8)) == nil)
    }

    @Test func hugeNumbersDoNotOverflow() {
        let big = "12345678901234567890123456789"
        #expect(text("x \(big)", "x 0", at: 100) == "x 0")
        #expect(NumberTween(from: Array("1".utf8), to: Array(String(repeating: "9", count: 40).utf8)) == nil)
    }
}
