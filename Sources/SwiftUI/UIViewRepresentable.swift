// `UIViewRepresentable`: SwiftUI's wrapper of a UIKit view. Headless, Trellis makes the view
// once (`makeUIView`), updates it on each update of the representable (`updateUIView`),
// dismantles it when the representable goes away, and sizes it as SwiftUI does: by
// `sizeThatFits(_:uiView:context:)` when that answers, else by the view's
// `intrinsicContentSize` and its content hugging and compression resistance priorities, an
// axis without an intrinsic size taking what it is offered. The view is not drawn: a
// represented view is an empty rectangle in Trellis's pictures.
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
/// Sizing: ``sizeThatFits(_:uiView:context:)`` when it returns a size; else, on each axis:
/// - an axis of `UIView.noIntrinsicMetric` takes the proposed length (0 when that is
///   unspecified);
/// - an axis with an intrinsic length takes a larger proposed length unless the view's
///   content hugging priority on it is 750 (`defaultHigh`) or more, and a smaller one unless
///   its compression resistance priority is 750 or more (an infinite length counts as
///   larger: a view hugging below 750 is flexible in a stack, as `ios/representable/
///   measure-axes` records); otherwise, and when the length is unspecified, it keeps its
///   intrinsic length. Its ideal size (`fixedSize()`) is therefore its intrinsic size.
///
/// So a `UILabel` (hugging 251, resistance 750) fills a larger proposal and keeps its text's
/// size under a smaller one, and a `UISwitch` (hugging 750) keeps its size in both. The
/// thresholds are the ones swiftui-web's recordings show on iOS 26
/// (`ios/representable/priorities`: hugging 749 takes the proposal, 750 keeps the
/// intrinsic size; resistance 749 shrinks, 750 keeps it). A priority that is not a number
/// keeps the intrinsic length, as a required one does. A size that is not a number or
/// negative counts as 0.
///
/// Alignment: the view's first text baseline is its top and its last its bottom, as UIKit
/// gives a view without text; a `UILabel`'s are its text's (swiftui-web
/// `ios/representable/sizing`).
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
    /// The object's size for `proposal` (``representedSize(_:intrinsic:priorities:proposal:)``).
    func size(for proposal: ProposedViewSize) -> CGSize
    /// The distances from the top of the object's view, `size` large, to its first and last
    /// text baselines (``RepresentationHost`` gives its top and its bottom by default).
    func baselines(in size: CGSize) -> (first: CGFloat, last: CGFloat)
    /// Dismantles the object, once.
    func dismantle()
}

extension RepresentationHost {
    /// A view without text's baselines, as UIKit gives them: the first at its top, the last
    /// at its bottom.
    func baselines(in size: CGSize) -> (first: CGFloat, last: CGFloat) { (0, size.height) }
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
        let baselines: @MainActor (ViewDimensions) -> (first: CGFloat, last: CGFloat) = {
            host.baselines(in: CGSize(width: $0.width, height: $0.height))
        }
        let guides = unsafeBitCast(baselines, to: (@Sendable (ViewDimensions) -> (first: CGFloat, last: CGFloat)).self)
        return StandIn.sized(named: String(describing: Host.Representable.self), size)
            .alignmentGuide(.firstTextBaseline) { guides($0).first }
            .alignmentGuide(.lastTextBaseline) { guides($0).last }
            .onDisappear { host.dismantle() }
    }
}

/// The size of a represented UIKit view for `proposal`: `answer` (the representable's
/// `sizeThatFits`) when there is one, else per axis: an axis of `UIView.noIntrinsicMetric`
/// takes the proposed length (0 when unspecified); an axis with an intrinsic length takes a
/// proposed length larger than it, an infinite one too, when the view's content hugging
/// priority there is below 750, one smaller when its compression resistance is below 750,
/// and keeps its intrinsic length otherwise or when nothing is proposed (swiftui-web
/// `ios/representable/priorities`; `measure-axes`: a view hugging at 250 is flexible in a
/// stack). A length that is not a number or negative is 0.
@MainActor func representedSize(
    _ answer: CGSize?, intrinsic: CGSize, priorities: ContentLayoutPriorities = ContentLayoutPriorities(),
    proposal: ProposedViewSize
) -> CGSize {
    func length(_ value: CGFloat) -> CGFloat { value.isNaN || value < 0 ? 0 : value }
    if let answer { return CGSize(width: length(answer.width), height: length(answer.height)) }
    func axis(_ intrinsic: CGFloat, _ proposed: CGFloat?, hugging: UILayoutPriority, resistance: UILayoutPriority) -> CGFloat {
        if intrinsic == UIView.noIntrinsicMetric { return length(proposed ?? 0) }
        let intrinsic = length(intrinsic)
        guard let proposed else { return intrinsic }
        let proposedLength = length(proposed)
        if proposedLength > intrinsic { return hugging < representedKeepsIntrinsicLength ? proposedLength : intrinsic }
        if proposedLength < intrinsic { return resistance < representedKeepsIntrinsicLength ? proposedLength : intrinsic }
        return intrinsic
    }
    return CGSize(
        width: axis(intrinsic.width, proposal.width,
                    hugging: priorities.hugging.horizontal, resistance: priorities.resistance.horizontal),
        height: axis(intrinsic.height, proposal.height,
                     hugging: priorities.hugging.vertical, resistance: priorities.resistance.vertical))
}

/// The priority from which a represented view keeps its intrinsic length against a larger
/// proposal (content hugging) or a smaller one (compression resistance): 750, `defaultHigh`.
let representedKeepsIntrinsicLength = UILayoutPriority.defaultHigh

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
        // UIKit rounds a label's size to its screen's pixels: here the layout's.
        if let label = uiView as? UILabel { label.pixelScale = environment.displayScale }
        if let button = uiView as? UIButton { button.pixelScale = environment.displayScale }
        representable.updateUIView(uiView, context: context)
    }

    /// The view's size for `proposal` (see ``UIViewRepresentable``'s sizing).
    func size(for proposal: ProposedViewSize) -> CGSize {
        guard let representable, let uiView, let context else { return .zero }
        return representedSize(
            representable.sizeThatFits(proposal, uiView: uiView, context: context),
            intrinsic: uiView.intrinsicContentSize, priorities: uiView.contentPriorities, proposal: proposal)
    }

    /// The view's baselines: a label's text's, else its top and its bottom.
    func baselines(in size: CGSize) -> (first: CGFloat, last: CGFloat) {
        guard let label = uiView as? UILabel else { return (0, size.height) }
        return (label.firstBaseline(height: size.height, width: size.width),
                label.lastBaseline(height: size.height, width: size.width))
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
