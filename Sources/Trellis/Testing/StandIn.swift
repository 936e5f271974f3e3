import Foundation

/// A stand-in for a real view, with sizing behaviour you choose: the subviews of a layout
/// under test.
///
/// ```swift
/// let trial = LayoutTrial(MyLayout(), subviews: [
///     .fixed(width: 40, height: 20),
///     .flexible(minWidth: 10, maxWidth: .infinity, height: 20).priority(1),
///     .sized { proposal in CGSize(width: (proposal.width ?? 100) / 2, height: 30) },
/// ])
/// ```
///
/// A stand-in is also a ``View`` (a leaf), so it can appear in any view tree.
nonisolated public struct StandIn: View, Sendable {
    /// The sizing of one axis of a flexible stand-in: it answers `ideal` when the proposal
    /// is unspecified, and otherwise the proposal clamped to `min...max`.
    public struct Range: Sendable, Equatable {
        /// The smallest size the stand-in takes.
        public var min: CGFloat
        /// The size the stand-in answers to an unspecified proposal.
        public var ideal: CGFloat
        /// The largest size the stand-in takes.
        public var max: CGFloat

        /// Creates an axis sizing; `ideal` is clamped into `min...max`, and `max` raised to `min`.
        public init(min: CGFloat, ideal: CGFloat, max: CGFloat) {
            let lower = Swift.max(0, min.isNaN ? 0 : min)
            let upper = Swift.max(lower, max.isNaN ? lower : max)
            self.min = lower
            self.max = upper
            self.ideal = Swift.min(Swift.max(ideal.isNaN ? lower : ideal, lower), upper)
        }

        func size(for proposal: CGFloat?) -> CGFloat {
            guard let proposal else { return ideal }
            return Swift.min(Swift.max(proposal, min), max)
        }
    }

    let sizing: LeafSizing
    let name: String
    var priorityValue: Double = 0
    var spacingValue: ViewSpacing?
    var markerValue: Marker?
    nonisolated(unsafe) var values: [ObjectIdentifier: Any] = [:]

    /// A stand-in of any leaf sizing (the engine's tests give it a ``LeafMeasurer``).
    init(sizing: LeafSizing, name: String) {
        self.sizing = sizing
        self.name = name
    }

    /// A stand-in that is always `width` × `height`, whatever it is proposed.
    public static func fixed(width: CGFloat, height: CGFloat) -> StandIn {
        StandIn(sizing: .fixed(CGSize(width: width, height: height)),
                name: "StandIn.fixed(\(Describe.number(width)), \(Describe.number(height)))")
    }

    /// A stand-in that takes what it is proposed within bounds, per axis.
    ///
    /// With the defaults it behaves like a shape: it takes any proposal and answers 10 for
    /// an unspecified one.
    public static func flexible(
        minWidth: CGFloat = 0, idealWidth: CGFloat = 10, maxWidth: CGFloat = .infinity,
        minHeight: CGFloat = 0, idealHeight: CGFloat = 10, maxHeight: CGFloat = .infinity
    ) -> StandIn {
        let width = Range(min: minWidth, ideal: idealWidth, max: maxWidth)
        let height = Range(min: minHeight, ideal: idealHeight, max: maxHeight)
        return StandIn(sizing: .flexible(width, height), name: "StandIn.flexible")
    }

    /// A stand-in flexible in width (as ``flexible(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:)``)
    /// with a fixed height.
    public static func flexible(
        minWidth: CGFloat = 0, idealWidth: CGFloat = 10, maxWidth: CGFloat = .infinity, height: CGFloat
    ) -> StandIn {
        flexible(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                 minHeight: height, idealHeight: height, maxHeight: height)
    }

    /// A stand-in flexible in height with a fixed width.
    public static func flexible(
        width: CGFloat, minHeight: CGFloat = 0, idealHeight: CGFloat = 10, maxHeight: CGFloat = .infinity
    ) -> StandIn {
        flexible(minWidth: width, idealWidth: width, maxWidth: width,
                 minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight)
    }

    /// A stand-in whose size for each proposal is computed by `size`.
    public static func sized(_ size: @escaping @Sendable (ProposedViewSize) -> CGSize) -> StandIn {
        StandIn(sizing: .custom(size), name: "StandIn.sized")
    }

    /// A leaf named `name` (in dumps and diagnostics) whose size for each proposal is computed
    /// by `size`: the view a `UIViewRepresentable` resolves as (the `SwiftUI` module).
    package static func sized(named name: String, _ size: @escaping @Sendable (ProposedViewSize) -> CGSize) -> StandIn {
        StandIn(sizing: .custom(size), name: name)
    }

    /// The stand-in with the given layout priority (`LayoutSubview.priority`).
    public func priority(_ value: Double) -> StandIn {
        var copy = self
        copy.priorityValue = value
        return copy
    }

    /// The stand-in with the given spacing preferences (`LayoutSubview.spacing`).
    public func spacing(_ value: ViewSpacing) -> StandIn {
        var copy = self
        copy.spacingValue = value
        return copy
    }

    /// The stand-in with a value for a layout value key (`subview[K.self]`).
    public func value<K: LayoutValueKey>(_ key: K.Type, _ value: K.Value) -> StandIn {
        var copy = self
        copy.values[ObjectIdentifier(key)] = value
        return copy
    }

    /// The stand-in marked for ``LayoutResult/frame(of:)``.
    public func marked<ID: Hashable & Sendable>(_ id: ID) -> StandIn {
        var copy = self
        copy.markerValue = Marker(id)
        return copy
    }

    /// A stand-in has no body: it is a leaf.
    public var body: Never { fatalError("StandIn has no body") }
}

extension StandIn: PrimitiveView {
    /// Adds the stand-in's leaf.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        let node = resolver.addLeaf(sizing, name: name)
        resolver.update([node]) {
            $0.priority = priorityValue
            $0.spacingOverride = spacingValue
            $0.marker = markerValue
            $0.layoutValues = values
        }
        elements.append(node)
    }
}
