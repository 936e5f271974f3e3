// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Trellis",
    products: [
        .library(name: "Trellis", targets: ["Trellis"]),
        .library(name: "TrellisScene", targets: ["TrellisScene"]),
        .library(name: "TrellisRender", targets: ["TrellisRender"]),
        .executable(name: "trellis", targets: ["TrellisCLI"]),
        .executable(name: "trellis-bench", targets: ["TrellisBench"]),
        .executable(name: "trellis-growth", targets: ["TrellisGrowth"]),
        .executable(name: "trellis-fuzz", targets: ["TrellisFuzz"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "Trellis"),
        .target(name: "TrellisScene", dependencies: ["Trellis"]),
        .target(name: "TrellisRender", dependencies: ["Trellis"]),
        .target(name: "TrellisGallery", dependencies: ["Trellis"]),
        .executableTarget(
            name: "TrellisCLI",
            dependencies: [
                "Trellis", "TrellisScene", "TrellisRender", "TrellisGallery",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // The benchmark (`swift run -c release trellis-bench`): trees of known shape, figures per node.
        .target(name: "BenchAllocations", path: "Benchmarks/BenchAllocations"),
        .executableTarget(name: "TrellisBench", dependencies: ["Trellis", "BenchAllocations"], path: "Benchmarks/TrellisBench"),
        // How layout time grows with a tree's size and depth (issue 7): `swift run -c release trellis-growth`.
        .executableTarget(name: "TrellisGrowth", dependencies: ["Trellis"], path: "Benchmarks/TrellisGrowth"),
        // The scene reader and the engine under libFuzzer (scripts/fuzz.sh); built normally, a replayer of inputs.
        .target(name: "FuzzerDriver", path: "Fuzz/FuzzerDriver"),
        .executableTarget(
            name: "TrellisFuzz", dependencies: ["Trellis", "TrellisScene", "TrellisGallery", "FuzzerDriver"], path: "Fuzz/TrellisFuzz"),
        .testTarget(name: "TrellisTests", dependencies: ["Trellis", "TrellisScene", "TrellisGallery"], exclude: ["Fixtures", "Reference"]),
        .testTarget(name: "TrellisRenderTests", dependencies: ["Trellis", "TrellisRender", "TrellisGallery"]),
    ],
    swiftLanguageModes: [.v6]
)
