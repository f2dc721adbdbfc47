// swift-tools-version:6.0
import PackageDescription

// A program that depends on the library as another package would, by path here and by
// URL and version elsewhere (docs/library.md):
//
//     .package(url: "https://…/marquee.git", from: "…"),
//
// `name:` keeps the product's package named `marquee` whatever directory the clone is in.
let package = Package(
    name: "WidthDemo",
    // The library's package asks for macOS 15 (its Package.swift says why).
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "marquee", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "WidthDemo",
            dependencies: [.product(name: "TerminalWidth", package: "marquee")]
        ),
    ]
)
