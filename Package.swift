// swift-tools-version:6.0
import PackageDescription

// Release builds are one fully static executable (Swift runtime and C library
// included): no dynamic loading, so it starts in about a millisecond with about 4 MB
// resident, and runs on machines without a Swift toolchain. lld, because the default
// linker warns about a dlopen in the runtime that a ticker never reaches.
let staticStdlib: [LinkerSetting] = [
    .unsafeFlags(["-static-executable", "-use-ld=lld"], .when(platforms: [.linux], configuration: .release))
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
