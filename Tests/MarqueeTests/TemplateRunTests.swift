import Foundation
import Testing

/// `--template` run by the binary (marquee(1), TEMPLATES): a stream whose title changes
/// starts the title again while the artist keeps moving; `--once` and `--frame` draw
/// the line statelessly; a JSON line fills fields by key.
@Suite struct TemplateRunTests {
    @Test func aChangedFieldStartsAgainAndTheOtherKeepsMoving() throws {
        let run = try LiveRun(["-f", "--lines", "-i", "0.05", "-T", "{1:6}|{2:6}"])
        defer {
            run.child.send(signal: SIGTERM)
            _ = run.child.wait()
        }
        run.write("abcdefghijklmnop\tABCDEFGHIJKLMNOP\n")
        #expect(run.readUntil { $0 == "abcdef|ABCDEF" })
        // Let both fields move on before the title changes.
        #expect(run.readUntil { $0.hasPrefix("efghij|") })
        run.write("0123456789xyz\tABCDEFGHIJKLMNOP\n")
        #expect(run.readUntil { $0.hasPrefix("012345|") })
        let changed = try #require(run.lines.last)
        let artistThen = String(changed.dropFirst(7))
        // The artist did not start again: it stands where its own time put it.
        #expect(artistThen != "ABCDEF" && "ABCDEFGHIJKLMNOP   ABCDEFGHIJKLMNOP".contains(artistThen), "\(changed)")
        #expect(run.readUntil { $0.hasPrefix("123456|") })
        // The same text again changes nothing.
        let before = run.lines.count
        run.write("0123456789xyz\tABCDEFGHIJKLMNOP\n")
        #expect(run.readUntil { $0.hasPrefix("345678|") })
        #expect(!run.lines[before...].contains { $0.hasPrefix("012345|") })
    }

    /// Back at the start is back at the start for every field: one that had started
    /// again later moves with the others once the line moves on.
    @Test func pausedAtStartPutsEveryFieldBackAtItsStart() throws {
        let run = try LiveRun(["-f", "--lines", "-i", "0.05", "--paused-at", "start", "-T", "{1:6}|{2:6}"])
        defer {
            run.child.send(signal: SIGTERM)
            _ = run.child.wait()
        }
        run.write("abcdefghijklmnop\tABCDEFGHIJKLMNOP\n")
        #expect(run.readUntil { $0.hasPrefix("ghijkl|") })
        run.write("abcdefghijklmnop\tKLMNOPQRSTUVWXYZ\n")
        #expect(run.readUntil { $0.hasPrefix("ijklmn|") })
        run.child.send(signal: SIGUSR1)
        #expect(run.readUntil { $0 == "abcdef|KLMNOP" })
        usleep(200_000)
        run.child.send(signal: SIGUSR1)
        // Moving again, both fields go on from their starts together.
        #expect(run.readUntil { $0.hasPrefix("cdefgh|") })
        #expect(run.lines.last == "cdefgh|MNOPQR", "\(run.lines.suffix(6))")
    }

    @Test func onceAndFrameAreStateless() throws {
        let frame = try runMarquee(["--frame", "4", "-T", "{1:5} {2:4:bounce} {3}", "abcdefghij\tklmnopq\tend"])
        #expect(frame.status == 0)
        #expect(frame.output == "efghi mnop end\n")
        let once = try runMarquee(["--once", "-i", "1000000", "-T", "{1:5}|{2}", "abcdefghij\tkl"])
        #expect(once.status == 0)
        #expect(once.output.count == 9)
        #expect(once.output.hasSuffix("|kl\n"))
    }

    @Test func jsonLinesFillFieldsByKey() throws {
        let run = try runMarquee(["--frame", "0", "-F", "json", "-T", "{title:6} – {artist}"],
                                 input: Array((#"{"title":"<b>Bold</b> & more","artist":"A#B %{x}"}"# + "\n").utf8))
        #expect(run.status == 0)
        #expect(run.output == #"{"text":"&lt;b&gt;Bol – A#B %{x}","full_text":"&lt;b&gt;Bol – A#B %{x}","tooltip":"&lt;b&gt;Bold&lt;/b&gt; &amp; more – A#B %{x}","class":"scrolling"}"# + "\n")
    }
}
