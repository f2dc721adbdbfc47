/// `--ellipsis[=E]` in static mode (marquee(1), MODES): a text T wider than the viewport
/// ends with E instead of being cut at W.
///
/// The frame is the widest prefix of T, cut at a cluster boundary, that leaves room for
/// E, then E, then spaces up to exactly W: a wide cluster that would straddle the cut is
/// dropped, and the column it leaves is padding after E. Zero-width clusters right at
/// the cut (the ZERO WIDTH SPACE that closes a cluster which could join what follows)
/// stay with the prefix. An E wider than W is all there is, clipped at W as any frame is
/// (a wide cluster cut by the edge is one space). Styles are the clusters' own: T's end
/// at the cut, E has what it was given, and the frame is closed as every frame is.
///
///     // T = "abc中def", E = "…", W = 5: room 4, 中 straddles column 4.
///     // frame: "abc… " (the dropped 中 leaves one column of padding)
///
/// - Complexity: O(log n + clusters of the prefix), once per text and width.
package enum StaticEllipsis {
    /// The tape of the frame's content, at most `width` columns when E fits; nil when T
    /// fits in `width` and nothing is cut.
    package static func tape(_ text: LaidOutText, ellipsis: Tape, width: Int) -> Tape? {
        guard text.textWidth > width else { return nil }
        let cut = cutCluster(text.ring, textClusterCount: text.textClusterCount,
                             room: width - ellipsis.columnCount)
        var tape = Tape()
        tape.append(text.ring, clusters: 0..<cut)
        tape.append(ellipsis)
        return tape
    }

    /// How many clusters of T fit in `room` columns, with the zero-width clusters that
    /// stand right at the cut.
    static func cutCluster(_ ring: Tape, textClusterCount: Int, room: Int) -> Int {
        guard room > 0 else { return 0 }
        var cursor = ring.cursor(atColumn: room)
        // A wide cluster that covers column `room` starts before it: it is dropped.
        guard cursor.column >= room else { return min(cursor.cluster, textClusterCount) }
        while cursor.cluster < textClusterCount && ring.cluster(at: cursor).width == 0 {
            ring.advance(&cursor)
        }
        return min(cursor.cluster, textClusterCount)
    }
}
