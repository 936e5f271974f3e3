import Foundation

/// `containerRelativeFrame`: a frame whose size on the axes it names comes from the nearest
/// container, not from what its parent proposes.
///
/// 1. The container is the nearest scroll view around the view, or the window when there is
///    none; its lengths are what it offers its content less its margins and safe-area insets
///    (`ContainerSizes.swift`).
/// 2. On each named axis the frame is the container's length made into the frame's length
///    (the whole of it, a share of a grid of `count` columns, or a closure's answer) and
///    proposes that length to its child, whatever its own proposal; on the other axis it
///    passes its proposal through and takes its child's length, as `frame(width:)` does.
/// 3. The child is aligned in the frame by `alignment`, as in `frame(width:height:alignment:)`.
///
/// Where the container's length is unknown (a window laid out with no proposal on that axis)
/// the frame leaves the axis to its child, as a frame with that dimension unset would.
///
/// Sources: Apple's documentation of `containerRelativeFrame(_:alignment:)`,
/// `containerRelativeFrame(_:count:span:spacing:alignment:)` and
/// `containerRelativeFrame(_:alignment:_:)` (iOS 17): the containers, the safe-area insets
/// taken off, and the count and span rule; Xiaoyu Xu (fatbobman), "Mastering the
/// containerRelativeFrame Modifier in SwiftUI" (2024), for the proposal passed through on the
/// other axis and the parent's proposal being ignored on the named ones.
struct ContainerRelativeFrameLayout: ModifierLayout {
    /// The axes the container sets.
    let axes: Axis.Set
    /// How a container's length becomes the frame's.
    let rule: ContainerRelativeLength
    let alignment: Alignment

    var name: String { "containerRelativeFrame(\(rule.describe(axes)))" }

    /// The named axes' lengths come from the container: not from the proposal, and not only
    /// from the child (so no answer stands for every proposal there).
    var proposalUse: ProposalUse {
        ProposalUse(
            width: axes.contains(.horizontal) ? .used : .passedToSubviews,
            height: axes.contains(.vertical) ? .used : .passedToSubviews)
    }

    /// The frame's lengths in the container of the frame whose subviews are `subviews`: `nil`
    /// on an axis the frame leaves to its child. A closure's NaN or negative answer is
    /// reported and becomes 0.
    func lengths(_ subviews: SubviewAccess) -> (width: CGFloat?, height: CGFloat?) {
        let container = subviews.containerLengths()
        func length(_ axis: Axis, _ containerLength: CGFloat?) -> CGFloat? {
            guard axes.contains(axis == .horizontal ? .horizontal : .vertical), let containerLength else { return nil }
            let length = rule.length(of: containerLength, along: axis)
            guard length.isNaN || length < 0 else { return length }
            subviews.reportFrameProblem(
                "its closure answered \(Describe.number(length)) for the \(axis == .horizontal ? "width" : "height") "
                    + "of a container \(Describe.number(containerLength)) long; treated as 0")
            return 0
        }
        return (length(.horizontal, container.width), length(.vertical, container.height))
    }

    func size(for proposal: ProposedViewSize, _ subviews: SubviewAccess) -> CGSize {
        let (width, height) = lengths(subviews)
        if let width, let height { return CGSize(width: width, height: height) }
        let child = subviews.sizeOfFirst(ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height))
        return CGSize(width: width ?? child.width, height: height ?? child.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (width, height) = lengths(SubviewAccess(subviews))
        SubviewPlacement(
            proposal: ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height),
            position: .aligned(alignment)
        ).place(subviews, in: bounds)
    }

    /// Like a frame's: the child's preferences, with the edges of the named axes reset.
    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        var reset: Edge.Set = []
        if axes.contains(.horizontal) { reset.formUnion(.horizontal) }
        if axes.contains(.vertical) { reset.formUnion(.vertical) }
        return (subviews.first?.spacing ?? ViewSpacing()).resetting(reset)
    }
}

extension ContainerRelativeFrameLayout {
    /// What the layout promises (``BuiltInLayoutPromises``): it asks its child once, and its
    /// explicit guides are its child's. Its size is not worked out from its child alone.
    static var promises: BuiltInLayoutPromises { [.mergesSubviewGuides, .asksSubviewOnce] }
}

/// How a `containerRelativeFrame` turns its container's length into its own.
///
/// The closure form holds the caller's closure, which need not be `Sendable` (SwiftUI's
/// signature does not ask it to be): it is called only while a host lays out, which a host
/// does under its lock, one pass at a time.
enum ContainerRelativeLength: @unchecked Sendable {
    /// The container's whole length.
    case whole
    /// `span` of `count` equal columns with `spacing` between them, and the spacing
    /// between the spanned columns (checked: `count` and `span` at least 1, spacing finite).
    case grid(count: Int, span: Int, spacing: CGFloat)
    /// The closure's answer for the length and the axis (checked by the layout).
    case custom((CGFloat, Axis) -> CGFloat)

    /// The frame's length along `axis` for a container `length` long (a closure's answer as
    /// it gave it).
    func length(of length: CGFloat, along axis: Axis) -> CGFloat {
        switch self {
        case .whole:
            return length
        case let .grid(count, span, spacing):
            let count = CGFloat(count), span = CGFloat(span)
            let column = (length - spacing * (count - 1)) / count
            return Swift.max(column * span + spacing * (span - 1), 0)
        case let .custom(closure):
            return closure(length, axis)
        }
    }

    /// The modifier's arguments as written (for the node's name).
    func describe(_ axes: Axis.Set) -> String {
        let axesText: String
        switch axes {
        case .horizontal: axesText = ".horizontal"
        case .vertical: axesText = ".vertical"
        default: axesText = "[.horizontal, .vertical]"
        }
        switch self {
        case .whole: return axesText
        case let .grid(count, span, spacing):
            return "\(axesText), count: \(count), span: \(span), spacing: \(Describe.number(spacing))"
        case .custom: return "\(axesText) { length, axis in … }"
        }
    }
}
