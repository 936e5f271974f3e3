// UIKit's responder, the root of the UIKit classes `import SwiftUI` brings on iOS that SwiftUI
// code reaches (`UIView`, `UIViewController`, `UIApplication`, `UIScene`). Off Apple's
// platforms there is no UIKit, so this module declares the part such code uses.
#if !canImport(Darwin)
import Foundation

/// An abstract interface for responding to and handling events (UIKit's `UIResponder`, the
/// base of the UIKit objects SwiftUI code reaches).
///
/// Headless there are no events to respond to: a responder only gives its subclasses their
/// root and identity. UIKit's responders are `NSObject`s; here the root is a Swift class
/// that is `Hashable` by identity, as `NSObject` is.
///
/// ```swift
/// let scenes: Set<UIScene> = UIApplication.shared.connectedScenes
/// ```
@MainActor @preconcurrency
open class UIResponder: Hashable {
    /// Creates a responder.
    public init() {}

    /// The text input mode for this responder object: none headless, where there is no
    /// keyboard.
    open var textInputMode: UITextInputMode? { nil }

    /// An identifier signifying that the responder should preserve its text input mode
    /// information: none by default.
    open var textInputContextIdentifier: String? { nil }

    /// Prepares the receiver for service after it has been loaded from an Interface Builder
    /// archive (UIKit declares it on `NSObject`). There are no nib files headless: nothing
    /// calls it; a subclass's override runs when code calls it.
    open func awakeFromNib() {}

    /// Whether two responders are the same object.
    nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }

    /// Hashes the responder's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
#endif
