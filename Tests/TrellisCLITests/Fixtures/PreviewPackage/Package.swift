// swift-tools-version: 6.0
import PackageDescription

// A package as a Trellis user writes one: a view, its PreviewProvider and a #Preview, internal, in a
// library that imports SwiftUI (Trellis's, by path: this checkout, four folders up). The
// `trellis preview` tests copy it to the same depth under .build and show it.
let package = Package(
    name: "PreviewPackage",
    products: [.library(name: "Cards", targets: ["Cards"])],
    dependencies: [.package(name: "Trellis", path: "../../../..")],
    targets: [
        .target(name: "Cards", dependencies: [.product(name: "SwiftUI", package: "Trellis", condition: .when(platforms: [.linux]))]),
    ],
    swiftLanguageModes: [.v6]
)
