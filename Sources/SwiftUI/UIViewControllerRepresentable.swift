// `UIViewControllerRepresentable`: SwiftUI's wrapper of a UIKit view controller. Headless,
// Trellis makes the controller once, updates it on each update of the representable,
// dismantles it when the representable goes away, and sizes it as a `UIViewRepresentable`
// is sized, from the controller's view, an unproposed axis without an intrinsic size taking
// the controller's `preferredContentSize`. Nothing is drawn or presented.
#if !canImport(Darwin)
import Foundation

/// A view that represents a UIKit view controller.
///
/// ```swift
/// struct Picker: UIViewControllerRepresentable {
///     func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
///     func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
/// }
/// ```
///
/// Sizing: ``sizeThatFits(_:uiViewController:context:)`` when it returns a size; else, on
/// each axis, the controller's view's `intrinsicContentSize`, an axis of
/// `UIView.noIntrinsicMetric` taking the proposed length, as a ``UIViewRepresentable`` is
/// sized, or when no length is proposed the controller's `preferredContentSize` on that axis
/// (0 by default; a length that is not finite counts as 0). A `UIHostingController`'s view
/// asks for its root view's ideal size.
///
/// Life cycle: ``makeCoordinator()`` and ``makeUIViewController(context:)`` run once, when
/// the representable first appears; ``updateUIViewController(_:context:)`` runs then and on
/// each update; ``dismantleUIViewController(_:coordinator:)`` runs when it disappears.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
    /// The type of view controller to present.
    associatedtype UIViewControllerType: UIViewController

    /// Creates the view controller object and configures its initial state.
    func makeUIViewController(context: Context) -> UIViewControllerType

    /// Updates the state of the specified view controller with new information from SwiftUI.
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)

    /// Cleans up the presented view controller (and coordinator) in anticipation of their
    /// removal.
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)

    /// A type to coordinate with the view controller.
    associatedtype Coordinator = Void

    /// Creates the custom instance that you use to communicate changes from your view
    /// controller to other parts of your SwiftUI interface.
    func makeCoordinator() -> Coordinator

    /// Given a proposed size, returns the preferred size of the composite view, or `nil` to
    /// use the controller's view's intrinsic size (the default).
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?

    /// The context of the representable's calls.
    typealias Context = UIViewControllerRepresentableContext<Self>
}

extension UIViewControllerRepresentable where Coordinator == Void {
    /// Creates the (empty) coordinator of a representable that has none.
    public func makeCoordinator() -> Coordinator { () }
}

extension UIViewControllerRepresentable {
    /// Cleans up the presented view controller: nothing, by default.
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}

    /// The view controller's size for `proposal`: `nil` by default, for its view's intrinsic
    /// size.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize? {
        nil
    }

    /// A representable has no body: Trellis shows its view controller's view.
    public var body: Never { fatalError("\(Self.self) is a UIViewControllerRepresentable: it has no body") }

    /// Resolves the representable as the view that hosts its view controller.
    nonisolated public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        Represented<RepresentedControllerHost<Self>>._resolve(Represented(view), into: &resolver)
    }
}

/// Contextual information about the state of the system that you use to create and update
/// your UIKit view controller.
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable> where Representable: UIViewControllerRepresentable {
    /// The view's associated coordinator.
    public let coordinator: Representable.Coordinator

    /// The current transaction (headless updates are not animated: an empty transaction).
    public var transaction: Transaction

    /// The environment the representable is in.
    public var environment: EnvironmentValues

    init(coordinator: Representable.Coordinator, transaction: Transaction, environment: EnvironmentValues) {
        self.coordinator = coordinator
        self.transaction = transaction
        self.environment = environment
    }
}

/// What a controller representable keeps from one update to the next: its coordinator and
/// view controller.
@MainActor
private final class RepresentedControllerHost<Representable: UIViewControllerRepresentable>: RepresentationHost {
    private var representable: Representable?
    private var coordinator: Representable.Coordinator?
    private var context: UIViewControllerRepresentableContext<Representable>?
    private var controller: Representable.UIViewControllerType?

    nonisolated init() {}

    /// Makes the coordinator and controller the first time, then updates the controller.
    func update(_ representable: Representable, environment: EnvironmentValues) {
        self.representable = representable
        let coordinator = self.coordinator ?? representable.makeCoordinator()
        self.coordinator = coordinator
        let context = UIViewControllerRepresentableContext<Representable>(
            coordinator: coordinator, transaction: Transaction(), environment: environment)
        self.context = context
        let controller = self.controller ?? representable.makeUIViewController(context: context)
        self.controller = controller
        representable.updateUIViewController(controller, context: context)
    }

    /// The controller's size for `proposal` (see ``UIViewControllerRepresentable``'s sizing).
    func size(for proposal: ProposedViewSize) -> CGSize {
        guard let representable, let controller, let context else { return .zero }
        let intrinsic = controller.view.intrinsicContentSize
        let preferred = preferredSize(of: controller)
        // The preferred size stands in for an unproposed length only on an axis without an
        // intrinsic length: one with it keeps that length when nothing is proposed.
        func filled(_ proposed: CGFloat?, _ intrinsic: CGFloat, _ preferred: CGFloat) -> CGFloat? {
            proposed ?? (intrinsic == UIView.noIntrinsicMetric ? preferred : nil)
        }
        return representedSize(
            representable.sizeThatFits(proposal, uiViewController: controller, context: context),
            intrinsic: intrinsic,
            proposal: ProposedViewSize(width: filled(proposal.width, intrinsic.width, preferred.width),
                                       height: filled(proposal.height, intrinsic.height, preferred.height)))
    }

    /// The controller's `preferredContentSize`, which an axis without an intrinsic size takes
    /// when no length is proposed; a length that is not finite counts as 0.
    private func preferredSize(of controller: Representable.UIViewControllerType) -> CGSize {
        let preferred = controller.preferredContentSize
        return CGSize(width: preferred.width.isFinite ? preferred.width : 0,
                      height: preferred.height.isFinite ? preferred.height : 0)
    }

    /// Dismantles the controller, once.
    func dismantle() {
        guard let controller, let coordinator else { return }
        Representable.dismantleUIViewController(controller, coordinator: coordinator)
        self.controller = nil
        self.coordinator = nil
        self.context = nil
    }
}
#endif
