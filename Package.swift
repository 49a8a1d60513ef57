// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Vitrine",
    products: [
        .executable(name: "vitrine", targets: ["vitrine"]),
        // What a client builds on (Docs/Architecture.md, "The public API"): the engines and the
        // types under them, free of SDL, and the SDL backend that draws their nodes.
        .library(name: "VitrineGeometry", targets: ["VitrineGeometry"]),
        .library(name: "VitrineInput", targets: ["VitrineInput"]),
        .library(name: "VitrineMotion", targets: ["VitrineMotion"]),
        .library(name: "VitrineCanvas", targets: ["VitrineCanvas"]),
        .library(name: "VitrineShowcase", targets: ["VitrineShowcase"]),
        .library(name: "VitrineParallax", targets: ["VitrineParallax"]),
        .library(name: "VitrineFlowLayout", targets: ["VitrineFlowLayout"]),
        .library(name: "VitrineSDL", targets: ["VitrineSDL"]),
        // The seeds' dialect: the READMEs' code (CGFloat, CATransform3D) compiles after
        // `import VitrineUIKit`.
        .library(name: "VitrineUIKit", targets: ["VitrineUIKit"]),
        // The playground's SDL-free core, for a host that drives it: the window in VitrineApp, and
        // the frame-cost tables of `make bench` (a package of its own in Benchmarks/). Its public
        // API is the host's side of the loop (`PlaygroundCore`, `FrameTime`, `FrameLayers`, the
        // outbox's `PlaygroundRequest` and `PlaygroundResult`, the presets and Swift-export
        // values they carry), not the scenes, panel or layers inside; what only VitrineApp shares
        // with it is `@_spi(Vitrine)`.
        .library(name: "VitrinePlayground", targets: ["VitrinePlayground"]),
        // VitrineFiles, VitrineJSON and VitrineGIF are targets, not products: the app's files,
        // its presets files' reader and its GIF recorder, Vitrine's plumbing rather than
        // libraries for a client.
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `make docs`: the DocC catalogs of the library modules, built as swift-argument-parser's
        // and swift-collections' are.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // C: SDL2, SDL2_ttf, SDL2_image, libpng and libjpeg, seen only by the SDL backend (the Makefile
        // installs libsdl2-dev, libsdl2-ttf-dev, libsdl2-image-dev, libpng-dev, libjpeg-dev and
        // libx11-dev). No pkg-config: the headers are included as <SDL2/…> and the module map
        // (include/module.modulemap) links the libraries, so the `-D_REENTRANT` of `pkg-config
        // --cflags sdl2`, which SwiftPM refuses with a warning in this package's builds and its
        // clients', never comes up. A C target rather than a system library, so that a change to
        // include/shim.h rebuilds what imports it.
        .target(name: "CSDL2"),

        // Engines: plain Swift, no SDL.
        .target(name: "VitrineGeometry"),
        .target(name: "VitrineFiles"),
        .target(name: "VitrineJSON"),
        .target(name: "VitrineGIF"),
        .target(name: "VitrineInput", dependencies: ["VitrineGeometry"]),
        .target(name: "VitrineMotion", dependencies: ["VitrineGeometry", "VitrineInput"]),
        .target(name: "VitrineCanvas", dependencies: ["VitrineGeometry"]),
        .target(name: "VitrineParallax", dependencies: ["VitrineGeometry", "VitrineInput", "VitrineMotion", "VitrineCanvas"]),
        .target(name: "VitrineFlowLayout", dependencies: ["VitrineGeometry", "VitrineMotion"]),
        .target(
            name: "VitrineShowcase",
            dependencies: ["VitrineGeometry", "VitrineInput", "VitrineMotion", "VitrineCanvas"]
        ),

        // Live Swift: a person's types found in their files, the registration appended to them,
        // and the messages to the process that runs them.
        .target(
            name: "VitrineLive",
            dependencies: ["VitrineGeometry", "VitrineCanvas", "VitrineShowcase", "VitrineParallax", "VitrineFlowLayout"]),
        // The seeds' dialect: `import VitrineUIKit` in place of `import UIKit` lets code written as in the
        // seeds' READMEs compile against the engines (CGFloat, CATransform3D and its functions).
        .target(
            name: "VitrineUIKit", dependencies: ["VitrineGeometry", "VitrineShowcase", "VitrineParallax", "VitrineFlowLayout"]),

        // The one module that talks to SDL.
        // Xlib (the shim's resize redirect and error handler) is linked on Linux only: macOS's SDL has
        // no X11 driver, and the module map's links cannot name a platform.
        .target(
            name: "VitrineSDL",
            dependencies: ["CSDL2", "VitrineGeometry", "VitrineCanvas", "VitrineInput", "VitrineFiles"],
            linkerSettings: [.linkedLibrary("X11", .when(platforms: [.linux]))]
        ),

        // The playground's core, free of SDL and of files: scenes, controls, panel, overlays, presets; what it
        // needs of files, the clipboard or the frame drawn it asks of the host (PlaygroundRequest).
        .target(
            name: "VitrinePlayground",
            dependencies: [
                "VitrineGeometry", "VitrineInput", "VitrineMotion", "VitrineCanvas", "VitrineShowcase",
                "VitrineParallax", "VitrineFlowLayout", "VitrineJSON", "VitrineLive",
            ]
        ),

        // The host: window, clock, renderer and files, feeding the core; the frame sinks.
        .target(
            name: "VitrineApp",
            dependencies: [
                "VitrinePlayground", "VitrineSDL", "VitrineGIF", "VitrineFiles", "VitrineGeometry", "VitrineInput",
                "VitrineCanvas", "VitrineLive",
            ]
        ),

        // The binary also serves a person's compiled Swift (`--serve-swift`): the libraries their
        // code calls must be in it, and their symbols visible to the library it loads.
        .executableTarget(
            name: "vitrine",
            dependencies: [
                "VitrineApp",
                "VitrineFiles",
                "VitrinePlayground",
                "VitrineLive",
                "VitrineUIKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]
        ),

        // Shared by the test targets: a seeded generator for property tests.
        .target(name: "VitrineTestSupport", path: "Tests/VitrineTestSupport"),

        .testTarget(name: "VitrineGeometryTests", dependencies: ["VitrineGeometry", "VitrineTestSupport"]),
        .testTarget(name: "VitrineFilesTests", dependencies: ["VitrineFiles", "VitrineTestSupport"]),
        .testTarget(name: "VitrineInputTests", dependencies: ["VitrineInput", "VitrineGeometry", "VitrineTestSupport"]),
        .testTarget(
            name: "VitrineMotionTests", dependencies: ["VitrineMotion", "VitrineGeometry", "VitrineInput", "VitrineTestSupport"]),
        .testTarget(name: "VitrineCanvasTests", dependencies: ["VitrineCanvas", "VitrineGeometry", "VitrineTestSupport"]),
        .testTarget(name: "VitrineJSONTests", dependencies: ["VitrineJSON", "VitrineTestSupport"]),
        .testTarget(name: "VitrineGIFTests", dependencies: ["VitrineGIF", "VitrineTestSupport"]),
        .testTarget(
            name: "VitrineParallaxTests",
            dependencies: [
                "VitrineParallax", "VitrineGeometry", "VitrineInput", "VitrineMotion", "VitrineCanvas", "VitrineTestSupport",
            ]
        ),
        .testTarget(
            name: "VitrineFlowLayoutTests",
            dependencies: ["VitrineFlowLayout", "VitrineGeometry", "VitrineInput", "VitrineMotion", "VitrineTestSupport"]
        ),
        .testTarget(
            name: "VitrineShowcaseTests",
            dependencies: ["VitrineShowcase", "VitrineGeometry", "VitrineTestSupport", "VitrineCanvas", "VitrineInput"]
        ),
        .testTarget(
            name: "VitrineLiveTests",
            dependencies: [
                "VitrineLive", "VitrineGeometry", "VitrineCanvas", "VitrineParallax",
                "VitrineFlowLayout", "VitrineTestSupport",
            ]),
        // Compiled as user code is, in the Swift 5 language mode, seeing only VitrineUIKit.
        .testTarget(name: "VitrineUIKitTests", dependencies: ["VitrineUIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(
            name: "VitrineSDLTests",
            dependencies: ["VitrineSDL", "CSDL2", "VitrineCanvas", "VitrineGeometry", "VitrineInput", "VitrineTestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "VitrinePlaygroundTests",
            dependencies: [
                "VitrinePlayground", "VitrineTestSupport", "VitrineGeometry", "VitrineInput", "VitrineMotion", "VitrineCanvas",
                "VitrineShowcase", "VitrineFlowLayout", "VitrineParallax", "VitrineJSON", "VitrineLive",
            ]
        ),
        .testTarget(
            name: "VitrineAppTests",
            dependencies: [
                "VitrineApp", "VitrinePlayground", "VitrineGeometry", "VitrineInput", "VitrineJSON", "VitrineCanvas",
                "VitrineSDL",
                "VitrineFiles", "VitrineShowcase", "VitrineParallax", "VitrineFlowLayout", "VitrineLive", "VitrineTestSupport",
            ]
        ),
        // The Swift that "copy as Swift" writes for each preset, committed in Generated/ and compiled
        // against the library (each file sees only what it imports), with tests that it reproduces
        // the scenes.
        .testTarget(
            name: "VitrineExportTests",
            dependencies: [
                "VitrinePlayground", "VitrineShowcase", "VitrineFlowLayout", "VitrineParallax", "VitrineGeometry",
                "VitrineMotion", "VitrineCanvas",
            ],
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        ),
        .testTarget(
            name: "VitrineEndToEndTests", dependencies: ["VitrineSDL", "VitrineFiles", "VitrineGeometry", "VitrineTestSupport"],
            exclude: ["Goldens"]),
    ]
)
