/// Text written piece by piece with its styles kept whole across cuts: the SGR state and
/// the hyperlink in effect are opened before the first drawn column after a cut and
/// closed at the cut. `clip(keepingStyles:)`, `truncate` and `wrap` write through it.
///
/// A style sequence seen while the output is closed (before the first drawn column, in a
/// part cut away) changes the style without being written; one seen while it is open is
/// written as it stands when something is drawn (or another sequence written) after it,
/// and left out where a cut comes first, so no line ends in a style it never draws.
///
/// A sequence cut off (a lone ESC, one with no end; `TextPieces.isUnfinished`) waits, as a
/// style sequence does, for what comes after it: written where the text's own next piece
/// is written right after it (a cluster, a sequence), which it kept apart from what
/// came before (`👩‍ ESC 👩` is two emoji, `👩‍👩` one), and left out where a cut, spaces
/// or the caller's own text would follow it instead, which it would take in. So it never
/// takes in what it did not take in the text, as in plain `clip`.
///
/// A cluster with no base (a mark after a tab, a control character, a sequence or the
/// text's start; `ClusterBase`) drawn right after text of the caller's own (an indent, an
/// ellipsis, spaces) is dropped: it would join what comes before it into a cluster of
/// another width.
struct StyledOutput {
    private(set) var text = ""
    /// The style in effect in the text read so far.
    private(set) var style = TextStyle()
    /// The style `text` shows at its end, where it is open.
    private var written = TextStyle()
    /// Style sequences read while open, not yet written.
    private var pending = ""
    /// Whether `text` has `style` opened: something was drawn since the last cut.
    private(set) var isOpen = false
    /// Whether the last SGR sequence of the text's own written since the output opened
    /// sets anything (is not a reset), and of those pending; nil where none is pending.
    /// A cut closes with `CSI 0 m` after such a one even where the style says nothing is
    /// on: a terminal may read a parameter the style ignores (`38:;;2::1m`).
    private var wroteSGR = false
    private var pendingSGR: Bool?
    /// Whether a cluster with no base drawn next would join the caller's own text
    /// (spaces, an indent, an ellipsis); sequences written after that leave it as it is.
    private var markWouldJoin = false
    /// The cut-off sequences read since the last thing written or pending, to be written
    /// only before the text's own next piece.
    private var cutOff = ""

    /// A style sequence: taken into the style, and written before what is drawn next
    /// where the output is open.
    mutating func style(_ sequence: Substring, _ effect: TextStyle.Effect) {
        style.apply(effect)
        guard isOpen else { return }
        // A cut-off sequence before it is followed by the text's own piece: kept.
        pending += cutOff + sequence
        cutOff = ""
        if case .sgr(let parameters) = effect {
            pendingSGR = !parameters.allSatisfy { $0 == "0" || $0 == ";" }
        }
    }

    /// A sequence or control character that is no style: written as it stands, but for
    /// one cut off (a lone ESC, one with no end), which waits for what follows it: it
    /// draws nothing, and before a cut, a fill, an ellipsis or a closing sequence it
    /// would take that in. Where the output is closed nothing drawn comes before it, and
    /// it goes.
    mutating func other(_ sequence: Substring) {
        guard !TextPieces.isUnfinished(sequence) else {
            if isOpen { cutOff += sequence }
            return
        }
        flush()
        text += sequence
    }

    /// A cluster of the text, the next after what was read before it: the style opened
    /// first where a cut closed it. Returns false, drawing nothing, for a cluster with no
    /// base after the caller's own text.
    @discardableResult
    mutating func draw(_ cluster: Substring) -> Bool {
        if markWouldJoin && ClusterBase.hasNoBase(cluster) {
            // What is written next is not what followed a cut-off sequence before it.
            cutOff = ""
            return false
        }
        open()
        text += cluster
        markWouldJoin = false
        return true
    }

    /// Spaces in place of text (a tab, a wide cluster cut, the gap before a word).
    mutating func draw(spaces count: Int) {
        guard count > 0 else { return }
        // A cut-off sequence just before would take in the first space.
        cutOff = ""
        open()
        text += String(repeating: " ", count: count)
        markWouldJoin = true
    }

    private mutating func open() {
        if !isOpen {
            text += style.opening
            isOpen = true
            written = style
            wroteSGR = false
        } else {
            flush()
        }
    }

    private mutating func flush() {
        if !pending.isEmpty {
            text += pending
            pending = ""
            written = style
            if let pendingSGR { wroteSGR = pendingSGR }
            pendingSGR = nil
        }
        // Those read after the pending ones: the text's own next piece follows them.
        text += cutOff
        cutOff = ""
    }

    /// A cut: what is open is closed (the link, then the attributes).
    mutating func cut() {
        pending = ""
        cutOff = ""
        pendingSGR = nil
        if isOpen {
            text += written.closing
            if wroteSGR && !written.hasAttributes { text += "\u{1B}[0m" }
        }
        isOpen = false
        wroteSGR = false
    }

    /// Text written with no style, at a cut (an ellipsis, a placeholder, an indent).
    mutating func plain(_ inserted: String) {
        cut()
        text += inserted
        if !inserted.isEmpty { markWouldJoin = true }
    }

    /// The output so far, closed, and ready for the next line, whose style opens where it
    /// draws.
    mutating func takeLine() -> String {
        cut()
        defer {
            text = ""
            markWouldJoin = false
        }
        return text
    }

    /// Where the output stands, to go back to (`wrap`'s `maxLines`).
    struct Mark {
        fileprivate let count: Int
        fileprivate let style: TextStyle
        fileprivate let isOpen: Bool
        fileprivate let written: TextStyle
        fileprivate let pending: String
        fileprivate let wroteSGR: Bool
        fileprivate let pendingSGR: Bool?
        fileprivate let cutOff: String
        fileprivate let markWouldJoin: Bool
    }

    var mark: Mark {
        Mark(count: text.utf8.count, style: style, isOpen: isOpen, written: written, pending: pending,
             wroteSGR: wroteSGR, pendingSGR: pendingSGR, cutOff: cutOff, markWouldJoin: markWouldJoin)
    }

    mutating func restore(_ mark: Mark) {
        let end = text.utf8.index(text.utf8.startIndex, offsetBy: mark.count)
        text.removeSubrange(end...)
        style = mark.style
        isOpen = mark.isOpen
        written = mark.written
        pending = mark.pending
        wroteSGR = mark.wroteSGR
        pendingSGR = mark.pendingSGR
        cutOff = mark.cutOff
        markWouldJoin = mark.markWouldJoin
    }
}
