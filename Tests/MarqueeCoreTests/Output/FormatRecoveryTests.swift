import Testing
@testable import MarqueeCore

/// The decoders the fuzz invariant trusts: each must refuse what its consumer would act
/// on, and give back the text of what it reads as the consumer does.
@Suite struct FormatRecoveryTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let note: String
        let format: OutputFormat
        let output: String
        var testDescription: String { "\(format): \(note)" }
    }

    static let refused: [Case] = [
        Case(note: "a CSI that is not SGR", format: .ansi, output: "a\u{1B}[2Jb"),
        Case(note: "an OSC that is not a hyperlink", format: .ansi, output: "\u{1B}]0;title\u{1B}\\a"),
        Case(note: "a lone ESC", format: .ansi, output: "a\u{1B}"),
        Case(note: "a style open at the end of a row", format: .ansi, output: "\u{1B}[0;31ma\nb\u{1B}[0m"),
        Case(note: "a hyperlink open at the end", format: .ansi, output: "\u{1B}]8;;http://x\u{1B}\\a"),
        Case(note: "a C1 control", format: .ansi, output: "a\u{9B}2Jb"),
        Case(note: "BEL", format: .tmux, output: "a\u{07}b"),
        Case(note: "an escape sequence", format: .plain, output: "\u{1B}[0ma"),
        Case(note: "an escape outside \\001…\\002", format: .bash, output: "\u{1B}[0;31ma"),
        Case(note: "text marked as no columns", format: .bash, output: "\u{01}a\u{02}"),
        Case(note: "\\001 without \\002", format: .bash, output: "\u{01}\u{1B}[0m"),
        Case(note: "a lone %", format: .zsh, output: "100%"),
        Case(note: "a prompt escape", format: .zsh, output: "%F{red}a"),
        Case(note: "a % inside %{…%}", format: .zsh, output: "%{\u{1B}]8;;http://x/%41\u{1B}\\%}a%{\u{1B}]8;;\u{1B}\\%}"),
        Case(note: "an escape outside %{…%}", format: .zsh, output: "\u{1B}[0ma"),
        Case(note: "a command", format: .tmux, output: "#(rm -rf ~)"),
        Case(note: "an alias (#h, the host name)", format: .tmux, output: "a#h"),
        Case(note: "an upper-case alias (#D, the pane id) in a colour", format: .tmux, output: "#[fg=#D50000]a"),
        Case(note: "an odd run of # before a variable", format: .tmux, output: "###{host}"),
        Case(note: "a style with text in it", format: .tmux, output: "#[fg=red x]"),
        Case(note: "a click action", format: .polybar, output: "%{A1:cmd:}x%{A}"),
        Case(note: "a lone %", format: .lemonbar, output: "50%"),
        Case(note: "polybar's underline tag", format: .lemonbar, output: "%{u#ff0000}x"),
        Case(note: "an action", format: .xmobar, output: "<action=`cmd`>x</action>"),
        Case(note: "a raw of the wrong length", format: .xmobar, output: "<raw=5:ab/>"),
        Case(note: "a colour open at the end of a row", format: .xmobar, output: "<fc=#ff0000>a\n</fc>"),
        Case(note: "a tag", format: .pango, output: "<b>a</b>"),
        Case(note: "a bare &", format: .pango, output: "a & b"),
        Case(note: "an entity the encoder never writes", format: .pango, output: "&#60;"),
        Case(note: "a span left open", format: .pango, output: "<span weight=\"bold\">a"),
        Case(note: "an attribute holding a tag", format: .pango, output: "<span foreground=\"<b>\">a</span>"),
        Case(note: "a missing member", format: .json, output: "{\"text\":\"a\",\"class\":\"static\"}"),
        Case(note: "a raw LF in a string", format: .json,
             output: "{\"text\":\"a\nb\",\"full_text\":\"a\nb\",\"tooltip\":\"\",\"class\":\"static\"}"),
        Case(note: "a Pango tag in the text", format: .json,
             output: "{\"text\":\"<b>\",\"full_text\":\"<b>\",\"tooltip\":\"\",\"class\":\"static\"}"),
        Case(note: "a bare & in the tooltip", format: .json,
             output: "{\"text\":\"a\",\"full_text\":\"a\",\"tooltip\":\"&\",\"class\":\"static\"}"),
        Case(note: "a lone surrogate", format: .json,
             output: "{\"text\":\"\\ud83d\",\"full_text\":\"\\ud83d\",\"tooltip\":\"\",\"class\":\"static\"}"),
        Case(note: "an escaped ESC", format: .json,
             output: "{\"text\":\"\\u001b[2J\",\"full_text\":\"\\u001b[2J\",\"tooltip\":\"\",\"class\":\"static\"}"),
    ]

    @Test(arguments: refused)
    func refusesWhatTheConsumerWouldActOn(_ example: Case) {
        #expect(throws: FormatRecovery.Failure.self) {
            try FormatRecovery.plainText(of: example.output, format: example.format)
        }
    }

    static let read: [(Case, String)] = [
        (Case(note: "SGR and a hyperlink", format: .ansi,
              output: "\u{1B}]8;;http://x\u{1B}\\\u{1B}[0;1ma\u{1B}]8;;\u{1B}\\\u{1B}[0m\nb"), "a\nb"),
        (Case(note: "a hyperlink whose field starts with a combining mark", format: .ansi,
              output: "\u{1B}]8;id;\u{309}p:/@a\u{1B}\\a\u{1B}]8;;\u{1B}\\"), "a"),
        (Case(note: "escapes marked", format: .bash, output: "\u{01}\u{1B}[0;32m\u{02}ok\u{01}\u{1B}[0m\u{02}"), "ok"),
        (Case(note: "% doubled", format: .zsh, output: "%{\u{1B}[0;32m%}100%%%{\u{1B}[0m%}"), "100%"),
        (Case(note: "# doubled, a style", format: .tmux, output: "#[fg=colour1,bold]##(x)#[default]"), "#(x)"),
        (Case(note: "a lower-case hex colour: #d is no alias", format: .tmux, output: "#[fg=#d50000]rlse#[default]"), "rlse"),
        (Case(note: "a word joiner after %", format: .polybar, output: "%{F#cd0000}%\u{2060}{A}%{F-}"), "%{A}"),
        (Case(note: "% doubled", format: .lemonbar, output: "%{U#ff0000}%{+u}50%%%{U-}%{-u}"), "50%"),
        (Case(note: "a raw counted in code points", format: .xmobar, output: "<fc=#cd0000><raw=3:<中>/></fc> "), "<中> "),
        (Case(note: "entities and a span", format: .pango,
              output: "<span foreground=\"#ff0000\" weight=\"bold\">&lt;b&gt;&amp;</span>\n&quot;"), "<b>&\n\""),
        (Case(note: "escapes and a surrogate pair", format: .json,
              output: "{\"text\":\"\\\"a\\\\\\n\\u00e9\\ud83d\\ude00\",\"full_text\":\"\\\"a\\\\\\n\\u00e9\\ud83d\\ude00\","
                  + "\"tooltip\":\"&amp;\",\"class\":\"paused\"}"), "\"a\\\n\u{E9}\u{1F600}"),
        (Case(note: "a quote before a ZWJ", format: .json,
              output: "{\"text\":\"\\\"\u{200D}\",\"full_text\":\"\\\"\u{200D}\",\"tooltip\":\"\",\"class\":\"static\"}"),
         "\"\u{200D}"),
    ]

    @Test(arguments: read)
    func readsAsTheConsumerDoes(_ example: Case, _ text: String) throws {
        #expect(try FormatRecovery.plainText(of: example.output, format: example.format) == text)
    }
}
