import Foundation

/// A layout Trellis builds in, and what it promises about itself.
///
/// Every built-in layout places its subviews relative to its bounds: their positions depend
/// on the bounds only through their size, so moving the bounds moves every placement by as
/// much. A container that keeps its size and proposal then keeps its subviews' positions
/// relative to it and is not placed again when only its position changes. The other promises
/// are per layout (``BuiltInLayoutPromises``), each declared in the layout's own file. User
/// layouts never conform: one may place its subviews from the bounds' origin in any way, and
/// compute guides or sizes from anything.
protocol BuiltInLayout: Layout {
    /// What the layout promises beyond placing relative to its bounds, known from its type.
    static var promises: BuiltInLayoutPromises { get }
    /// The size the layout always answers, whatever the proposal and its subviews, if any.
    var fixedSize: CGSize? { get }
    /// The spacing preferences the layout always states, whatever its subviews', if any.
    var constantSpacing: ViewSpacing? { get }
    /// How the layout's size depends on each dimension of its proposal: by default not at all
    /// with a fixed size, only through its subviews when ``BuiltInLayoutPromises/sizedBySubviews``,
    /// else directly.
    var proposalUse: ProposalUse { get }
    /// Where the layout puts its subview, when it has one and places it by a rule simple enough
    /// to state as data (``SubviewPlacement``): Trellis then places the subview by the rule
    /// without calling `placeSubviews`, which must place exactly as the rule says. `nil` (the
    /// default) for layouts that place otherwise.
    func subviewPlacement(in size: CGSize, proposal: ProposedViewSize) -> SubviewPlacement?
}

extension BuiltInLayout {
    var fixedSize: CGSize? { nil }
    var constantSpacing: ViewSpacing? { nil }
    func subviewPlacement(in size: CGSize, proposal: ProposedViewSize) -> SubviewPlacement? { nil }
    var proposalUse: ProposalUse {
        fixedSize != nil ? .ignored : Self.promises.contains(.sizedBySubviews) ? .passedToSubviews : .used
    }
}

/// What a built-in layout promises about its answers, so that the work they would take can
/// be skipped.
struct BuiltInLayoutPromises: OptionSet {
    let rawValue: UInt8

    /// The layout keeps the default `explicitAlignment`: its explicit value of a guide is the
    /// merge of its subviews' explicit values, so it has none when none of them has one, and
    /// that is known without placing the subviews aside.
    static let mergesSubviewGuides = BuiltInLayoutPromises(rawValue: 1)

    /// The layout's size is worked out from its subviews' sizes (with their spacing,
    /// priorities and alignment guides) and its own constants, never from its proposal, and
    /// its subviews' positions depend on those sizes alone: when no subview's size depends on
    /// one dimension of its proposal, the container's does not either, and one answer serves
    /// every proposal that differs only in that dimension. A frame of a fixed width passes the
    /// height it is proposed to its subview but answers the subview's height, so it
    /// qualifies; a flexible frame, which clamps its proposal, states per axis what it does
    /// (``BuiltInLayout/proposalUse``).
    static let sizedBySubviews = BuiltInLayoutPromises(rawValue: 2)

    /// The layout's size for a proposal asks its subview at most once (and nothing else that
    /// costs): where the subview answers quickly (a leaf, a fixed size, a kept answer),
    /// working an answer out again costs about what finding a kept one would, so Trellis keeps
    /// none. (Above another such layout it keeps them, so that no question goes down a whole
    /// chain of them, and placing the chain, which asks each link, does not cost its length
    /// squared; a layout that may ask its subview twice, an aspect ratio without a ratio,
    /// always keeps them, or chains of it would cost 2ⁿ.)
    static let asksSubviewOnce = BuiltInLayoutPromises(rawValue: 4)

    /// The layout's spacing preferences are its subviews' union, so when every subview
    /// states the same preferences they are the layout's too, and its subviews' key stands
    /// for them without asking the layout (a stack of alike leaves, a stack of such stacks).
    static let spacingOfAlikeSubviews = BuiltInLayoutPromises(rawValue: 8)
}

/// How a layout's size depends on one dimension (width or height) of its proposal.
enum DimensionUse {
    /// Not at all, whatever its subviews answer (a frame that sets that dimension).
    case ignored
    /// Only through its subviews' answers: when none of them depends on the dimension, the
    /// layout's size does not either (a stack passes the proposal on, shared out or whole).
    case passedToSubviews
    /// Directly (a flexible frame with limits on that axis, a user layout).
    case used
}

/// How a layout's size depends on each dimension of its proposal. Trellis keeps one
/// answer for all the proposals that differ only in dimensions a node's size does not depend
/// on (see ``NodeFlags/widthIndependent``).
struct ProposalUse: Equatable {
    var width: DimensionUse
    var height: DimensionUse

    static let ignored = ProposalUse(width: .ignored, height: .ignored)
    static let passedToSubviews = ProposalUse(width: .passedToSubviews, height: .passedToSubviews)
    static let used = ProposalUse(width: .used, height: .used)
}

/// How a single-subview built-in layout places its subview, as plain data (see
/// ``BuiltInLayout/subviewPlacement(in:proposal:)``).
struct SubviewPlacement {
    /// Where the subview goes in the container's bounds.
    enum Position {
        /// Its top-leading corner at this point, from the bounds' origin.
        case at(CGPoint)
        /// Its `alignment` guides at the same guides of the bounds.
        case aligned(Alignment)
    }

    /// The size proposed to the subview.
    var proposal: ProposedViewSize
    /// Where it goes.
    var position: Position

    /// Places every subview (there is one) in `bounds` as this says: the `placeSubviews` of a
    /// layout that states its placement this way.
    func place(_ subviews: LayoutSubviews, in bounds: CGRect) {
        for subview in subviews {
            switch position {
            case let .at(point):
                subview.place(at: CGPoint(x: bounds.minX + point.x, y: bounds.minY + point.y), proposal: proposal)
            case let .aligned(alignment):
                subview.place(
                    at: Self.alignedOrigin(of: subview.dimensions(in: proposal), in: bounds, alignment: alignment),
                    proposal: proposal)
            }
        }
    }

    /// Where a subview with `dimensions` goes so that its `alignment` guides meet those of `bounds`.
    static func alignedOrigin(of dimensions: ViewDimensions, in bounds: CGRect, alignment: Alignment) -> CGPoint {
        let container = ViewDimensions(size: bounds.size, guides: .none)
        return CGPoint(
            x: bounds.minX + container[alignment.horizontal] - dimensions[alignment.horizontal],
            y: bounds.minY + container[alignment.vertical] - dimensions[alignment.vertical])
    }
}
