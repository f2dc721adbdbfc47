import Foundation
import MarqueeCore
import Testing

/// The option lines of the three completion files are made from the option table
/// (Support/CompletionWriters.swift), between the marker comments of each file: a row
/// added to the table reaches them by `Scripts/generate-completions`, which runs this
/// suite with MARQUEE_WRITE_COMPLETIONS=1 to rewrite the files. Without it a file that
/// is not what the table makes fails here, naming the options whose lines are missing
/// or differ.
@Suite struct GeneratedCompletionTests {
    static let writes = ProcessInfo.processInfo.environment["MARQUEE_WRITE_COMPLETIONS"] == "1"

    @Test(arguments: [OptionDocument.bash, .zsh, .fish])
    func completionIsWhatTheTableMakes(_ document: OptionDocument) throws {
        let committed = try document.text()
        let made = try Self.made(for: document)
        let expected = try GeneratedRegions.replacing(in: committed, with: made)
        if Self.writes && expected != committed {
            try expected.write(to: repositoryRoot.appendingPathComponent(document.rawValue),
                               atomically: true, encoding: .utf8)
            return
        }
        // A Bool, not the comparison: the report names the options, not two whole files.
        let isCurrent = expected == committed
        let difference = isCurrent ? "" : try Self.difference(committed, made)
        #expect(isCurrent,
                "\(document.rawValue) is not what the option table makes (run Scripts/generate-completions): \(difference)")
    }

    static func made(for document: OptionDocument) throws -> [[GeneratedLine]] {
        switch document {
        case .bash: try BashCompletionWriter.regions()
        case .zsh: try ZshCompletionWriter.regions()
        case .fish: try FishCompletionWriter.regions()
        case .help, .manPage: []
        }
    }

    /// What differs, said by option: the options whose made lines the file lacks, or
    /// that its generated lines do not name at all (bash names several a line), and the
    /// file's generated lines the table does not make.
    static func difference(_ committed: String, _ made: [[GeneratedLine]]) throws -> String {
        let present = Set(try GeneratedRegions.regions(in: committed).joined())
        let madeLines = made.joined()
        let missing = madeLines.filter { !present.contains($0.text) }
        let options = Set(missing.compactMap(\.option))
        let named = words(present)
        let grouped = words(madeLines.filter { $0.option == nil }.map(\.text))
        let lacking = OptionTable.all.filter { spec in
            options.contains(spec.name) || (grouped.contains("--" + spec.long) && !named.contains("--" + spec.long))
        }.map { "--" + $0.long }
        let madeTexts = Set(madeLines.map(\.text))
        let stray = try GeneratedRegions.regions(in: committed).joined().filter { !madeTexts.contains($0) }
        var parts: [String] = []
        if !lacking.isEmpty { parts.append("lines missing or different for \(lacking.joined(separator: ", "))") }
        if missing.contains(where: { $0.option == nil }) { parts.append("the lines around the options differ") }
        if !stray.isEmpty { parts.append("lines the table does not make (\(stray.count)), the first: \(stray[0])") }
        return parts.isEmpty ? "the lines are in another order" : parts.joined(separator: "; ")
    }

    /// The words of `lines` that may be option names: `--width` of `-w | --width)`.
    private static func words(_ lines: some Sequence<String>) -> Set<String> {
        Set(lines.joined(separator: "\n").split { !($0.isLetter || $0.isNumber || $0 == "-") }.map(String.init))
    }
}
