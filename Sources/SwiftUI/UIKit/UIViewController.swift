// UIKit's view controller, the base of `UIHostingController` (this module's SwiftUI side),
// and the split view controller SwiftUI code wraps. On iOS `import SwiftUI` brings UIKit; off
// Apple's platforms this module declares that part.
#if !canImport(Darwin)
import Foundation

/// An object that manages a view hierarchy for your UIKit app (UIKit's `UIViewController`).
///
/// Headless, a controller owns its ``view``: made on first use by ``loadView()`` (a plain
/// ``UIView``), after which ``viewDidLoad()`` is called, as in UIKit. Nothing presents it.
@MainActor @preconcurrency
open class UIViewController: UIResponder {
    /// The view, once loaded.
    private var loadedView: UIView?

    /// Creates a view controller (there are no nib files headless: both arguments are kept
    /// for UIKit's signature and not read).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Creates a view controller with no nib.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The view that the controller manages, loaded on first access.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView() }
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// The controller's view if it has been loaded, else `nil`.
    open var viewIfLoaded: UIView? { loadedView }

    /// A Boolean value indicating whether the view is currently loaded into memory.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Creates the view that the controller manages: a plain ``UIView`` by default.
    open func loadView() {
        loadedView = UIView()
    }

    /// Called after the controller's view is loaded into memory.
    open func viewDidLoad() {}

    /// The preferred size for the view controller's view (zero by default). A
    /// ``UIViewControllerRepresentable`` reads it for its ideal size: on an axis where the
    /// controller's view has no intrinsic size and SwiftUI proposes no length, the
    /// representable takes this length, as SwiftUI does (swiftui-web
    /// `ios/representable/controller`).
    open var preferredContentSize: CGSize = .zero
}

/// A container view controller that manages two or three child view controllers in a
/// hierarchical interface (UIKit's `UISplitViewController`).
///
/// Headless nothing presents the columns: the controller keeps its ``viewControllers`` and
/// ``preferredDisplayMode`` for the code that sets them (`NavigationSplitView` is the SwiftUI
/// split view Trellis lays out).
@MainActor @preconcurrency
open class UISplitViewController: UIViewController {
    /// The array of view controllers the split view controller manages.
    open var viewControllers: [UIViewController] = []

    /// The preferred arrangement of the split view controller interface.
    open var preferredDisplayMode: UISplitViewController.DisplayMode = .automatic

    /// Constants that describe the possible display modes for a split view controller.
    @frozen public enum DisplayMode: Int, Sendable {
        /// The split view controller chooses the most appropriate display mode.
        case automatic = 0
        /// The secondary view controller alone is onscreen.
        case secondaryOnly = 1
        /// The primary and secondary view controllers are side by side.
        case oneBesideSecondary = 2
        /// The primary view controller is layered on top of the secondary one.
        case oneOverSecondary = 3
        /// The primary and supplementary view controllers are beside the secondary one.
        case twoBesideSecondary = 4
        /// The primary and supplementary view controllers are layered on top of the secondary one.
        case twoOverSecondary = 5
        /// The primary and supplementary view controllers push the secondary one aside.
        case twoDisplaceSecondary = 6
    }
}
#endif
