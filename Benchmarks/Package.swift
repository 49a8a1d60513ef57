// swift-tools-version:6.0
import PackageDescription

// `make bench`: Vitrine against SDL2_gfx and a textured-quad peer on the same grid, in a package of
// its own so that building and testing the library never needs SDL2_gfx. It uses Vitrine's library
// products, as any client would; `make bench` also builds the `vitrine` binary here, next to the
// benchmark, which runs every preset through it.
let package = Package(
    name: "VitrineBench",
    dependencies: [
        .package(name: "Vitrine", path: "..")
    ],
    targets: [
        // SDL2_gfx, drawn with for comparison only: Vitrine itself never draws with it. As with
        // Vitrine's CSDL2, no pkg-config (its `-D_REENTRANT` would warn): the header is included
        // as <SDL2/…> and the module map links the library.
        .systemLibrary(
            name: "CSDL2GFX",
            path: "CSDL2GFX",
            providers: [.apt(["libsdl2-gfx-dev"]), .brew(["sdl2_gfx"])]
        ),
        // The textured-quad peer: one bilinear quad of an anti-aliased mask per item, in C.
        .target(
            name: "CQuadPeer",
            path: "CQuadPeer",
            linkerSettings: [.linkedLibrary("SDL2"), .linkedLibrary("m")]
        ),
        // The sources stay in `vitrine-bench/`: the benchmark finds `assets/` from its own source path.
        .executableTarget(
            name: "vitrine-bench",
            dependencies: [
                "CSDL2GFX",
                "CQuadPeer",
                .product(name: "VitrineCanvas", package: "Vitrine"),
                .product(name: "VitrineGeometry", package: "Vitrine"),
                .product(name: "VitrineSDL", package: "Vitrine"),
                .product(name: "VitrineShowcase", package: "Vitrine"),
                .product(name: "VitrineFlowLayout", package: "Vitrine"),
                .product(name: "VitrinePlayground", package: "Vitrine"),
                .product(name: "VitrineInput", package: "Vitrine"),
            ],
            path: "vitrine-bench"
        ),
    ]
)
