import Foundation
import Testing

/// Every mode, run to the end of one pass by the binary itself: the frames it shows are
/// the frames of the motion, in order, and the pass ends where the mode says.
@Suite struct MotionRunTests {
    static let input = "first line\nsecond line\nthird\n"

    static func oneLoop(_ mode: String, _ direction: String) throws -> [String] {
        let result = try runMarquee(["-m", mode, "-d", direction, "--loops", "1", "-i", "0", "-w", "6", "-H", "2",
                                     "--always", "--pause", "0"], input: Array(input.utf8))
        #expect(result.status == 0)
        return result.lines
    }

    /// Horizontal motion, modelled on the ring of items as a plain string: the three lines
    /// joined by the separator, each frame a window of six columns at an offset.
    @Test(arguments: ["scroll", "slide", "bounce", "static"], ["left", "right"])
    func horizontalPassFollowsTheOffsets(_ mode: String, _ direction: String) throws {
        let ring = Array("first line   second line   third   ")
        let textEnd = ring.count - 3
        let window = { (offset: Int) in
            String((0..<6).map { ring[(offset + $0 + ring.count) % ring.count] })
        }
        let lastOffset = textEnd - 6
        let forward: [Int]
        switch mode {
        case "scroll": forward = Array(0...ring.count)
        case "slide": forward = Array(0...lastOffset)
        case "bounce": forward = Array(0...lastOffset) + Array((0..<lastOffset).reversed())
        default: forward = [0]
        }
        var offsets = forward
        if direction == "right" {
            switch mode {
            case "scroll": offsets = forward.map { -$0 }
            case "slide": offsets = forward.reversed()
            case "bounce": offsets = forward.map { lastOffset - $0 }
            default: break
            }
        }
        #expect(try Self.oneLoop(mode, direction) == offsets.map(window))
    }

    /// Vertical motion: the lines wrap to six columns into five rows (and one blank row
    /// of separator in the ring); two rows a frame.
    @Test(arguments: [("scroll", 7), ("slide", 4), ("bounce", 7), ("page", nil), ("static", 1)] as [(String, Int?)])
    func verticalPassShowsTheFramesOfTheMotion(_ mode: String, _ frameCount: Int?) throws {
        for direction in ["up", "down"] {
            let lines = try Self.oneLoop(mode, direction)
            #expect(lines.count % 2 == 0)
            let frames = stride(from: 0, to: lines.count, by: 2).map { lines[$0] + "\n" + lines[$0 + 1] }
            if let frameCount { #expect(frames.count == frameCount, "\(direction)") }
            // Each is the frame that `--frame` computes for its number.
            for (number, frame) in frames.enumerated() {
                let alone = try runMarquee(["-m", mode, "-d", direction, "-w", "6", "-H", "2", "--always",
                                            "--pause", "0", "--frame", String(number)], input: Array(Self.input.utf8))
                #expect(alone.output == frame + "\n", "\(direction) frame \(number)")
            }
        }
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
