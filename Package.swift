// swift-tools-version:6.0
import PackageDescription

// Release builds on Linux are one fully static executable (Swift runtime and C library
// included): no dynamic loading, and the binary runs on machines without a Swift
// toolchain. lld, because the default linker warns about a dlopen in the runtime that a
// ticker never reaches.
//
// lld places the functions a run executes first, in the order of
// Sources/marquee/link-order.txt (`make link-order` rewrites it), so a start touches
// fewer pages of code: 111 page faults instead of 135, about 0.3 ms less for `--once`,
// and 1.5 MiB less resident (BENCHMARKS.md). Compiling functions into sections of their
// own (-function-sections) made no measurable difference, so nothing is compiled
// differently for it.
//
// Every unsafe flag is on the executable target: the library MarqueeCore has none, so
// other packages can depend on it.
let releaseOnLinux = BuildSettingCondition.when(platforms: [.linux], configuration: .release)
let linkOrder = Context.packageDirectory + "/Sources/marquee/link-order.txt"
let staticRelease: [LinkerSetting] = [
    .unsafeFlags(["-static-executable", "-use-ld=lld",
                  "-Xlinker", "--symbol-ordering-file=" + linkOrder,
                  "-Xlinker", "--no-warn-symbol-ordering"], releaseOnLinux)
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
            exclude: ["link-order.txt"],
            linkerSettings: staticRelease
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
