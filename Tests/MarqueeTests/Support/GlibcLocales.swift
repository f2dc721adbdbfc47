import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A locale under which this machine's C library measures as another glibc release does
/// (issue 26). tmux, xterm and GNU screen take widths from wcwidth(), which reads the
/// table localedef compiled into LC_CTYPE, so a terminal started under this locale draws
/// as it would on a system with that release.
///
/// Each release's locale is compiled from Data/glibc/localedata.tar.xz (its
/// charmaps/UTF-8 and locales/i18n_ctype) by this machine's localedef, once per test
/// process, into a temporary directory that is removed when the process exits. Tests
/// that use it need `.needs(.python3, .localedef)`: python3 reads the archive, so that
/// no xz program is needed.
enum GlibcLocales {
    /// The releases the archive holds, oldest first, as Data/glibc/sources.txt names
    /// them (`glibc-2.39`).
    static func releases() throws -> [String] {
        let sources = try String(contentsOf: repositoryRoot.appendingPathComponent("Data/glibc/sources.txt"),
                                 encoding: .utf8)
        var releases: [String] = []
        for line in sources.split(separator: "\n") where !line.hasPrefix("#") {
            guard let tag = line.split(separator: " ").first.map(String.init), !releases.contains(tag) else { continue }
            releases.append(tag)
        }
        return releases
    }

    /// The test's environment with `release`'s locale in effect for LC_CTYPE: LOCPATH names
    /// the compiled locale's directory and LC_CTYPE=C.UTF-8.
    ///
    /// LC_ALL and LANG are removed, since either would override or stand in for
    /// LC_CTYPE, and so is every other LC_ variable: a category that names a locale not
    /// under LOCPATH makes a program's setlocale(LC_ALL, "") fail whole, and that program
    /// would then keep the "C" locale and decode no UTF-8.
    static func environment(for release: String) throws -> [String: String] {
        let directory = try cache.directory(for: release)
        var environment = ChildProcess.inheritedEnvironment.filter { name, _ in
            name != "LANG" && name != "LANGUAGE" && !name.hasPrefix("LC_")
        }
        environment["LOCPATH"] = directory
        environment["LC_CTYPE"] = localeName
        return environment
    }

    /// Any name would do under LOCPATH; the one a UTF-8 locale of no language has.
    private static let localeName = "C.UTF-8"

    private static let cache = LocaleCache()

    /// Compiles `release`'s locale into `root/release/locales` and returns that directory.
    fileprivate static func build(_ release: String, under root: URL) throws -> String {
        let sources = root.appendingPathComponent(release + "/sources")
        let locales = root.appendingPathComponent(release + "/locales")
        try FileManager.default.createDirectory(at: locales, withIntermediateDirectories: true)
        let extracted = try runProgram("python3", ["-c", extraction,
                                                   repositoryRoot.appendingPathComponent("Data/glibc/localedata.tar.xz").path,
                                                   release, sources.path])
        guard extracted.status == 0 else {
            throw LocaleNotBuilt(release: release, reason: "reading the archive failed: \(extracted.errors)")
        }
        // A locale source of LC_CTYPE alone, all of it from the release's i18n_ctype:
        // the character classes, among them "print", which decides with the charmap
        // which code points wcwidth() gives a width at all.
        let definition = sources.appendingPathComponent("locales/marquee-ctype")
        try Data("LC_CTYPE\ncopy \"i18n_ctype\"\nEND LC_CTYPE\n".utf8).write(to: definition)
        // -c: the other categories are missing, and localedef would write nothing
        // without it; it then warns and exits with 1 even though the locale is whole,
        // so the compiled LC_CTYPE is what says whether it worked.
        let compiled = try runProgram("localedef", ["-c", "-f", sources.appendingPathComponent("charmaps/UTF-8").path,
                                                    "-i", definition.path,
                                                    locales.appendingPathComponent(localeName).path],
                                      environment: ["I18NPATH": sources.path], timeout: 120)
        let table = locales.appendingPathComponent(localeName + "/LC_CTYPE").path
        guard FileManager.default.fileExists(atPath: table) else {
            throw LocaleNotBuilt(release: release, reason: "localedef exited with \(compiled.status): \(compiled.errors)")
        }
        return locales.path
    }

    /// Copies RELEASE/charmaps/UTF-8 and RELEASE/locales/i18n_ctype out of the archive
    /// into a directory, by name: nothing else in the archive is written anywhere.
    private static let extraction = """
        import pathlib, sys, tarfile
        archive, release, destination = sys.argv[1:]
        with tarfile.open(archive) as files:
            for name in ("charmaps/UTF-8", "locales/i18n_ctype"):
                target = pathlib.Path(destination, name)
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_bytes(files.extractfile(f"{release}/{name}").read())
        """
}

struct LocaleNotBuilt: Error, CustomStringConvertible {
    let release: String
    let reason: String
    var description: String { "no locale for \(release): \(reason)" }
}

/// The compiled locales of this process, each built by the first test that asks for it
/// while the others that want the same release wait; different releases build at once.
private final class LocaleCache: @unchecked Sendable {
    /// One release's locale directory, or why it could not be built (not tried again).
    private final class Entry: @unchecked Sendable {
        let lock = NSLock()
        var result: Result<String, any Error>?
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    private var root: URL?

    func directory(for release: String) throws -> String {
        let (entry, root) = try lock.withLock {
            let entry = entries[release] ?? Entry()
            entries[release] = entry
            return (entry, try rootDirectory())
        }
        return try entry.lock.withLock {
            if entry.result == nil {
                entry.result = Result { try GlibcLocales.build(release, under: root) }
            }
            return try entry.result!.get()
        }
    }

    /// Made on first use, removed when the test process exits; called with `lock` held.
    private func rootDirectory() throws -> URL {
        if let root { return root }
        let made = FileManager.default.temporaryDirectory
            .appendingPathComponent("marquee-glibc-locales-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
        root = made
        LocaleCache.madeRoot = made.path
        atexit {
            if let path = LocaleCache.madeRoot { try? FileManager.default.removeItem(atPath: path) }
        }
        return made
    }

    /// For the exit handler, which can capture nothing.
    nonisolated(unsafe) private static var madeRoot: String?
}
