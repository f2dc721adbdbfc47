#if canImport(MarqueeCore)
@testable import MarqueeCore
#endif

/// A broken invariant, with the output that broke it.
struct InvariantViolation: Error, CustomStringConvertible {
    let what: String
    let output: [UInt8]

    var description: String { "\(what): \(String(decoding: output, as: UTF8.self).debugDescription)" }
}

/// What every frame must be, checked without the code that made it. Shared by the fuzz
/// target (Fuzz/run compiles this file with the core) and the regression tests.
enum FrameInvariants {
    static func check(_ output: [UInt8], format: OutputFormat, rows: Int, columns: Int,
                      widths: DisplayWidth) throws(InvariantViolation) {
        func violated(_ what: String, _ output: [UInt8]) throws(InvariantViolation) -> Never {
            throw InvariantViolation(what: what, output: output)
        }
        // Valid UTF-8.
        var decoded = String(decoding: output, as: UTF8.self)
        if Array(decoded.utf8) != output { try violated("invalid UTF-8", output) }
        if format == .json {
            // One object per frame; its text holds the rows. Only the shape is checked here,
            // on bytes: as Characters, a quote can combine with the ZWJ after it.
            if !(output.starts(with: Array("{\"text\":\"".utf8)) && output.suffix(2).elementsEqual(Array("\"}".utf8)))
                || output.contains(0x0A) {
                try violated("JSON line", output)
            }
            return
        }
        if format == .ansi || format == .plain {
            decoded = try checkedTerminalText(decoded, allowsStyles: format == .ansi, output: output)
        } else {
            // Status-bar and prompt markup never holds escape sequences of its own but SGR.
            for scalar in decoded.unicodeScalars where scalar.value == 0x9B || scalar.value == 0x9D {
                try violated("C1 control", output)
            }
            return
        }
        let lines = decoded.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.count != rows { try violated("\(lines.count) rows, not \(rows)", output) }
        for line in lines {
            let measured = line.reduce(0) { $0 + widths.width(ofCluster: $1.unicodeScalars) }
            if measured != columns { try violated("row of \(measured) columns, not \(columns)", output) }
        }
    }

    /// The visible text, once every escape sequence is checked to be SGR or OSC 8 and
    /// every row to end with its styles closed.
    private static func checkedTerminalText(_ text: String, allowsStyles: Bool,
                                            output: [UInt8]) throws(InvariantViolation) -> String {
        func violated(_ what: String, _ output: [UInt8]) throws(InvariantViolation) -> Never {
            throw InvariantViolation(what: what, output: output)
        }
        var visible = ""
        var scalars = Array(text.unicodeScalars)[...]
        var styled = false
        var linkOpen = false
        while let scalar = scalars.first {
            scalars = scalars.dropFirst()
            switch scalar.value {
            case 0x1B:
                if !allowsStyles { try violated("escape in plain output", output) }
                guard let kind = scalars.first else { try violated("lone ESC", output) }
                scalars = scalars.dropFirst()
                if kind == "[" {
                    let body = scalars.prefix { !(0x40...0x7E).contains($0.value) }
                    scalars = scalars.dropFirst(body.count)
                    guard scalars.first == "m", body.allSatisfy({ ("0"..."9").contains($0) || $0 == ";" || $0 == ":" })
                    else { try violated("CSI other than SGR", output) }
                    scalars = scalars.dropFirst()
                    styled = String(String.UnicodeScalarView(body)) != "0"
                } else if kind == "]" {
                    let body = scalars.prefix { $0 != "\u{1B}" }
                    scalars = scalars.dropFirst(body.count)
                    guard body.starts(with: "8;".unicodeScalars), scalars.starts(with: "\u{1B}\\".unicodeScalars),
                          !body.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
                    else { try violated("OSC other than a hyperlink", output) }
                    scalars = scalars.dropFirst(2)
                    linkOpen = !String(String.UnicodeScalarView(body)).hasSuffix(";")
                } else {
                    try violated("escape sequence \(kind)", output)
                }
            case 0x0A:
                if styled || linkOpen { try violated("style open at the end of a row", output) }
                visible.unicodeScalars.append(scalar)
            case 0x00..<0x20, 0x7F...0x9F:
                try violated("control character \(scalar.value)", output)
            default:
                visible.unicodeScalars.append(scalar)
            }
        }
        if styled || linkOpen { try violated("style open at the end of the frame", output) }
        return visible
    }
}
