#if canImport(MarqueeCore)
@testable import MarqueeCore
#endif

/// Undoes each format's markup and escaping, independently of the encoders: what the
/// consumer would show, as plain text, rows separated by LF.
///
/// Strict: anything the consumer would act on other than styling (an escape sequence that
/// is not SGR or OSC 8, a tag or format the encoder never writes, a control character)
/// fails, and so does a style still open at the end of a row. Shared by the tests and the
/// fuzz target (Fuzz/run compiles these files with the core), so it imports nothing.
enum FormatRecovery {
    /// What the consumer would have acted on, and where.
    struct Failure: Error, CustomStringConvertible {
        let description: String

        init(_ description: String) {
            self.description = description
        }
    }

    static func plainText(of output: String, format: OutputFormat) throws(Failure) -> String {
        let text: String
        switch format {
        case .ansi: text = try TerminalTextRecovery.ansi(output)
        case .plain: text = try TerminalTextRecovery.plain(output)
        case .bash: text = try TerminalTextRecovery.bash(output)
        case .zsh: text = try TerminalTextRecovery.zsh(output)
        case .tmux: text = try StatusBarRecovery.tmux(output)
        case .polybar: text = try StatusBarRecovery.barTags(output, dialect: .polybar)
        case .lemonbar: text = try StatusBarRecovery.barTags(output, dialect: .lemonbar)
        case .xmobar: text = try StatusBarRecovery.xmobar(output)
        case .pango: text = try PangoRecovery.text(output)
        case .json: text = try PangoRecovery.text(try WaybarLine(output).text)
        }
        try rejectControls(in: text)
        return text
    }

    /// The rows of the frame as the consumer shows them.
    static func rows(of output: String, format: OutputFormat) throws(Failure) -> [Substring] {
        try plainText(of: output, format: format).unicodeScalars
            .split(separator: "\n", omittingEmptySubsequences: false).map(Substring.init)
    }

    /// C0 (but the LF between rows), DEL and C1 act on a terminal or break a bar's line.
    private static func rejectControls(in text: String) throws(Failure) {
        for scalar in text.unicodeScalars where scalar != "\n" {
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                throw Failure("control character \(hex(scalar)) in the text")
            }
        }
    }

    /// `U+001B`, for failure messages.
    static func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
