// UIKit's haptic feedback generators, as SwiftUI code calls them from button actions. On iOS
// `import SwiftUI` brings UIKit; off Apple's platforms this module declares that part.
// Headless there is no Taptic Engine: they play nothing (docs/differences.md, "UIKit names").
#if !canImport(Darwin)
import Foundation

/// The abstract superclass for all feedback generators (UIKit's `UIFeedbackGenerator`).
///
/// Inert headless: there is no hardware to play haptics on, so preparing and playing do
/// nothing. (SwiftUI's own `sensoryFeedback(_:trigger:)` is the declarative form.)
@MainActor @preconcurrency
open class UIFeedbackGenerator {
    /// Creates a feedback generator.
    public init() {}

    /// Prepares the generator to trigger feedback (nothing to prepare headless).
    open func prepare() {}
}

/// A concrete feedback generator subclass that creates haptics to simulate physical impacts
/// (UIKit's `UIImpactFeedbackGenerator`). Inert headless.
///
/// ```swift
/// UIImpactFeedbackGenerator(style: .heavy).impactOccurred()
/// ```
@MainActor @preconcurrency
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the objects colliding that the generator simulates.
    public let style: FeedbackStyle

    /// Creates an impact feedback generator with the specified style.
    public init(style: UIImpactFeedbackGenerator.FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// Creates an impact feedback generator of the medium style.
    public override convenience init() {
        self.init(style: .medium)
    }

    /// Triggers impact feedback (nothing plays headless).
    open func impactOccurred() {}

    /// Triggers impact feedback with a specific intensity (nothing plays headless).
    open func impactOccurred(intensity: CGFloat) {}

    /// The mass of the objects in the collision simulated by a generator.
    @frozen public enum FeedbackStyle: Int, Sendable {
        /// A collision between small, light user interface elements.
        case light = 0
        /// A collision between moderately sized user interface elements.
        case medium = 1
        /// A collision between large, heavy user interface elements.
        case heavy = 2
        /// A collision between user interface elements that are soft.
        case soft = 3
        /// A collision between user interface elements that are rigid.
        case rigid = 4
    }
}

/// A concrete feedback generator subclass that creates haptics to communicate successes,
/// failures, and warnings (UIKit's `UINotificationFeedbackGenerator`). Inert headless.
@MainActor @preconcurrency
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// Triggers notification feedback of the given type (nothing plays headless).
    open func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType) {}

    /// The type of notification that a notification feedback generator object generates.
    @frozen public enum FeedbackType: Int, Sendable {
        /// A notification feedback type indicating that a task has completed successfully.
        case success = 0
        /// A notification feedback type indicating that a task has produced a warning.
        case warning = 1
        /// A notification feedback type indicating that a task has failed.
        case error = 2
    }
}

/// A concrete feedback generator subclass that creates haptics to indicate a change in
/// selection (UIKit's `UISelectionFeedbackGenerator`). Inert headless.
@MainActor @preconcurrency
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Triggers selection feedback (nothing plays headless).
    open func selectionChanged() {}
}
#endif
