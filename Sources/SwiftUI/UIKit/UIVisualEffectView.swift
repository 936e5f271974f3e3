// UIKit's visual effects, which SwiftUI code wraps in a `UIViewRepresentable` for a blurred
// background (from before `Material`). On iOS `import SwiftUI` brings UIKit; off Apple's
// platforms this module declares that part.
#if !canImport(Darwin)
import Foundation

/// An initializer for visual effect views and blur and vibrancy effect objects (UIKit's
/// `UIVisualEffect`).
@MainActor @preconcurrency
open class UIVisualEffect {
    /// Creates an effect.
    public init() {}
}

/// An object that applies a blurring effect to the content layered behind a visual effect
/// view (UIKit's `UIBlurEffect`). Its style is kept; headless nothing is blurred (SwiftUI's
/// `Material`, which Trellis draws, is the SwiftUI form).
@MainActor @preconcurrency
open class UIBlurEffect: UIVisualEffect {
    /// The intensity of the blur.
    public let style: UIBlurEffect.Style

    /// Creates a blur effect with the specified style.
    public init(style: UIBlurEffect.Style) {
        self.style = style
        super.init()
    }

    /// The intensity of the blur effect.
    @frozen public enum Style: Int, Sendable {
        /// A blurring effect that is lighter than the underlying view.
        case extraLight = 0
        /// A blurring effect that is similar to the underlying view.
        case light = 1
        /// A blurring effect that is darker than the underlying view.
        case dark = 2
        /// A regular blurring effect that adapts to the interface style.
        case regular = 4
        /// A prominent blurring effect that adapts to the interface style.
        case prominent = 5
        /// An adaptable blur effect that creates the appearance of an ultra-thin material.
        case systemUltraThinMaterial = 6
        /// An adaptable blur effect that creates the appearance of a thin material.
        case systemThinMaterial = 7
        /// An adaptable blur effect that creates the appearance of a material with normal thickness.
        case systemMaterial = 8
        /// An adaptable blur effect that creates the appearance of a thick material.
        case systemThickMaterial = 9
        /// An adaptable blur effect that creates the appearance of the system chrome.
        case systemChromeMaterial = 10
        /// A blur effect for an ultra-thin material that is always light.
        case systemUltraThinMaterialLight = 11
        /// A blur effect for a thin material that is always light.
        case systemThinMaterialLight = 12
        /// A blur effect for a material of normal thickness that is always light.
        case systemMaterialLight = 13
        /// A blur effect for a thick material that is always light.
        case systemThickMaterialLight = 14
        /// A blur effect for the system chrome that is always light.
        case systemChromeMaterialLight = 15
        /// A blur effect for an ultra-thin material that is always dark.
        case systemUltraThinMaterialDark = 16
        /// A blur effect for a thin material that is always dark.
        case systemThinMaterialDark = 17
        /// A blur effect for a material of normal thickness that is always dark.
        case systemMaterialDark = 18
        /// A blur effect for a thick material that is always dark.
        case systemThickMaterialDark = 19
        /// A blur effect for the system chrome that is always dark.
        case systemChromeMaterialDark = 20
    }
}

/// An object that implements some complex visual effects (UIKit's `UIVisualEffectView`).
///
/// It has no intrinsic size: a representable that shows it takes the space it is offered.
/// Headless the effect is kept, not drawn.
///
/// ```swift
/// UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
/// ```
@MainActor @preconcurrency
open class UIVisualEffectView: UIView {
    /// The visual effect provided by the view.
    open var effect: UIVisualEffect?

    /// A view to which you add subviews that are shown in front of the effect.
    public let contentView = UIView()

    /// Creates a visual effect view with the specified effect.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// Creates a visual effect view with no effect and the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }
}
#endif
