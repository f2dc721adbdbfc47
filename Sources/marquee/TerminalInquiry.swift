#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MarqueeCore
import Synchronization
import TerminalWidth

/// The shell's side of the conversation with the terminal (docs/terminals.md, "The
/// conversation"): it writes each round's questions, reads the terminal's input into
/// the run's one `TerminalConversation`, and gives the terminal back.
///
/// While any round is owed, the terminal neither echoes nor collects lines, so an answer
/// is neither shown nor held back until Enter, however late it comes; the run loop goes
/// on reading it (`isListening`, `listen`). Keys typed meanwhile are read with the
/// answers and handed back to the terminal's input (TIOCSTI) when the last round is
/// answered, or on the way out, before the modes are restored, for the shell to read
/// after marquee. Every way out waits, bounded, for the rounds still owed
/// (`TerminalConversation.deadline`), so that no answer reaches the shell.
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
    /// The descriptor the terminal is read from and its modes are set on: standard input
    /// in place, the controlling terminal for a prompt. An atomic: the crash guard's
    /// handler restores the modes on it.
    static let input = Atomic<Int32>(0)
    /// Where the questions are written: standard output in place.
    nonisolated(unsafe) private static var output: Int32 = 1
    /// Where what the terminal says is remembered, and for which identity; nil: nowhere.
    nonisolated(unsafe) static var memory: TerminalMemoryFile?
    /// The cache file of the probe round asked and not answered at once: its reports are
    /// kept there when they come, in mid-run or on the way out; nil: none.
    nonisolated(unsafe) static var probeCacheName: String?
    /// The run's conversation: every round asked and every byte heard.
    nonisolated(unsafe) private(set) static var conversation = TerminalConversation()

    /// Whether the conversation was ended (`finish`): the terminal was given back, to the
    /// shell or to a job that stopped (Ctrl-Z); nothing more is asked or read.
    nonisolated(unsafe) private static var isClosed = false

    /// Whether a round is still owed: the run loop then reads standard input for it.
    static var isListening: Bool { !isClosed && !conversation.isSettled }

    /// Picks the terminal to talk to for `query`; false where none may be asked: marquee
    /// runs in the background (reading the terminal would stop it), standard input and
    /// output are different terminals, or there is no controlling terminal. In place the
    /// terminal is on standard input and output; a prompt's frame goes to the shell, so
    /// the questions go to the controlling terminal (`/dev/tty`).
    static func connect(_ query: TerminalQuery) -> Bool {
        if query.throughControllingTerminal {
            if output == 1 {
                guard let fd = System.openControllingTerminal() else { return false }
                input.store(fd, ordering: .sequentiallyConsistent)
                output = fd
            }
        } else {
            guard System.sameTerminal(0, 1) else { return false }
        }
        return tcgetpgrp(input.load(ordering: .sequentiallyConsistent)) == getpgrp()
    }

    /// The terminal device talked to, for its identity (`TerminalMemory.identity`).
    static var device: String? {
        System.terminalDevice(input.load(ordering: .sequentiallyConsistent))
    }

    /// The descriptor the terminal's answers come on, for the run loop's wait.
    static var descriptor: Int32 { input.load(ordering: .relaxed) }

    /// Asks a round of questions and waits for its answers at most `limitNanoseconds`
    /// (0: not at all); the round's index in `conversation.rounds`, answered or not (its
    /// answers may still come, and are heard by `listen` or on the way out). nil when the
    /// conversation was ended or the terminal's modes cannot be changed. Call `connect`
    /// first: it says whether this terminal may be asked at all.
    static func ask(_ purpose: TerminalConversation.Purpose, limitNanoseconds: Int) -> Int? {
        guard !isClosed, quietModes() else { return nil }
        let (round, bytes) = conversation.ask(purpose, at: System.monotonicNanoseconds())
        if output == 1 {
            Exit.writeOutput(bytes)
        } else {
            try? System.writeAll(output, bytes)
        }
        let deadline = System.monotonicNanoseconds() + limitNanoseconds
        while !conversation.rounds[round].isAnswered {
            let left = deadline - System.monotonicNanoseconds()
            guard left > 0 else { break }
            // A signal (SIGWINCH, say) may interrupt the wait: it goes on. A terminating
            // one ends it; the way out waits for the answers still owed.
            if Signals.terminationIsPending { break }
            guard System.waitForInput(input.load(ordering: .relaxed), nanoseconds: left) else { continue }
            guard hear() != nil else { break }
        }
        settleIfAnswered()
        return round
    }

    /// Reads what has come for the rounds owed, without waiting: the rounds it answered.
    /// For the run loop, when standard input is readable while `isListening`.
    static func listen() -> [Int] {
        var answered: [Int] = []
        while !conversation.isSettled, let (count, rounds) = hear(), count > 0 {
            answered += rounds
        }
        settleIfAnswered()
        return answered
    }

    /// Ends the conversation: waits for the rounds still owed until
    /// `TerminalConversation.deadline`, drops what comes, hands the keys back and
    /// restores the modes. Every way out of the run comes here; signals do not cut the
    /// wait short, as it is bounded and is itself the way out.
    static func finish() {
        guard modesChanged.load(ordering: .sequentiallyConsistent) else { return }
        isClosed = true
        let probe = conversation.rounds.lastIndex { $0.purpose == .probe }
        let probeOwed = probe.map { !conversation.rounds[$0].isAnswered } ?? false
        awaitOwed { _ in false }
        // Reports that came while the way out waited still measure the terminal: kept
        // for the next start, as the run loop keeps those that come before.
        if probeOwed, let probe, let cacheName = probeCacheName, conversation.rounds[probe].isAnswered {
            _ = TerminalProbeRun.outcome(of: conversation.rounds[probe], cacheName: cacheName)
        }
        // A terminal that answered nothing at all is remembered so: the next start in it
        // does not wait for it again.
        if !conversation.rounds.contains(where: \.isAnswered),
           case .query(let query)? = conversation.rounds.first?.purpose {
            memory?.remember(TerminalMemory(answers: TerminalAnswers(answered: false), askedVersion: query.asksVersion,
                                            roundTripNanoseconds: nil))
        }
        handBack(conversation.end())
    }

    /// Reads what the terminal sends until nothing is owed or the way out's bound
    /// (`TerminalConversation.deadline`) passes, handing each batch of rounds answered to
    /// `heard`, which returns true when it needs no more. An endless stream is cut off
    /// after what a parser keeps. For the way out, and for `--explain`, which has no
    /// frame to draw meanwhile.
    static func awaitOwed(_ heard: ([Int]) -> Bool) {
        var total = 0
        while let deadline = conversation.deadline, total < TerminalReplyParser.keyLimit * 4 {
            let left = deadline - System.monotonicNanoseconds()
            guard left > 0 else { break }
            guard System.waitForInput(input.load(ordering: .relaxed), nanoseconds: left) else { continue }
            guard let (count, answered) = hear() else { break }
            total += count
            if !answered.isEmpty, heard(answered) { break }
        }
        settleIfAnswered()
    }

    /// Where a round is asked first: echo and line collection off, reads that return at
    /// once. Already so while an earlier round is owed.
    private static func quietModes() -> Bool {
        if modesChanged.load(ordering: .sequentiallyConsistent) { return true }
        _ = savedModes
        let fd = input.load(ordering: .sequentiallyConsistent)
        guard tcgetattr(fd, savedModes) == 0 else { return false }
        var quiet = savedModes.pointee
        quiet.c_lflag &= ~tcflag_t(ECHO | ICANON)
        withUnsafeMutableBytes(of: &quiet.c_cc) { controls in
            controls[Int(VMIN)] = 0
            controls[Int(VTIME)] = 0
        }
        modesChanged.store(true, ordering: .sequentiallyConsistent)
        guard tcsetattr(fd, TCSANOW, &quiet) == 0 else {
            modesChanged.store(false, ordering: .sequentiallyConsistent)
            return false
        }
        return true
    }

    /// With every round answered, the terminal goes back to the shell's modes, with the
    /// keys typed meanwhile.
    private static func settleIfAnswered() {
        guard conversation.isSettled, modesChanged.load(ordering: .sequentiallyConsistent) else { return }
        handBack(conversation.takeKeys())
    }

    /// Reads what the terminal has sent into the conversation: the number of bytes (0
    /// when a signal came first or nothing was there) and the rounds they answered; nil
    /// at the end of what there is or on a failure.
    private static func hear() -> (count: Int, answered: [Int])? {
        var buffer = [UInt8](repeating: 0, count: 512)
        switch buffer.withUnsafeMutableBytes({ System.readAvailable(input.load(ordering: .relaxed), into: $0) }) {
        case .bytes(let count):
            let answered = conversation.hear(buffer[..<count], at: System.monotonicNanoseconds())
            for index in answered { remember(conversation.rounds[index]) }
            return (count, answered)
        case .notYet:
            return (0, [])
        case .endOfFile, .failed:
            return nil
        }
    }

    /// A query's round, answered: what it said goes into the terminal's memory.
    private static func remember(_ round: TerminalConversation.Round) {
        guard case .query(let query) = round.purpose, let memory else { return }
        memory.remember(TerminalMemory(answers: TerminalAnswers(round), askedVersion: query.asksVersion,
                                       roundTripNanoseconds: round.roundTrip))
    }

    private static func handBack(_ keys: [UInt8]) {
        // Handed back while the terminal does not echo: the shell shows them when it
        // reads them, as it shows keys typed ahead; echoed now, they would land on the
        // line about to be drawn.
        let fd = input.load(ordering: .sequentiallyConsistent)
        for var key in keys {
            guard System.pushInput(fd, &key) else { break }
        }
        restoreModes()
    }

    static func restoreModes() {
        guard modesChanged.exchange(false, ordering: .sequentiallyConsistent) else { return }
        _ = tcsetattr(input.load(ordering: .sequentiallyConsistent), TCSANOW, savedModes)
    }
}
