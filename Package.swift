// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

/// The platforms without Apple's SwiftUI and CoreGraphics, where this package's modules of
/// those names stand in.
let nonApple: [Platform] = [.linux, .windows, .android, .wasi]

let package = Package(
    name: "Trellis",
    products: [
        .library(name: "Trellis", targets: ["Trellis"]),
        // The zero-change route: `import SwiftUI` and `import CoreGraphics` on platforms that lack
        // Apple's modules (README, "Test your SwiftUI code on Linux"). Depend on them with a
        // `.when(platforms: [.linux])` condition so that Apple's platforms keep Apple's modules.
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        // `import Combine` unchanged on those platforms (README, "Combine"): OpenCombine under
        // Combine's name, with Trellis's `ObservableObject` and `Published`.
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "TrellisScene", targets: ["TrellisScene"]),
        .library(name: "TrellisRender", targets: ["TrellisRender"]),
        // The program `trellis preview` writes depends on it: it shows a package's previews.
        .library(name: "TrellisPreview", targets: ["TrellisPreview"]),
        .executable(name: "trellis", targets: ["TrellisCLI"]),
        .executable(name: "trellis-bench", targets: ["TrellisBench"]),
        .executable(name: "trellis-growth", targets: ["TrellisGrowth"]),
        .executable(name: "trellis-fuzz", targets: ["TrellisFuzz"]),
        .executable(name: "trellis-textfit", targets: ["TrellisTextFit"]),
        // Snapshot tests written for iOS, unchanged on Linux (README, "Snapshot tests on Linux"):
        // swift-snapshot-testing's image strategies for SwiftUI views, which it declares only on
        // iOS, drawn by Trellis. The one library with a dependency.
        .library(name: "TrellisSnapshotTesting", targets: ["TrellisSnapshotTesting"]),
    ],
    // `Macros` (on by default): the `SwiftUI` module's `#Preview`, `@Previewable` and `@Entry`,
    // expanded by the TrellisMacros plug-in, which builds swift-syntax (minutes on a fresh
    // build). A package that wants no macros depends on Trellis with `traits: []`; `swift build
    // --disable-default-traits` builds this package so.
    //
    // `Combine` (on by default): the `SwiftUI` module re-exports the `Combine` module, as `import
    // SwiftUI` brings Combine on Apple's platforms (OpenCombine: about 15 s on a fresh build).
    // Without it, `import SwiftUI` brings no Combine; the `Combine` product is there either way.
    traits: [
        .trait(name: "Macros", description: "SwiftUI's #Preview, @Previewable and @Entry macros (builds swift-syntax)"),
        .trait(name: "Combine", description: "import SwiftUI brings Combine (OpenCombine), as on Apple's platforms"),
        .default(enabledTraits: ["Macros", "Combine"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // TrellisSnapshotTesting's base: only its `SnapshotTesting` product is built (swift-syntax,
        // which the package lists for its inline snapshots, is fetched but not compiled).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // `swift package generate-documentation --target Trellis` (the DocC catalogue in
        // Sources/Trellis/Trellis.docc). A command plugin: no target depends on it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // The macros' plug-in (the `Macros` trait). The range is swift-snapshot-testing's too, so
        // one copy serves both.
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0"),
        // The `Combine` module's publishers, subscribers and schedulers.
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: [
        // Resources: the font standing in for SF (Inter, SIL OFL 1.1: Resources/Fonts/Inter-LICENSE.txt),
        // and the names of SF Symbols (Resources/Symbols/symbol-names.txt, its sources in its header).
        .target(
            name: "Trellis", dependencies: [.target(name: "CoreGraphics", condition: .when(platforms: nonApple))],
            resources: [.copy("Resources/Fonts"), .copy("Resources/Symbols")]),
        // Swift Testing's cross-import overlay for CoreGraphics, which only Apple's toolchains ship:
        // an empty stand-in, so that test files importing both compile (see its source).
        .target(name: "CoreGraphics", dependencies: ["_Testing_CoreGraphics"]),
        .target(name: "_Testing_CoreGraphics"),
        // Re-exports Trellis, and TrellisRender's `ImageRenderer` (SwiftUI's one type that draws pixels).
        // With the `Macros` trait, also declares SwiftUI's macros (Macros.swift), which TrellisMacros expands.
        // With the `Combine` trait, also re-exports the `Combine` module.
        .target(
            name: "SwiftUI",
            dependencies: [
                "Trellis", "TrellisRender", .target(name: "TrellisMacros", condition: .when(traits: ["Macros"])),
                .target(name: "Combine", condition: .when(traits: ["Combine"])),
            ]),
        // OpenCombine re-exported under Combine's name, with Trellis's `ObservableObject`,
        // `Published` and `ObservableObjectPublisher` shadowing OpenCombine's, and `onReceive`.
        .target(
            name: "Combine",
            dependencies: [
                "Trellis",
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
                .product(name: "OpenCombineFoundation", package: "OpenCombine"),
            ]),
        .macro(
            name: "TrellisMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]),
        .target(name: "TrellisScene", dependencies: ["Trellis"]),
        .target(name: "TrellisRender", dependencies: ["Trellis"]),
        .target(
            name: "TrellisSnapshotTesting",
            dependencies: ["SwiftUI", "TrellisRender", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]),
        .target(name: "TrellisGallery", dependencies: ["Trellis"]),
        .target(name: "TrellisPreview", dependencies: ["Trellis", "TrellisRender"]),
        .executableTarget(
            name: "TrellisCLI",
            dependencies: [
                "Trellis", "TrellisScene", "TrellisRender", "TrellisGallery", "TrellisPreview",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // The benchmark (`swift run -c release trellis-bench`): trees of known shape, figures per node.
        .target(name: "BenchAllocations", path: "Benchmarks/BenchAllocations"),
        .executableTarget(
            name: "TrellisBench", dependencies: ["Trellis", "TrellisRender", "BenchAllocations"], path: "Benchmarks/TrellisBench"),
        // How layout time grows with a tree's size and depth (issue 7): `swift run -c release trellis-growth`.
        .executableTarget(name: "TrellisGrowth", dependencies: ["Trellis"], path: "Benchmarks/TrellisGrowth"),
        // Text sizes against frames recorded from Apple's SwiftUI (issue 23): `swift run trellis-textfit`.
        .executableTarget(name: "TrellisTextFit", dependencies: ["Trellis"], path: "Benchmarks/TrellisTextFit"),
        // The scene reader and the engine under libFuzzer (scripts/fuzz.sh); built normally, a replayer of inputs.
        .target(name: "FuzzerDriver", path: "Fuzz/FuzzerDriver"),
        .executableTarget(
            name: "TrellisFuzz", dependencies: ["Trellis", "TrellisScene", "TrellisRender", "TrellisGallery", "FuzzerDriver"],
            path: "Fuzz/TrellisFuzz"),
        // One test target per module, named after it. Example layouts come from TrellisGallery
        // (the ones the `trellis` command registers); helpers several targets share live in
        // TestSupport. TrellisTests writes its fixtures and random trees as scene files, so it
        // reads them with TrellisScene.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "TrellisTests", dependencies: ["Trellis", "TrellisScene", "TrellisGallery", "TestSupport"],
            exclude: ["Fixtures", "Reference"]),
        .testTarget(name: "TrellisSceneTests", dependencies: ["Trellis", "TrellisScene", "TrellisGallery", "TestSupport"]),
        .testTarget(name: "TrellisRenderTests", dependencies: ["Trellis", "TrellisRender", "TrellisGallery", "TestSupport"]),
        // Runs the built `trellis` executable as users do (it sits beside the test bundle), so it
        // depends on no module of the package's products; TestSupport, the tests' own helpers (the
        // browser driver), is none of them.
        .testTarget(name: "TrellisCLITests", dependencies: ["TestSupport"], exclude: ["Fixtures"]),
        .testTarget(
            name: "TrellisPreviewTests",
            dependencies: ["Trellis", "TrellisPreview", .target(name: "TrellisMacros", condition: .when(traits: ["Macros"]))]),
        // The macros' expansions (the `Macros` trait; without it, the suite says it is skipped).
        .testTarget(
            name: "TrellisMacrosTests",
            dependencies: [
                .target(name: "TrellisMacros", condition: .when(traits: ["Macros"])),
                .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax", condition: .when(traits: ["Macros"])),
                .product(name: "SwiftParser", package: "swift-syntax", condition: .when(traits: ["Macros"])),
            ]),
        // Tests written as SwiftUI code is: `import SwiftUI`, through the zero-change module.
        .testTarget(name: "SwiftUITests", dependencies: ["SwiftUI"]),
        // Tests written as Combine code in SwiftUI files is: `import SwiftUI` and `import Combine`.
        .testTarget(name: "CombineTests", dependencies: ["SwiftUI", "Combine"]),
        .testTarget(name: "CoreGraphicsTests", dependencies: [.target(name: "CoreGraphics", condition: .when(platforms: nonApple))]),
        // Snapshot tests as written for iOS (`import SnapshotTesting`, `import SwiftUI`), with their
        // reference images in __Snapshots__; the manifest line README gives loads the strategies.
        .testTarget(
            name: "TrellisSnapshotTestingTests",
            dependencies: [
                "TrellisSnapshotTesting", "SwiftUI", "TrellisRender",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "TrellisSnapshotTesting"], .when(platforms: [.linux]))]),
    ],
    swiftLanguageModes: [.v6]
)

// The thread-sanitizer build (scripts/tsan.sh sets TRELLIS_TSAN_BUILD): only the Trellis library
// and TrellisTests, where the suites it runs are, so that it compiles what they need (no
// swift-syntax, renderer, command or other test target) in a build folder of its own.
if Context.environment["TRELLIS_TSAN_BUILD"] != nil {
    let kept: Set = ["Trellis", "CoreGraphics", "_Testing_CoreGraphics", "TrellisScene", "TrellisGallery", "TestSupport", "TrellisTests"]
    package.targets.removeAll { !kept.contains($0.name) }
    package.products.removeAll { $0.name != "Trellis" }
    package.dependencies.removeAll()
}
