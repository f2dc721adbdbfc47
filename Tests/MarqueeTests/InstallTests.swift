import Foundation
import MarqueeCore
import Testing

/// `make install` and `make uninstall` into a staging directory (DESTDIR), with the
/// debug binary the tests already have as BIN, so no release build is needed. Each
/// installed file is then looked up the way its user looks it up, pointed at the
/// staged prefix: the binary through PATH, the page through man, each completion
/// through its shell's own loader.
@Suite struct InstallTests {
    static let prefix = "/usr/local"

    /// Where each file lands under the prefix, and where it comes from in the repository.
    static let files: [(installed: String, source: String?, mode: Int)] = [
        ("bin/marquee", nil, 0o755),
        ("share/man/man1/marquee.1", "man/marquee.1", 0o644),
        ("share/bash-completion/completions/marquee", "completions/marquee.bash", 0o644),
        ("share/zsh/site-functions/_marquee", "completions/_marquee", 0o644),
        ("share/fish/vendor_completions.d/marquee.fish", "completions/marquee.fish", 0o644),
        // What a release archive carries beside them (issue 29).
        ("share/doc/marquee/README.md", "README.md", 0o644),
        ("share/doc/marquee/CHANGELOG.md", "CHANGELOG.md", 0o644),
        ("share/doc/marquee/LICENSE", "LICENSE", 0o644),
        ("share/doc/marquee/THIRD-PARTY-NOTICES.md", "THIRD-PARTY-NOTICES.md", 0o644),
    ]

    @Test(.needs(.make, .readelf, .man, .bashCompletion, .zsh, .fish))
    func installsWhereShellsAndManLookAndUninstallsExactlyThat() throws {
        let staging = try ScratchDirectory()
        defer { staging.remove() }
        let root = staging.path + Self.prefix
        let variables = ["DESTDIR=\(staging.path)", "PREFIX=\(Self.prefix)", "BIN=\(marqueePath)"]

        let install = try make(["install"] + variables)
        try #require(install.status == 0, "make install: \(install.errors)")
        let manager = FileManager.default
        for file in Self.files {
            let path = root + "/" + file.installed
            let attributes = try manager.attributesOfItem(atPath: path)
            #expect((attributes[.posixPermissions] as? Int) == file.mode, "\(file.installed) mode")
            // The binary is stripped, so it differs from the one built; the rest are copies.
            guard let source = file.source else { continue }
            let expected = repositoryRoot.appendingPathComponent(source).path
            #expect(manager.contentsEqual(atPath: path, andPath: expected), "\(file.installed) is not \(expected)")
        }
        // Issue 17: no debug information in the installed binary.
        let sections = try runProgram("readelf", ["-S", "-W", root + "/bin/marquee"])
        #expect(sections.status == 0)
        #expect(sections.output.contains(".text"))
        #expect(!sections.output.contains(".debug_"), "\(sections.output)")
        #expect(!sections.output.contains(".symtab"))

        let home = try ScratchDirectory()
        defer { home.remove() }
        let environment = ["HOME": home.path, "TERM": "xterm",
                           "PATH": root + "/bin:" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
                           "XDG_DATA_DIRS": root + "/share"]

        // posix_spawnp searches the test's own PATH, so the staged PATH goes to a shell.
        let binary = try runProgram("sh", ["-c", "command -v marquee && marquee --version"], environment: environment)
        #expect(binary.output == root + "/bin/marquee\n" + HelpText.versionLine, "\(binary.output)\(binary.errors)")

        let page = try runProgram("man", ["-M", root + "/share/man", "-w", "marquee"], environment: environment)
        #expect(page.lines == [root + "/share/man/man1/marquee.1"], "\(page.output)\(page.errors)")

        // bash-completion loads a command's completion on first use from
        // $XDG_DATA_DIRS/bash-completion/completions.
        let bash = try runProgram("bash", ["--norc", "--noprofile", "-c", """
            source /usr/share/bash-completion/bash_completion || exit 3
            __load_completion marquee && complete -p marquee
            """], environment: environment)
        #expect(bash.output == "complete -F _marquee marquee\n", "\(bash.output)\(bash.errors)")

        // compinit registers every #compdef file of $fpath; site-functions is on the
        // default fpath of a zsh built for this prefix.
        let zsh = try runProgram("zsh", ["-f", "-c", """
            fpath=(\(root)/share/zsh/site-functions $fpath)
            autoload -Uz compinit && compinit -u -D && print -r -- $_comps[marquee]
            """], environment: environment)
        #expect(zsh.output == "_marquee\n", "\(zsh.output)\(zsh.errors)")

        // fish autoloads from $XDG_DATA_DIRS/fish/vendor_completions.d when completing
        // a command it finds in PATH.
        let fish = try runProgram("fish", ["-c", "complete -C 'marquee --mo'"], environment: environment)
        #expect(fish.lines.map { $0.prefix { $0 != "\t" } } == ["--mode"], "\(fish.output)\(fish.errors)")

        // Something else in the same directories must survive the uninstall.
        let neighbour = root + "/share/man/man1/neighbour.1"
        try Data("keep\n".utf8).write(to: URL(fileURLWithPath: neighbour))
        let uninstall = try make(["uninstall"] + variables)
        #expect(uninstall.status == 0, "make uninstall: \(uninstall.errors)")
        for file in Self.files {
            #expect(!manager.fileExists(atPath: root + "/" + file.installed), "\(file.installed) is still there")
        }
        #expect(manager.fileExists(atPath: neighbour))
    }

    private func make(_ arguments: [String]) throws -> RunResult {
        try runProgram("make", ["-C", repositoryRoot.path] + arguments, timeout: 60)
    }
}
