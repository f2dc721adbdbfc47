#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MarqueeCore
import Synchronization
import TerminalWidth

/// Puts `TerminalQuery` to the terminal and reads its answers (docs/terminals.md); what
/// they mean is the core's (`TerminalChoice`).
///
/// While it waits, the terminal neither echoes nor collects lines, so an answer is
/// neither shown nor held back until Enter. Keys typed meanwhile are read with the
/// answers; they are handed back to the terminal's input (TIOCSTI) before the modes are
/// restored, for the shell to read after marquee. A terminal that has not answered
/// within the limit may still answer later: the modes then stay so until the run ends,
/// when whatever came is read, answers dropped and keys handed back.
enum TerminalInquiry {
    /// The modes to restore, in plain memory so that the crash guard's handler can
    /// restore them without any Swift runtime call.
    nonisolated(unsafe) static let savedModes: UnsafeMutablePointer<termios> = {
        let modes = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        modes.initialize(to: termios())
        return modes
    }()
    /// Whether the terminal's modes are ours and must be restored.
    static let modesChanged = Atomic<Bool>(false)
    /// The answers' reader, while answers may still come after the limit.
    nonisolated(unsafe) private static var lateReplies: TerminalReplyParser?

    /// Asks, and waits at most `TerminalQuery.limitNanoseconds`; nil when the question
    /// cannot be put.
    static func ask(_ query: TerminalQuery) -> TerminalAnswers? {
        ask(query.bytes, limitNanoseconds: TerminalQuery.limitNanoseconds).map(TerminalAnswers.init)
    }

    /// Writes `question`, which must end in DA1, and reads until DA1's answer or
    /// `limitNanoseconds`; nil when the question cannot be put: marquee runs in the
    /// background (reading the terminal would stop it), standard input and output are
    /// different terminals, or the modes cannot be changed.
    static func ask(_ question: [UInt8], limitNanoseconds: Int) -> TerminalReplyParser? {
        // A wait left open by an earlier question ends first: its late answers would
        // otherwise be read as this one's.
        finish()
        guard tcgetpgrp(0) == getpgrp(), System.sameTerminal(0, 1) else { return nil }
        _ = savedModes
        guard tcgetattr(0, savedModes) == 0 else { return nil }
        var quiet = savedModes.pointee
        quiet.c_lflag &= ~tcflag_t(ECHO | ICANON)
        withUnsafeMutableBytes(of: &quiet.c_cc) { controls in
            controls[Int(VMIN)] = 0
            controls[Int(VTIME)] = 0
        }
        modesChanged.store(true, ordering: .sequentiallyConsistent)
        guard tcsetattr(0, TCSANOW, &quiet) == 0 else {
            modesChanged.store(false, ordering: .sequentiallyConsistent)
            return nil
        }
        Exit.writeOutput(question)
        var parser = TerminalReplyParser()
        let deadline = System.monotonicNanoseconds() + limitNanoseconds
        while !parser.fenceSeen, !Signals.terminationIsPending {
            let left = deadline - System.monotonicNanoseconds()
            guard left > 0 else { break }
            guard System.waitForInput(0, nanoseconds: left) else { continue }
            // A signal (SIGWINCH, say) may interrupt the read: the wait goes on.
            guard readAnswers(into: &parser) != nil else { break }
        }
        if parser.fenceSeen {
            handBack(parser)
        } else {
            lateReplies = parser
        }
        return parser
    }

    /// Ends the wait for late answers, if one is open: reads what came, restores the
    /// modes and hands the keys back. Every way out of the run comes here.
    static func finish() {
        guard var parser = lateReplies else { return }
        lateReplies = nil
        // The modes still return at once when nothing is there (VMIN 0, VTIME 0); an
        // endless stream is cut off after what a parser keeps.
        var total = 0
        while total < TerminalReplyParser.keyLimit * 4, let count = readAnswers(into: &parser), count > 0 {
            total += count
        }
        // Answers still on their way (a probe's reports, slower than its limit) would
        // reach the shell as typed text once marquee is gone: where some came, wait for
        // the rest, up to `lateAnswerGraceNanoseconds`, until DA1's answer says nothing
        // more is coming. A terminal that said nothing at all is not waited for again.
        let deadline = System.monotonicNanoseconds() + lateAnswerGraceNanoseconds
        while !parser.fenceSeen, !parser.replies.isEmpty, total < TerminalReplyParser.keyLimit * 4,
              !Signals.terminationIsPending {
            let left = deadline - System.monotonicNanoseconds()
            guard left > 0, System.waitForInput(0, nanoseconds: left) else { break }
            guard let count = readAnswers(into: &parser) else { break }
            total += count
        }
        handBack(parser)
    }

    /// How long the way out waits for answers that have not all come, where some did.
    static let lateAnswerGraceNanoseconds = 100_000_000

    /// Reads what the terminal has sent, into `parser`: the number of bytes, 0 when a
    /// signal came first, nil at the end of what there is or on a failure.
    private static func readAnswers(into parser: inout TerminalReplyParser) -> Int? {
        var buffer = [UInt8](repeating: 0, count: 512)
        switch buffer.withUnsafeMutableBytes({ System.readAvailable(0, into: $0) }) {
        case .bytes(let count):
            parser.feed(buffer[..<count])
            return count
        case .notYet:
            return 0
        case .endOfFile, .failed:
            return nil
        }
    }

    private static func handBack(_ parser: TerminalReplyParser) {
        var parser = parser
        parser.finish()
        // Handed back while the terminal does not echo: the shell shows them when it
        // reads them, as it shows keys typed ahead; echoed now, they would land on the
        // line about to be drawn.
        for var key in parser.keys {
            guard System.pushInput(0, &key) else { break }
        }
        restoreModes()
    }

    static func restoreModes() {
        guard modesChanged.exchange(false, ordering: .sequentiallyConsistent) else { return }
        _ = tcsetattr(0, TCSANOW, savedModes)
    }
}
