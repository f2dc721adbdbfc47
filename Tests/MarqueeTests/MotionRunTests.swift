import Foundation
import Testing

/// Every mode, run to the end of one pass by the binary itself.
@Suite struct MotionRunTests {
    @Test(arguments: ["scroll", "slide", "bounce", "page", "static"], ["left", "right", "up", "down"])
    func oneLoopEndsByItself(_ mode: String, _ direction: String) throws {
        let result = try runMarquee(["-m", mode, "-d", direction, "--loops", "1", "-i", "0", "-w", "6", "-H", "2",
                                     "--always", "--pause", "0"],
                                    input: Array("first line\nsecond line\nthird\n".utf8))
        #expect(result.status == 0)
        let rowsPerFrame = direction == "up" || direction == "down" ? 2 : 1
        #expect(result.lines.count % rowsPerFrame == 0)
        #expect(result.lines.allSatisfy { $0.count == 6 })
    }

    @Test func creditsRoll() throws {
        let result = try runMarquee(["-d", "up", "-H", "3", "-w", "20", "--align", "center", "--mode", "slide",
                                     "--enter", "--loops", "1", "--interval", "0"],
                                    input: Array("Directed by\nSomeone\n\nMusic\nSomebody else\n".utf8))
        #expect(result.status == 0)
        let blank = String(repeating: " ", count: 20)
        #expect(result.lines.count == 27)
        #expect(Array(result.lines.prefix(3)) == [blank, blank, blank])
        #expect(Array(result.lines.suffix(3)) == [blank, blank, blank])
        #expect(result.lines.contains("   Somebody else    "))
    }
}
