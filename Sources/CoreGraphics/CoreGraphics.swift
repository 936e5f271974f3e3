// The `CoreGraphics` module for platforms without Apple's (Linux, Windows, Android, WASI), so
// that a file written for Apple's platforms keeps its `import CoreGraphics` unchanged.
//
// swift-corelibs-foundation already declares `CGFloat`, `CGPoint`, `CGSize` and `CGRect` with
// their geometry; this module re-exports it (with the C library's `floor`, `ceil`, `sqrt`…)
// and adds what Foundation lacks: `CGAffineTransform`, `CGVector` and `applying(_:)`.
//
// Add it only for those platforms, so that Apple's platforms keep Apple's module:
//
//     .product(name: "CoreGraphics", package: "Trellis", condition: .when(platforms: [.linux]))
#if !canImport(Darwin)
@_exported import Foundation
#endif
