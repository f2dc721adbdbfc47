import Foundation
import Testing

/// `--template` in a real tmux status line (marquee(1), TEMPLATES), read back from the
/// screen as the other status-line tests are: at every refresh the line is exactly the
/// template's width, the two fields move each by its own mode, and a `#` in a field
/// shows as itself.
extension TmuxStatusLineTests {
    @Test func twoFieldsMoveApartInTheStatusLine() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-tmux-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let title = "Track #1 of the night"
        let artist = "The #Band"
        let text = directory.appendingPathComponent("text").path
        try (title + "\t" + artist).write(toFile: text, atomically: true, encoding: .utf8)
        let configuration = directory.appendingPathComponent("tmux.conf").path
        // 中 is two columns: the line is 1 + 8 + 3 + 5 + 1 columns between the brackets.
        try """
        set -g status-interval 1
        set -g status-right-length 80
        set -g status-right '<#(\(marqueePath) --once -F tmux -i 1 -T "[{1:8}]中{2:5:bounce}!" < \(text))>'
        """.write(toFile: configuration, atomically: true, encoding: .utf8)

        let (outer, inner) = try Self.innerTmux(configuration: configuration, width: 120, height: 5)
        defer { inner.kill() }
        var frames: [String] = []
        _ = try outer.waitFor(timeout: 12) {
            guard let status = try outer.capturePane().last(where: { !$0.isEmpty }),
                  let open = status.lastIndex(of: "<"), let close = status.lastIndex(of: ">"), open < close
            else { return false }
            let frame = String(status[status.index(after: open)..<close])
            // Until the job's first run ends, tmux shows nothing between the brackets.
            if !frame.isEmpty && frames.last != frame { frames.append(frame) }
            return Set(frames).count >= 4
        }
        #expect(Set(frames).count >= 4, "frames: \(frames)")
        let titleRing = title + "   "
        for frame in frames {
            // Columns: 中 takes two, everything else one.
            let columns = frame.reduce(0) { $0 + ($1 == "中" ? 2 : 1) }
            #expect(columns == 18, "\(frame)")
            guard frame.count == 17, frame.hasPrefix("["), frame.hasSuffix("!") else {
                Issue.record("not the template's shape: \(frame)")
                continue
            }
            let characters = Array(frame)
            let shownTitle = String(characters[1..<9])
            let shownArtist = String(characters[11..<16])
            #expect(String(characters[9..<11]) == "]中", "\(frame)")
            #expect((titleRing + titleRing).contains(shownTitle), "\(frame)")
            #expect(artist.contains(shownArtist), "\(frame)")
        }
        // Each field by its own motion: the title scrolls on as the artist turns back.
        let titles = Set(frames.map { String(Array($0)[1..<9]) })
        let artists = Set(frames.map { String(Array($0)[11..<16]) })
        #expect(titles.count >= 3 && artists.count >= 2, "frames: \(frames)")
        #expect(frames.contains { $0.contains("#") }, "frames: \(frames)")
    }
}
