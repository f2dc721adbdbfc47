import Testing
import TerminalWidth

/// Every profile measured here against what its terminal drew (Data/terminals/measured-*.txt,
/// `Scripts/measure-terminal`), through the public API: each string alone takes the columns
/// the terminal's cursor moved, and each code point written after an X the columns it added.
/// xterm's `-cjk_width` file is left out: it measures ambiguous width 2, which the library's
/// profiles do not take; so are the files of terminals that measured with another glibc
/// than Debian 12's. The list of files is the one MeasuredTerminalTests reads.
@Suite struct MeasuredProfileTests {
    struct Measured: CustomTestStringConvertible, Sendable {
        let profile: String
        let file: String
        /// Code points the terminal moved the cursor back over, which the profile takes
        /// as none.
        var backwards = 0
        var testDescription: String { file }
    }

    /// The list MeasuredTerminalTests reads too (Tests/TerminalWidthTests/Data/
    /// measured-profiles.txt), but for files measured at ambiguous width 2.
    static let terminals: [Measured] = {
        let text = try! RepositoryData.text("Tests/TerminalWidthTests/Data/measured-profiles.txt")
        return RepositoryData.dataLines(text).compactMap { line in
            let fields = line.split(separator: " ")
            var measured = Measured(profile: String(fields[1]), file: String(fields[0]))
            for option in fields.dropFirst(2) {
                let parts = option.split(separator: "=")
                if parts[0] == "ambiguous-width" && parts[1] != "1" { return nil }
                if parts[0] == "backwards" { measured.backwards = Int(parts[1])! }
                // The public profiles measure with Debian 12's glibc, 2.36.
                if parts[0] == "libc" && parts[1] != "2.36" { return nil }
            }
            return measured
        }
    }()

    @Test(arguments: terminals)
    func profileGivesEveryMeasuredWidth(_ terminal: Measured) throws {
        let profile = try #require(TerminalProfile.named(terminal.profile))
        let text = try RepositoryData.text("Data/terminals/\(terminal.file)")
        var codePoints = 0
        var strings = 0
        var backwards = 0
        var wrong: [String] = []
        for line in RepositoryData.dataLines(text) {
            if let semicolon = line.firstIndex(of: ";") {
                let string = RepositoryData.string(line[..<semicolon])!
                let measured = Int(line[line.index(after: semicolon)...])!
                strings += 1
                let ours = TerminalWidth.columns(string, profile: profile)
                if ours != measured { wrong.append("\(line): ours \(ours)") }
            } else {
                let fields = line.split(separator: " ")
                let measured = Int(fields[1])!
                for value in RepositoryData.codePoints(fields[0]) {
                    let ours = TerminalWidth.columns("X" + String(Character(Unicode.Scalar(value)!)), profile: profile) - 1
                    codePoints += 1
                    if measured == -1 && ours == 0 {
                        backwards += 1
                    } else if ours != measured {
                        wrong.append("X + U+\(String(value, radix: 16, uppercase: true)): measured \(measured), ours \(ours)")
                    }
                }
            }
        }
        #expect(codePoints > 260_000)
        #expect(strings > 4_500)
        #expect(backwards == terminal.backwards)
        #expect(wrong.isEmpty, "\(wrong.count) differ: \(wrong.prefix(20).joined(separator: "; "))")
    }
}
