/// A laid-out text: its grapheme clusters in order, each with its bytes, its width and
/// its style, with the columns summed so that any column is found in O(log n).
///
/// Clusters are grouped in blocks of `Tape.blockSize`. A block whose clusters are all
/// one printable ASCII byte of width 1 (the common case) stores nothing per cluster; any
/// other block stores one code per cluster, usually one byte (see `ClusterCode`). So a
/// 100 MB ASCII text costs its bytes plus about 0.3 bytes per cluster, and a frame over
/// it copies bytes straight from `bytes`.
package struct Tape: Sendable {
    package static let blockSize = 64

    /// The clusters' UTF-8, back to back, with every escape sequence already removed.
    package private(set) var bytes: [UInt8] = []
    package private(set) var clusterCount = 0
    package private(set) var columnCount = 0
    /// Per block: where its first cluster starts. 32 bits each keep the index small
    /// (a tape holds at most `byteLimit` bytes, and never more columns than bytes).
    private(set) var blockByteStart: [UInt32] = []
    private(set) var blockColumnStart: [UInt32] = []
    /// Per block: where its codes start in `codes`, or `Tape.asciiBlock`.
    private(set) var blockCodeStart: [UInt32] = []

    static let asciiBlock = UInt32.max
    /// The most bytes a tape holds; text beyond is dropped.
    package static let byteLimit = Int(UInt32.max - 1)
    private(set) var codes: [UInt8] = []
    /// Style changes: run `i` starts at cluster `styleRunStart[i]`. Before the first run,
    /// and in a tape with none, every cluster is plain (style 0).
    private(set) var styleRunStart: [Int] = []
    private(set) var styleRunID: [StyleID] = []

    package init() {}

    /// Whether every cluster is one ASCII byte of width 1 in the plain style, so that
    /// column c is byte c (kept up to date as clusters are appended).
    package private(set) var isPlainASCII = true

    // MARK: Building

    /// Appends one printable ASCII byte as a cluster of width 1.
    package mutating func appendASCII(_ byte: UInt8, style: StyleID) {
        guard bytes.count < Tape.byteLimit else { return }
        openBlockIfNeeded()
        noteStyle(style)
        if blockCodeStart[blockCodeStart.count - 1] != Tape.asciiBlock {
            ClusterCode.append(byteCount: 1, width: 1, to: &codes)
        }
        bytes.append(byte)
        clusterCount += 1
        columnCount += 1
    }

    /// Appends printable ASCII bytes, each a cluster of width 1, in one style.
    package mutating func appendASCIIRun(_ whole: UnsafeBufferPointer<UInt8>, style: StyleID) {
        let run = UnsafeBufferPointer(rebasing: whole[0..<min(whole.count, Tape.byteLimit - bytes.count)])
        guard !run.isEmpty else { return }
        openBlockIfNeeded()
        noteStyle(style)
        var done = 0
        while done < run.count {
            if done > 0 { openBlockIfNeeded() }
            // Up to the end of the current block.
            let room = Tape.blockSize - clusterCount % Tape.blockSize
            let take = min(room, run.count - done)
            if blockCodeStart[blockCodeStart.count - 1] != Tape.asciiBlock {
                codes.append(contentsOf: repeatElement(ClusterCode.singleASCII, count: take))
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: run[done..<(done + take)]))
            clusterCount += take
            columnCount += take
            done += take
        }
    }

    /// Appends one cluster of any size and width.
    package mutating func appendCluster<Bytes: Collection>(_ clusterBytes: Bytes, width: Int, style: StyleID)
    where Bytes.Element == UInt8 {
        if clusterBytes.count == 1 && width == 1, let byte = clusterBytes.first, byte >= 0x20 && byte < 0x7F {
            appendASCII(byte, style: style)
            return
        }
        guard openCodedCluster(byteCount: clusterBytes.count, width: width, style: style) else { return }
        bytes.append(contentsOf: clusterBytes)
    }

    /// Counts a cluster of `byteCount` bytes in a coded block, whose bytes the caller
    /// appends next; false, counting nothing, when they would not fit under `byteLimit`.
    private mutating func openCodedCluster(byteCount: Int, width: Int, style: StyleID) -> Bool {
        guard bytes.count + byteCount <= Tape.byteLimit else { return false }
        openBlockIfNeeded()
        noteStyle(style)
        let block = blockCodeStart.count - 1
        if blockCodeStart[block] == Tape.asciiBlock {
            isPlainASCII = false
            blockCodeStart[block] = UInt32(codes.count)
            for _ in 0..<(clusterCount - block * Tape.blockSize) {
                ClusterCode.append(byteCount: 1, width: 1, to: &codes)
            }
        }
        ClusterCode.append(byteCount: byteCount, width: width, to: &codes)
        clusterCount += 1
        columnCount += width
        return true
    }

    /// Appends one cluster as the segmentation hands it on (`ClusterSink`): its code
    /// points in UTF-8, with the ZERO WIDTH SPACEs `apart` asks for around them.
    package mutating func appendCluster(_ scalars: [Unicode.Scalar], apart: ZeroWidthSpaces, width: Int,
                                        style: StyleID) {
        if scalars.count == 1 && apart.isEmpty && width == 1 && scalars[0].value >= 0x20 && scalars[0].value < 0x7F {
            appendASCII(UInt8(truncatingIfNeeded: scalars[0].value), style: style)
            return
        }
        var byteCount = apart.contains(.before) ? ZeroWidthSpaces.utf8.count : 0
        if apart.contains(.after) { byteCount += ZeroWidthSpaces.utf8.count }
        for scalar in scalars { byteCount += UTF8.width(scalar) }
        guard openCodedCluster(byteCount: byteCount, width: width, style: style) else { return }
        if apart.contains(.before) { bytes.append(contentsOf: ZeroWidthSpaces.utf8) }
        for scalar in scalars { UTF8.encode(scalar) { bytes.append($0) } }
        if apart.contains(.after) { bytes.append(contentsOf: ZeroWidthSpaces.utf8) }
    }

    /// Appends `count` plain spaces.
    package mutating func appendSpaces(_ count: Int) {
        for _ in 0..<count { appendASCII(0x20, style: 0) }
    }

    /// Appends clusters `range` of `other`, in their styles, or all in `style` if given.
    package mutating func append(_ other: Tape, clusters range: Range<Int>? = nil, style: StyleID? = nil) {
        let range = range ?? 0..<other.clusterCount
        guard !range.isEmpty else { return }
        var cursor = other.cursor(atCluster: range.lowerBound)
        var run = other.styleRun(atCluster: range.lowerBound)
        for index in range {
            while other.styleRunEnd(after: run) <= index { run += 1 }
            let clusterStyle = style ?? other.styleID(ofRun: run)
            let (byteCount, width) = other.cluster(at: cursor)
            let start = cursor.byteOffset
            other.bytes.withUnsafeBufferPointer { buffer in
                appendCluster(UnsafeBufferPointer(rebasing: buffer[start..<(start + byteCount)]),
                              width: width, style: clusterStyle)
            }
            other.advance(&cursor)
        }
    }

    /// Room for `byteCount` bytes of clusters, when their amount is known beforehand,
    /// so the byte buffer never grows by copying (which would hold it twice).
    package mutating func reserveCapacity(bytes byteCount: Int) {
        bytes.reserveCapacity(min(byteCount, Tape.byteLimit))
        blockByteStart.reserveCapacity(byteCount / Tape.blockSize + 1)
        blockColumnStart.reserveCapacity(byteCount / Tape.blockSize + 1)
        blockCodeStart.reserveCapacity(byteCount / Tape.blockSize + 1)
    }

    private mutating func openBlockIfNeeded() {
        if clusterCount % Tape.blockSize == 0 {
            blockByteStart.append(UInt32(bytes.count))
            blockColumnStart.append(UInt32(columnCount))
            blockCodeStart.append(Tape.asciiBlock)
        }
    }

    private mutating func noteStyle(_ style: StyleID) {
        let current = styleRunID.last ?? 0
        if style != current {
            isPlainASCII = false
            styleRunStart.append(clusterCount)
            styleRunID.append(style)
        }
    }

    // MARK: Reading

    /// A position at the start of a cluster.
    package struct Cursor: Equatable, Sendable {
        package internal(set) var cluster: Int
        package internal(set) var byteOffset: Int
        package internal(set) var column: Int
        /// Offset of the cluster's code in `codes`, or -1 inside an all-ASCII block.
        var codeOffset: Int
    }

    package var startCursor: Cursor { Cursor(cluster: 0, byteOffset: 0, column: 0, codeOffset: codeOffset(ofBlock: 0)) }

    /// Where block `block`'s codes start, or -1 for an all-ASCII block (or none).
    @inline(__always)
    private func codeOffset(ofBlock block: Int) -> Int {
        guard block < blockCodeStart.count else { return -1 }
        let start = blockCodeStart[block]
        return start == Tape.asciiBlock ? -1 : Int(start)
    }

    /// Byte count and width of the cluster at `cursor` (which must not be at the end).
    @inline(__always)
    package func cluster(at cursor: Cursor) -> (byteCount: Int, width: Int) {
        if cursor.codeOffset < 0 { return (1, 1) }
        return codes.withUnsafeBufferPointer { ClusterCode.read($0, at: cursor.codeOffset).value }
    }

    /// Moves `cursor` to the next cluster.
    @inline(__always)
    package func advance(_ cursor: inout Cursor) {
        let byteCount: Int
        let width: Int
        var nextCode = -1
        if cursor.codeOffset < 0 {
            byteCount = 1
            width = 1
        } else {
            let decoded = codes.withUnsafeBufferPointer { ClusterCode.read($0, at: cursor.codeOffset) }
            (byteCount, width) = decoded.value
            nextCode = decoded.next
        }
        cursor.cluster += 1
        cursor.byteOffset += byteCount
        cursor.column += width
        if cursor.cluster % Tape.blockSize == 0 {
            let block = cursor.cluster / Tape.blockSize
            cursor.codeOffset = codeOffset(ofBlock: block)
        } else {
            cursor.codeOffset = nextCode
        }
    }

    /// The code points of cluster `index` (0..<clusterCount).
    package func scalars(ofCluster index: Int) -> [UInt32] {
        scalars(at: cursor(atCluster: index))
    }

    /// The code points of the cluster at `cursor` (which must not be at the end).
    package func scalars(at cursor: Cursor) -> [UInt32] {
        let byteCount = cluster(at: cursor).byteCount
        var decoder = UTF8()
        var iterator = bytes[cursor.byteOffset..<(cursor.byteOffset + byteCount)].makeIterator()
        var values: [UInt32] = []
        while case .scalarValue(let scalar) = decoder.decode(&iterator) { values.append(scalar.value) }
        return values
    }

    /// The first code point of cluster `index` (0..<clusterCount).
    package func firstScalar(ofCluster index: Int) -> UInt32 {
        firstScalar(at: cursor(atCluster: index))
    }

    /// The first code point of the cluster at `cursor` (which must not be at the end).
    package func firstScalar(at cursor: Cursor) -> UInt32 {
        Tape.firstScalar(of: bytes[cursor.byteOffset..<(cursor.byteOffset + cluster(at: cursor).byteCount)])
    }

    /// The first code point of a cluster's UTF-8 (U+FFFD if there is none).
    static func firstScalar(of clusterBytes: ArraySlice<UInt8>) -> UInt32 {
        var decoder = UTF8()
        var iterator = clusterBytes.makeIterator()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar.value }
        return 0xFFFD
    }

    /// The cursor at cluster `index` (0...clusterCount).
    package func cursor(atCluster index: Int) -> Cursor {
        var cursor = blockStart(index / Tape.blockSize)
        while cursor.cluster < index { advance(&cursor) }
        return cursor
    }

    /// The cursor at the first cluster of block `block`, or at the end.
    private func blockStart(_ block: Int) -> Cursor {
        guard block < blockByteStart.count else {
            return Cursor(cluster: clusterCount, byteOffset: bytes.count, column: columnCount, codeOffset: -1)
        }
        return Cursor(cluster: block * Tape.blockSize, byteOffset: Int(blockByteStart[block]),
                      column: Int(blockColumnStart[block]), codeOffset: codeOffset(ofBlock: block))
    }

    /// The first cluster that reaches past `column` or starts at or after it: the one a
    /// viewport whose left edge is at `column` starts with (0 <= column <= columnCount).
    /// Zero-width clusters at `column` are included; a wide cluster that covers it is too.
    package func cursor(atColumn column: Int) -> Cursor {
        // The first block that starts at or after the column; the answer lies in the
        // block before it, or at its start.
        var low = 0
        var high = blockColumnStart.count
        while low < high {
            let middle = (low + high) / 2
            if Int(blockColumnStart[middle]) >= column { high = middle } else { low = middle + 1 }
        }
        var cursor = blockStart(max(low - 1, 0))
        if cursor.codeOffset < 0 {
            // All-ASCII block: one column per cluster.
            let skip = min(max(column - cursor.column, 0), Tape.blockSize, clusterCount - cursor.cluster)
            cursor.cluster += skip
            cursor.byteOffset += skip
            cursor.column += skip
            if cursor.cluster % Tape.blockSize == 0 {
                let next = cursor.cluster / Tape.blockSize
                cursor.codeOffset = codeOffset(ofBlock: next)
            }
            return cursor
        }
        while cursor.cluster < clusterCount {
            let width = self.cluster(at: cursor).width
            if cursor.column >= column || cursor.column + width > column { break }
            advance(&cursor)
        }
        return cursor
    }

    /// Index of the style run in force at cluster `index`, or -1 before the first run.
    package func styleRun(atCluster index: Int) -> Int {
        var low = 0
        var high = styleRunStart.count
        while low < high {
            let middle = (low + high) / 2
            if styleRunStart[middle] <= index { low = middle + 1 } else { high = middle }
        }
        return low - 1
    }

    /// The style of cluster `index`.
    package func style(atCluster index: Int) -> StyleID {
        styleID(ofRun: styleRun(atCluster: index))
    }

    /// Where style run `run + 1` starts, or Int.max when `run` is the last.
    @inline(__always)
    func styleRunEnd(after run: Int) -> Int {
        run + 1 < styleRunStart.count ? styleRunStart[run + 1] : Int.max
    }

    @inline(__always)
    func styleID(ofRun run: Int) -> StyleID {
        run >= 0 ? styleRunID[run] : 0
    }

    /// Clusters of the block at `cursor` that follow it and are all one ASCII byte wide:
    /// how many the renderer may copy as one run. Zero inside a coded block.
    @inline(__always)
    func asciiRunLength(at cursor: Cursor) -> Int {
        guard cursor.codeOffset < 0 else { return 0 }
        return min(Tape.blockSize - cursor.cluster % Tape.blockSize, clusterCount - cursor.cluster)
    }

    /// Every cluster as (bytes, width, style), for tests and for slow paths.
    package var clusters: [(bytes: ArraySlice<UInt8>, width: Int, style: StyleID)] {
        var result: [(bytes: ArraySlice<UInt8>, width: Int, style: StyleID)] = []
        var cursor = startCursor
        while cursor.cluster < clusterCount {
            let (byteCount, width) = cluster(at: cursor)
            result.append((bytes[cursor.byteOffset..<(cursor.byteOffset + byteCount)], width,
                           style(atCluster: cursor.cluster)))
            advance(&cursor)
        }
        return result
    }
}

/// The per-cluster code of a coded block: one byte `1www bbbb` for clusters of 1–15
/// bytes and width 0–7, else `0` followed by two LEB128 numbers (bytes, width).
enum ClusterCode {
    /// One byte, width 1.
    static let singleASCII: UInt8 = 0x80 | 1 << 4 | 1

    static func append(byteCount: Int, width: Int, to codes: inout [UInt8]) {
        if byteCount >= 1 && byteCount <= 15 && width >= 0 && width <= 7 {
            codes.append(0x80 | UInt8(width) << 4 | UInt8(byteCount))
        } else {
            codes.append(0)
            appendLEB128(byteCount, to: &codes)
            appendLEB128(width, to: &codes)
        }
    }

    @inline(__always)
    static func read(_ codes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (value: (Int, Int), next: Int) {
        let first = codes[offset]
        if first & 0x80 != 0 {
            return ((Int(first & 0x0F), Int(first >> 4 & 0x07)), offset + 1)
        }
        var position = offset + 1
        let byteCount = readLEB128(codes, &position)
        let width = readLEB128(codes, &position)
        return ((byteCount, width), position)
    }

    private static func appendLEB128(_ value: Int, to codes: inout [UInt8]) {
        var rest = UInt(value)
        repeat {
            let low = UInt8(rest & 0x7F)
            rest >>= 7
            codes.append(rest == 0 ? low : low | 0x80)
        } while rest != 0
    }

    private static func readLEB128(_ codes: UnsafeBufferPointer<UInt8>, _ position: inout Int) -> Int {
        var value = 0
        var shift = 0
        while true {
            let byte = codes[position]
            position += 1
            value |= Int(byte & 0x7F) << shift
            if byte & 0x80 == 0 { return value }
            shift += 7
        }
    }
}
