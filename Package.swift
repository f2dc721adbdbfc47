// swift-tools-version:6.0
import PackageDescription

// Release builds are one fully static executable (Swift runtime and C library
// included): no dynamic loading, so it starts in about half a millisecond of CPU with
// about 2.5 MB resident, and runs on machines without a Swift toolchain. lld, because the default
// linker warns about a dlopen in the runtime that a ticker never reaches.
//
// The functions a run executes are placed together, in the order of
// Sources/marquee/link-order.txt (Scripts/generate-link-order writes it): a start then
// touches a few pages of code instead of some from every part of the binary, and so does
// each frame of an idle ticker. That needs each function in its own section.
let releaseOnLinux = BuildSettingCondition.when(platforms: [.linux], configuration: .release)
let linkOrder = Context.packageDirectory + "/Sources/marquee/link-order.txt"
let staticStdlib: [LinkerSetting] = [
    .unsafeFlags(["-static-executable", "-use-ld=lld",
                  "-Xlinker", "--symbol-ordering-file=" + linkOrder,
                  "-Xlinker", "--no-warn-symbol-ordering"], releaseOnLinux)
]
let functionSections: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-function-sections"], releaseOnLinux)
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
        .target(name: "MarqueeCore", swiftSettings: functionSections),
        // The shell: arguments, terminal, clock, signals, I/O.
        .executableTarget(
            name: "marquee",
            dependencies: ["MarqueeCore"],
            exclude: ["link-order.txt"],
            swiftSettings: functionSections,
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
