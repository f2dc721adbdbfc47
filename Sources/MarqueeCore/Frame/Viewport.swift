/// Which columns of a tape a frame shows, and which of the tape's clusters exist there.
///
/// The tape is the ring R = T + S. Cluster j of repetition r has absolute index
/// r × n + j (n clusters per repetition) and starts at absolute column r × L + column(j).
/// Bounds on absolute indices say where the content is blank: a ring without bounds
/// repeats both ways; `--enter` blanks what lies before the first repetition; a single
/// copy of T is the clusters [0, n(T)).
package struct Viewport: Equatable, Sendable {
    /// Absolute column of the viewport's left edge; negative before the first repetition.
    package var start: Int
    /// Absolute clusters below this index are blank; `Int.min` for none.
    package var firstCluster: Int
    /// Absolute clusters at or above this index are blank; `Int.max` for none.
    package var clusterLimit: Int
    // Not optionals: three words come back from `MotionPlan.viewport(atFrame:)` in
    // registers, five went through memory, on every field of every frame.

    package init(start: Int, firstCluster: Int = .min, clusterLimit: Int = .max) {
        self.start = start
        self.firstCluster = firstCluster
        self.clusterLimit = clusterLimit
    }

    /// The ring, repeating without end.
    package static func ring(at start: Int) -> Viewport {
        Viewport(start: start)
    }

    /// One copy of the first `clusterCount` clusters, blank around it.
    package static func single(at start: Int, clusterCount: Int) -> Viewport {
        Viewport(start: start, firstCluster: 0, clusterLimit: clusterCount)
    }
}
