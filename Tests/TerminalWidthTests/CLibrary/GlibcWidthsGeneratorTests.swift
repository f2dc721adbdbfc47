import Foundation
import Testing
@testable import TerminalWidth
import TestSupport

/// The glibc tables against their sources (docs/terminals.md, "The C library"): the Swift
/// file is what the generator makes from glibc's charmaps, the charmap's 2.36 table is
/// what the host's wcwidth() returned, and every release's table read back through
/// `GlibcWidths` is the generator's, code point by code point.
@Suite struct GlibcWidthsGeneratorTests {
    @Test func generatorReproducesCommittedTables() throws {
        try GeneratorRun.expectReproduces(["Sources/TerminalWidth/CLibrary/GlibcWidths+Generated.swift"],
                                          script: "generate-glibc-widths", minimumBytes: 10_000)
    }

    @Test func charmapOf236EqualsTheHostMeasurement() throws {
        let measured = try String(contentsOf: UnicodeTestData.repositoryRoot
            .appendingPathComponent("Data/glibc/measured-glibc-2.36.txt"), encoding: .utf8)
        let runs = measured.split(separator: "\n").filter { !$0.hasPrefix("#") }.joined(separator: "\n") + "\n"
        let generated = try Self.widths("glibc-2.36")
        #expect(generated.count > 10_000)
        #expect(generated == runs)
    }

    static let releases = ["2.31", "2.32", "2.33", "2.34", "2.35", "2.36", "2.37", "2.38", "2.39", "2.40", "2.41", "2.42"]

    /// Every code point of every release, as `GlibcWidths` reads the base table and the
    /// release's differences, against the generator's own runs for that release.
    @Test(arguments: releases)
    func tableReadsBackAsTheGeneratorsRuns(_ release: String) throws {
        let text = try Self.widths("glibc-" + release)
        let parts = release.split(separator: ".")
        let widths = GlibcWidths(release: GlibcRelease(Int(parts[0])!, Int(parts[1])!))
        #expect(widths.tableRelease.description == release)
        var checked = 0
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            let bounds = fields[0].split(separator: ".", omittingEmptySubsequences: true)
            let first = UInt32(bounds[0], radix: 16)!, last = UInt32(bounds[1], radix: 16)!
            let expected = Int(fields[1])!
            for value in first...last where widths.wcwidth(value) != expected {
                Issue.record("glibc \(release): U+\(String(value, radix: 16, uppercase: true)) is \(widths.wcwidth(value)), the charmap says \(expected)")
                return
            }
            checked += Int(last - first) + 1
        }
        #expect(checked == 0x110000)
    }

    /// `python3 Scripts/generate-glibc-widths --widths RELEASE`.
    static func widths(_ release: String) throws -> String {
        try RequiredProgram.require("python3")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", UnicodeTestData.repositoryRoot.appendingPathComponent("Scripts/generate-glibc-widths").path,
                             "--widths", release]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self)
    }
}
