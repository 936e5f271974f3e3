// The `SwiftUI` module for platforms without Apple's SwiftUI (Linux, Windows, Android, WASI):
// it re-exports Trellis, which declares SwiftUI's layout system under SwiftUI's own names and
// re-exports what `import SwiftUI` brings on Apple's platforms (Foundation, the CoreGraphics
// types, Observation); FoundationNetworking, whose `URLSession` Apple's Foundation has itself;
// and `ImageRenderer`, the one SwiftUI type that draws pixels and so lives in TrellisRender
// (only that type: TrellisRender's own names stay out of scope). A package of SwiftUI layout
// code keeps its `import SwiftUI` and adds this product for those platforms only:
//
//     .product(name: "SwiftUI", package: "Trellis", condition: .when(platforms: [.linux]))
//
// README's "Test your SwiftUI code on Linux" has the whole `Package.swift`.
#if !canImport(Darwin)
@_exported import Trellis
@_exported import class TrellisRender.ImageRenderer
#if Combine
// Combine, as `import SwiftUI` brings it on Apple's platforms (the package's `Combine` trait).
@_exported import Combine
#endif
#if canImport(FoundationNetworking)
// `URLSession`, `URLRequest` and `URLCache`, which Foundation has on Apple's platforms and
// swift-corelibs-foundation keeps in a module of their own: an app's `import SwiftUI` file
// that loads data keeps its imports.
@_exported import FoundationNetworking
#endif
#endif
