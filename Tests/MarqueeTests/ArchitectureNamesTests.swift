import Foundation
import Testing

/// docs/architecture.md walks one frame from input to output by the names of the code
/// that does each hop. Every name it cites in backticks, a type (`Line`), a member of
/// one (`Line.render`, `ClusterContext.keepingItemsApart`) or a source file
/// (`Line+Template.swift`), is declared in Sources: a rename that leaves the document
/// behind fails here.
@Suite struct ArchitectureNamesTests {
    static let document = "docs/architecture.md"

    /// Every Swift source of the targets and their tests, by file name, with its text.
    static let sources: [(name: String, text: String)] = {
        (DocumentationLinkTests.files(under: "Sources") + DocumentationLinkTests.files(under: "Tests"))
            .filter { $0.hasSuffix(".swift") }.map { path in
                (String(path.split(separator: "/").last!), (try? DocumentationLinkTests.text(path)) ?? "")
            }
    }()

    /// The backticked words that name code: `Name`, `Name.member`, `Name.member(label:)`,
    /// or a file `Name.swift` / `Name+Extension.swift`. Options, paths, commands and
    /// lower-case words are what the user types, not code.
    static func citedNames(in text: String) -> [String] {
        var names: [String] = []
        var inside = false
        var current = ""
        for character in text {
            if character == "`" {
                if inside, isCodeName(current) { names.append(current) }
                inside.toggle()
                current = ""
            } else if inside {
                current.append(character)
            }
        }
        return names
    }

    static func isCodeName(_ word: String) -> Bool {
        guard let first = word.first, first.isUppercase, !word.contains(" "), !word.contains("/"),
              word.last != ":" else { return false }
        let allowed = word.allSatisfy { $0.isLetter || $0.isNumber || "._+():".contains($0) }
        return allowed && !word.allSatisfy { $0.isUppercase || $0.isNumber || $0 == "_" }
    }

    /// Whether `name` is declared: a file of that name, or a type and its member, the
    /// member in a file that declares or extends the type.
    static func isDeclared(_ name: String) -> Bool {
        if name.hasSuffix(".swift") { return sources.contains { $0.name == name } }
        let base = name.split(separator: "(").first.map(String.init) ?? name
        let parts = base.split(separator: ".").map(String.init)
        guard let type = parts.first else { return false }
        let typeKeywords = ["struct ", "class ", "enum ", "protocol ", "typealias ", "actor "]
        guard sources.contains(where: { source in typeKeywords.contains { declaresWord(source.text, $0 + type) } })
        else { return false }
        guard parts.count > 1 else { return true }
        let homes = sources.filter { source in
            (typeKeywords + ["extension "]).contains { declaresWord(source.text, $0 + type) }
        }
        var owners = homes
        for member in parts.dropFirst() {
            let memberKeywords = ["func ", "var ", "let ", "case ", "struct ", "class ", "enum "]
            let declaring = sources.filter { source in
                memberKeywords.contains { declaresWord(source.text, $0 + member) }
                    || (member == "init" && source.text.contains("init("))
            }
            // The first member is the type's own; a nested one may live in any file
            // that declares it.
            owners = owners.filter { owner in declaring.contains { $0.name == owner.name } }
            if owners.isEmpty { return false }
            owners = declaring
        }
        return true
    }

    /// Whether `declaration` occurs followed by a character that ends an identifier.
    static func declaresWord(_ text: String, _ declaration: String) -> Bool {
        var rest = Substring(text)
        while let range = rest.range(of: declaration) {
            let next = rest[range.upperBound...].first
            let before = rest[..<range.lowerBound].last
            let startsWord = before.map { !($0.isLetter || $0.isNumber || $0 == "_") } ?? true
            if startsWord, next.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true { return true }
            rest = rest[range.upperBound...]
        }
        return false
    }

    @Test func everyCitedNameIsDeclared() throws {
        let names = Self.citedNames(in: try DocumentationLinkTests.text(Self.document))
        #expect(names.count > 40, "too few names found in \(Self.document): \(names.count)")
        for name in Set(names).sorted() where !Self.isDeclared(name) {
            Issue.record("\(Self.document) cites `\(name)`, which no source in Sources declares")
        }
    }

    /// The walk names each hop of the one frame path, in order.
    @Test func theFrameWalkNamesEachHop() throws {
        let text = try DocumentationLinkTests.text(Self.document)
        let walk = try #require(text.components(separatedBy: "## ").first { $0.hasPrefix("One frame") })
        var position = walk.startIndex
        for hop in ["`ArgumentParser`", "`Options/Settings`", "`TerminalChoice.next`", "`LaidOutText.Builder`",
                    "`Line`", "`LineSeams`", "`LineLayout`", "`Ticker`", "`MotionPlan`", "`Frame/FrameRenderer`",
                    "`FrameComposer.compose`", "`Line.render`", "`Display`", "`Animation`"] {
            guard let found = walk.range(of: hop, range: position..<walk.endIndex) else {
                Issue.record("the walk does not name \(hop) after the hops before it")
                continue
            }
            position = found.upperBound
        }
    }

    /// The test finds a name that is not there, and takes one that is.
    @Test func aMissingNameIsFound() {
        #expect(!Self.isDeclared("TemplateLine"))
        #expect(!Self.isDeclared("TmuxCells.keepingApart"))
        #expect(Self.isDeclared("Line.render"))
        #expect(Self.isDeclared("Line+Template.swift"))
        #expect(Self.citedNames(in: "a `Line` and `--prefix` and `Sources/x` and `NO_COLOR`") == ["Line"])
    }
}
