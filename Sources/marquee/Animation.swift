#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MarqueeCore

/// The run loop: frame k is due at start + k × interval on the monotonic clock (SPEC §4).
///
/// Each turn computes k from the elapsed time, so a stall skips frames instead of
/// slowing the ticker, and sleeps until the next absolute deadline, so sleeping never
/// drifts. Signals and input wake it early.
struct Animation {
    private var display: Display
    private let settings: Settings
    private let inPlace: Bool
    private let screen: TerminalScreen?
    private var output: [UInt8] = []
    private var previousFrame: [UInt8] = []
    /// With no interval and no terminal, frames are gathered and written in large
    /// pieces: nothing waits between them, and one write per frame would be the cost.
    private let batches: Bool
    private static let batchSize = 1 << 16

    init(display: Display, settings: Settings, inPlace: Bool) {
        self.display = display
        self.settings = settings
        self.inPlace = inPlace
        screen = inPlace ? TerminalScreen() : nil
        batches = !inPlace && settings.intervalNanoseconds == 0
        output.reserveCapacity(Animation.batchSize * 2)
    }

    mutating func run() -> Never {
        if let screen {
            Exit.screen = screen
            screen.begin()
        }
        let interval = settings.intervalNanoseconds
        let runStart = System.monotonicNanoseconds()
        var start = runStart
        var shown = -1
        var written = 0
        var pausedSince: Int?
        var redraw = false
        var clearScreen = false
        var lastFrame = lastFrameIndex()

        while true {
            for signalNumber in Signals.take() {
                switch signalNumber {
                case SIGWINCH:
                    if display.remeasure() {
                        redraw = true
                        clearScreen = true
                        lastFrame = lastFrameIndex()
                    }
                case SIGUSR1:
                    if let since = pausedSince {
                        start += System.monotonicNanoseconds() - since
                        pausedSince = nil
                    } else {
                        pausedSince = System.monotonicNanoseconds()
                    }
                    redraw = true
                default:
                    flush()
                    Exit.now(128 + signalNumber)
                }
            }
            let now = System.monotonicNanoseconds()
            if let timeout = settings.timeoutNanoseconds, now - runStart >= timeout { finish() }

            var frame = shown
            if pausedSince == nil {
                frame = interval > 0 ? (now - start) / interval : shown + 1
                if let lastFrame { frame = min(frame, lastFrame) }
            }
            if frame != shown || redraw {
                draw(frame, clear: clearScreen)
                shown = frame
                written += 1
                redraw = false
                clearScreen = false
            }
            if let frames = settings.frames, written >= frames { finish() }
            if let lastFrame, shown >= lastFrame { finish() }
            if batches && pausedSince == nil { continue }

            var wait: Int? = pausedSince == nil ? start + (shown + 1) * interval - now : nil
            if let timeout = settings.timeoutNanoseconds {
                let left = runStart + timeout - now
                wait = min(wait ?? left, left)
            }
            flush()
            _ = System.waitForInput([Signals.wakeReadDescriptor], nanoseconds: wait)
        }
    }

    /// The frame that ends `--loops N`, if given.
    private func lastFrameIndex() -> Int? {
        settings.loops.map { display.ticker.plan.lastFrame(afterPasses: $0) }
    }

    private mutating func draw(_ frame: Int, clear: Bool) {
        let mark = output.count
        if let screen {
            output += screen.returnToFrameStart(rows: display.ticker.height, clear: clear || previousFrame.isEmpty)
            let bodyStart = output.count
            display.compose(frame: frame, into: &output)
            // Redrawing the same frame in place would only cost a write.
            if !clear && output[bodyStart...].elementsEqual(previousFrame) {
                output.removeSubrange(mark...)
                return
            }
            previousFrame.removeAll(keepingCapacity: true)
            previousFrame.append(contentsOf: output[bodyStart...])
        } else {
            display.compose(frame: frame, into: &output)
            output.append(0x0A)
        }
        if !batches || output.count >= Animation.batchSize { flush() }
    }

    private mutating func flush() {
        guard !output.isEmpty else { return }
        Exit.writeOutput(output)
        output.removeAll(keepingCapacity: true)
    }

    private mutating func finish() -> Never {
        flush()
        Exit.now(0)
    }
}
