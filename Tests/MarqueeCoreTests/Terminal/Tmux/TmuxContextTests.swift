import Testing
@testable import MarqueeCore
@testable import TerminalWidth

/// Clusters that tmux 3.4 on draws into the cell of the one before, measured together,
/// and the pieces marquee puts side by side kept apart. The widths are what real tmux
/// drew (Data/terminals/neighbours-tmux-*.txt: `🇺🇸🇬🇧` after an X is 2 columns in
/// 3.4 and 3.6, 4 in 3.7c; `中🇺🇸` 2 in 3.4).
@Suite struct TmuxContextTests {
    static func laidOut(_ text: String, _ profile: String, separator: String = "") throws -> LaidOutText {
        var settings = try textSettings(profile)
        settings.separator = separator
        return LaidOutText(text: Array(text.utf8), settings: settings)
    }

    static func textSettings(_ profile: String) throws -> TextSettings {
        var settings = TextSettings()
        // `generic` is no profile: §2.4 as written.
        settings.widths = DisplayWidth(profile: profile == "generic" ? nil : try #require(TerminalProfile(named: profile)))
        return settings
    }

    /// Columns of the prefix and the suffix of one viewport of `text` between them, as
    /// its line draws them.
    static func edgeColumns(_ text: String, _ profile: String, prefix: String, suffix: String,
                            ellipsis: String? = nil) throws -> (prefix: Int, suffix: Int) {
        var layout = LineLayout()
        layout.text = try textSettings(profile)
        layout.text.ellipsis = ellipsis
        layout.prefix = prefix
        layout.suffix = suffix
        let line = Line(text: LaidOutText(text: Array(text.utf8), settings: layout.text), layout: layout,
                        environment: Environment())
        let pieces = line.pieces
        let field = try #require(pieces.firstIndex { $0.ticker != nil })
        #expect(pieces.filter { $0.ticker != nil }.count == 1)
        return (pieces[..<field].reduce(0) { $0 + $1.columns }, pieces[(field + 1)...].reduce(0) { $0 + $1.columns })
    }

    @Test(arguments: [("tmux-3.4", 2), ("tmux-3.6", 2), ("tmux-3.7", 4), ("tmux-3.3", 4), ("generic", 4)])
    func aRunOfFlags(_ profile: String, _ columns: Int) throws {
        let text = try Self.laidOut("🇺🇸🇬🇧", profile)
        #expect(text.textWidth == columns)
        // Where they share a cell, they are one cluster: no frame cuts between them.
        #expect(text.textClusterCount == (columns == 2 ? 1 : 2))
    }

    @Test func aFlagAfterCJKJoinsItsCellIn34Only() throws {
        #expect(try Self.laidOut("中🇺🇸", "tmux-3.4").textWidth == 2)
        #expect(try Self.laidOut("中🇺🇸", "tmux-3.6").textWidth == 4)
    }

    /// `🇺🇸` repeated with no separator: tmux 3.6 would draw the next repetition's flag
    /// into this one's cell, so a space keeps them apart; 3.7 pairs flags, and needs none.
    @Test(arguments: [("tmux-3.6", 3), ("tmux-3.7", 2), ("generic", 2)])
    func theRingsSeam(_ profile: String, _ ringColumns: Int) throws {
        let text = try Self.laidOut("🇺🇸", profile)
        #expect(text.textWidth == 2)
        #expect(text.ring.columnCount == ringColumns)
    }

    /// Two lines, no separator: the second line's flag would join the first's.
    @Test func linesThatWouldJoinAreKeptApart() throws {
        let text = try Self.laidOut("🇺🇸\n🇬🇧\n", "tmux-3.6")
        #expect(String(decoding: text.ring.bytes, as: UTF8.self) == "🇺🇸 🇬🇧 ")
        #expect(text.lineStarts == [0, 2] && text.lineEnds == [1])
    }

    @Test func aZeroWidthCharacterJoinsTheClusterBeforeAndIsDroppedAtALineStart() throws {
        let text = try Self.laidOut("\u{200B}a\u{200B}b", "tmux-3.4")
        #expect(String(decoding: text.ring.bytes, as: UTF8.self) == "a\u{200B}b")
        #expect(text.textClusterCount == 2)
        #expect(try Self.laidOut("\u{200B}a\u{200B}b", "generic").textClusterCount == 4)
    }

    /// An emoji prefix before a text with flags gets a space in 3.4 (a flag starting a
    /// frame would go into its cell), not before plain text, nor for a plain terminal;
    /// a flag suffix after a text that can end in a flag, likewise.
    @Test func prefixAndSuffixAreKeptApartWhereTheTextCouldJoinThem() throws {
        let flags = try Self.edgeColumns("🇬🇧 news", "tmux-3.4", prefix: "中", suffix: "🇺🇸")
        #expect(flags.prefix == 3 && flags.suffix == 3)
        let plain = try Self.edgeColumns("news", "tmux-3.4", prefix: "中", suffix: "🇺🇸")
        #expect(plain.prefix == 2)
        let generic = try Self.edgeColumns("🇬🇧 news", "generic", prefix: "中", suffix: "🇺🇸")
        #expect(generic.prefix == 2 && generic.suffix == 2)
    }

    /// A static frame that is cut ends with `--ellipsis`: a suffix that tmux 3.4 would
    /// draw into its last cell (a skin tone after an emoji) is kept apart from it too, as
    /// from the text's own clusters.
    @Test func theSuffixIsKeptApartFromTheEllipsis() throws {
        let ended = try Self.edgeColumns("plain words", "tmux-3.4", prefix: "", suffix: "\u{1F3FD}", ellipsis: "\u{1F600}")
        #expect(ended.suffix == 3)
        let plain = try Self.edgeColumns("plain words", "tmux-3.4", prefix: "", suffix: "\u{1F3FD}", ellipsis: "~")
        #expect(plain.suffix == 2)
    }

    /// Bug: a skin tone that starts a line came to the tmux stage behind the ZERO WIDTH
    /// SPACE that opens it for other terminals, and a code point of no width at a line's
    /// start is dropped there, skin tone and all. Under tmux 3.4 on it is kept, without
    /// the space (tmux would put the space and the skin tone into the cell before), as
    /// wide as tmux draws it alone; elsewhere it keeps the space in front.
    @Test(arguments: ["tmux-3.4", "tmux-3.5", "tmux-3.6", "tmux-3.6a", "tmux-3.7"])
    func aSkinToneThatStartsALineIsKept(_ profile: String) throws {
        let cells = try #require(TerminalProfile(named: profile)?.tmuxCells)
        let skinTone = "\u{1F3FD}"
        let alone = cells.columns(ofCluster: skinTone.unicodeScalars.map(\.value))
        #expect(alone > 0)
        for text in ["\(skinTone)ab", "cd\n\(skinTone)ab"] {
            let laidOut = try Self.laidOut(text, profile, separator: " ")
            let ring = String(decoding: laidOut.ring.bytes, as: UTF8.self)
            #expect(ring.contains(skinTone + "ab"), "\(text.debugDescription): \(ring.debugDescription)")
            #expect(!ring.contains("\u{200B}" + skinTone), "\(ring.debugDescription)")
            #expect(laidOut.textWidth == alone + 2 + (text.hasPrefix("cd") ? 3 : 0))
        }
        let generic = try Self.laidOut("\(skinTone)ab", "generic")
        #expect(String(decoding: generic.ring.bytes, as: UTF8.self).hasPrefix("\u{200B}" + skinTone))
    }
}
