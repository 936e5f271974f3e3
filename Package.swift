// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Trellis",
    products: [
        .library(name: "Trellis", targets: ["Trellis"]),
        .executable(name: "trellis", targets: ["TrellisCLI"]),
    ],
    targets: [
        .target(name: "Trellis"),
        .executableTarget(name: "TrellisCLI", dependencies: ["Trellis"]),
        .testTarget(name: "TrellisTests", dependencies: ["Trellis"], exclude: ["Fixtures", "Reference"]),
    ],
    swiftLanguageModes: [.v6]
)
