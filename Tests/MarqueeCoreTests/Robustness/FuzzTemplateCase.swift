#if canImport(MarqueeCore)
@testable import MarqueeCore
#endif

/// The template half of a fuzz input (marquee(1), TEMPLATES): the same text and
/// settings as `FuzzCase`'s viewport, drawn as a line of fields, `restart` and
/// `--ellipsis` among them, against the same invariants: one row, as many columns as the
/// line says by the reference measure, nothing left that acts in the format. Its choices
/// come from the knobs without changing what they choose for the viewport, so the stored
/// regression inputs still decode as they did.
enum FuzzTemplateCase {
    /// Literals that could make markup or a cluster with a neighbouring field.
    static let literals = [" – ", "#", "[", "%{", "<&>", "中", "🇺🇸", "\u{1B}[32m|", "{}", "👍", ""]

    static func run(_ knobs: ArraySlice<UInt8>, text: [UInt8], settings viewportSettings: Settings,
                    prefix: String, suffix: String) throws(InvariantViolation) {
        func knob(_ index: Int) -> Int { Int(knobs[knobs.startIndex + index]) }
        let modes = Mode.allCases
        let first = modes[knob(1) % modes.count]
        let second = modes[(knob(1) / modes.count) % modes.count]
        // Braces doubled, as a user writes them.
        var literal = ""
        for character in literals[knob(2) % literals.count] {
            literal += character == "{" ? "{{" : character == "}" ? "}}" : String(character)
        }
        let source = "{1:\(knob(0) % 40 + 1):\(first.rawValue)}\(literal){2:\(knob(3) % 9 + 1):\(second.rawValue)}{3}"
        guard let template = try? TemplateParser.parse(source) else {
            fatalError("fuzz harness made a bad template: \(source)")
        }
        var settings = viewportSettings
        settings.template = template
        // TAB, or a letter that plain text holds often, so that fields split.
        settings.line.fieldSeparator = knob(4) & 8 != 0 ? Array("e".utf8) : [0x09]
        if knob(5) & 32 != 0 { settings.text.ellipsis = knob(5) & 16 != 0 ? "…" : "\u{1B}[1m.." }
        // One text, then another that changes some fields, as --follow would bring it.
        let line = Line(template: template, text: text, layout: settings.line)
        let changed = Array(text.reversed().prefix(64)) + text.dropFirst(text.count / 2)
        let restartAt = knob(5) * 7
        let next = Line(template: template, text: changed, layout: settings.line,
                                previous: line, restartAt: restartAt)
        let frames = [0, 1, knob(5), restartAt + 3, knob(5) * 977 + 13, (1 << 62) - 1 - knob(5)]
        for shownLine in [line, next] {
            var composer = FrameComposer(format: settings.format, keepsStyles: settings.keepsStyles, line: shownLine)
            for frame in frames {
                var frameBytes = FrameBytes()
                composer.compose(shownLine, frame: frame, into: &frameBytes)
                let output = frameBytes.array()
                try FrameInvariants.check(output, format: settings.format, rows: 1, columns: shownLine.width,
                                          prefix: prefix, suffix: suffix, widths: settings.text.widths)
            }
            // Where no terminal rule adds a space at a border, the line is exactly its
            // parts: the two WIDTHs and the third field's text, as declared.
            if settings.text.widths.clusterContext == nil && !settings.line.shrink {
                let literalColumns = shownLine.width - shownLine.fields.reduce(0) { $0 + $1.width }
                let declared = (knob(0) % 40 + 1) + (knob(3) % 9 + 1) + shownLine.fields[2].text.textWidth
                if shownLine.fields.reduce(0, { $0 + $1.width }) != declared || literalColumns < 0 {
                    throw InvariantViolation(what: "template \(source): fields \(shownLine.fields.map(\.width)), not \(declared) columns",
                                             output: [])
                }
            }
        }
    }
}
