import Foundation
import MarqueeCore
import Testing

/// One version, everywhere a release names it (issue 29). Its home is `HelpText.version`,
/// what `marquee --version` prints; the Makefile reads it from there for the archive's
/// and the package's names, and the man page, the changelog and the Debian changelog
/// say it in words, so a version bump that misses one of them fails here
/// (docs/releasing.md).
@Suite struct ReleaseVersionTests {
    static let version = HelpText.version

    @Test func versionIsThreeNumbers() {
        // Debian's upstream version and the archive's name take it as it is.
        let parts = Self.version.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) },
                "version \(Self.version) is not MAJOR.MINOR.PATCH")
    }

    @Test func binaryPrintsTheVersion() throws {
        let run = try runProgram(marqueePath, ["--version"])
        #expect(run.status == 0)
        #expect(run.output == "marquee \(Self.version)\n", "\(run.output)\(run.errors)")
    }

    /// The archive is `marquee-$(VERSION)-ARCH-linux.tar.gz` and the package
    /// `marquee_$(VERSION)-N_ARCH.deb`; `make version` prints what both are named by.
    @Test(.needs(.make)) func makefileReadsTheVersion() throws {
        let run = try runProgram("make", ["-s", "-C", repositoryRoot.path, "version"], timeout: 60)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output == Self.version + "\n", "make version printed \(run.output)")
    }

    /// HISTORY says "This page describes .Nm version X." (the footer's .Os stays empty,
    /// as mandoc -T lint asks).
    @Test func manPageDescribesTheVersion() throws {
        let lines = try Self.text("man/marquee.1").split(separator: "\n").map(String.init)
        guard let describes = lines.firstIndex(of: "This page describes") else {
            Issue.record("man/marquee.1 has no \"This page describes\" line")
            return
        }
        #expect(Array(lines[describes...].prefix(3)) == ["This page describes", ".Nm", "version \(Self.version)."])
    }

    @Test func changelogsHaveTheVersion() throws {
        let changelog = try Self.text("CHANGELOG.md").split(separator: "\n").map(String.init)
        let released = changelog.filter { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") }
        #expect(released.first?.hasPrefix("## [\(Self.version)] - ") == true,
                "CHANGELOG.md's newest release is \(released.first ?? "missing"), not \(Self.version)")

        let debian = try Self.text("packaging/debian/changelog")
        #expect(debian.hasPrefix("marquee (\(Self.version)-"),
                "packaging/debian/changelog starts \(debian.prefix(30)), not marquee (\(Self.version)-N)")
    }

    /// The README's Install names the files of the current release.
    @Test func readmeInstallsTheVersion() throws {
        let readme = try Self.text("README.md")
        let debian = try Self.text("packaging/debian/changelog")
        let packageVersion = debian.dropFirst("marquee (".count).prefix { $0 != ")" }
        for name in ["marquee-\(Self.version)-x86_64-linux.tar.gz.sha256",
                     "marquee-\(Self.version)-x86_64-linux.tar.gz -C /usr/local",
                     "marquee_\(packageVersion)_amd64.deb"] {
            #expect(readme.contains(name), "README.md's Install does not name \(name)")
        }
    }

    static func text(_ path: String) throws -> String {
        try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    }
}
