// UIKit's view, as SwiftUI code reaches it: the view a `UIViewRepresentable` makes (its
// `intrinsicContentSize` sizes it), and the class methods code calls around SwiftUI
// (`UIView.setAnimationsEnabled(_:)`). On iOS `import SwiftUI` brings UIKit; off Apple's
// platforms this module declares that part.
#if !canImport(Darwin)
import Foundation

/// An object that manages the content for a rectangular area on the screen (UIKit's `UIView`).
///
/// Headless, a view is its geometry and hierarchy: a frame, a background colour, a superview
/// and subviews, the window it is in (``didMoveToWindow()`` is called when that changes), and
/// the size it asks for (``intrinsicContentSize``), which sizes it when a
/// ``UIViewRepresentable`` shows it. Nothing is drawn: a represented view is an empty
/// rectangle in Trellis's pictures.
///
/// ```swift
/// final class Badge: UIView {
///     override var intrinsicContentSize: CGSize { CGSize(width: 24, height: 24) }
/// }
/// ```
@MainActor @preconcurrency
open class UIView: UIResponder {
    /// The absence of an intrinsic metric for a given numeric view property: an axis of
    /// ``intrinsicContentSize`` without a size of its own takes what it is offered.
    public static let noIntrinsicMetric: CGFloat = -1

    /// The frame rectangle, which describes the view's location and size in its superview's
    /// coordinate system. A change of size resizes the subviews by their
    /// ``autoresizingMask``.
    open var frame: CGRect {
        didSet {
            guard frame.size != oldValue.size else { return }
            for subview in subviews { subview.autoresize(from: oldValue.size, to: frame.size) }
        }
    }

    /// How the view resizes when its superview's size changes (none by default).
    open var autoresizingMask: UIView.AutoresizingMask = []

    /// A Boolean value that determines whether the view's autoresizing mask is translated
    /// into Auto Layout constraints (kept: there is no Auto Layout headless, and the mask
    /// applies either way).
    open var translatesAutoresizingMaskIntoConstraints = true

    /// A Boolean value that determines whether subviews are confined to the bounds of the
    /// view (kept; nothing is drawn headless).
    open var clipsToBounds = false

    /// The bounds rectangle: the view's size at the origin of its own coordinate system.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }

    /// The view's background color (drawn by nothing headless; kept for code that reads it).
    open var backgroundColor: UIColor?

    /// The view's content hugging and compression resistance priorities
    /// (`setContentHuggingPriority(_:for:)` and its kin).
    var contentPriorities = ContentLayoutPriorities()

    /// A Boolean value that determines whether the view is hidden.
    open var isHidden = false

    /// The view's alpha value.
    open var alpha: CGFloat = 1

    /// The receiver's superview, or `nil` if it has none.
    open private(set) weak var superview: UIView?

    /// The receiver's immediate subviews, back to front.
    open private(set) var subviews: [UIView] = []

    /// Initializes and returns a newly allocated view object with the specified frame rectangle.
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// Creates a view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// The receiver's window object, or `nil` if it is in none: the window at the root of its
    /// superviews.
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    /// The natural size for the receiving view, considering only properties of the view itself:
    /// ``noIntrinsicMetric`` on both axes for a plain view (it takes what it is offered).
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Asks the view to calculate and return the size that best fits the specified size: the
    /// view's current size, as UIKit's default does.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size.
    open func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    /// The insets that you use to determine the safe area for this view: none for a view that
    /// is not a window.
    open var safeAreaInsets: UIEdgeInsets { .zero }

    /// Adds a view to the end of the receiver's list of subviews (taking it from its old
    /// superview first).
    open func addSubview(_ view: UIView) {
        guard view !== self else { return }
        let oldWindow = view.window
        view.detach()
        subviews.append(view)
        view.superview = self
        view.didMoveToSuperview()
        if view.window !== oldWindow { view.windowChanged() }
    }

    /// Unlinks the view from its superview and its window.
    open func removeFromSuperview() {
        guard superview != nil else { return }
        let oldWindow = window
        detach()
        didMoveToSuperview()
        if oldWindow != nil { windowChanged() }
    }

    /// Takes the view out of its superview's subviews.
    private func detach() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Tells this view and its subviews that their window changed.
    private func windowChanged() {
        didMoveToWindow()
        for subview in subviews { subview.windowChanged() }
    }

    /// Applies the autoresizing mask for a superview resized from `old` to `new`: on each
    /// axis the change is shared among the flexible parts (the margins before and after, and
    /// the size) in proportion to their lengths, or equally when they are all 0, as UIKit
    /// shares it.
    private func autoresize(from old: CGSize, to new: CGSize) {
        func share(_ delta: CGFloat, before: CGFloat, length: CGFloat, after: CGFloat,
                   flexible: (before: Bool, length: Bool, after: Bool)) -> (origin: CGFloat, length: CGFloat) {
            let parts = [(flexible.before, before), (flexible.length, length), (flexible.after, after)]
            let flexibleParts = parts.filter(\.0)
            guard !flexibleParts.isEmpty, delta.isFinite else { return (0, 0) }
            let total = flexibleParts.reduce(0) { $0 + max($1.1, 0) }
            func portion(_ part: (Bool, CGFloat)) -> CGFloat {
                guard part.0 else { return 0 }
                return total > 0 ? delta * max(part.1, 0) / total : delta / CGFloat(flexibleParts.count)
            }
            return (portion(parts[0]), portion(parts[1]))
        }
        let mask = autoresizingMask
        let x = share(new.width - old.width, before: frame.minX, length: frame.width, after: old.width - frame.maxX,
                      flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
        let y = share(new.height - old.height, before: frame.minY, length: frame.height, after: old.height - frame.maxY,
                      flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
        guard x != (0, 0) || y != (0, 0) else { return }
        frame = CGRect(x: frame.minX + x.origin, y: frame.minY + y.origin,
                       width: max(0, frame.width + x.length), height: max(0, frame.height + y.length))
    }

    /// Options for automatic view resizing.
    public struct AutoresizingMask: OptionSet, Sendable {
        /// The mask's bits.
        public let rawValue: UInt
        /// A mask of the bits of `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Resizing performed by expanding or shrinking a view in the direction of the left margin.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// Resizing performed by expanding or shrinking a view's width.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// Resizing performed by expanding or shrinking a view in the direction of the right margin.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// Resizing performed by expanding or shrinking a view in the direction of the top margin.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// Resizing performed by expanding or shrinking a view's height.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// Resizing performed by expanding or shrinking a view in the direction of the bottom margin.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Tells the view that its superview changed.
    open func didMoveToSuperview() {}

    /// Tells the view that its window object changed.
    open func didMoveToWindow() {}

    /// Lays out subviews (nothing by default, as in UIKit).
    open func layoutSubviews() {}

    /// Invalidates the current layout of the receiver: lays its subviews out again
    /// (``layoutSubviews()``) at once, as there is no display cycle to wait for headless.
    open func setNeedsLayout() {
        layoutSubviews()
    }

    /// Lays out the subviews immediately (``layoutSubviews()``).
    open func layoutIfNeeded() {
        layoutSubviews()
    }

    /// Whether animations are enabled (``setAnimationsEnabled(_:)``).
    private static var animationsEnabled = true

    /// Sets whether transition animations are enabled. Headless, UIKit animates nothing either
    /// way; the value is kept for ``areAnimationsEnabled``.
    open class func setAnimationsEnabled(_ enabled: Bool) {
        animationsEnabled = enabled
    }

    /// A Boolean value that indicates whether animations are enabled.
    open class var areAnimationsEnabled: Bool { animationsEnabled }

    /// Disables a view transition animation: runs `actionsWithoutAnimation` with animations
    /// disabled, then restores the previous setting.
    open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let previous = animationsEnabled
        animationsEnabled = false
        actionsWithoutAnimation()
        animationsEnabled = previous
    }
}
#endif
