import Foundation
import TerminalWidth

/// A terminal measured here and the profile that holds to what it drew: one line of
/// Tests/TerminalWidthTests/Data/measured-profiles.txt. The library's MeasuredTerminalTests
/// hold each profile to its file; the core's ProbeAgreementTests probe the same terminals.
package struct MeasuredTerminal: CustomStringConvertible, Sendable {
    package let profile: String
    package let file: String
    package var ambiguousWidth = 1
    /// Code points measured at -1, the cursor moved back (foot 1.13 over 42 marks of
    /// Unicode 15.0 that glibc 2.36 does not know): no width says that, so the profile
    /// takes them as none, and exactly so many are expected.
    package var backwards = 0
    /// The glibc release a profile that measures with the C library takes.
    package var cLibrary = GlibcRelease(2, 36)
    package var description: String { file }

    package init(profile: String, file: String) {
        self.profile = profile
        self.file = file
    }

    /// Every line of measured-profiles.txt.
    package static let all: [MeasuredTerminal] = {
        let text = try! String(contentsOf: UnicodeTestData.repositoryRoot
            .appendingPathComponent("Tests/TerminalWidthTests/Data/measured-profiles.txt"), encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: " ")
            var measured = MeasuredTerminal(profile: String(fields[1]), file: String(fields[0]))
            for option in fields.dropFirst(2) {
                let parts = option.split(separator: "=")
                if parts[0] == "ambiguous-width" { measured.ambiguousWidth = Int(parts[1])! }
                if parts[0] == "backwards" { measured.backwards = Int(parts[1])! }
                if parts[0] == "libc" { measured.cLibrary = GlibcRelease(parts[1])! }
            }
            return measured
        }
    }()

    /// Columns of a string, split into clusters as the pipeline splits it.
    package static func columns(_ scalars: [Unicode.Scalar], _ widths: DisplayWidth) -> Int {
        ReferenceWidth.clusters(of: scalars).reduce(0) { $0 + widths.width(ofCluster: $1) }
    }
}
