import Foundation
import Testing

/// What `swift package dump-package` says of the package (issue 30): other packages can
/// depend on the product `TerminalWidth`, whose target has no dependency and no unsafe
/// flag (SwiftPM refuses a dependency on a target with one). The static release build's
/// flags stay on the executable; MarqueeCore, in no product, carries only the compiler
/// flag that makes a start cheaper (issue 37), and only for release builds.
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
        !unsafeSettings(target).isEmpty
    }

    /// The target's `unsafeFlags` settings, each as `dump-package` writes it.
    static func unsafeSettings(_ target: [String: Any]) -> [[String: Any]] {
        let settings = target["settings"] as? [[String: Any]] ?? []
        return settings.filter { setting in
            guard let kind = setting["kind"] as? [String: Any] else { return false }
            return kind.keys.contains("unsafeFlags")
        }
    }

    /// The flags of an `unsafeFlags` setting, and whether it holds for release builds only.
    static func flags(_ setting: [String: Any]) -> (flags: [String], releaseOnly: Bool) {
        let kind = setting["kind"] as? [String: Any]
        let unsafe = kind?["unsafeFlags"] as? [String: Any]
        let flags = unsafe?["_0"] as? [String] ?? []
        let condition = setting["condition"] as? [String: Any]
        let configuration = condition?["config"] as? String
        return (flags, configuration == "release")
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
        // MarqueeCore is in no product: its one unsafe setting is the compiler's direct
        // metadata access, for release builds, and nothing a user of the library builds.
        let core = Self.unsafeSettings(try Self.target("MarqueeCore", in: manifest))
        #expect(core.count == 1)
        for setting in core {
            let (flags, releaseOnly) = Self.flags(setting)
            #expect(flags == ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])
            #expect(releaseOnly)
        }
        // The check finds flags where they are: the executable's static link.
        #expect(Self.hasUnsafeFlags(try Self.target("marquee", in: manifest)))
    }
}
