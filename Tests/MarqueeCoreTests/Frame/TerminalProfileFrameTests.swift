import Testing
@testable import MarqueeCore
import TestSupport

/// A frame is exactly W columns as the profile's terminal draws it (docs/terminals.md):
/// alignment, padding, cut wide clusters, prefix and suffix all use its widths.
@Suite struct TerminalProfileFrameTests {
    /// Columns of a frame as the golden vectors say the terminal `name` draws it; for
    /// xterm, as Debian's xterm 379 was measured drawing it (each code point's columns).
    static func drawnWidth(_ plain: String, _ name: String, _ vectors: [[Unicode.Scalar]: (Int, [String: Int])]) throws -> Int {
        let realXterm = try RealTerminal.xterm379.get()
        return try ReferenceWidth.clusters(of: plain.unicodeScalars).reduce(0) { sum, cluster in
            if cluster.count == 1, cluster[0].value >= 0x20, cluster[0].value < 0x7F { return sum + 1 }
            if name == "xterm" { return sum + cluster.reduce(0) { $0 + realXterm.columns($1.value) } }
            let vector = try #require(vectors[cluster], "no vector for \(cluster)")
            return sum + (vector.1[name] ?? vector.0)
        }
    }

    // Measured clusters only: for an unmeasured skin-tone sequence (👍🏽) the reference and
    // the rule differ on purpose (TerminalProfileVectorTests.knownDifference).
    static let texts = ["ab🫨cd❤️ef👨‍👩‍👧gh", "🏃🏻‍♀️ run 🇺🇸 ⛓️‍💥 #️⃣ 👍", "🧑🏿‍🦯‍➡️ ©️ ↔️ 🫱🏻‍🫲🏼"]

    @Test(arguments: ["xterm", "kitty", "vte", "iterm2", "apple_terminal"], texts)
    func everyFrameIsExactlyW(_ name: String, _ text: String) throws {
        let loaded = try TerminalProfileVectors.load().vectors
        var vectors: [[Unicode.Scalar]: (Int, [String: Int])] = [:]
        for vector in loaded { vectors[vector.scalars] = (vector.generic, vector.differing) }
        for width in [3, 7, 30] {
            for frame in 0..<40 {
                let output = try frameOutput(text, ["-w", String(width), "--terminal", name, "--always",
                                                    "--prefix", "❤️", "--suffix", "|", "-F", "plain"], frame: frame)
                #expect(try Self.drawnWidth(output, name, vectors) == width + Self.drawnWidth("❤️|", name, vectors),
                        "\(name) frame \(frame): \(output.debugDescription)")
            }
        }
    }

    @Test func fittingTextIsAlignedByTheProfilesWidths() throws {
        // xterm 379 draws 🫨 (newer than its table) and ❤️ one column each and the family
        // as its three people, six columns.
        let text = "ab🫨cd❤️ef👨‍👩‍👧gh"
        #expect(try frameOutput(text, ["-w", "20", "-F", "plain", "--terminal", "xterm"], frame: 0) == text + "    ")
        #expect(try frameOutput(text, ["-w", "20", "-F", "plain", "--terminal", "generic"], frame: 0) == text + "      ")
        #expect(try frameOutput(text, ["-w", "20", "-F", "plain", "--terminal", "xterm", "--align", "right"], frame: 0)
                == "    " + text)
    }

    @Test func aClusterCutAtTheEdgeIsBlankInTheProfilesColumns() throws {
        // Six columns in xterm: cut after its first column, five blanks remain.
        #expect(try frameOutput("ab👨‍👩‍👧cd", ["-w", "7", "-F", "plain", "--terminal", "xterm"], frame: 3) == "     cd")
    }
}
