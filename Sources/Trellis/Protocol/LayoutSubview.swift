import Foundation

/// A proxy that represents one subview of a layout.
///
/// Use it to ask the subview for its size (``sizeThatFits(_:)``) or dimensions
/// (``dimensions(in:)``), to read its ``priority``, ``spacing`` and layout values, and to
/// place it (``place(at:anchor:proposal:)``) from ``Layout/placeSubviews(in:proposal:subviews:cache:)``.
public struct LayoutSubview: Equatable {
    let engine: LayoutEngine
    let node: NodeID
    /// The subview's child entry: where it is in the engine's child lists, from which its
    /// position among its container's subviews (where its placement is recorded) follows.
    let entry: Int

    /// Asks the subview for its size.
    ///
    /// - Parameter proposal: A proposed size; `nil` dimensions ask for the ideal size, `0` for
    ///   the minimum, `.infinity` for the maximum.
    /// - Returns: The size the subview chooses, which can differ from the proposal.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        engine.measure(node, proposal, askedByLayout: true)
    }

    /// Asks the subview for its dimensions and alignment guides.
    ///
    /// - Parameter proposal: A proposed size, as for ``sizeThatFits(_:)``.
    /// - Returns: The subview's size and alignment guides for that proposal.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        engine.dimensions(node, proposal, askedByLayout: true)
    }

    /// Assigns a position and proposed size to the subview.
    ///
    /// Call it once for each subview from ``Layout/placeSubviews(in:proposal:subviews:cache:)``.
    /// A call made anywhere else (from `sizeThatFits`, or on a proxy kept from another call)
    /// has no effect: a subview its container does not place while placing is centred in the
    /// container with the container's proposal, and reported (`LayoutDiagnostic.Kind.notPlaced`).
    ///
    /// - Parameters:
    ///   - position: Where the anchor of the subview appears, in the coordinate space of the
    ///     container's `bounds`.
    ///   - anchor: The unit point on the subview that appears at `position`.
    ///   - proposal: The size proposed to the subview; it chooses its size from it.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        engine.place(node, entry: entry, at: position, anchor: anchor, proposal: proposal)
    }

    /// The subview's preferred spacing.
    public var spacing: ViewSpacing { engine.spacing(of: node) }

    /// The key of the subview's spacing preferences: two subviews with the same key prefer the
    /// same spacing (see ``SpacingTable``).
    var spacingKey: Int32 { engine.spacingKey(of: node) }

    /// The layout priority of the subview (set with `layoutPriority(_:)`; 0 by default).
    public var priority: Double { engine.priority(of: node) }

    /// Gets the value for the subview that's associated with the specified key, or the key's
    /// default value if the subview does not set one.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        engine.layoutValue(ObjectIdentifier(key), of: node) as? K.Value ?? K.defaultValue
    }

    /// Proxies are equal when they stand for the same subview.
    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.engine === rhs.engine && lhs.node == rhs.node
    }

    /// Leaves the subview, and everything in it, out of the layout result of this pass: for
    /// built-in containers that show only some of their subviews (`ViewThatFits`). Not public:
    /// SwiftUI's `Layout` has no such call (a user layout's unplaced subview is centred).
    func hide() {
        engine.hide(node, entry: entry)
    }
}
