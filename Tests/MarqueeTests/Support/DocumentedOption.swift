import Foundation
import MarqueeCore
import Testing

/// One option as a document outside the code states it: `--help`, the man page or a
/// shell completion. A field is nil where that document does not say.
struct DocumentedOption: Equatable, CustomStringConvertible {
    var long: String
    var short: Character?
    var takesValue: Bool?
    var valueName: String?
    /// Whether the value may be left out (`--ellipsis[=TEXT]`); nil where the document
    /// cannot say so (bash and fish complete no value after `=`).
    var valueIsOptional: Bool?
    /// Man page: the "Default: …" line; `.some(nil)` where the entry has none.
    var defaultText: String??
    /// Completions: what is offered for the value (nil for a flag).
    var value: ValueCompletion?
    var help: String?

    init(long: String, short: Character? = nil) {
        self.long = long
        self.short = short
    }

    var description: String { "--" + long }
}

/// The documents held to the option table, each read from the repository.
enum OptionDocument: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case help = "--help"
    case manPage = "man/marquee.1"
    case bash = "completions/marquee.bash"
    case zsh = "completions/_marquee"
    case fish = "completions/marquee.fish"

    var testDescription: String { rawValue }

    /// The file's text (for `--help`, HelpText.text).
    func text() throws -> String {
        if self == .help { return HelpText.text }
        return try String(contentsOf: repositoryRoot.appendingPathComponent(rawValue), encoding: .utf8)
    }

    func options() throws -> [DocumentedOption] {
        let text = try text()
        switch self {
        case .help: return HelpTextReader.options(in: text)
        case .manPage: return try ManPageReader.options(in: text)
        case .bash: return try BashCompletionReader.options(in: text)
        case .zsh: return try ZshCompletionReader.options(in: text)
        case .fish: return try FishCompletionReader.options(in: text)
        }
    }
}

/// What a completion offers after an option that takes a value.
enum ValueCompletion: Equatable, CustomStringConvertible {
    /// Free text or a number: nothing.
    case nothing
    /// One word of a fixed list.
    case words([String])
    /// Command names (`--update`, `--pause-if`).
    case commands

    var description: String {
        switch self {
        case .nothing: "nothing"
        case .words(let words): words.joined(separator: " ")
        case .commands: "commands"
        }
    }
}

struct DocumentFormatError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
