import MarqueeCore

/// Every way out of the program goes through here, so the terminal is restored first,
/// whatever the reason: the end of the run, an error, a signal.
enum Exit {
    /// The terminal being drawn on, if any; restored before any exit.
    nonisolated(unsafe) static var screen: TerminalScreen?

    /// The process group of a running `--update` command, stopped on the way out.
    nonisolated(unsafe) static var childGroup: Int32?
    /// The process group of a running `--pause-if` command, stopped on the way out too.
    nonisolated(unsafe) static var pauseCommandGroup: Int32?

    static func now(_ status: Int32) -> Never {
        screen?.restore()
        TerminalInquiry.finish()
        if let childGroup { System.killGroup(childGroup) }
        if let pauseCommandGroup { System.killGroup(pauseCommandGroup) }
        System.exitProcess(status)
    }

    /// A runtime failure: one line on standard error, status 1.
    static func fail(_ message: String) -> Never {
        // The terminal first, so the message lands on a restored line.
        screen?.restore()
        screen = nil
        report(message)
        now(1)
    }

    /// A usage error: one line on standard error, nothing on standard output, status 2.
    static func usage(_ error: UsageError) -> Never {
        TerminalInquiry.finish()
        try? System.writeAll(2, Array(error.line.utf8))
        System.exitProcess(2)
    }

    /// A line on standard error that does not end the run.
    static func report(_ message: String) {
        try? System.writeAll(2, Array("marquee: \(message)\n".utf8))
    }

    /// Writes to standard output; a closed pipe ends the run quietly with status 0
    /// (marquee(1)), any other failure with status 1.
    static func writeOutput(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { writeOutput($0) }
    }

    static func writeOutput(_ frames: FrameBytes) {
        writeOutput(UnsafeRawBufferPointer(frames.bytes()))
    }

    private static func writeOutput(_ bytes: UnsafeRawBufferPointer) {
        do {
            try System.writeAll(1, bytes, shouldStop: { Signals.terminationIsPending })
        } catch let error where error.isBrokenPipe {
            screen = nil
            TerminalInquiry.finish()
            System.exitProcess(0)
        } catch {
            fail("standard output: " + error.message)
        }
    }
}
