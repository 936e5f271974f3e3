// `UIHostingController`: SwiftUI's UIKit view controller that hosts a SwiftUI view. Code
// sizes one (`sizeThatFits(in:)`) to fit SwiftUI content into UIKit; headless, Trellis lays
// the root view out and answers with its size.
#if !canImport(Darwin)
import Foundation

/// A UIKit view controller that manages a SwiftUI view hierarchy.
///
/// ``sizeThatFits(in:)`` is the size Trellis lays ``rootView`` out at for that proposal, and
/// the controller's view asks for the root view's ideal size as its intrinsic content size.
/// Nothing presents the controller headless.
///
/// ```swift
/// let controller = UIHostingController(rootView: Text("Hello").padding())
/// let size = controller.sizeThatFits(in: CGSize(width: 320, height: CGFloat.infinity))
/// ```
@MainActor @preconcurrency
open class UIHostingController<Content>: UIViewController where Content: View {
    /// The root view of the SwiftUI view hierarchy managed by this view controller.
    public var rootView: Content

    /// Creates a hosting controller object that wraps the specified SwiftUI view.
    ///
    /// - Parameter rootView: The root view of the SwiftUI view hierarchy that you want to
    ///   manage using the hosting view controller.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// Calculates and returns the most appropriate size for the current view: the size
    /// Trellis lays ``rootView`` out at when proposed `size` (an infinite dimension is an
    /// infinite proposal, as in SwiftUI).
    public func sizeThatFits(in size: CGSize) -> CGSize {
        rootView.layout(in: ProposedViewSize(size)).size
    }

    /// Makes the controller's view: one whose intrinsic content size is the root view's ideal
    /// size.
    open override func loadView() {
        view = HostingView(host: self)
    }
}

/// The view of a ``UIHostingController``: it asks for its root view's ideal size.
@MainActor
private final class HostingView<Content: View>: UIView {
    /// The controller whose root view this view shows.
    weak var host: UIHostingController<Content>?

    init(host: UIHostingController<Content>) {
        self.host = host
        super.init(frame: .zero)
    }

    override var intrinsicContentSize: CGSize {
        guard let host else { return super.intrinsicContentSize }
        return host.rootView.layout(in: .unspecified).size
    }
}
#endif
