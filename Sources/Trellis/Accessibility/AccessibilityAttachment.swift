import Foundation

/// What the accessibility modifiers and the built-in views say about a view's accessibility
/// element, as the resolver records it for a node (``AccessibilityRecords``).
///
/// A property left `nil` is not set here. When several attachments reach one node (a modifier
/// on a view that already has one: `.accessibilityElement(children:)` then
/// `.accessibilityLabel`), ``merge(outer:)`` joins them: a property set closer to the view wins,
/// as with SwiftUI's other modifiers, and traits are added and removed in order.
struct AccessibilityAttachment: Sendable {
    /// What a built-in view makes of its node.
    enum Role: Sendable {
        /// A control (`Button`, `Toggle`, `NavigationLink`…): one element whose label is its
        /// content's, with these traits and this value.
        case control(AccessibilityTraits, value: String?)
        /// An image with this label.
        case image(label: String)
        /// An image made with `Image(decorative:)`: no element.
        case decorative
    }

    var role: Role?
    var label: String?
    var value: String?
    var hint: String?
    var identifier: String?
    var isHidden: Bool?
    var addedTraits = AccessibilityTraits()
    var removedTraits = AccessibilityTraits()
    /// Set by `accessibilityElement(children:)`: the node makes an element of its own.
    var children: AccessibilityChildBehavior.Kind?
    var sortPriority: Double?
    var actions: [String] = []
    var heading: AccessibilityHeadingLevel?
    var inputLabels: [String]?
    var showsLargeContentViewer = false
    /// The elements an `accessibilityRepresentation` made, replacing the node's.
    var representation: [LayoutResult.AccessibilityElement]?
    /// The elements `accessibilityChildren` made, replacing the node's children.
    var syntheticChildren: [LayoutResult.AccessibilityElement]?
    /// The rotors `accessibilityRotor` adds: each name with its entries' labels.
    var rotors: [LayoutResult.AccessibilityElement.Rotor] = []
    var textContentType: String?
    var respondsToUserInteraction: Bool?
    /// Where the element is activated: a unit point of its frame, or a point from its origin.
    var activationPoint: ActivationPoint?
    /// The points `accessibilityDragPoint` and `accessibilityDropPoint` give, each a unit
    /// point of the frame and what happens there, in the order given (closest to the view first).
    var dragPoints: [(point: UnitPoint, description: String)] = []
    var dropPoints: [(point: UnitPoint, description: String)] = []
    /// What `accessibilityScrollStatus` says VoiceOver reads as the view scrolls.
    var scrollStatus: String?
    /// What `accessibilityFocused` found: whether the bound state says the focus is here.
    var isAccessibilityFocused: Bool?

    /// An activation point as a modifier gives it.
    enum ActivationPoint: Sendable {
        case unit(UnitPoint)
        case offset(CGPoint)
    }

    /// This attachment with `outer`'s properties added where this one has none.
    func merge(outer: AccessibilityAttachment) -> AccessibilityAttachment {
        var merged = self
        merged.role = role ?? outer.role
        merged.label = label ?? outer.label
        merged.value = value ?? outer.value
        merged.hint = hint ?? outer.hint
        merged.identifier = identifier ?? outer.identifier
        merged.isHidden = isHidden ?? outer.isHidden
        // Inner changes first, then the outer ones on top.
        var traits = addedTraits.subtracting(removedTraits)
        traits.formUnion(outer.addedTraits)
        merged.addedTraits = traits.subtracting(outer.removedTraits)
        merged.removedTraits = removedTraits.subtracting(outer.addedTraits).union(outer.removedTraits)
        merged.children = children ?? outer.children
        merged.sortPriority = sortPriority ?? outer.sortPriority
        merged.actions = actions + outer.actions.filter { !actions.contains($0) }
        merged.heading = heading ?? outer.heading
        merged.inputLabels = inputLabels ?? outer.inputLabels
        merged.showsLargeContentViewer = showsLargeContentViewer || outer.showsLargeContentViewer
        merged.representation = representation ?? outer.representation
        merged.syntheticChildren = syntheticChildren ?? outer.syntheticChildren
        merged.rotors = rotors + outer.rotors
        merged.textContentType = textContentType ?? outer.textContentType
        merged.respondsToUserInteraction = respondsToUserInteraction ?? outer.respondsToUserInteraction
        merged.activationPoint = activationPoint ?? outer.activationPoint
        merged.dragPoints = dragPoints + outer.dragPoints
        merged.dropPoints = dropPoints + outer.dropPoints
        merged.scrollStatus = scrollStatus ?? outer.scrollStatus
        merged.isAccessibilityFocused = isAccessibilityFocused ?? outer.isAccessibilityFocused
        return merged
    }
}

/// A modifier that attaches accessibility properties to a view: what every accessibility
/// modifier returns, and what chained ones on it (`.accessibilityLabel("…").accessibilityHint("…")`)
/// add to.
///
/// ```swift
/// Image(systemName: "trash")
///     .accessibilityLabel("Delete")
///     .accessibilityHint("Removes the message")
/// ```
///
/// Trellis records what it attaches on the view's nodes, without changing the layout, and
/// ``LayoutResult/accessibilityElements`` reads it.
nonisolated public struct AccessibilityAttachmentModifier: ViewModifier, PrimitiveModifier {
    /// An attachment modifier has no body: the engine records it.
    public typealias Body = Never

    /// Records the attachment on the content's nodes (an implementation detail, as
    /// ``ViewModifier/_resolve(_:content:into:)`` is).
    public static func _resolve<Content: View>(_ modifier: Self, content: Content, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(content, by: modifier)
    }

    var attachment: AccessibilityAttachment

    init(_ attachment: AccessibilityAttachment = AccessibilityAttachment()) { self.attachment = attachment }

    /// This modifier with `change` made to its attachment.
    func changed(_ change: (inout AccessibilityAttachment) -> Void) -> AccessibilityAttachmentModifier {
        var copy = self
        change(&copy.attachment)
        return copy
    }

    func resolve<Content: View>(content: Content, into resolver: inout Resolver, elements: inout [NodeID]) {
        let start = elements.count
        resolver.resolve(content, into: &elements)
        resolver.features.accessibility.attach(attachment, to: elements[start...])
    }
}

/// The accessibility records of a tree: per node, what was attached to it (a feature of
/// ``TreeFeatures``, filled by the resolver and read from a result).
struct AccessibilityRecords: Sendable {
    private(set) var attachments: [NodeID: AccessibilityAttachment] = [:]

    /// Attaches `attachment` to each of `nodes`, outside what they already have.
    mutating func attach(_ attachment: AccessibilityAttachment, to nodes: some Collection<NodeID>) {
        for node in nodes {
            attachments[node] = attachments[node].map { $0.merge(outer: attachment) } ?? attachment
        }
    }

    /// What was attached to `node`.
    subscript(node: NodeID) -> AccessibilityAttachment? { attachments[node] }

    /// Takes in a replacement's records, whose node `id` went to `remap(id)`.
    mutating func append(_ other: AccessibilityRecords, remap: (NodeID) -> NodeID) {
        for (node, attachment) in other.attachments { attachments[remap(node)] = attachment }
    }

    /// Forgets the records of `nodes` (a replacement freed them): one look-up each, whatever
    /// the size of the tree.
    mutating func forget(_ nodes: [NodeID]) {
        guard !attachments.isEmpty else { return }
        for node in nodes { attachments[node] = nil }
    }
}

extension Resolver {
    /// Notes the accessibility role a built-in view gives the nodes `nodes`.
    mutating func noteAccessibility(_ role: AccessibilityAttachment.Role, for nodes: some Collection<NodeID>) {
        var attachment = AccessibilityAttachment()
        attachment.role = role
        features.accessibility.attach(attachment, to: nodes)
    }
}
