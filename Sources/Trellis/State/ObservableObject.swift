import Foundation

/// A type of object with a publisher that emits before the object has changed.
///
/// Combine's protocol, which `import SwiftUI` brings on Apple's platforms; Apple's Combine does
/// not exist elsewhere, so Trellis declares it (with ``Published`` and
/// ``ObservableObjectPublisher``) for view models written against it. The `Combine` module
/// (README, "Combine") brings OpenCombine with these three in place of its own:
///
/// ```swift
/// final class Settings: ObservableObject {
///     @Published var columns = 3
/// }
/// ```
///
/// In a ``LayoutHost``, a view that observes an object (`@ObservedObject`, `@StateObject`,
/// `@EnvironmentObject`) subscribes to its publisher, and its body is read again after the
/// publisher sends.
public protocol ObservableObject: AnyObject {
    /// The type of publisher that emits before the object has changed.
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    /// A publisher that emits before the object has changed.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher that emits before the object has changed.
    public var objectWillChange: ObservableObjectPublisher { ObjectPublishers.publisher(of: self) }
}
