// UIKit's switch, which SwiftUI code wraps in a `UIViewRepresentable`. On iOS `import
// SwiftUI` brings UIKit; off Apple's platforms this module declares that part.
#if !canImport(Darwin)
import Foundation

/// A control that offers a binary choice, such as on/off (UIKit's `UISwitch`).
///
/// Its intrinsic content size is iOS 26's switch, 66 × 30 points (swiftui-web
/// `ios/representable/controls`), and it hugs its content at 750 (`defaultHigh`) on both
/// axes, so a ``UIViewRepresentable`` that shows it keeps that size in a larger proposal.
/// Headless it is not drawn and not tapped: ``isOn`` changes when code sets it.
///
/// ```swift
/// UISwitch().intrinsicContentSize   // 66 × 30
/// ```
@MainActor @preconcurrency
open class UISwitch: UIControl {
    /// A Boolean value that determines the off/on state of the switch (off by default).
    open var isOn = false

    /// The color used to tint the appearance of the switch when it is turned on (kept, not
    /// drawn headless).
    open var onTintColor: UIColor?

    /// The color used to tint the appearance of the thumb (kept, not drawn headless).
    open var thumbTintColor: UIColor?

    /// Creates a switch: its frame's size is replaced by the switch's own, as in UIKit.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.size))
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// The switch's size on iOS 26: 66 × 30 points.
    static let size = CGSize(width: 66, height: 30)

    /// The switch's own size, 66 × 30 points.
    open override var intrinsicContentSize: CGSize { UISwitch.size }

    /// The switch's own size, whatever is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.size }

    /// Sets the state of the switch to on or off (headless nothing animates).
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }
}
#endif
