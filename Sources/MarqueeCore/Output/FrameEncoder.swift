/// Where a frame's content goes: each format renders styles and text in its own markup.
///
/// A frame is `beginFrame`, its rows (each ended by `finishRow`, the next started by
/// `newRow`), then `endFrame`, which leaves the frame's bytes at the end of the output.
package protocol FrameEncoder {
    /// Starts a frame to go after the bytes already in `output`.
    mutating func beginFrame(after output: inout FrameBytes)
    /// Leaves the frame's bytes at the end of `output`.
    mutating func endFrame(into output: inout FrameBytes)
    /// Starts the frame's next row.
    mutating func newRow()
    /// Ends one row: any style or hyperlink still open is closed.
    mutating func finishRow()
    /// Bytes of whole clusters, all in `style`.
    mutating func text(_ bytes: UnsafeBufferPointer<UInt8>, style: StyleID)
    /// `count` spaces in `style`: padding, blank content, or a cluster cut by an edge.
    mutating func spaces(_ count: Int, style: StyleID)
}
