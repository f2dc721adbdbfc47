import Foundation
import Testing
import TerminalWidth

/// wcwidth 0.9.4's answers to the calls its own tests make (Data/wcwidth-text-vectors.jsonl,
/// from Scripts/generate-wcwidth-text-vectors), through `wrap`, `clip(keepingStyles: true)`,
/// `pad` and `strip` with the `generic` profile. Where our answer differs by design, the
/// case is in `Difference.all` with the reason; a case that differs and is not listed
/// fails, and so does a listed case that no longer differs.
@Suite struct WcwidthTextVectorTests {
    struct Vector: CustomTestStringConvertible, Sendable {
        let line: Int
        let call: String
        let text: String
        let fields: [String: String]
        let numbers: [String: Int]
        let expected: [String]
        var testDescription: String { "line \(line): \(call)(\(text.debugDescription))" }
    }

    static let vectors: [Vector] = {
        let text = (try? RepositoryData.text("Tests/TerminalWidthTests/Data/wcwidth-text-vectors.jsonl")) ?? ""
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { offset, line in
            guard !line.hasPrefix("#"), !line.isEmpty,
                  let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            else { return nil }
            let expected = (object["expected"] as? [String]) ?? [(object["expected"] as? String) ?? ""]
            return Vector(
                line: offset + 1, call: object["call"] as! String, text: object["text"] as! String,
                fields: object.compactMapValues { $0 as? String }, numbers: object.compactMapValues { $0 as? Int },
                expected: expected)
        }
    }()

    static func answer(_ vector: Vector) -> [String] {
        let text = vector.text
        switch vector.call {
        case "wrap":
            return TerminalWidth.wrap(
                text, columns: vector.numbers["columns"]!, tabSize: vector.numbers["tabsize"] ?? 8,
                initialIndent: vector.fields["initial_indent"] ?? "", subsequentIndent: vector.fields["subsequent_indent"] ?? "",
                maxLines: vector.numbers["max_lines"], placeholder: vector.fields["placeholder"] ?? " [...]")
        case "clip":
            let start = vector.numbers["start"]!, end = vector.numbers["end"]!
            return [start < end ? TerminalWidth.clip(text, columns: start..<end, keepingStyles: true) : ""]
        case "ljust", "rjust", "center":
            let alignment: TerminalWidth.Alignment = vector.call == "ljust" ? .left : vector.call == "rjust" ? .right : .center
            return [TerminalWidth.pad(text, toColumns: vector.numbers["columns"]!, alignment: alignment,
                                      fill: Character(vector.fields["fill"]!))]
        default:
            return [TerminalWidth.strip(text)]
        }
    }

    @Test func theVectorsAreThere() {
        #expect(Self.vectors.count > 400)
    }

    @Test(arguments: vectors)
    func answersAsWcwidth(_ vector: Vector) {
        let answer = Self.answer(vector)
        if let reason = Difference.reason(vector) {
            #expect(answer != vector.expected, "listed as differing (\(reason)) but now the same")
        } else {
            #expect(answer == vector.expected, "ours: \(answer.debugDescription)")
        }
    }
}
