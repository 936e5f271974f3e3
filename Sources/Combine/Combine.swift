// The `Combine` module for platforms without Apple's Combine (Linux, Windows, Android, WASI):
// OpenCombine's publishers, subscribers, subjects and schedulers under Combine's module name,
// with Trellis's `ObservableObject`, `Published` and `ObservableObjectPublisher` in place of
// OpenCombine's, so that the objects SwiftUI code declares are the ones Trellis's views
// observe. A package keeps its `import Combine` and adds this product for those platforms only
// (README, "Combine"):
//
//     .product(name: "Combine", package: "Trellis", condition: .when(platforms: [.linux]))
//
// Trellis's `SwiftUI` module re-exports it (with the package's `Combine` trait, on by
// default), as `import SwiftUI` brings Combine on Apple's platforms.
//
// Both OpenCombine and Trellis declare `ObservableObject`, `Published` and
// `ObservableObjectPublisher`; the type aliases below are this module's, and a module's
// declarations shadow those of the modules it imports, so a file that imports `Combine`
// (and `SwiftUI`, which re-exports Trellis) finds one of each: Trellis's.
#if !canImport(Darwin)
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
@_exported import Trellis

/// A type of object with a publisher that emits before the object has changed.
///
/// Trellis's protocol (the one `@ObservedObject`, `@StateObject` and `@EnvironmentObject`
/// observe), in place of OpenCombine's.
public typealias ObservableObject = Trellis.ObservableObject

/// A type that publishes a property marked with an attribute: Trellis's property wrapper,
/// whose `$property` is a Combine publisher of the property's values.
public typealias Published = Trellis.Published

/// A publisher that publishes changes from observable objects: Trellis's, a Combine
/// publisher of `Void` that never fails.
public typealias ObservableObjectPublisher = Trellis.ObservableObjectPublisher
#endif
