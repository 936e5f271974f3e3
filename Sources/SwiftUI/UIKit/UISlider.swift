// UIKit's slider, which SwiftUI code wraps in a `UIViewRepresentable`. On iOS `import
// SwiftUI` brings UIKit; off Apple's platforms this module declares that part.
#if !canImport(Darwin)
import Foundation

/// A control for selecting a single value from a continuous range of values (UIKit's
/// `UISlider`).
///
/// Its intrinsic content size has no width (``UIView/noIntrinsicMetric``: it takes the width
/// it is offered) and iOS 26's height, 34 points, which it hugs at 750 (`defaultHigh`), so a
/// ``UIViewRepresentable`` that shows it is as wide as its proposal and 34 tall (swiftui-web
/// `ios/representable/measure-controls` and `grid`: 200 × 34 in a 200 × 44 container, 0 × 34
/// at its ideal size, 280 × 34 across two grid columns). Headless it is not drawn and not
/// dragged: ``value`` changes when code sets it, kept within ``minimumValue`` and
/// ``maximumValue``.
///
/// ```swift
/// let slider = UISlider()
/// slider.value = 0.5
/// slider.intrinsicContentSize   // (-1, 34): no width of its own
/// ```
@MainActor @preconcurrency
open class UISlider: UIControl {
    /// The slider's current value, kept between ``minimumValue`` and ``maximumValue`` (0 by
    /// default). A NaN value counts as the minimum; a minimum above the maximum wins.
    open var value: Float {
        get { storedValue }
        set { storedValue = pinned(newValue) }
    }

    /// The minimum value of the slider (0 by default); the current value is raised to it.
    open var minimumValue: Float = 0 {
        didSet { storedValue = pinned(storedValue) }
    }

    /// The maximum value of the slider (1 by default); the current value is lowered to it.
    open var maximumValue: Float = 1 {
        didSet { storedValue = pinned(storedValue) }
    }

    /// A Boolean value indicating whether changes in the slider's value generate continuous
    /// update events (`true` by default; kept: nothing drags the slider headless).
    open var isContinuous = true

    /// The color used to tint the track before the thumb (kept, not drawn headless).
    open var minimumTrackTintColor: UIColor?

    /// The color used to tint the track after the thumb (kept, not drawn headless).
    open var maximumTrackTintColor: UIColor?

    /// The color used to tint the thumb (kept, not drawn headless).
    open var thumbTintColor: UIColor?

    /// The value as kept.
    private var storedValue: Float = 0

    /// Creates a slider that hugs its height at 750, as UIKit's does.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// The slider's height on iOS 26, 34 points (swiftui-web `ios/representable/measure-controls`).
    static let height: CGFloat = 34

    /// No width of its own, and iOS 26's 34-point height.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UISlider.height)
    }

    /// Sets the slider's current value (headless nothing animates).
    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    /// `value` within the range: the minimum for NaN, the minimum when it is above the
    /// maximum; a NaN bound bounds nothing, and 0 stands for a value still NaN.
    private func pinned(_ value: Float) -> Float {
        var pinned = value.isNaN ? minimumValue : value
        if pinned > maximumValue { pinned = maximumValue }
        if pinned < minimumValue { pinned = minimumValue }
        return pinned.isNaN ? 0 : pinned
    }
}
#endif
