@testable import MarqueeCore
import Testing
import TerminalWidth

/// `--ellipsis` in static mode and the library's `truncate` (docs/library.md) are one rule:
/// the widest head of whole clusters that leaves room for the ellipsis, the ellipsis, then
/// spaces to exactly W. marquee cuts its laid-out tape (styles and seams kept), the library
/// a string, so each has its own code; this holds them to the same frames.
@Suite struct EllipsisAgreementTests {
    static let texts = [
        "Breaking: markets rally", "東京タワーと大阪城", "a👩‍👩‍👧b🇯🇵c❤️d", "mixed 中文 and ascii",
        "e\u{301}le\u{300}ve", "ＦＵＬＬ width", "x",
    ]

    @Test(arguments: ["…", "...", ">", "→→", "中"])
    func marqueeAndTheLibraryCutAlike(_ ellipsis: String) throws {
        for text in Self.texts {
            for width in 1...14 {
                let frame = try frameOutput(text, ["-m", "static", "--ellipsis=\(ellipsis)", "-w", String(width),
                                                   "-F", "plain"], frame: 0)
                let truncated = TerminalWidth.truncate(text, toColumns: width, ellipsis: ellipsis,
                                                       fillingToExactWidth: true)
                #expect(frame == truncated, "\(text.debugDescription) W=\(width) E=\(ellipsis)")
            }
        }
    }
}
