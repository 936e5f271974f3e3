// swift-tools-version: 6.0
import PackageDescription

// A SwiftUI layout package as one would ship it: its sources say `import SwiftUI`, and on Linux
// (where Apple's SwiftUI does not exist) Trellis's `SwiftUI` and `CoreGraphics` products stand in.
let package = Package(
    name: "TrellisCompatibility",
    products: [
        .library(name: "LayoutCorpus", targets: ["LayoutCorpus"]),
    ],
    dependencies: [
        .package(name: "Trellis", path: ".."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .target(
            name: "LayoutCorpus",
            dependencies: [
                .product(name: "SwiftUI", package: "Trellis", condition: .when(platforms: [.linux])),
                .product(name: "CoreGraphics", package: "Trellis", condition: .when(platforms: [.linux])),
                // `import Combine` (SearchModel.swift), as Apple's platforms have it.
                .product(name: "Combine", package: "Trellis", condition: .when(platforms: [.linux])),
            ]),
        // README.md's Swift blocks as written (scripts/readme-snippets.py writes them here), in a
        // package that imports Trellis as a client does.
        .target(name: "ReadmeSnippets", dependencies: [.product(name: "Trellis", package: "Trellis")]),
        .testTarget(name: "ReadmeSnippetsTests", dependencies: ["ReadmeSnippets"]),
        // docs/*.md's Swift blocks as written, run from the repository's root (the same script).
        .target(
            name: "DocsSnippets",
            dependencies: [.product(name: "Trellis", package: "Trellis"), .product(name: "TrellisScene", package: "Trellis")]),
        .testTarget(name: "DocsSnippetsTests", dependencies: ["DocsSnippets"]),
        // The DocC articles' Swift blocks (Sources/Trellis/Trellis.docc), the same way.
        .target(
            name: "ArticleSnippets",
            dependencies: [
                .product(name: "Trellis", package: "Trellis"), .product(name: "TrellisScene", package: "Trellis"),
                .product(name: "TrellisRender", package: "Trellis"),
            ]),
        .testTarget(name: "ArticleSnippetsTests", dependencies: ["ArticleSnippets"]),
        // README's "Snapshot tests on Linux" recipe as a client writes it: swift-snapshot-testing's
        // product everywhere, Trellis's two for Linux and the line that loads the strategies; the
        // test file is the iOS one.
        .testTarget(
            name: "SnapshotRecipeTests",
            dependencies: [
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "SwiftUI", package: "Trellis", condition: .when(platforms: [.linux])),
                .product(name: "TrellisSnapshotTesting", package: "Trellis", condition: .when(platforms: [.linux])),
            ],
            exclude: ["__Snapshots__"],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "TrellisSnapshotTesting"], .when(platforms: [.linux]))]),
        // An app's `@main` file as written for Apple's platforms (issue 40): it compiles unchanged,
        // and `swift run BooksApp` lays out its first window.
        .executableTarget(
            name: "BooksApp",
            dependencies: [.product(name: "SwiftUI", package: "Trellis", condition: .when(platforms: [.linux]))]),
        .testTarget(
            name: "LayoutCorpusTests",
            dependencies: [
                "LayoutCorpus",
                .product(name: "SwiftUI", package: "Trellis", condition: .when(platforms: [.linux])),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
