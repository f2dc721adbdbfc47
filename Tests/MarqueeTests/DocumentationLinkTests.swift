import Foundation
import Testing

/// The repository explains itself: README.md and docs/ link only to files that are
/// there (and to headings that are there), and nothing the user or the maintainer reads
/// cites a document the repository does not hold.
@Suite struct DocumentationLinkTests {
    /// The Markdown files whose links are checked: README.md and every `.md` under docs/.
    static var markdownFiles: [String] {
        ["README.md"] + files(under: "docs").filter { $0.hasSuffix(".md") }
    }

    /// Where the old behaviour contract must not be cited. Sources/ and Tests/ join this
    /// list once their comments no longer cite it.
    static let uncitingPaths = ["README.md", "docs", "man", "Sources", "Tests", "Scripts"]

    @Test func everyRelativeLinkResolves() throws {
        let documents = Self.markdownFiles
        #expect(documents.count > 1, "no Markdown files under docs/")
        for document in documents {
            let text = try Self.text(document)
            let links = MarkdownLinks.targets(in: text)
            for link in links where MarkdownLinks.isRelative(link) {
                let (path, anchor) = MarkdownLinks.split(link)
                let base = (document as NSString).deletingLastPathComponent
                let target = path.isEmpty ? document : Self.normalised((base as NSString).appendingPathComponent(path))
                guard let target, !target.hasPrefix("..") else {
                    Issue.record("\(document) links \(link), outside the repository")
                    continue
                }
                let url = repositoryRoot.appendingPathComponent(target)
                guard FileManager.default.fileExists(atPath: url.path) else {
                    Issue.record("\(document) links \(link): no \(target) in the repository")
                    continue
                }
                if let anchor, target.hasSuffix(".md") {
                    let anchors = MarkdownLinks.headingAnchors(in: try Self.text(target))
                    #expect(anchors.contains(anchor), "\(document) links \(link): no heading #\(anchor) in \(target)")
                }
            }
        }
    }

    /// The link reader itself: inline links and images, reference definitions, titles;
    /// nothing inside code.
    @Test func linkReaderFindsLinksOutsideCode() {
        let text = """
            See [a](docs/a.md), ![b](docs/b.svg "title") and [c](https://example.com).
            `[not](inline-code.md)`

            ```
            [not](fenced-code.md)
            ```

            [ref]: docs/ref.md
            """
        #expect(MarkdownLinks.targets(in: text) == ["docs/a.md", "docs/b.svg", "https://example.com", "docs/ref.md"])
        #expect(MarkdownLinks.headingAnchors(in: "## Detection (`auto`)\n## `--ambiguous-width`\n# A b\n# A b\n")
                == ["detection-auto", "--ambiguous-width", "a-b", "a-b-1"])
    }

    @Test func noDocumentCitesTheOldContract() throws {
        // Spelt in two pieces, so that this file does not match itself once Tests/ is scanned.
        let citation = "SPEC" + " §"
        var scanned = 0
        for root in Self.uncitingPaths {
            let paths = root.hasSuffix(".md") ? [root] : Self.files(under: root)
            for path in paths {
                guard let data = FileManager.default.contents(atPath: repositoryRoot.appendingPathComponent(path).path)
                else { continue }
                scanned += 1
                let text = String(decoding: data, as: UTF8.self)
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                    .filter { $0.element.contains(citation) }.map { "\(path):\($0.offset + 1)" }
                #expect(lines.isEmpty, "cites \(citation)…: \(lines.joined(separator: ", "))")
            }
        }
        #expect(scanned > 2)
    }

    /// The text pipeline serves every terminal alike: what tmux needs of it lives under
    /// Terminal/ (docs/architecture.md, "Measuring in context").
    @Test func nothingUnderTextNamesTmux() throws {
        let paths = Self.files(under: "Sources/MarqueeCore/Text")
        #expect(paths.count > 10)
        for path in paths {
            let naming = try Self.text(path).split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                .filter { $0.element.lowercased().contains("tmux") }.map { "\(path):\($0.offset + 1)" }
            #expect(naming.isEmpty, "names tmux: \(naming.joined(separator: ", "))")
        }
    }

    /// Every regular file under `directory`, relative to the repository root, sorted.
    static func files(under directory: String) -> [String] {
        let base = repositoryRoot.appendingPathComponent(directory)
        guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let path = base.appendingPathComponent(relative).path
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                found.append(directory + "/" + relative)
            }
        }
        return found.sorted()
    }

    static func text(_ relativePath: String) throws -> String {
        try String(contentsOf: repositoryRoot.appendingPathComponent(relativePath), encoding: .utf8)
    }

    /// `docs/../README.md` as `README.md`; nil for an empty path. A path that climbs out
    /// of the repository keeps its leading `..`.
    static func normalised(_ path: String) -> String? {
        var parts: [String] = []
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if let last = parts.last, last != ".." { parts.removeLast() } else { parts.append("..") }
            default: parts.append(String(part))
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: "/")
    }
}

/// Just enough of Markdown to find links: inline links and images `[text](target)`,
/// reference definitions `[name]: target`, ATX headings; code spans and fenced code
/// blocks are skipped, as GitHub renders no link there.
enum MarkdownLinks {
    /// Link targets, in order.
    static func targets(in text: String) -> [String] {
        var targets: [String] = []
        for line in proseLines(of: text) {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("["), let close = trimmed.range(of: "]: ") {
                let target = trimmed[close.upperBound...].split(separator: " ").first.map(String.init) ?? ""
                if !target.isEmpty { targets.append(target) }
                continue
            }
            var rest = Substring(withoutCodeSpans(line))
            while let opening = rest.range(of: "](") {
                let after = rest[opening.upperBound...]
                guard let end = after.firstIndex(of: ")") else { break }
                // `target "title"`: the target is the first word.
                let inside = after[..<end].trimmingCharacters(in: .whitespaces)
                if let target = inside.split(separator: " ").first { targets.append(String(target)) }
                rest = after[after.index(after: end)...]
            }
        }
        return targets
    }

    /// Whether a target points into the repository: no scheme, not a mail address.
    static func isRelative(_ target: String) -> Bool {
        if target.hasPrefix("/") { return false }
        if let colon = target.firstIndex(of: ":") {
            let scheme = target[..<colon]
            if !scheme.isEmpty && scheme.allSatisfy({ $0.isLetter || $0.isNumber || "+.-".contains($0) }) { return false }
        }
        return true
    }

    /// `docs/terminals.md#the-probe` as the path and the anchor.
    static func split(_ target: String) -> (path: String, anchor: String?) {
        guard let hash = target.firstIndex(of: "#") else { return (target, nil) }
        return (String(target[..<hash]), String(target[target.index(after: hash)...]))
    }

    /// The anchors GitHub gives the headings: lower case, letters, digits, `-` and `_`
    /// kept, spaces as `-`, the rest dropped; a repeated one gets `-1`, `-2`, ….
    static func headingAnchors(in text: String) -> [String] {
        var anchors: [String] = []
        var seen: [String: Int] = [:]
        for line in proseLines(of: text) where line.hasPrefix("#") {
            let title = line.drop { $0 == "#" }
            guard title.first == " " else { continue }
            var anchor = ""
            for character in title.trimmingCharacters(in: .whitespaces).lowercased() {
                if character.isLetter || character.isNumber || character == "-" || character == "_" {
                    anchor.append(character)
                } else if character == " " {
                    anchor.append("-")
                }
            }
            let count = seen[anchor, default: 0]
            seen[anchor] = count + 1
            anchors.append(count == 0 ? anchor : "\(anchor)-\(count)")
        }
        return anchors
    }

    /// The lines outside fenced code blocks.
    private static func proseLines(of text: String) -> [Substring] {
        var lines: [Substring] = []
        var fence: Substring?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if let open = fence {
                if trimmed.hasPrefix(open) { fence = nil }
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = trimmed.prefix(3)
                continue
            }
            lines.append(line)
        }
        return lines
    }

    /// The line with its code spans (`` `…` ``) removed.
    private static func withoutCodeSpans(_ line: Substring) -> String {
        var result = ""
        var inCode = false
        for character in line {
            if character == "`" {
                inCode.toggle()
            } else if !inCode {
                result.append(character)
            }
        }
        return result
    }
}
