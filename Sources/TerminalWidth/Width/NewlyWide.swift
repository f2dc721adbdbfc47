/// Code points that Unicode 16.0 made wide (East_Asian_Width N to W: UAX #11 for 16.0,
/// "Modifications"), long assigned, so a terminal with older tables draws them one
/// column. The probe measures one sample of each group (docs/terminals.md, "probe").
/// A test holds every range to the generated `wide` table and to glibc 2.36, which
/// knows Unicode 15.
package enum NewlyWide {
    /// ☰ … ☷, the trigrams, and ⚊ … ⚏, the monograms and digrams.
    package static let trigramsAndDigrams = RangeTable(bounds: [0x2630, 0x2637, 0x268A, 0x268F])
    /// ䷀ … ䷿, the hexagrams; 𝌀 … 𝍖, the Tai Xuan Jing symbols; 𝍠 … 𝍶, the counting rods.
    package static let hexagramsAndTetragrams = RangeTable(bounds: [0x4DC0, 0x4DFF, 0x1D300, 0x1D356, 0x1D360, 0x1D376])
}
