@testable import MarqueeCore
import TestSupport

/// The clusters of a laid-out horizontal text T, as strings with widths.
func clusters(of text: String, settings: TextSettings = TextSettings()) -> [(String, Int)] {
    let laidOut = LaidOutText(text: Array(text.utf8), settings: settings)
    return laidOut.ring.clusters.prefix(laidOut.textClusterCount).map {
        (String(decoding: $0.bytes, as: UTF8.self), $0.width)
    }
}

/// T after the pipeline, with styles dropped.
func cleanText(_ text: String, settings: TextSettings = TextSettings()) -> String {
    clusters(of: text, settings: settings).map(\.0).joined()
}

/// A command line's settings as a test would give them, outside any terminal: measured
/// as the terminal choice decides with the environment alone, as the shell measures them
/// where it asks nothing.
func settings(_ arguments: [String], environment: Environment = Environment()) throws -> Settings {
    try measuredSettings(ArgumentParser.parse(arguments + ["--", "unused"]), environment)
}


/// Frame `frame` of `text` as `marquee` prints it with these options (no trailing LF),
/// computed in memory.
func frameOutput(_ text: String, _ options: [String], frame: Int,
                 environment: Environment = Environment()) throws -> String {
    let resolved = try measuredSettings(ArgumentParser.parse(options + ["--", text]), environment)
    let laidOut = LaidOutText(text: Array(text.utf8), settings: resolved.text)
    let line = Line(text: laidOut, layout: resolved.line, environment: environment)
    var composer = FrameComposer(format: resolved.format, keepsStyles: resolved.keepsStyles, line: line)
    var output = FrameBytes()
    composer.compose(line, frame: frame, into: &output)
    return String(decoding: output.bytes(), as: UTF8.self)
}

/// Columns of an `ansi` or `plain` frame (one row) as a terminal shows it, measured by the
/// reference, not by the code that made it.
func measuredWidth(_ frame: String, ambiguousWidth: Int = 1) throws -> Int {
    let shown = try FormatRecovery.plainText(of: frame, format: .ansi)
    return try ReferenceWidth.standard.width(of: shown, ambiguousWidth: ambiguousWidth) {
        throw UnmeasuredCluster(cluster: $0)
    }
}
