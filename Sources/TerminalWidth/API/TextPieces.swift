/// A text cut into what a terminal draws and what it obeys: escape sequences and control
/// characters (no columns, kept whole), tabs, and the grapheme clusters between them with
/// their widths. `TerminalWidth.columns`, `clip` and `clusters` all walk these pieces.
///
/// The escape grammar is ECMA-48's: `ESC [` (or CSI, U+009B) parameters, intermediates and
/// a final byte; `ESC ]` (OSC) up to BEL or ST; `ESC P`, `ESC X`, `ESC ^`, `ESC _` (DCS,
/// SOS, PM, APC) up to ST; `ESC`, intermediates and a final byte. A sequence that breaks
/// its grammar ends before the scalar that broke it; one that never ends runs to the end
/// of the text. A lone ESC is a control character.
struct TextPieces {
    enum Piece {
        /// A grapheme cluster and the columns the profile gives it.
        case cluster(Range<String.Index>, columns: Int)
        /// An escape sequence or a control character: drawn as nothing.
        case control(Range<String.Index>)
        /// A tab: to the next multiple of `tabSize` columns.
        case tab(String.Index)
    }

    /// Tab stops every 8 columns, as terminals set them and wcwidth expands.
    static let tabSize = 8

    let text: String
    let widths: DisplayWidth

    /// Calls `body` with each piece in order, and the column it starts at.
    func forEach(_ body: (Piece, _ column: Int) -> Void) {
        let scalars = text.unicodeScalars
        var breaker = GraphemeBreaker()
        var cluster: [Unicode.Scalar] = []
        var clusterStart = scalars.startIndex
        var column = 0

        func endCluster(at end: String.Index) {
            guard !cluster.isEmpty else { return }
            let columns = widths.width(ofCluster: cluster)
            body(.cluster(clusterStart..<end, columns: columns), column)
            column += columns
            cluster.removeAll(keepingCapacity: true)
        }

        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if let end = Self.controlEnd(scalars, at: index) {
                endCluster(at: index)
                breaker.reset()
                if scalar == "\t" {
                    body(.tab(index), column)
                    column += Self.tabSize - column % Self.tabSize
                } else {
                    body(.control(index..<end), column)
                }
                index = end
                continue
            }
            if breaker.hasBreak(before: scalar) {
                endCluster(at: index)
                clusterStart = index
            }
            cluster.append(scalar)
            scalars.formIndex(after: &index)
        }
        endCluster(at: scalars.endIndex)
    }

    /// Where the escape sequence or control character at `index` ends; nil for a scalar
    /// that is drawn.
    static func controlEnd(_ scalars: String.UnicodeScalarView, at index: String.Index) -> String.Index? {
        let value = scalars[index].value
        guard value < 0x20 || (0x7F...0x9F).contains(value) else { return nil }
        var next = scalars.index(after: index)
        let introducer: UInt32
        if value == 0x1B {
            guard next < scalars.endIndex else { return next }
            let second = scalars[next].value
            switch second {
            case 0x5B: introducer = 0x9B  // ESC [ is CSI
            case 0x5D: introducer = 0x9D  // ESC ] is OSC
            case 0x50, 0x58, 0x5E, 0x5F: introducer = second + 0x40  // DCS, SOS, PM, APC
            case 0x20...0x2F:
                // ESC, intermediates, a final byte.
                while next < scalars.endIndex, (0x20...0x2F).contains(scalars[next].value) {
                    scalars.formIndex(after: &next)
                }
                if next < scalars.endIndex, (0x30...0x7E).contains(scalars[next].value) {
                    scalars.formIndex(after: &next)
                }
                return next
            case 0x30...0x7E: return scalars.index(after: next)
            default: return next  // a lone ESC
            }
            scalars.formIndex(after: &next)
        } else {
            introducer = value
        }
        switch introducer {
        case 0x9B:
            // Parameters, intermediates, a final byte.
            while next < scalars.endIndex, (0x30...0x3F).contains(scalars[next].value) { scalars.formIndex(after: &next) }
            while next < scalars.endIndex, (0x20...0x2F).contains(scalars[next].value) { scalars.formIndex(after: &next) }
            if next < scalars.endIndex, (0x40...0x7E).contains(scalars[next].value) { scalars.formIndex(after: &next) }
            return next
        case 0x9D, 0x90, 0x98, 0x9E, 0x9F:
            // A string up to ST (ESC \ or U+009C); OSC also ends at BEL.
            while next < scalars.endIndex {
                let current = scalars[next].value
                scalars.formIndex(after: &next)
                if current == 0x9C || (current == 0x07 && introducer == 0x9D) { break }
                if current == 0x1B, next < scalars.endIndex, scalars[next] == "\\" {
                    scalars.formIndex(after: &next)
                    break
                }
            }
            return next
        default:
            return next  // any other control character, alone
        }
    }

    /// Whether `sequence` (a whole piece) would take in what is written after it: a lone
    /// ESC, a sequence cut off before its final byte or terminator. Written before other
    /// text, it would hide that text's start.
    static func isUnfinished(_ sequence: Substring) -> Bool {
        let probe = String(sequence) + "a"
        let scalars = probe.unicodeScalars
        guard let end = controlEnd(scalars, at: scalars.startIndex) else { return false }
        return end == scalars.endIndex
    }
}
