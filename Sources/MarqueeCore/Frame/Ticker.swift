/// A laid-out text in a viewport of fixed size, moving: frame number in, frame out.
///
/// Everything that depends on the viewport's size (pages, wrapped rows, the motion
/// plan) is computed here once, so a frame costs only the clipping.
///
/// A class although it never changes: as a struct of some 650 bytes it was copied onto
/// the stack for every frame, because the composer that draws it is mutated in the same
/// access to the display that holds both.
package final class Ticker: Sendable {
    package let text: LaidOutText
    package let width: Int
    /// Rows per frame: 1 horizontally, `--height` vertically.
    package let height: Int
    package let plan: MotionPlan
    private let isVertical: Bool
    private let align: Alignment
    /// Horizontal: the ring the viewport moves over (the paged ring in page mode).
    private let ring: Tape
    /// Vertical: the text's rows, and the ring of rows (nil for a blank row).
    private let rows: [Tape]
    private let ringRows: [Int?]

    /// - Parameter gapRows: blank rows between repetitions in the vertical modes.
    package init(text: LaidOutText, motion: MotionSettings, width: Int, height: Int = 1,
                vertical: Bool = false, gapRows: Int = 1) {
        self.text = text
        self.width = width
        self.isVertical = vertical
        self.align = motion.align
        if vertical {
            var rows: [Tape] = []
            for line in text.lines {
                for range in WordWrap.rows(of: line, width: width) {
                    var row = Tape()
                    row.append(line, clusters: range)
                    rows.append(row)
                }
            }
            self.rows = rows
            let gap = max(gapRows, 0)
            var metrics: ContentMetrics
            if motion.mode == .page {
                ringRows = PageLayout.pagedRows(rowCount: rows.count, pageHeight: height, gap: gap)
                metrics = ContentMetrics(textLength: rows.count, textClusterCount: rows.count,
                                         ringLength: ringRows.count)
                metrics.pageLength = height + gap
                metrics.firstPageClusterCount = height
            } else {
                ringRows = rows.indices.map { Optional($0) } + Array(repeating: nil, count: gap)
                metrics = ContentMetrics(textLength: rows.count, textClusterCount: rows.count,
                                         ringLength: rows.isEmpty ? 0 : ringRows.count)
            }
            var verticalMotion = motion
            verticalMotion.align = .left
            self.height = height
            self.ring = Tape()
            self.plan = MotionPlan(settings: verticalMotion, content: metrics, viewportLength: height)
        } else {
            var metrics = ContentMetrics(textLength: text.textWidth, textClusterCount: text.textClusterCount,
                                         ringLength: text.ring.columnCount)
            var ring = text.ring
            var motion = motion
            if motion.mode == .static, let ellipsis = text.ellipsis,
               let ended = StaticEllipsis.tape(text, ellipsis: ellipsis, width: width) {
                // The frame is the cut text and E from the left edge: --align places only
                // a text that fits.
                ring = ended
                metrics = ContentMetrics(textLength: ended.columnCount, textClusterCount: ended.clusterCount,
                                         ringLength: ended.columnCount)
                motion.align = .left
            }
            if motion.mode == .page && text.textClusterCount > 0 {
                let paged = PageLayout.pagedRing(text, pageWidth: width)
                ring = paged.ring
                metrics.ringLength = ring.columnCount
                metrics.pageLength = width + text.separator.columnCount
                metrics.firstPageClusterCount = paged.firstPageClusterCount
            }
            self.ring = ring
            self.rows = []
            self.ringRows = []
            self.height = 1
            self.plan = MotionPlan(settings: motion, content: metrics, viewportLength: width)
        }
    }

    /// Renders row `row` (0..<height) of frame `frame`: exactly `width` columns.
    package func render<Encoder: FrameEncoder>(frame: Int, row: Int = 0, into encoder: inout Encoder) {
        let viewport = plan.viewport(atFrame: frame)
        guard isVertical else {
            FrameRenderer.render(ring, viewport: viewport, width: width, into: &encoder)
            return
        }
        renderRow(row, of: viewport, into: &encoder)
    }

    /// Vertical: row `row` of the rows the viewport shows. Out of line, so that a
    /// horizontal field's frame does not save the registers this needs.
    @inline(never)
    private func renderRow<Encoder: FrameEncoder>(_ row: Int, of viewport: Viewport, into encoder: inout Encoder) {
        let absolute = viewport.start + row
        let isBlank = absolute < viewport.firstCluster
            || absolute >= viewport.clusterLimit
            || ringRows.isEmpty
        guard !isBlank, let index = ringRows[Int(positiveModulo(Int128(absolute), Int128(ringRows.count)))] else {
            encoder.spaces(width, style: 0)
            return
        }
        let line = rows[index]
        let start = -MotionPlan.padding(align, width, line.columnCount)
        FrameRenderer.render(line, viewport: .single(at: start, clusterCount: line.clusterCount),
                             width: width, into: &encoder)
    }
}
