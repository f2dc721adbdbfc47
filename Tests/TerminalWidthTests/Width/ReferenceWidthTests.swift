import Testing
import TerminalWidth
import TestSupport

/// The reference measure the frame tests and the fuzz invariant trust: it must say what
/// the vectors say, and its one rule beyond them must be the reference's.
@Suite struct ReferenceWidthTests {
    static let vectorsPath = "Tests/TerminalWidthTests/Data/width-vectors.txt"
    static let categoriesPath = "Data/unicode/\(UnicodeTestData.unicodeVersion)/extracted/DerivedGeneralCategory.txt"

    @Test func agreesWithEveryVector() throws {
        let reference = ReferenceWidth.standard
        var mismatches: [String] = []
        for vector in try WidthVectorTests.loadVectors() {
            let cluster = vector.scalars
            let got = (reference.width(ofCluster: cluster, ambiguousWidth: 1),
                       reference.width(ofCluster: cluster, ambiguousWidth: 2))
            if got != (vector.narrow, vector.cjk) {
                mismatches.append("line \(vector.line): \(UnicodeTestData.describe(vector.scalars)) \(got)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) vectors:\n\(mismatches.prefix(20).joined(separator: "\n"))")
    }

    /// Base and marks are measured as the base wherever the vectors list such a cluster,
    /// so the rule may answer for those they leave out.
    @Test func markRuleAgreesWithEveryVectorItCouldAnswer() throws {
        let vectors = RepositoryFile.text(Self.vectorsPath)
        let singlesOnly = vectors.split(separator: "\n").filter { !$0.prefix { $0 != ";" }.contains(" ") }
            .joined(separator: "\n")
        let rule = ReferenceWidth(vectors: singlesOnly,
                                  generalCategories: RepositoryFile.text(Self.categoriesPath))
        var answered = 0
        var mismatches: [String] = []
        for vector in try WidthVectorTests.loadVectors() where vector.scalars.count > 1 {
            let cluster = vector.scalars
            guard let narrow = rule.width(ofCluster: cluster, ambiguousWidth: 1),
                  let cjk = rule.width(ofCluster: cluster, ambiguousWidth: 2)
            else { continue }
            answered += 1
            if (narrow, cjk) != (vector.narrow, vector.cjk) {
                mismatches.append("line \(vector.line): \(UnicodeTestData.describe(vector.scalars)) \(narrow)/\(cjk)")
            }
        }
        #expect(answered > 10_000)
        #expect(mismatches.isEmpty, "\(mismatches.count) vectors:\n\(mismatches.prefix(20).joined(separator: "\n"))")
    }

    @Test func markRuleMeasuresTheBase() {
        let reference = ReferenceWidth(
            vectors: "0065;1;1\n4E2D;2;2\n00E9;1;1\n03B1;1;2\n",
            generalCategories: """
                0301          ; Mn # COMBINING ACUTE ACCENT
                0323          ; Mn # COMBINING DOT BELOW
                20DD          ; Me # COMBINING ENCLOSING CIRCLE
                FE00..FE0F    ; Mn # [16] VARIATION SELECTOR-1..VARIATION SELECTOR-16
                """)
        #expect(reference.width(ofCluster: "e\u{301}".unicodeScalars, ambiguousWidth: 1) == 1)
        #expect(reference.width(ofCluster: "e\u{323}\u{301}".unicodeScalars, ambiguousWidth: 1) == 1)
        #expect(reference.width(ofCluster: "中\u{20DD}".unicodeScalars, ambiguousWidth: 1) == 2)
        #expect(reference.width(ofCluster: "α\u{301}".unicodeScalars, ambiguousWidth: 2) == 2)
        // A variation selector may change the width: not a plain mark.
        #expect(reference.width(ofCluster: "e\u{FE0F}".unicodeScalars, ambiguousWidth: 1) == nil)
        #expect(reference.width(ofCluster: "e\u{301}\u{FE0E}".unicodeScalars, ambiguousWidth: 1) == nil)
        // A base the vectors do not list alone, or a joiner that is not a mark.
        #expect(reference.width(ofCluster: "x\u{301}".unicodeScalars, ambiguousWidth: 1) == nil)
        #expect(reference.width(ofCluster: "e\u{200D}".unicodeScalars, ambiguousWidth: 1) == nil)
        // An exact vector is not needed, and not consulted for the rule.
        #expect(ReferenceWidth.standard.width(ofCluster: "q\u{1AB0}\u{20DD}\u{301}".unicodeScalars, ambiguousWidth: 1) == 1)
    }

    static let sentences = [
        "Hello, world", "中文字幕と日本語のテキスト", "e\u{301}a\u{308}o\u{302} mixed 中 text",
        "👩‍👩‍👧 family 🇺🇸 flag 👍🏽 thumbs ❤️ ☠‍☠ 1⃣", "ทดสอบภาษาไทย", "नमस्ते दुनिया", "a\u{200B}b\u{2060}c",
        "αβγ ±½ ①", "한국어 ᄀᄀ", "🏴󠁧󠁢󠁥󠁮󠁧󠁿 a🏻",
    ]

    @Test(arguments: sentences, [1, 2])
    func agreesWithDisplayWidth(_ sentence: String, ambiguousWidth: Int) throws {
        let library = DisplayWidth(ambiguousWidth: ambiguousWidth)
        let expected = ReferenceWidth.clusters(of: sentence.unicodeScalars).reduce(0) { $0 + library.width(ofCluster: $1) }
        let measured = try ReferenceWidth.standard.width(of: sentence, ambiguousWidth: ambiguousWidth) {
            throw UnmeasuredCluster(cluster: $0)
        }
        #expect(measured == expected)
    }

    @Test func unknownClusterIsLeftToTheCaller() {
        #expect(ReferenceWidth.standard.width(ofCluster: "\u{E0000}".unicodeScalars, ambiguousWidth: 1) == nil)
        #expect(ReferenceWidth.standard.width(ofCluster: "\u{7}".unicodeScalars, ambiguousWidth: 1) == nil)
        #expect(ReferenceWidth.standard.width(of: "ab\u{E0000}", ambiguousWidth: 1) { _ in 7 } == 9)
    }
}
