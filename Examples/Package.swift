// swift-tools-version:6.0
// A package of your own that uses Vitrine by path, as yours would by URL: `swift run FirstCarousel`.
import PackageDescription

let package = Package(
    name: "VitrineExamples",
    dependencies: [.package(name: "Vitrine", path: "..")],
    targets: [
        .executableTarget(
            name: "FirstCarousel",
            dependencies: [
                .product(name: "VitrineShowcase", package: "Vitrine"), .product(name: "VitrineSDL", package: "Vitrine"),
            ],
            path: "FirstCarousel"
        )
    ]
)
