// UIKit's spinner, which SwiftUI code wraps in a `UIViewRepresentable` (from before
// `ProgressView`). On iOS `import SwiftUI` brings UIKit; off Apple's platforms this module
// declares that part.
#if !canImport(Darwin)
import Foundation

/// A view that shows that a task is in progress (UIKit's `UIActivityIndicatorView`).
///
/// Its intrinsic content size is UIKit's: 20 × 20 points for the medium style, 37 × 37 for
/// the large one, and it hugs that size at 750 (`defaultHigh`), so a representable that
/// shows it is that size. Headless it is not drawn
/// and does not spin; ``isAnimating`` reports the calls made, and a stopped indicator hides
/// itself when ``hidesWhenStopped`` is set, as in UIKit.
///
/// ```swift
/// let spinner = UIActivityIndicatorView(style: .large)
/// spinner.startAnimating()
/// spinner.intrinsicContentSize   // 37 × 37
/// ```
@MainActor @preconcurrency
open class UIActivityIndicatorView: UIView {
    /// The basic appearance of the activity indicator.
    open var style: UIActivityIndicatorView.Style = .medium

    /// The color of the activity indicator (kept, not drawn headless).
    open var color: UIColor!

    /// A Boolean value that controls whether the activity indicator is hidden when the
    /// animation is stopped.
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }

    /// A Boolean value indicating whether the activity indicator is currently running its
    /// animation.
    open private(set) var isAnimating = false

    /// Creates an activity indicator with the specified style.
    public init(style: UIActivityIndicatorView.Style) {
        self.style = style
        super.init(frame: .zero)
        isHidden = hidesWhenStopped
        huggingContent()
    }

    /// Creates an activity indicator of the medium style with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = hidesWhenStopped
        huggingContent()
    }

    /// Hugs the indicator's content at 750 (`defaultHigh`) on both axes, as UIKit's does: a
    /// representable keeps its size in a larger proposal.
    private func huggingContent() {
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// Starts the animation of the activity indicator (and shows it).
    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Stops the animation of the activity indicator (and hides it if ``hidesWhenStopped``).
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    /// The indicator's size: 37 × 37 points for the large styles, 20 × 20 for the others.
    open override var intrinsicContentSize: CGSize {
        switch style {
        case .large, .whiteLarge: CGSize(width: 37, height: 37)
        case .medium, .white, .gray: CGSize(width: 20, height: 20)
        }
    }

    /// The visual style of the indicator.
    @frozen public enum Style: Int, Sendable {
        /// The default style: a medium indicator.
        case medium = 100
        /// A large indicator.
        case large = 101
        /// A large white indicator (UIKit deprecates it for `large`).
        case whiteLarge = 0
        /// A small white indicator (UIKit deprecates it for `medium`).
        case white = 1
        /// A small gray indicator (UIKit deprecates it for `medium`).
        case gray = 2
    }
}
#endif
