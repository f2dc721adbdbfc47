// swift-tools-version:6.0
import PackageDescription

// What TerminalWidth.columns costs beside the ways a program counts without it
// (BENCHMARKS.md, "The library"): built in release against the product, as a user's
// program would be.
//
//     swift run -c release --package-path Benchmarks/LibraryCost --scratch-path .build-library-cost
//
// `LibraryCost peers …` is the Swift harness of Benchmarks/library-peers (issue 40), which
// times `columns` beside the Go, Rust and Python libraries in Peers/.
let package = Package(
    name: "LibraryCost",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "marquee", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "LibraryCost",
            dependencies: [.product(name: "TerminalWidth", package: "marquee")]
        ),
    ]
)
