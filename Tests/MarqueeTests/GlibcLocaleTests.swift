import Foundation
import Testing

/// Scripts/generate-glibc-widths derives each glibc release's wcwidth() from its UTF-8
/// charmap as it reads localedef's source (issue 26). Here the real localedef compiles
/// each release's locale (Support/GlibcLocales.swift) and the real wcwidth() is asked
/// for every code point under it: the derivation must give the same table.
@Suite(.needs(.python3, .localedef)) struct GlibcLocaleTests {
    /// wcwidth() of U+0000..U+10FFFF under the locale the environment names, printed as
    /// the generator prints its tables (`FIRST..LAST WIDTH`); it fails when setlocale
    /// finds no locale, rather than measuring in "C".
    static let reader = """
        import ctypes, sys
        libc = ctypes.CDLL(None)
        libc.setlocale.restype = ctypes.c_char_p
        LC_CTYPE = 0
        if not libc.setlocale(LC_CTYPE, b""):
            sys.exit("setlocale(LC_CTYPE, \\"\\") failed")
        wcwidth = libc.wcwidth
        wcwidth.argtypes = [ctypes.c_uint32]  # wchar_t: 32 bits on Linux
        runs = []
        for value in range(0x110000):
            width = wcwidth(value)
            if runs and runs[-1][2] == width:
                runs[-1][1] = value
            else:
                runs.append([value, value, width])
        print("\\n".join(f"{first:04X}..{last:04X} {width}" for first, last, width in runs))
        """

    private func generated(_ release: String) throws -> [String] {
        let script = repositoryRoot.appendingPathComponent("Scripts/generate-glibc-widths").path
        let run = try runProgram("python3", [script, "--widths", release], timeout: 120)
        #expect(run.status == 0, "\(run.errors)")
        return run.lines
    }

    private func measured(under environment: [String: String]) throws -> [String] {
        let run = try runProgram("python3", ["-c", Self.reader], base: environment, timeout: 120)
        #expect(run.status == 0, "\(run.errors)")
        return run.lines
    }

    @Test(arguments: try GlibcLocales.releases())
    func wcwidthUnderTheCompiledLocaleIsTheGeneratedTable(_ release: String) throws {
        let expected = try generated(release)
        let found = try measured(under: try GlibcLocales.environment(for: release))
        #expect(expected.count > 1_000, "the generator printed \(expected.count) runs")
        guard found != expected else { return }
        let first = zip(found, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(found.count, expected.count)
        Issue.record("""
            \(release): wcwidth() and the generator part at run \(first): \
            wcwidth() \(found.dropFirst(first).first ?? "(end)"), generated \(expected.dropFirst(first).first ?? "(end)") \
            (\(found.count) and \(expected.count) runs)
            """)
    }

    /// The comparison can fail: under 2.31's locale wcwidth() is not 2.41's table, which
    /// knows Unicode 13 to 16 and widened ☰ (U+2630) and the other trigrams.
    @Test func anOlderReleasesLocaleIsNotTheNewerTable() throws {
        let found = try measured(under: try GlibcLocales.environment(for: "glibc-2.31"))
        #expect(found.count > 1_000)
        #expect(try found != generated("glibc-2.41"))
    }
}
