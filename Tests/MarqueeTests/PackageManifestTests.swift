import Foundation
import Testing

/// What `swift package dump-package` says of the package (issue 30): other packages can
/// depend on the product `TerminalWidth`, whose target has no dependency and, like
/// MarqueeCore, no unsafe flag (SwiftPM refuses a dependency on a target with one); the
/// static release build's flags stay on the executable.
@Suite struct PackageManifestTests {
    /// The manifest as JSON, read with a scratch path of its own, so that it never waits
    /// for the lock of the build that runs these tests.
    static func manifest() throws -> [String: Any] {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let run = try runProgram("swift", ["package", "--package-path", repositoryRoot.path,
                                           "--scratch-path", scratch.path, "dump-package"], timeout: 120)
        try #require(run.status == 0, "swift package dump-package: \(run.errors)")
        return try #require(JSONSerialization.jsonObject(with: Data(run.standardOutput)) as? [String: Any])
    }

    static func target(_ name: String, in manifest: [String: Any]) throws -> [String: Any] {
        let targets = try #require(manifest["targets"] as? [[String: Any]])
        return try #require(targets.first { $0["name"] as? String == name }, "no target \(name)")
    }

    /// Whether any setting of the target (compiler or linker) is `unsafeFlags`.
    static func hasUnsafeFlags(_ target: [String: Any]) -> Bool {
        let settings = target["settings"] as? [[String: Any]] ?? []
        return settings.contains { setting in
            guard let kind = setting["kind"] as? [String: Any] else { return false }
            return kind.keys.contains("unsafeFlags")
        }
    }

    @Test func theLibraryIsAProductWithNoUnsafeFlagsAndNoDependencies() throws {
        let manifest = try Self.manifest()
        let products = try #require(manifest["products"] as? [[String: Any]])
        let library = try #require(products.first { $0["name"] as? String == "TerminalWidth" })
        #expect((library["type"] as? [String: Any])?.keys.contains("library") == true)
        #expect(library["targets"] as? [String] == ["TerminalWidth"])

        let terminalWidth = try Self.target("TerminalWidth", in: manifest)
        #expect(!Self.hasUnsafeFlags(terminalWidth))
        #expect((terminalWidth["dependencies"] as? [Any] ?? []).isEmpty)
        #expect(!Self.hasUnsafeFlags(try Self.target("MarqueeCore", in: manifest)))
        // The check finds flags where they are: the executable's static link.
        #expect(Self.hasUnsafeFlags(try Self.target("marquee", in: manifest)))
    }
}
