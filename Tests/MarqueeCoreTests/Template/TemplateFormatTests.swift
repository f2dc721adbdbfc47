import Testing
@testable import MarqueeCore

/// Every format escapes every field and literal of a template's line (marquee(1),
/// TEMPLATES): what each consumer shows, recovered by the independent decoders, is the
/// plain line, whatever one part ends with and the next begins with.
@Suite struct TemplateFormatTests {
    /// Parts that would make markup with their neighbour if escaped apart or not at all.
    static let texts: [(template: String, text: String)] = [
        ("{1:4}[{2:5}", "ab##\tx]#(echo no)"),
        ("#{1:3}{2:3}#", "{host}\t#[fg=red]"),
        ("%{1:4}{{A1:x:}}{2:4}%", "%{A1\t:cmd:}x%{A}"),
        ("<{1:5}>&{2:6}", "<b>a</b>\t&amp; <action=`x`>"),
        ("{1:4}|{2:4}", "\u{1B}[31m50%%\t\u{1B}[1m%F{red}x"),
        ("{title:6}!{artist:3:bounce}", #"{"title":"a#b%c<d>&e","artist":"\u001b[32m#[x]"}"#),
    ]

    @Test(arguments: OutputFormat.allCases)
    func everyPartIsEscapedForTheConsumer(_ format: OutputFormat) throws {
        for (template, text) in Self.texts {
            for frame in 0..<12 {
                let plainOptions = ["-T", template, "-F", "plain"]
                let plain = try TemplateLineTests.lineFrame(text, plainOptions, frame: frame)
                let options = ["-T", template, "-F", format.rawValue, "--color", "always"]
                let shown = try TemplateLineTests.lineFrame(text, options, frame: frame)
                let recovered = try FormatRecovery.plainText(of: shown, format: format)
                #expect(recovered == plain, "\(format) \(template) frame \(frame): \(shown)")
            }
        }
    }
}
