/// `TerminalWidth.wrap`'s greedy filling, in one pass over the text's pieces.
///
/// The text is read as segments: the clusters between two break opportunities (a space
/// or an expanded tab, after a hyphen that follows a letter or digit, before and after a
/// CJK ideograph, kana or Hangul cluster), each with the spaces before it. A segment goes
/// on the line where it fits with its spaces, otherwise at the start of the next line
/// (the spaces dropped); a segment wider than a whole line is broken between clusters,
/// starting on the current line where its first cluster fits. Sequences go with the
/// segment they stand in and never break a line. Each segment is read once and written
/// once, so the whole is linear in the text.
struct LineWrapper {
    enum Item {
        case cluster(Substring, columns: Int)
        case style(Substring, TextStyle.Effect)
        case other(Substring)
    }

    let columns: Int
    let tabSize: Int
    let initialIndent: String
    let subsequentIndent: String
    let maxLines: Int?
    let placeholder: String
    let profile: TerminalProfile

    private(set) var lines: [String] = []
    private var output = StyledOutput()
    private var lineExists = false
    private var lineColumns = 0
    private var lineHasContent = false
    private var paragraphEnded = false
    private var isParagraphStart = false
    private let initialIndentColumns: Int
    private let subsequentIndentColumns: Int
    private var done = false
    /// Where each segment of the current line ended, and the line's columns there.
    private var marks: [(StyledOutput.Mark, Int)] = []

    private var word: [Item] = []
    private var wordColumns = 0
    private var wordEndsInLetter = false
    private var spaces = 0
    private var sourceColumn = 0

    init(columns: Int, tabSize: Int, initialIndent: String, subsequentIndent: String,
         maxLines: Int?, placeholder: String, profile: TerminalProfile) {
        self.columns = columns
        self.tabSize = max(tabSize, 1)
        self.initialIndent = initialIndent
        self.subsequentIndent = subsequentIndent
        self.maxLines = maxLines
        self.placeholder = placeholder
        self.profile = profile
        initialIndentColumns = TerminalWidth.columns(initialIndent, profile: profile)
        subsequentIndentColumns = TerminalWidth.columns(subsequentIndent, profile: profile)
    }

    mutating func wrap(_ text: String) -> [String] {
        let scalars = text.unicodeScalars
        TextPieces(text: text, widths: profile.displayWidth).forEach { piece, _ in
            guard !done else { return }
            switch piece {
            case .control(let span):
                let sequence = Substring(scalars[span])
                if sequence == "\n" {
                    endParagraph()
                } else if let effect = TextStyle.effect(of: sequence) {
                    word.append(.style(sequence, effect))
                } else {
                    word.append(.other(sequence))
                }
            case .tab:
                endWord()
                let count = tabSize - sourceColumn % tabSize
                spaces += count
                sourceColumn += count
            case .cluster(let span, let columns):
                sourceColumn += columns
                let cluster = Substring(scalars[span])
                if cluster == " " {
                    endWord()
                    spaces += 1
                } else if Self.breaksAround(cluster) {
                    endWord()
                    word.append(.cluster(cluster, columns: columns))
                    wordColumns += columns
                    endWord()
                } else {
                    word.append(.cluster(cluster, columns: columns))
                    wordColumns += columns
                    if cluster == "-" && wordEndsInLetter {
                        endWord()
                    } else {
                        wordEndsInLetter = cluster.unicodeScalars.first.map(Self.isLetterOrDigit) ?? false
                    }
                }
            }
        }
        if !done { endWord() }
        if !done, lineExists { lines.append(output.takeLine()) }
        return lines
    }

    private mutating func endParagraph() {
        endWord()
        spaces = 0
        sourceColumn = 0
        if !lineExists || paragraphEnded { newLine(startingParagraph: true) }
        paragraphEnded = true
    }

    /// Places the segment read so far.
    private mutating func endWord() {
        defer {
            word.removeAll(keepingCapacity: true)
            wordColumns = 0
            wordEndsInLetter = false
        }
        guard !word.isEmpty, !done else { return }
        if !lineExists || (paragraphEnded && wordColumns > 0) {
            newLine(startingParagraph: true)
            paragraphEnded = false
            guard !done else { return }
        }
        guard wordColumns > 0 else {
            // Sequences and clusters of no columns: the spaces before them wait for the
            // next segment, and after a newline so does the next line. A cluster with no
            // base there would stand in the place of those spaces or at the start of
            // that line, not after the text before them: dropped, as after spaces drawn
            // and as marquee drops one at a line's start.
            write(spaces > 0 || paragraphEnded ? word.droppingClustersWithNoBaseAtStart : word)
            return
        }
        let gap = spaces
        spaces = 0
        let room = columns - lineColumns
        if lineHasContent {
            if gap + wordColumns <= room {
                writeSpaces(gap)
                write(word)
            } else if wordColumns > columns - subsequentIndentColumns {
                // Longer than a line: broken between clusters, from here where one fits.
                if let first = word.firstColumns, gap + first <= room {
                    writeSpaces(gap)
                } else {
                    newLine(startingParagraph: false)
                    guard !done else { return }
                }
                writeBroken(word)
            } else {
                newLine(startingParagraph: false)
                guard !done else { return }
                write(word)
            }
        } else {
            // Spaces at a paragraph's start are kept where its first segment fits after them.
            let kept = isParagraphStart && gap + wordColumns <= room ? gap : 0
            writeSpaces(kept)
            if wordColumns <= room - kept { write(word) } else { writeBroken(word) }
        }
        if !done { marks.append((output.mark, lineColumns)) }
    }

    private mutating func writeSpaces(_ count: Int) {
        guard count > 0 else { return }
        output.draw(spaces: count)
        lineColumns += count
    }

    private mutating func write(_ items: [Item]) {
        for item in items {
            switch item {
            case .cluster(let cluster, let columns):
                // One with no base after the indent or spaces is dropped (StyledOutput).
                if output.draw(cluster) {
                    lineHasContent = true
                } else if columns > 0 {
                    output.draw(spaces: columns)
                    lineHasContent = true
                }
                lineColumns += columns
            case .style(let sequence, let effect): output.style(sequence, effect)
            case .other(let sequence): output.other(sequence)
            }
        }
    }

    private mutating func writeBroken(_ items: [Item]) {
        for item in items {
            guard !done else { return }
            if case .cluster(_, let columns) = item, lineHasContent, lineColumns + columns > self.columns {
                newLine(startingParagraph: false)
                guard !done else { return }
            }
            write([item])
        }
    }

    /// Ends the current line and starts the next with its indent; where `maxLines` lines
    /// are made, ends the last with the placeholder instead, and stops.
    private mutating func newLine(startingParagraph: Bool) {
        if lineExists {
            if let maxLines, lines.count + 1 >= maxLines {
                endWithPlaceholder()
                return
            }
            lines.append(output.takeLine())
        } else if maxLines.map({ $0 <= 0 }) ?? false {
            done = true
            return
        }
        let indent = lines.isEmpty ? initialIndent : subsequentIndent
        output.plain(indent)
        lineColumns = lines.isEmpty ? initialIndentColumns : subsequentIndentColumns
        isParagraphStart = startingParagraph
        lineHasContent = false
        lineExists = true
        marks.removeAll(keepingCapacity: true)
        marks.append((output.mark, lineColumns))
    }

    /// The current line cut back to the last segment after which the placeholder fits,
    /// closed, and the placeholder after it.
    private mutating func endWithPlaceholder() {
        done = true
        let placeholderColumns = TerminalWidth.columns(placeholder, profile: profile)
        var text = placeholder
        if let (mark, _) = marks.dropFirst().last(where: { $0.1 + placeholderColumns <= columns }) {
            output.restore(mark)
        } else {
            let (mark, indentColumns) = marks[0]
            output.restore(mark)
            text = String(placeholder.drop { $0 == " " })
            let room = max(columns - indentColumns, 0)
            if TerminalWidth.columns(text, profile: profile) > room {
                text = TerminalWidth.clip(text, columns: 0..<room, keepingStyles: true, profile: profile)
            }
        }
        output.plain(text)
        lines.append(output.takeLine())
    }

    /// Whether a line may break before and after `cluster`: an ideograph, kana or Hangul
    /// (UAX #14's ID and Hangul classes, in the main).
    static func breaksAround(_ cluster: Substring) -> Bool {
        guard let scalar = cluster.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x2FDF, 0x3040...0x30FF, 0x3130...0x318F, 0x31F0...0x31FF,
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7FF, 0xF900...0xFAFF,
             0xFF66...0xFF9F, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
}

private extension Array where Element == LineWrapper.Item {
    /// The items without the clusters with no base before the first other cluster.
    var droppingClustersWithNoBaseAtStart: [LineWrapper.Item] {
        var seenBase = false
        return filter { item in
            guard !seenBase, case .cluster(let cluster, _) = item else { return true }
            seenBase = !ClusterBase.hasNoBase(cluster)
            return seenBase
        }
    }

    /// The columns of the first cluster.
    var firstColumns: Int? {
        for item in self {
            if case .cluster(_, let columns) = item { return columns }
        }
        return nil
    }
}
