// swift-tools-version:6.0
// A package of your own that uses Vitrine's libraries by path, as yours would by URL:
// `cd Examples && swift run FirstCarousel`.
import PackageDescription

let package = Package(
    name: "VitrineExamples",
    dependencies: [
        .package(name: "Vitrine", path: "..")
    ],
    targets: [
        .executableTarget(
            name: "FirstCarousel",
            dependencies: [
                .product(name: "VitrineShowcase", package: "Vitrine"),
                .product(name: "VitrineSDL", package: "Vitrine"),
                .product(name: "VitrineCanvas", package: "Vitrine"),
                .product(name: "VitrineGeometry", package: "Vitrine"),
                .product(name: "VitrineInput", package: "Vitrine"),
                .product(name: "VitrineMotion", package: "Vitrine"),
            ],
            path: "FirstCarousel"
        )
    ]
)
