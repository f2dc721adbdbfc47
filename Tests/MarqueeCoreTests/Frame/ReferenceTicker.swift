@testable import MarqueeCore

/// A slow, literal implementation of marquee(1), MODES for horizontal plain frames, written
/// independently of `MotionPlan` and `FrameRenderer`: it walks the motion frame by
/// frame, keeping state, and clips by painting every cluster it meets. Tests compare
/// the real ticker with it.
struct ReferenceTicker {
    struct Cell {
        var text: String
        var width: Int
    }

    let text: [Cell]
    let separator: [Cell]
    let width: Int
    let mode: Mode
    let reversed: Bool
    let enter: Bool
    let always: Bool
    let align: Alignment
    let step: Int
    let holdFrames: Int

    init(text: String, separator: String, width: Int, mode: Mode = .scroll, reversed: Bool = false,
         enter: Bool = false, always: Bool = false, align: Alignment = .left, step: Int = 1, holdFrames: Int = 0) {
        var settings = TextSettings()
        settings.separator = separator
        let laidOut = LaidOutText(text: Array(text.utf8), settings: settings)
        let cells = laidOut.ring.clusters.map { Cell(text: String(decoding: $0.bytes, as: UTF8.self), width: $0.width) }
        self.text = Array(cells.prefix(laidOut.textClusterCount))
        self.separator = Array(cells.dropFirst(laidOut.textClusterCount))
        self.width = width
        self.mode = mode
        self.reversed = reversed
        self.enter = enter
        self.always = always
        self.align = align
        self.step = step
        self.holdFrames = holdFrames
    }

    var textWidth: Int { text.reduce(0) { $0 + $1.width } }
    var separatorWidth: Int { separator.reduce(0) { $0 + $1.width } }

    /// Paints `cells` placed at `origin` into the window [start, start + width).
    func paint(_ placed: [(column: Int, cell: Cell, repetition: Int, index: Int)], start: Int) -> String {
        var output = ""
        var column = start
        for (at, cell, _, _) in placed {
            let end = at + cell.width
            if cell.width == 0 {
                if at >= start && at < start + width {
                    output += String(repeating: " ", count: at - column)
                    column = at
                    output += cell.text
                }
                continue
            }
            guard end > start && at < start + width else { continue }
            output += String(repeating: " ", count: max(at - column, 0))
            if at >= start && end <= start + width {
                output += cell.text
            } else {
                output += String(repeating: " ", count: min(end, start + width) - max(at, start))
            }
            column = min(end, start + width)
        }
        return output + String(repeating: " ", count: start + width - column)
    }

    /// The cells of `sequence` laid end to end from column `origin`, `count` times,
    /// each with the number of its repetition (counted from `firstRepetition`) and index.
    func lay(_ sequence: [Cell], from origin: Int, times count: Int,
             firstRepetition: Int = 0) -> [(column: Int, cell: Cell, repetition: Int, index: Int)] {
        var placed: [(column: Int, cell: Cell, repetition: Int, index: Int)] = []
        var column = origin
        for repetition in 0..<count {
            for (index, cell) in sequence.enumerated() {
                placed.append((column, cell, firstRepetition + repetition, index))
                column += cell.width
            }
        }
        return placed
    }

    /// The frame as a string of exactly `width` columns.
    func frame(_ k: Int) -> String {
        let w = textWidth
        let ring = text + separator
        let ringWidth = w + separatorWidth
        if mode == .static || (w <= width && !always) || w == 0 {
            let free = width - w
            let pad: Int
            switch align {
            case .left: pad = 0
            case .right: pad = free
            case .center: pad = Int((Double(free) / 2).rounded(.down))
            }
            return paint(lay(text, from: pad, times: 1), start: 0)
        }
        switch mode {
        case .scroll:
            let start = scrollStart(k, ringWidth: ringWidth)
            // Enough repetitions around the window; with --enter the blank side has none.
            let first = Int((Double(start) / Double(ringWidth)).rounded(.down)) - 1
            var placed = lay(ring, from: first * ringWidth, times: width / ringWidth + 4, firstRepetition: first)
            if enter && !reversed { placed = placed.filter { $0.repetition >= 0 } }
            if enter && reversed {
                placed = placed.filter { $0.repetition < 0 || ($0.repetition == 0 && $0.index < text.count) }
            }
            return paint(placed, start: start)
        case .bounce:
            return paint(lay(text, from: 0, times: 1), start: bounceStart(k))
        case .slide:
            return paint(lay(text, from: 0, times: 1), start: slideStart(k))
        case .restart:
            return paint(lay(text, from: 0, times: 1), start: restartStart(k))
        case .page:
            return pageFrame(k)
        case .static:
            fatalError()
        }
    }

    /// Walks the motion step by step: a step at which the distance travelled passes
    /// one or more thresholds (loop starts, bounce ends) is held for that many holds.
    private func walk(_ k: Int, firstThreshold: Int, period: Int) -> Int {
        var travelled = 0
        var threshold = firstThreshold
        var frame = 0
        while true {
            var repeats = 1
            while travelled >= threshold {
                repeats += holdFrames
                threshold += period
            }
            if k < frame + repeats { return travelled }
            frame += repeats
            travelled += step
        }
    }

    private func scrollStart(_ k: Int, ringWidth: Int) -> Int {
        let entry = enter ? (reversed ? textWidth : width) : 0
        let travelled = walk(k, firstThreshold: entry, period: ringWidth)
        return reversed ? entry - travelled : travelled - entry
    }

    /// Bounce and restart: M, how far their passes move, and where the viewport stands for
    /// an offset in 0...M (the text moved across it where it is the narrower).
    private var travel: Int { abs(textWidth - width) }

    private func place(_ offset: Int) -> Int {
        let mirrored = reversed ? travel - offset : offset
        return textWidth < width ? mirrored - travel : mirrored
    }

    /// Bounce and restart with `--enter`: the positions on the way in from outside, until
    /// the one their passes start from; none without it.
    private var leadIn: [Int] {
        guard enter else { return [] }
        let target = place(0)
        var positions: [Int] = []
        var position = reversed ? textWidth : -width
        while reversed ? position > target : position < target {
            positions.append(position)
            position += reversed ? -step : step
        }
        return positions
    }

    private func bounceStart(_ k: Int) -> Int {
        if travel == 0 { return 0 }
        let leadIn = leadIn
        if k < leadIn.count { return leadIn[k] }
        // Then to and fro, holding at each end it reaches.
        let travelled = walk(k - leadIn.count, firstThreshold: 0, period: travel)
        let p = travelled % (2 * travel)
        return place(p <= travel ? p : 2 * travel - p)
    }

    /// Restart: the passes written out frame by frame as a list, walked literally: the
    /// start held, the moves of slide, the far edge held, then the list again.
    private func restartStart(_ k: Int) -> Int {
        if travel == 0 { return 0 }
        let leadIn = leadIn
        if k < leadIn.count { return leadIn[k] }
        var pass = Array(repeating: 0, count: 1 + holdFrames)
        var offset = step
        while offset < travel {
            pass.append(offset)
            offset += step
        }
        pass += Array(repeating: travel, count: 1 + holdFrames)
        var frame = leadIn.count
        while frame + pass.count <= k { frame += pass.count }
        return place(pass[k - frame])
    }

    private func slideStart(_ k: Int) -> Int {
        let w = textWidth
        if enter {
            let travel = w + width
            var offset = 0
            for _ in 0..<k where offset < travel { offset += step }
            return reversed ? w - offset : offset - width
        }
        return place(min(k * step, travel))
    }

    /// Pages: the text's words laid on pages of `width` columns (the spaces where a page
    /// breaks dropped, a word wider than a page cut between clusters), each padded and
    /// followed by the separator; each page is held, then the move to the next is animated.
    private func pageFrame(_ k: Int) -> String {
        var words: [(spaces: [Cell], word: [Cell])] = [([], [])]
        for cell in text {
            if cell.text == " " {
                if !words[words.count - 1].word.isEmpty { words.append(([], [])) }
                words[words.count - 1].spaces.append(cell)
            } else {
                words[words.count - 1].word.append(cell)
            }
        }
        var pages: [[Cell]] = [[]]
        var used = 0
        for (number, (spaces, word)) in words.enumerated() {
            let wanted = (spaces + word).reduce(0) { $0 + $1.width }
            if used + wanted <= width || (number == 0 && word.isEmpty) {
                pages[pages.count - 1] += spaces + word
                used += wanted
                continue
            }
            if used > 0 {
                pages.append([])
                used = 0
            }
            for cell in word {
                if used + cell.width > width && used > 0 {
                    pages.append([])
                    used = 0
                }
                pages[pages.count - 1].append(cell)
                used += cell.width
            }
        }
        var ring: [Cell] = []
        for (number, page) in pages.enumerated() {
            let pageWidth = page.reduce(0) { $0 + $1.width }
            if pageWidth > width {
                // A single cluster wider than a page can only be shown cut.
                pages[number] = Array(repeating: Cell(text: " ", width: 1), count: width)
                ring += pages[number] + separator
            } else {
                ring += page + Array(repeating: Cell(text: " ", width: 1), count: width - pageWidth) + separator
            }
        }
        let distance = width + separatorWidth
        let ringWidth = pages.count * distance
        // Frame by frame.
        var frames: [Int] = []
        var page = 0
        var entryFrames: [Int] = []
        if enter {
            var position = 0
            while position < width {
                entryFrames.append(reversed ? width - position : position - width)
                position += step
            }
        }
        while frames.count + entryFrames.count <= k {
            frames += Array(repeating: page * distance, count: 1 + holdFrames)
            var moved = step
            while moved < distance {
                frames.append(page * distance + moved)
                moved += step
            }
            page += 1
        }
        let all = entryFrames + frames.map { reversed ? -$0 : $0 }
        let start = all[k]
        if k < entryFrames.count {
            let firstPage = Array(ring.prefix(pages[0].count + width - pages[0].reduce(0) { $0 + $1.width }))
            return paint(lay(firstPage, from: 0, times: 1), start: start)
        }
        let first = Int((Double(start) / Double(ringWidth)).rounded(.down)) - 1
        return paint(lay(ring, from: first * ringWidth, times: width / ringWidth + 4, firstRepetition: first),
                     start: start)
    }
}
