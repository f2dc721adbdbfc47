/// The width of a single code point by Unicode's own properties, as jquast/wcwidth's
/// `wcwidth()` gives it: 0 for marks, format controls, default-ignorables and Hangul
/// vowel and final jamo; 2 for East Asian Wide and Fullwidth, regional indicators and
/// emoji modifiers; `ambiguousWidth` for East Asian Ambiguous; 1 for the rest. No
/// terminal changes these; a terminal profile corrects them (`DisplayWidth`).
package enum UnicodeWidth {
    /// By the width class of `ScalarProperties`: one lookup where the range tables
    /// `zeroWidth`, `wide` and `ambiguous` took two or three binary searches.
    @inline(__always)
    package static func columns(of value: UInt32, ambiguousWidth: Int) -> Int {
        ScalarProperties(of: value).columns(ambiguousWidth: ambiguousWidth)
    }
}
