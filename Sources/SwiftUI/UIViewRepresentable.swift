// `UIViewRepresentable`: SwiftUI's wrapper of a UIKit view. Headless, Trellis makes the view
// once (`makeUIView`), updates it on each update of the representable (`updateUIView`),
// dismantles it when the representable goes away, and sizes it as SwiftUI does: by
// `sizeThatFits(_:uiView:context:)` when that answers, else by the view's
// `intrinsicContentSize`, an axis without one taking what it is offered. The view is not
// drawn: a represented view is an empty rectangle in Trellis's pictures.
#if !canImport(Darwin)
import Foundation

/// A wrapper for a UIKit view that you use to integrate that view into your SwiftUI view
/// hierarchy.
///
/// ```swift
/// struct Spinner: UIViewRepresentable {
///     func makeUIView(context: Context) -> UIActivityIndicatorView {
///         UIActivityIndicatorView(style: .large)
///     }
///     func updateUIView(_ uiView: UIActivityIndicatorView, context: Context) {
///         uiView.startAnimating()
///     }
/// }
/// Spinner().layout(in: .unspecified).size   // 37 × 37, the indicator's intrinsic size
/// ```
///
/// Sizing: ``sizeThatFits(_:uiView:context:)`` when it returns a size; else, on each axis,
/// the view's `intrinsicContentSize`, or for an axis of `UIView.noIntrinsicMetric` the
/// proposed length (0 when that is unspecified). A size that is not a number or negative
/// counts as 0. Trellis does not read content hugging and compression resistance
/// priorities (docs/differences.md, "UIKit names").
///
/// Life cycle: ``makeCoordinator()`` and ``makeUIView(context:)`` run once, when the
/// representable first appears; ``updateUIView(_:context:)`` runs then and on each update
/// of the representable; ``dismantleUIView(_:coordinator:)`` runs when it disappears.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
    /// The type of view to present.
    associatedtype UIViewType: UIView

    /// Creates the view object and configures its initial state.
    func makeUIView(context: Context) -> UIViewType

    /// Updates the state of the specified view with new information from SwiftUI.
    func updateUIView(_ uiView: UIViewType, context: Context)

    /// Cleans up the presented UIKit view (and coordinator) in anticipation of their removal.
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)

    /// A type to coordinate with the view.
    associatedtype Coordinator = Void

    /// Creates the custom instance that you use to communicate changes from your view to
    /// other parts of your SwiftUI interface.
    func makeCoordinator() -> Coordinator

    /// Given a proposed size, returns the preferred size of the composite view, or `nil` to
    /// use the view's intrinsic size (the default).
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?

    /// The context of the representable's calls.
    typealias Context = UIViewRepresentableContext<Self>
}

extension UIViewRepresentable where Coordinator == Void {
    /// Creates the (empty) coordinator of a representable that has none.
    public func makeCoordinator() -> Coordinator { () }
}

extension UIViewRepresentable {
    /// Cleans up the presented view: nothing, by default.
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

    /// The view's size for `proposal`: `nil` by default, for the view's intrinsic size.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? {
        nil
    }

    /// A representable has no body: Trellis shows its UIKit view.
    public var body: Never { fatalError("\(Self.self) is a UIViewRepresentable: it has no body") }

    /// Resolves the representable as the view that hosts its UIKit view.
    nonisolated public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        Represented<RepresentedViewHost<Self>>._resolve(Represented(view), into: &resolver)
    }
}

/// Contextual information about the state of the system that you use to create and update
/// your UIKit view.
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable> where Representable: UIViewRepresentable {
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

/// What a representable keeps from one update to the next (its coordinator and UIKit view
/// or view controller), made once per place in the view tree.
@MainActor protocol RepresentationHost: AnyObject {
    /// The representable this host keeps the UIKit objects of.
    associatedtype Representable
    nonisolated init()
    /// Makes the coordinator and the UIKit object the first time, then updates the object.
    func update(_ representable: Representable, environment: EnvironmentValues)
    /// The object's size for `proposal` (``representedSize(_:intrinsic:proposal:)``).
    func size(for proposal: ProposedViewSize) -> CGSize
    /// Dismantles the object, once.
    func dismantle()
}

/// The view a representable of either kind resolves as: a leaf sized by its UIKit object,
/// which `Host`, kept in state, keeps from one update to the next.
nonisolated struct Represented<Host: RepresentationHost>: View {
    let representable: Host.Representable
    @State private var host = Host()
    @Environment(\.self) private var environment

    init(_ representable: Host.Representable) {
        self.representable = representable
    }

    @MainActor var body: some View {
        let host = self.host
        host.update(representable, environment: environment)
        // Sizing runs inside a layout, which a main-actor entry point starts (`View.layout`,
        // `LayoutHost`); the engine calls it on that actor's behalf, as it reads bodies.
        let measure: @MainActor (ProposedViewSize) -> CGSize = { host.size(for: $0) }
        let size = unsafeBitCast(measure, to: (@Sendable (ProposedViewSize) -> CGSize).self)
        return StandIn.sized(named: String(describing: Host.Representable.self), size)
            .onDisappear { host.dismantle() }
    }
}

/// The size of a represented UIKit view for `proposal`: `answer` (the representable's
/// `sizeThatFits`) when there is one, else `intrinsic` per axis, an axis of
/// `UIView.noIntrinsicMetric` taking the proposed length (0 when unspecified). A length that
/// is not a number or negative is 0.
@MainActor func representedSize(_ answer: CGSize?, intrinsic: CGSize, proposal: ProposedViewSize) -> CGSize {
    func length(_ value: CGFloat) -> CGFloat { value.isNaN || value < 0 ? 0 : value }
    if let answer { return CGSize(width: length(answer.width), height: length(answer.height)) }
    func axis(_ intrinsic: CGFloat, _ proposed: CGFloat?) -> CGFloat {
        intrinsic == UIView.noIntrinsicMetric ? length(proposed ?? 0) : length(intrinsic)
    }
    return CGSize(width: axis(intrinsic.width, proposal.width), height: axis(intrinsic.height, proposal.height))
}

/// What a representable keeps from one update to the next: its coordinator and UIKit view.
@MainActor
private final class RepresentedViewHost<Representable: UIViewRepresentable>: RepresentationHost {
    private var representable: Representable?
    private var coordinator: Representable.Coordinator?
    private var context: UIViewRepresentableContext<Representable>?
    private var uiView: Representable.UIViewType?

    nonisolated init() {}

    /// Makes the coordinator and view the first time, then updates the view.
    func update(_ representable: Representable, environment: EnvironmentValues) {
        self.representable = representable
        let coordinator = self.coordinator ?? representable.makeCoordinator()
        self.coordinator = coordinator
        let context = UIViewRepresentableContext<Representable>(
            coordinator: coordinator, transaction: Transaction(), environment: environment)
        self.context = context
        let uiView = self.uiView ?? representable.makeUIView(context: context)
        self.uiView = uiView
        representable.updateUIView(uiView, context: context)
    }

    /// The view's size for `proposal` (see ``UIViewRepresentable``'s sizing).
    func size(for proposal: ProposedViewSize) -> CGSize {
        guard let representable, let uiView, let context else { return .zero }
        return representedSize(
            representable.sizeThatFits(proposal, uiView: uiView, context: context),
            intrinsic: uiView.intrinsicContentSize, proposal: proposal)
    }

    /// Dismantles the view, once.
    func dismantle() {
        guard let uiView, let coordinator else { return }
        Representable.dismantleUIView(uiView, coordinator: coordinator)
        self.uiView = nil
        self.coordinator = nil
        self.context = nil
    }
}
#endif
