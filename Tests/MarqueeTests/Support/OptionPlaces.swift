import Foundation
import MarqueeCore

/// The places an option of the table must reach, and what is still missing in each, said
/// so that adding a row to the table tells its author every step left.
enum OptionPlaces {
    /// For each option of the table lacking somewhere, what to do in each such place.
    static func missing() throws -> [(option: OptionSpec, steps: [String])] {
        var listed: [OptionDocument: Set<String>] = [:]
        for document in OptionDocument.allCases {
            listed[document] = Set(try document.options().map(\.long))
        }
        let sources = try sourceText()
        var result: [(OptionSpec, [String])] = []
        for spec in OptionTable.all {
            var steps: [String] = []
            for document in OptionDocument.allCases where listed[document]?.contains(spec.long) != true {
                steps.append(step(for: document, spec))
            }
            if !isRead(spec.name, in: sources) {
                steps.append("Sources/: nothing reads it (give it its meaning in Settings through ParsedArguments' accessors)")
            }
            if !steps.isEmpty { result.append((spec, steps)) }
        }
        return result
    }

    private static func step(for document: OptionDocument, _ spec: OptionSpec) -> String {
        switch document {
        case .help:
            return "--help: made from the table, so this cannot lack it; see HelpText"
        case .manPage:
            let defaultLine = spec.defaultText.map { ", ending with \"Default: \($0).\"" } ?? ""
            return "man/marquee.1: add under OPTIONS the item \"\(ManPageItem.line(spec))\", its description\(defaultLine)"
        case .bash, .zsh, .fish:
            return "\(document.rawValue): run Scripts/generate-completions"
        }
    }

    /// Whether some source reads the option's value through one of ParsedArguments'
    /// accessors, `parsed.integer(.width)` or `parsed.choice(.mode, as: Mode.self)`.
    static func isRead(_ name: OptionName, in sources: String) -> Bool {
        let accessors = ["isGiven", "integer", "nanoseconds", "number", "string", "choice", "template", "cLibrary",
                         "cellWidths"]
        let caseName = String(describing: name)
        return accessors.contains { accessor in
            sources.contains(".\(accessor)(.\(caseName))") || sources.contains(".\(accessor)(.\(caseName),")
        }
    }

    /// Every Swift source of the product, as one text.
    static func sourceText() throws -> String {
        let root = repositoryRoot.appendingPathComponent("Sources")
        guard let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            throw DocumentFormatError("cannot list \(root.path)")
        }
        var text = ""
        for case let file as URL in files where file.pathExtension == "swift" {
            text += try String(contentsOf: file, encoding: .utf8) + "\n"
        }
        return text
    }
}

/// An option's item in man/marquee.1 as the page's header comment writes it:
/// `.It Fl w , Fl \-width Ar COLS`, `.It Fl \-always`, `.It Fl \-ellipsis Ns Oo = Ns Ar TEXT Oc`.
enum ManPageItem {
    static func line(_ spec: OptionSpec) -> String {
        var line = ".It " + (spec.short.map { "Fl \($0) , " } ?? "") + "Fl \\-" + spec.long
        if spec.valueIsOptional {
            line += " Ns Oo = Ns Ar \(spec.valueName) Oc"
        } else if spec.takesValue {
            line += " Ar " + spec.valueName
        }
        return line
    }
}
