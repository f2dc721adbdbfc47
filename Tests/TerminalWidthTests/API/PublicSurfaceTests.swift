import Foundation
import Testing

/// The library's public declarations are the API docs/library.md promises and nothing
/// else: the rest of the library, and marquee's core, is `package`. A `public` added
/// without a promise fails here, as does a promise that names no declaration.
@Suite struct PublicSurfaceTests {
    /// Every public declaration of Sources/TerminalWidth as `kind name`: library.md's
    /// table, with `TerminalProfile`'s `==` (profiles are equal when their names are).
    static let promised: Set<String> = [
        "enum TerminalWidth", "let unicodeVersion", "func columns", "func clip", "func clusters",
        "struct Cluster", "var text", "var columns", "init",
        "struct TerminalProfile", "var name", "func ==", "let generic", "func named", "var names", "func detect",
        "var ambiguousWidth", "var cellWidths",
        "struct CellWidth", "let range", "let columns", "func list", "struct ListError", "let entry", "let problem",
        "var description",
        "func truncate", "enum TruncationPosition", "func wrap", "func pad", "enum Alignment",
        "func strip", "func pieces", "enum Piece", "struct Pieces", "func makeIterator", "struct Iterator", "func next",
    ]

    /// `public static func columns(` is `func columns`; `public init(` is `init`.
    static func publicDeclarations() throws -> Set<String> {
        let sources = RepositoryData.root.appendingPathComponent("Sources/TerminalWidth")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        #expect(files.count > 30)
        let declaration = #/\bpublic\s+(?:(?:static|mutating|final|private\(set\))\s+)*(struct|enum|class|protocol|actor|extension|typealias|func|var|let|subscript|case|init)\b\s*([^\s(:<{?]*)/#
        var found: Set<String> = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n") where !line.trimmingPrefix(while: \.isWhitespace).hasPrefix("//") {
                for match in line.matches(of: declaration) {
                    found.insert(match.output.2.isEmpty ? String(match.output.1) : "\(match.output.1) \(match.output.2)")
                }
            }
        }
        return found
    }

    @Test func theLibraryDeclaresPublicOnlyWhatLibraryMdPromises() throws {
        let found = try Self.publicDeclarations()
        #expect(found.subtracting(Self.promised).isEmpty, "public, not in docs/library.md: \(found.subtracting(Self.promised).sorted())")
        #expect(Self.promised.subtracting(found).isEmpty, "promised, not public: \(Self.promised.subtracting(found).sorted())")
    }

    /// Each promised name stands in a code span of library.md (`TerminalWidth.clip(…)`,
    /// `profile.name`).
    @Test func libraryMdNamesEveryPromise() throws {
        let library = try RepositoryData.text("docs/library.md")
        let spans = library.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map(\.element)
        for promise in Self.promised where promise != "init" && promise != "func ==" {
            let name = promise.split(separator: " ")[1]
            #expect(spans.contains { span in
                span.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).contains(name)
            }, "docs/library.md has no code span naming \(name)")
        }
    }
}
