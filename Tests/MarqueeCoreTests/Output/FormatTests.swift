import Foundation
import Testing
@testable import MarqueeCore

@Suite struct FormatTests {
    static let hostileTexts = [
        "#(rm -rf ~) #[fg=red]bold ## #",
        "%{A1:xdg-open evil:}click%{A} %%{F#f00} 100% %",
        "<action=`rm -rf ~`>x</action> <raw=3:abc/> <fc=#f00>",
        "<b>bold</b> & &amp; \"quoted\" 'single' > <",
        "back\\slash \\n \\u0000 \"json\" {\"text\": 1}",
        "\u{1B}[31mred #(x)\u{1B}[0m \u{1B}[1;4m%{F-}<i>&\u{1B}[22;24m \u{1B}[38;5;200m256\u{1B}[48;2;1;2;3m true",
        "中文 #[ 👩‍👩‍👧 %{ <b> & e\u{301}",
        "\u{1B}]8;;http://x\u{1B}\\link #\u{1B}]8;;\u{1B}\\ after",
    ]

    @Test(arguments: OutputFormat.allCases)
    func recoveredTextIsThePlainFrame(_ format: OutputFormat) throws {
        for text in Self.hostileTexts {
            for width in [5, 13, 40] {
                for frame in [0, 1, 7, 23] {
                    let options = ["-w", String(width), "--always", "--separator", " · "]
                    let plain = try frameOutput(text, options + ["-F", "plain"], frame: frame)
                    let output = try frameOutput(text, options + ["-F", format.rawValue, "--color", "always"],
                                                 frame: frame)
                    #expect(try FormatRecovery.plainText(of: output, format: format) == plain,
                            "\(format) \(text.debugDescription) w=\(width) frame \(frame): \(output.debugDescription)")
                }
            }
        }
    }

    @Test func tmuxDoublesEveryHash() throws {
        #expect(try frameOutput("#(x) #[y]", ["-w", "9", "-F", "tmux"], frame: 0) == "####(x) ##[y]")
        #expect(try frameOutput("\u{1B}[31mr\u{1B}[1mb\u{1B}[0m", ["-w", "2", "-F", "tmux"], frame: 0)
                == "#[fg=colour1]r#[default]#[fg=colour1,bold]b#[default]")
    }

    @Test func polybarBreaksEveryTagOpening() throws {
        let output = try frameOutput("%{A1:cmd:}x", ["-w", "11", "-F", "polybar"], frame: 0)
        #expect(output == "%\u{2060}{A1:cmd:}x")
        // Across a style change, the % and the { of the text do not meet.
        let split = try frameOutput("%\u{1B}[31m{A1:x:}", ["-w", "8", "-F", "polybar"], frame: 0)
        // A tag stands between them, so they never touch and need no separator.
        #expect(!split.contains("%{A"))
        #expect(split == "%%{F#cd0000}{A1:x:}%{F-}")
    }

    /// Issue 17: a `%` in one colour and a `{` in another never touch in the output.
    @Test func polybarLeavesAPercentAndABraceInDifferentStylesAlone() throws {
        let output = try frameOutput("\u{1B}[31m%\u{1B}[32m{x", ["-w", "3", "-F", "polybar"], frame: 0)
        #expect(!output.contains("\u{2060}"), "\(output.debugDescription)")
        #expect(output == "%{F#cd0000}%%{F-}%{F#00cd00}{x%{F-}")
        let oneStyle = try frameOutput("\u{1B}[31m%{x", ["-w", "3", "-F", "polybar"], frame: 0)
        #expect(oneStyle == "%{F#cd0000}%\u{2060}{x%{F-}")
    }

    @Test func lemonbarDoublesPercent() throws {
        #expect(try frameOutput("50%{A}", ["-w", "6", "-F", "lemonbar"], frame: 0) == "50%%{A}")
    }

    @Test func xmobarPutsTextInRaw() throws {
        #expect(try frameOutput("<action=x>中", ["-w", "12", "-F", "xmobar"], frame: 0) == "<raw=11:<action=x>中/>")
    }

    @Test func pangoEscapes() throws {
        #expect(try frameOutput("<b>&'\"", ["-w", "6", "-F", "pango"], frame: 0)
                == "&lt;b&gt;&amp;&apos;&quot;")
        #expect(try frameOutput("\u{1B}[1;3;4;38;5;196mX", ["-w", "1", "-F", "pango"], frame: 0)
                == "<span foreground=\"#ff0000\" weight=\"bold\" style=\"italic\" underline=\"single\">X</span>")
    }

    @Test func jsonIsOneWaybarObject() throws {
        let output = try frameOutput("a \"quoted\" <tag> & \\ long text", ["-w", "8", "-F", "json"], frame: 2)
        #expect(!output.contains("\n"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: String])
        #expect(object["text"] == "&quot;quoted&quot;")
        #expect(object["class"] == "scrolling")
        #expect(object["tooltip"] == "a &quot;quoted&quot; &lt;tag&gt; &amp; \\ long text")
        let still = try frameOutput("short", ["-w", "8", "-F", "json"], frame: 2)
        #expect(still.contains("\"class\":\"static\""))
    }

    @Test func tooltipStopsAtItsLimitOnAClusterBoundary() {
        // 3-byte clusters: the last whole one that fits ends at byte 4095.
        let long = LaidOutText(text: Array(String(repeating: "中", count: 3000).utf8), settings: TextSettings())
        let tooltip = String(decoding: tooltipText(long), as: UTF8.self)
        #expect(tooltip == String(repeating: "中", count: FrameComposer.tooltipLimit / 3) + "…")

        var vertical = TextSettings()
        vertical.vertical = true
        let lines = LaidOutText(text: Array("\u{1B}[1mone\n\ntwo\n".utf8), settings: vertical)
        #expect(String(decoding: tooltipText(lines, vertical: true), as: UTF8.self) == "one\n\ntwo")
        let joined = LaidOutText(text: Array("one\ntwo".utf8), settings: TextSettings())
        #expect(String(decoding: tooltipText(joined), as: UTF8.self) == "one   two")
    }

    /// The tooltip of one viewport of `text`.
    private func tooltipText(_ text: LaidOutText, vertical: Bool = false) -> [UInt8] {
        var layout = LineLayout()
        layout.vertical = vertical
        layout.prefix = "prefix is no part of it"
        let tooltip = Line(text: text, layout: layout, environment: Environment()).tooltipPieces
        return FrameComposer.tooltipText(tooltip.pieces, joinedBy: tooltip.joint)
    }

    @Test func bashAndZshMarkEscapesAsZeroWidth() throws {
        #expect(try frameOutput("\u{1B}[32mok 100%", ["-w", "7", "-F", "bash"], frame: 0)
                == "\u{01}\u{1B}[0;32m\u{02}ok 100%\u{01}\u{1B}[0m\u{02}")
        #expect(try frameOutput("\u{1B}[32mok 100%", ["-w", "7", "-F", "zsh"], frame: 0)
                == "%{\u{1B}[0;32m%}ok 100%%%{\u{1B}[0m%}")
    }

    @Test func zshDoublesThePercentOfAHyperlinkToo() throws {
        let linked = "\u{1B}]8;id=50%;http://x/a%20b\u{1B}\\go\u{1B}]8;;\u{1B}\\"
        #expect(try frameOutput(linked, ["-w", "2", "-F", "zsh"], frame: 0)
                == "%{\u{1B}]8;id=50%%;http://x/a%%20b\u{1B}\\%}go%{\u{1B}]8;;\u{1B}\\%}")
        #expect(try frameOutput(linked, ["-w", "2", "-F", "bash"], frame: 0)
                == "\u{01}\u{1B}]8;id=50%;http://x/a%20b\u{1B}\\\u{02}go\u{01}\u{1B}]8;;\u{1B}\\\u{02}")
    }

    @Test(arguments: [("\u{1B}[31m", "#cd0000"), ("\u{1B}[91m", "#ff0000"), ("\u{1B}[38;5;16m", "#000000"),
                      ("\u{1B}[38;5;231m", "#ffffff"), ("\u{1B}[38;5;244m", "#808080"), ("\u{1B}[38;5;67m", "#5f87af"),
                      ("\u{1B}[38;2;18;52;86m", "#123456"), ("\u{1B}[38:2::18:52:86m", "#123456")])
    func coloursMapToHex(_ sgr: String, _ hex: String) throws {
        let output = try frameOutput(sgr + "x", ["-w", "1", "-F", "polybar"], frame: 0)
        #expect(output == "%{F\(hex)}x%{F-}")
    }

    @Test func colorNeverKeepsEscapingButDropsMarkup() throws {
        #expect(try frameOutput("\u{1B}[31m#x", ["-w", "3", "-F", "tmux", "--color", "never"], frame: 0) == "####x ")
    }
}
