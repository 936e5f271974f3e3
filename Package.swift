// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Trellis",
    products: [
        .library(name: "Trellis", targets: ["Trellis"]),
        .library(name: "TrellisScene", targets: ["TrellisScene"]),
        .executable(name: "trellis", targets: ["TrellisCLI"]),
    ],
    targets: [
        .target(name: "Trellis"),
        .target(name: "TrellisScene", dependencies: ["Trellis"]),
        .executableTarget(name: "TrellisCLI", dependencies: ["Trellis"]),
        .testTarget(name: "TrellisTests", dependencies: ["Trellis", "TrellisScene"], exclude: ["Fixtures", "Reference"]),
    ],
    swiftLanguageModes: [.v6]
)
