/// Where a frame's content goes: each format renders styles and text in its own markup.
package protocol FrameEncoder {
    /// The bytes made so far; the caller takes them and hands the buffer back.
    var output: [UInt8] { get set }
    /// Ends one line of output: any style or hyperlink still open is closed.
    mutating func finishFrame()
    /// Bytes of whole clusters, all in `style`.
    mutating func text(_ bytes: UnsafeBufferPointer<UInt8>, style: StyleID)
    /// `count` spaces in `style`: padding, blank content, or a cluster cut by an edge.
    mutating func spaces(_ count: Int, style: StyleID)
}
