// swift-tools-version:6.0
import PackageDescription

// Release builds on Linux are one fully static executable (Swift runtime and C library
// included): no dynamic loading, and the binary runs on machines without a Swift
// toolchain. lld, because the default linker warns about a dlopen in the runtime that a
// ticker never reaches.
//
// lld places the functions a run executes and the data it touches first, in the order
// of Sources/marquee/link-order.txt (`make link-order` rewrites it), so a start touches
// fewer pages: for code alone, 111 page faults instead of 135, about 0.3 ms less for
// `--once`, and 1.5 MiB less resident; with the data too, 100 instead of 124
// (BENCHMARKS.md). Compiling functions into sections of their
// own (-function-sections) made no measurable difference, so nothing is compiled
// differently for it.
//
// No unsafe flag is on the library target TerminalWidth, so other packages can depend on
// the product TerminalWidth (SwiftPM refuses a dependency whose targets in use carry
// unsafe flags; a product's user builds only the product's own targets).
let releaseOnLinux = BuildSettingCondition.when(platforms: [.linux], configuration: .release)
let linkOrder = Context.packageDirectory + "/Sources/marquee/link-order.txt"
let staticRelease: [LinkerSetting] = [
    .unsafeFlags(["-static-executable", "-use-ld=lld",
                  "-Xlinker", "--symbol-ordering-file=" + linkOrder,
                  "-Xlinker", "--no-warn-symbol-ordering"], releaseOnLinux)
]

// MarqueeCore and the executable reach the run time's metadata of a generic type made
// concrete (`String?`, `[Token]`, `Optional<Template>`) through its accessor, not by
// demangling its name: the compiler's own way for run times without mangled-name
// accessors. Demangling each such type the first time it is used was 48 % of a
// `--once` start's instructions; with direct accessors a start runs about 20 % fewer
// (BENCHMARKS.md, issue 37). Release builds only; debug builds and tests are as Swift
// makes them.
let directMetadataAccess: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"],
                 .when(configuration: .release))
]

let package = Package(
    name: "marquee",
    // Int128 keeps frame arithmetic exact up to frame 2^62 at any step (MarqueeCore's
    // Frame/). TerminalWidth on its own needs no API with an availability annotation, so
    // macOS 10.15 would do for it; but SwiftPM has one platforms list per package, so its
    // product asks for macOS 15 too until the Int128 code is marked @available(macOS 15, *)
    // (docs/library.md). Linux has no minimum.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "marquee", targets: ["marquee"]),
        // The width engine for other Swift programs (docs/library.md): semantic
        // versioning from the first tag.
        .library(name: "TerminalWidth", targets: ["TerminalWidth"]),
    ],
    targets: [
        // How many columns text takes in a terminal: UAX #29 clusters, Unicode widths,
        // terminal profiles and their detection from the environment. No dependencies,
        // no unsafe flags, no imports.
        .target(name: "TerminalWidth"),
        // The pure core: text model, frames, motion, formats, options.
        // It imports nothing but TerminalWidth, so it can be tested without a terminal or a clock.
        .target(name: "MarqueeCore", dependencies: ["TerminalWidth"], swiftSettings: directMetadataAccess),
        // The shell: arguments, terminal, clock, signals, I/O.
        .executableTarget(
            name: "marquee",
            dependencies: ["MarqueeCore", "TerminalWidth"],
            exclude: ["link-order.txt"],
            swiftSettings: directMetadataAccess,
            linkerSettings: staticRelease
        ),
        // What both test targets check against and no product holds: the reference width
        // (wcwidth 0.9.4's vectors, GraphemeBreaker's segmentation), the pinned Unicode
        // data's parsers and the repository's files. Fuzz/run compiles the reference too.
        .target(name: "TestSupport", dependencies: ["TerminalWidth"], path: "Tests/TestSupport"),
        .testTarget(name: "MarqueeCoreTests", dependencies: ["MarqueeCore", "TerminalWidth", "TestSupport"]),
        // The library's own tests, folder by folder as its sources: its tables and profiles
        // against the data they come from, and (API/) its public calls alone.
        .testTarget(
            name: "TerminalWidthTests",
            dependencies: ["TerminalWidth", "TestSupport"],
            // Test data the tests read from the source tree (located via #filePath).
            exclude: ["Data"]
        ),
        .testTarget(name: "MarqueeTests", dependencies: ["marquee", "MarqueeCore", "TerminalWidth"]),
    ]
)
