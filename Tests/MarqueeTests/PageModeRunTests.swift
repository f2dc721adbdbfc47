import Testing

/// Issue 17, as a new user tried it: `-m page` shows whole words on each page.
@Suite struct PageModeRunTests {
    /// Default interval 0.125 s and pause 2 s: page p is held from frame p × (16 + 15).
    @Test func framesShowWholePages() throws {
        let text = ["one two three four five six seven"]
        let holdPlusMove = 16 + 15
        for (page, expected) in ["one two     ", "three four  ", "five six    ", "seven       ", "one two     "].enumerated() {
            for frame in [page * holdPlusMove, page * holdPlusMove + 15] {
                let run = try runMarquee(["-m", "page", "-w", "12", "--frame", String(frame)] + text)
                #expect(run.status == 0)
                #expect(run.output == expected + "\n", "frame \(frame)")
            }
        }
    }

    @Test func inputLinesStartPages() throws {
        let run = try runMarquee(["-m", "page", "-w", "8", "--gap", "0", "--pause", "0", "-s", "8", "--always", "--frame", "1"],
                                 input: Array("a b\nc d\n".utf8))
        #expect(run.output == "c d     \n")
    }
}
