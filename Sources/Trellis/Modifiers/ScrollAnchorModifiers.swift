import Foundation

/// A type defining the role of a scroll anchor.
///
/// A scroll view uses the anchor `defaultScrollAnchor(_:)` gives it for where it is scrolled
/// initially, how it adjusts to size changes and how it aligns content smaller than itself;
/// `defaultScrollAnchor(_:for:)` sets the anchor of one role.
public struct ScrollAnchorRole: Hashable, Sendable {
    private enum Kind: Hashable, Sendable { case initialOffset, sizeChanges, alignment }
    private let kind: Kind

    /// The role that influences where a scroll view should be initially scrolled.
    public static var initialOffset: ScrollAnchorRole { ScrollAnchorRole(kind: .initialOffset) }
    /// The role that influences how a scroll view should adjust its content offset when the
    /// scroll view's content or container size changes.
    public static var sizeChanges: ScrollAnchorRole { ScrollAnchorRole(kind: .sizeChanges) }
    /// The role that influences how a scroll view should align its content when the size of
    /// its content is smaller than the container size of the scroll view.
    public static var alignment: ScrollAnchorRole { ScrollAnchorRole(kind: .alignment) }

    /// Sets this role's anchor in `anchors`.
    func set(_ anchor: UnitPoint?, in anchors: inout ScrollAnchors) {
        switch kind {
        case .initialOffset: anchors.initialOffset = anchor
        case .sizeChanges: anchors.sizeChanges = anchor
        case .alignment: anchors.alignment = anchor
        }
    }
}

/// The anchors of a scroll view's roles (``ScrollAnchorRole``); `nil` for the default, the
/// top-leading corner.
struct ScrollAnchors: Hashable, Sendable {
    var initialOffset: UnitPoint?
    var sizeChanges: UnitPoint?
    var alignment: UnitPoint?
}

nonisolated extension View {
    /// Associates an anchor to control which part of the scroll view's content should be
    /// rendered by default.
    ///
    /// The anchor controls both which part of the content a scroll view shows initially and
    /// where it puts content smaller than itself (and how it keeps its place as sizes change):
    ///
    /// ```swift
    /// ScrollView { ForEach(0 ..< 20) { _ in Color.blue.frame(width: 120, height: 20) } }
    ///     .defaultScrollAnchor(.bottom)   // shows the last rows
    /// ```
    ///
    /// - Parameter anchor: The unit point of the content that lines up with the same point of
    ///   the scroll view; `nil` for the default, the top-leading corner.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        modifier(EnvironmentWriter(write: { $0.scrollAnchors = ScrollAnchors(initialOffset: anchor, sizeChanges: anchor, alignment: anchor) }))
    }

    /// Associates an anchor to control the position of a scroll view in a particular
    /// circumstance.
    ///
    /// ```swift
    /// ScrollView { Color.blue.frame(width: 120, height: 60) }
    ///     .defaultScrollAnchor(.bottom, for: .alignment)   // short content at the bottom
    /// ```
    ///
    /// - Parameters:
    ///   - anchor: The unit point for the role; `nil` for the default.
    ///   - role: The circumstance it applies to.
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        modifier(EnvironmentWriter(write: { role.set(anchor, in: &$0.scrollAnchors) }))
    }
}
