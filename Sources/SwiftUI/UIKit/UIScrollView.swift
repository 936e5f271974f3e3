// UIKit's scroll view, which SwiftUI code wraps in a `UIViewRepresentable` for pinch-to-zoom.
// On iOS `import SwiftUI` brings UIKit; off Apple's platforms this module declares that part.
#if !canImport(Darwin)
import Foundation

/// The methods that you implement to respond to scroll-view events (UIKit's
/// `UIScrollViewDelegate`). Every method is optional: the defaults do nothing.
@MainActor @preconcurrency
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// Asks the delegate for the view to scale when zooming is about to occur.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// Tells the delegate when the scroll view's zoom factor changed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// Tells the delegate when zooming of the content in the scroll view completed.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
}

extension UIScrollViewDelegate {
    /// No view to zoom, by default.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Nothing, by default.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Nothing, by default.
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
}

/// A view that allows the scrolling and zooming of its contained views (UIKit's
/// `UIScrollView`).
///
/// Headless nothing scrolls by touch; the zoom scale follows the calls made: it is kept
/// within ``minimumZoomScale`` ... ``maximumZoomScale``, and each change is reported to the
/// delegate (`scrollViewDidZoom(_:)`, then `scrollViewDidEndZooming(_:with:atScale:)`) at
/// once, as no time passes for an animation.
///
/// ```swift
/// let scrollView = UIScrollView()
/// scrollView.maximumZoomScale = 4
/// scrollView.setZoomScale(10, animated: true)
/// scrollView.zoomScale   // 4
/// ```
@MainActor @preconcurrency
open class UIScrollView: UIView {
    /// The delegate of the scroll-view object.
    open weak var delegate: (any UIScrollViewDelegate)?
    /// The point at which the origin of the content view is offset from the scroll view's origin.
    open var contentOffset: CGPoint = .zero
    /// The size of the content view.
    open var contentSize: CGSize = .zero
    /// The custom distance that the content view is inset from the safe area or scroll view edges.
    open var contentInset: UIEdgeInsets = .zero
    /// A floating-point value that specifies the minimum scale factor for the content.
    open var minimumZoomScale: CGFloat = 1
    /// A floating-point value that specifies the maximum scale factor for the content.
    open var maximumZoomScale: CGFloat = 1
    /// A Boolean value that determines whether the scroll view animates the content scaling
    /// when the scaling exceeds the maximum or minimum limits (kept; nothing animates).
    open var bouncesZoom = true
    /// A Boolean value that controls whether the scroll view bounces past the edge of content.
    open var bounces = true
    /// A Boolean value that determines whether scrolling is enabled.
    open var isScrollEnabled = true
    /// A Boolean value that controls whether the horizontal scroll indicator is visible.
    open var showsHorizontalScrollIndicator = true
    /// A Boolean value that controls whether the vertical scroll indicator is visible.
    open var showsVerticalScrollIndicator = true

    /// The scale factor applied to the scroll view's content.
    open var zoomScale: CGFloat {
        get { scale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// The current zoom scale.
    private var scale: CGFloat = 1

    /// Sets the current scale factor applied to the scroll view's content: `scale` kept within
    /// the minimum and maximum zoom scales (a scale that is not a number changes nothing).
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard !scale.isNaN else { return }
        let lower = min(minimumZoomScale, maximumZoomScale)
        let clamped = min(max(scale, lower), max(minimumZoomScale, maximumZoomScale))
        guard clamped != self.scale else { return }
        self.scale = clamped
        delegate?.scrollViewDidZoom(self)
        delegate?.scrollViewDidEndZooming(self, with: delegate?.viewForZooming(in: self), atScale: clamped)
    }

    /// Zooms to a specific area of the content so that it's visible in the receiver: the scale
    /// at which `rect` fills the scroll view's bounds (the smaller of the two axes' scales),
    /// kept within the zoom scales.
    open func zoom(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0 else { return }
        setZoomScale(min(bounds.width / rect.width, bounds.height / rect.height), animated: animated)
    }
}
#endif
