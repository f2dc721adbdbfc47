#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MarqueeCore

/// The run loop: frame k is due at start + k × interval on the monotonic clock (marquee(1)).
///
/// Each turn computes k from the elapsed time, so a stall skips frames instead of
/// slowing the ticker, and sleeps until the next absolute deadline, so sleeping never
/// drifts. Signals, input and update commands wake it early.
struct Animation {
    private var display: Display
    private let settings: Settings
    private let feed: TextFeed?
    private let screen: TerminalScreen?
    private var output = FrameBytes(capacity: Animation.batchSize * 2)
    private var previousFrame: [UInt8] = []
    /// With no interval and no terminal, frames are gathered and written in large
    /// pieces: nothing waits between them, and one write per frame would be the cost.
    private let batches: Bool
    private static let batchSize = 1 << 16

    /// The bytes of the text shown now, to compare a replacement with.
    private var textBytes: [UInt8]
    private var tween: (numbers: NumberTween, start: Int)?

    private let interval: Int
    private let runStart: Int
    /// Frame 0's time: moved on by a pause, reset by a new text.
    private var start: Int
    private var shown = -1
    private var written = 0
    /// Since when the ticker holds still, for SIGUSR1 or `--pause-if`.
    private var pausedSince: Int?
    private var pausedBySignal = false
    private let pauseCondition: PauseCondition?
    /// The width of the frame on screen: a narrower one (`--shrink`) must clear the rest.
    private var drawnWidth = -1
    private var redraw = false
    private var clearScreen = false
    private var lastFrame: Int?
    /// The terminal's choice while rounds it asked are owed: their answers, heard here,
    /// change the widths from the next frame on (docs/terminals.md, "The conversation").
    private var choice: TerminalChoiceRun?
    /// Whether the terminal still owes answers (`TerminalInquiry.isListening`), kept here:
    /// the run loop asks every turn, and a plain field costs nothing, where the
    /// conversation's state behind a global costs a frame a hundred instructions.
    /// Refreshed where it can change: after hearing the terminal, and after signals
    /// (Ctrl-Z ends the conversation).
    private var listens: Bool

    init(display: Display, settings: Settings, inPlace: Bool, text: [UInt8], feed: TextFeed?,
         setsGraphemeMode: Bool, choice: TerminalChoiceRun? = nil) {
        self.display = display
        self.choice = choice
        listens = TerminalInquiry.isListening
        self.settings = settings
        self.feed = feed
        textBytes = text
        screen = inPlace ? TerminalScreen(setsGraphemeMode: setsGraphemeMode) : nil
        batches = !inPlace && settings.intervalNanoseconds == 0
        interval = settings.intervalNanoseconds
        let now = System.monotonicNanoseconds()
        runStart = now
        start = now
        pauseCondition = settings.pauseCommand.map {
            PauseCondition(command: $0, every: settings.pauseEveryNanoseconds, now: now)
        }
        lastFrame = nil
        lastFrame = lastFrameIndex()
    }

    mutating func run() -> Never {
        if let screen {
            Exit.screen = screen
            screen.begin()
        }
        var readable: [Int32] = []
        while true {
            if Signals.anyReceived {
                handleSignals()
                listens = TerminalInquiry.isListening
            }
            if listens { hearTerminal() }
            var now = System.monotonicNanoseconds()
            if let feed, let text = feed.service(readable: readable, now: now) {
                replaceText(text, now: now)
                now = System.monotonicNanoseconds()
            }
            if let pauseCondition, pauseCondition.service(now: now) {
                updatePause(now: now)
            }
            // The first frame is always shown, even with --timeout 0.
            if let timeout = settings.timeoutNanoseconds, now - runStart >= timeout, shown >= 0 { finish() }
            advanceTween(now: now)

            // Held, it shows what --paused-at says: the frame it stopped at (its first
            // frame when nothing of this text was drawn yet), or frame 0.
            var frame = settings.pausedAt.heldFrame(shown: shown)
            if pausedSince == nil {
                frame = interval > 0 ? (now - start) / interval : shown + 1
                if let lastFrame { frame = min(frame, lastFrame) }
            }
            if frame != shown || redraw {
                draw(frame)
                shown = frame
                written += 1
                redraw = false
                clearScreen = false
            }
            if let frames = settings.frames, written >= frames { finish() }
            if let lastFrame, shown >= lastFrame, tween == nil { finish() }
            if batches && pausedSince == nil && feed == nil && pauseCondition == nil {
                readable = []
                continue
            }
            flush()
            if feed != nil || listens {
                // The terminal's answers, while any are owed, wake the loop too.
                readable = System.waitForInput([Signals.wakeReadDescriptor] + (feed?.descriptors ?? [])
                                                   + (listens ? [TerminalInquiry.descriptor] : []),
                                               nanoseconds: wait(now: now))
            } else {
                // A signal is read from the flags, not from the pipe, so only whether
                // the wait ended matters.
                _ = System.waitForInput(Signals.wakeReadDescriptor, nanoseconds: wait(now: now))
            }
        }
    }

    /// Nanoseconds until something is due: the next frame, an update, the timeout.
    ///
    /// Always inlined: called as a function it takes a 2 KB copy of the animation each
    /// frame.
    @inline(__always)
    private func wait(now: Int) -> Int? {
        var earliest: Int?
        func consider(_ deadline: Int?) {
            guard let deadline else { return }
            earliest = min(earliest ?? deadline, deadline)
        }
        consider(pausedSince == nil ? start + (shown + 1) * interval : nil)
        consider(feed?.nextDeadline)
        consider(pauseCondition?.nextDeadline)
        consider(settings.timeoutNanoseconds.map { runStart + $0 })
        return earliest.map { max($0 - now, 0) }
    }

    @inline(never)
    private mutating func handleSignals() {
        for signalNumber in Signals.take() {
            switch signalNumber {
            case SIGWINCH:
                if display.remeasure() {
                    redraw = true
                    clearScreen = true
                    lastFrame = lastFrameIndex()
                }
            case SIGTSTP:
                // Ctrl-Z: the terminal is given back while the process is stopped.
                flush()
                screen?.suspend()
                Signals.stopProcess()
                fallthrough
            case SIGCONT:
                screen?.resume()
                previousFrame.removeAll()
                redraw = true
                clearScreen = true
            case SIGUSR1:
                pausedBySignal.toggle()
                updatePause(now: System.monotonicNanoseconds())
            default:
                flush()
                Exit.now(128 + signalNumber)
            }
        }
    }

    /// Reads the terminal's answers that came; where they change the choice, the text is
    /// measured again and the next frame is drawn whole with it.
    @inline(never)
    private mutating func hearTerminal() {
        let answered = TerminalInquiry.listen()
        defer { listens = TerminalInquiry.isListening }
        guard !answered.isEmpty, var run = choice else { return }
        let changed = run.heard(answered)
        choice = run.isWaiting ? run : nil
        // A probe asked now drew its samples on the line and erased it.
        if TerminalInquiry.isListening || changed {
            previousFrame.removeAll()
            redraw = true
            clearScreen = true
        }
        guard changed else { return }
        if run.choice.setsGraphemeMode { screen?.setGraphemeMode() }
        display.measure(as: run.choice, text: textBytes)
        lastFrame = lastFrameIndex()
    }

    /// Holds still while SIGUSR1 or `--pause-if` says so; moving on again, frame 0's time
    /// moves as `--paused-at` says: by the length of the pause, so the ticker goes on
    /// from the frame it held, or to now, so it starts again from frame 0.
    private mutating func updatePause(now: Int) {
        let paused = pausedBySignal || (pauseCondition?.isPaused ?? false)
        if paused == (pausedSince != nil) { return }
        if let since = pausedSince {
            start = settings.pausedAt.startAfterHold(start: start, since: since, now: now)
            // Back at the start, a template's line is back at its start: every field.
            if settings.pausedAt == .start { display.restartEveryField() }
            pausedSince = nil
        } else {
            pausedSince = now
        }
        redraw = true
    }

    /// A new text: numbers count to their new values with `--tween`, otherwise the
    /// animation starts again from frame 0 (marquee(1)).
    // This and `show` stay out of line: inlined, the layouts they build would make the
    // run loop's stack frame kilobytes deep, touched on every idle frame.
    @inline(never)
    private mutating func replaceText(_ text: [UInt8], now: Int) {
        guard text != (tween?.numbers.target ?? textBytes) else { return }
        if let duration = settings.tweenNanoseconds, duration > 0 {
            let shownNow = tween.map { $0.numbers.text(elapsed: now - $0.start, duration: duration) } ?? textBytes
            if let numbers = NumberTween(from: shownNow, to: text) {
                tween = (numbers, now)
                return
            }
        }
        tween = nil
        if settings.template != nil {
            // Only the fields whose text changed start again, at the frame shown now;
            // the line's time goes on.
            let frame = pausedSince != nil ? max(shown, 0) : interval > 0 ? (now - start) / interval : shown + 1
            show(text, restartAt: frame)
            lastFrame = lastFrameIndex()
            return
        }
        show(text, restartAt: 0)
        start = now
        shown = -1
        // A new text while paused is held at its frame 0: the pause counts from now, so
        // that moving on again starts it from there, not from before its frame 0.
        if pausedSince != nil { pausedSince = now }
        lastFrame = lastFrameIndex()
    }

    /// Lays out the tween's text for now; the animation goes on where it is.
    private mutating func advanceTween(now: Int) {
        guard let (numbers, tweenStart) = tween, let duration = settings.tweenNanoseconds else { return }
        let text = numbers.text(elapsed: now - tweenStart, duration: duration)
        if now - tweenStart >= duration { tween = nil }
        guard text != textBytes else { return }
        show(text, restartAt: nil)
        redraw = true
        lastFrame = lastFrameIndex()
    }

    @inline(never)
    private mutating func show(_ text: [UInt8], restartAt: Int?) {
        textBytes = text
        display.replaceText(text, restartAt: restartAt)
        redraw = true
    }

    /// The frame that ends `--loops N`, if given.
    private func lastFrameIndex() -> Int? {
        settings.loops.map { display.lastFrame(afterPasses: $0) }
    }

    private mutating func draw(_ frame: Int) {
        let mark = output.count
        let paused = pausedSince != nil
        if let screen {
            let narrower = display.width < drawnWidth
            drawnWidth = display.width
            screen.returnToFrameStart(rows: display.height,
                                      clear: clearScreen || previousFrame.isEmpty || narrower, into: &output)
            let bodyStart = output.count
            display.compose(frame: frame, into: &output, paused: paused)
            // Redrawing the same frame in place would only cost a write.
            if !clearScreen && output.bytes(from: bodyStart).elementsEqual(previousFrame) {
                output.removeAll(from: mark)
                return
            }
            previousFrame.removeAll(keepingCapacity: true)
            previousFrame.append(contentsOf: output.bytes(from: bodyStart))
        } else {
            display.compose(frame: frame, into: &output, paused: paused)
            output.append(0x0A)
        }
        if !batches || output.count >= Animation.batchSize { flush() }
    }

    private mutating func flush() {
        guard !output.isEmpty else { return }
        Exit.writeOutput(output)
        output.removeAll()
    }

    private mutating func finish() -> Never {
        flush()
        Exit.now(0)
    }
}
