import TerminalWidth

/// The C library a terminal measures with, and what said so (docs/terminals.md, "The C
/// library"). Only glibc is modelled release by release; for any other the newest glibc
/// table stands in, and `--explain` says so.
package enum CLibrary: Equatable, Sendable {
    case glibc(GlibcRelease)
    /// musl, whose wcwidth() has tables of its own, not modelled.
    case musl
    /// No C library found where one is looked for (macOS, NixOS, a container without one).
    case unknown

    /// The widths the profiles take for it.
    package var widths: GlibcWidths {
        switch self {
        case .glibc(let release): GlibcWidths(release: release)
        case .musl, .unknown: GlibcWidths(release: GlibcWidthTable.newest.release)
        }
    }

    /// `glibc 2.39 (Unicode 15.1.0)`, `musl, measured as glibc 2.42, the newest modelled`,
    /// for `--explain`; `widths` is what `widths` gave for it.
    func summary(measuredBy widths: GlibcWidths) -> String {
        switch self {
        case .glibc:
            "glibc \(widths.summary)"
        case .musl:
            "musl, measured as glibc \(GlibcWidthTable.newest.release), the newest modelled"
        case .unknown:
            "not found, measured as glibc \(GlibcWidthTable.newest.release), the newest modelled"
        }
    }
}

/// What the shell found out about the system's C library, and from where, for `--explain`:
/// `the version string in /lib/x86_64-linux-gnu/libc.so.6`.
package struct CLibraryFinding: Equatable, Sendable {
    package let library: CLibrary
    package let source: String

    package init(_ library: CLibrary, source: String) {
        self.library = library
        self.source = source
    }
}

/// `--libc` and `MARQUEE_LIBC`: `auto` (the system's, found by the shell), `glibc-2.39`
/// or `musl`, for a terminal that runs on another machine than marquee (over ssh) and for
/// tests.
package enum CLibrarySetting: Equatable, Sendable {
    case auto
    case named(CLibrary)

    package static let environmentVariable = "MARQUEE_LIBC"
    /// What `--libc` and `MARQUEE_LIBC` take, for errors and help.
    package static let expected = "auto, musl or glibc-MAJOR.MINOR (glibc-2.39)"

    /// The words completions offer: `auto`, `musl` and each modelled glibc release.
    package static var suggestions: [String] { GlibcWidthTable.settingWords }

    /// nil for anything but `auto`, `musl` and `glibc-MAJOR.MINOR`.
    package init?(_ text: String) {
        switch text {
        case "auto":
            self = .auto
        case "musl":
            self = .named(.musl)
        default:
            guard text.hasPrefix("glibc-"), let release = GlibcRelease(text.dropFirst(6)) else { return nil }
            self = .named(.glibc(release))
        }
    }

    /// The setting as given, and by what: `--libc`, else `MARQUEE_LIBC`, else `auto`.
    static func given(_ parsed: ParsedArguments, _ variables: TerminalVariables)
        throws(UsageError) -> (setting: CLibrarySetting, source: String) {
        if let option = parsed.cLibrary(.libc) {
            return (option, "--libc")
        }
        guard let variable = variables[environmentVariable], !variable.isEmpty else { return (.auto, "the default") }
        guard let setting = CLibrarySetting(variable) else {
            throw .invalidValue(environmentVariable, expected: expected, got: variable)
        }
        return (setting, environmentVariable)
    }
}
