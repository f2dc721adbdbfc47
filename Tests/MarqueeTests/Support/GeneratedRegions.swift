/// The parts of a file made from the option table: the lines between the comment line
/// `begin` and the next comment line `end` (each indented as the code around it), in
/// order. Whatever is outside them is written by hand and kept as it is.
enum GeneratedRegions {
    static let begin = "# Generated from the option table by Scripts/generate-completions: edit the table."
    static let end = "# End of the generated lines."

    /// The lines of each region in `text`.
    static func regions(in text: String) throws -> [[String]] {
        try split(text).regions
    }

    /// `text` with its regions' lines replaced by `made`, one list a region.
    static func replacing(in text: String, with made: [[GeneratedLine]]) throws -> String {
        let (outside, regions) = try split(text)
        guard regions.count == made.count else {
            throw DocumentFormatError("\(regions.count) generated regions, expected \(made.count)")
        }
        var lines = outside[0]
        for (region, rest) in zip(made, outside.dropFirst()) {
            lines += region.map(\.text) + rest
        }
        return lines.joined(separator: "\n")
    }

    /// The hand-written runs of lines (each ending with a marker line or the file's end)
    /// and the generated runs between them.
    private static func split(_ text: String) throws -> (outside: [[String]], regions: [[String]]) {
        var outside: [[String]] = [[]]
        var regions: [[String]] = []
        var inRegion = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let marker = line.drop { $0 == " " }
            if marker == begin {
                guard !inRegion else { throw DocumentFormatError("a generated region begins inside another: \(line)") }
                outside[outside.count - 1].append(line)
                regions.append([])
                inRegion = true
            } else if marker == end {
                guard inRegion else { throw DocumentFormatError("a generated region ends before it begins: \(line)") }
                outside.append([line])
                inRegion = false
            } else if inRegion {
                regions[regions.count - 1].append(line)
            } else {
                outside[outside.count - 1].append(line)
            }
        }
        if inRegion { throw DocumentFormatError("a generated region does not end") }
        return (outside, regions)
    }
}
