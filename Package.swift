// swift-tools-version:6.0
import PackageDescription

// Release builds link the Swift runtime statically: the binary starts faster and
// runs on machines without a Swift toolchain.
let staticStdlib: [LinkerSetting] = [
    .unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))
]

let package = Package(
    name: "marquee",
    // Int128 keeps frame arithmetic exact up to frame 2^62 at any step.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "marquee", targets: ["marquee"]),
    ],
    targets: [
        // The pure core: text model, width, frames, motion, formats, options.
        // It imports nothing, so it can be tested without a terminal or a clock.
        .target(name: "MarqueeCore"),
        // The shell: arguments, terminal, clock, signals, I/O.
        .executableTarget(
            name: "marquee",
            dependencies: ["MarqueeCore"],
            linkerSettings: staticStdlib
        ),
        .testTarget(
            name: "MarqueeCoreTests",
            dependencies: ["MarqueeCore"],
            // Test data the tests read from the source tree (located via #filePath).
            exclude: ["Data"]
        ),
        .testTarget(name: "MarqueeTests", dependencies: ["marquee", "MarqueeCore"]),
    ]
)
