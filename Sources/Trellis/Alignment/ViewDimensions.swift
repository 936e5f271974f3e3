import Foundation

/// A view's size and alignment guides in its own coordinate space.
///
/// You receive dimensions from ``LayoutSubview/dimensions(in:)`` and in the closures of
/// `alignmentGuide(_:computeValue:)`. Reading a guide gives its explicit value when the view
/// (or one of its descendants, merged) sets one, and the guide's default value otherwise.
public struct ViewDimensions: Equatable {
    /// The view's width.
    public var width: CGFloat { size.width }
    /// The view's height.
    public var height: CGFloat { size.height }

    let size: CGSize
    let guides: GuideSource

    init(size: CGSize, guides: GuideSource) {
        self.size = size
        self.guides = guides
    }

    /// The value of the given horizontal guide: explicit if set, else the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.key.type.defaultValue(in: self)
    }

    /// The value of the given vertical guide: explicit if set, else the guide's default.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.key.type.defaultValue(in: self)
    }

    /// The explicit value of the given horizontal guide, or `nil` if the view does not set it.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        guides.explicitValue(guide.key, size)
    }

    /// The explicit value of the given vertical guide, or `nil` if the view does not set it.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        guides.explicitValue(guide.key, size)
    }

    /// The value of the guide `key`: explicit if set, else the guide's default.
    subscript(key: AlignmentKey) -> CGFloat {
        guides.explicitValue(key, size) ?? key.type.defaultValue(in: self)
    }

    /// Dimensions are equal when they describe the same size of the same view.
    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        lhs.size == rhs.size && lhs.guides == rhs.guides
    }
}

/// Where a `ViewDimensions` reads explicit guides from: nowhere, or one node of an engine at
/// one proposal. Guides are computed only when read.
struct GuideSource: Equatable {
    private let engine: LayoutEngine?
    private let node: NodeID
    private let proposal: ProposedViewSize
    /// Overrides below this depth of the node's guide stack are visible (an alignmentGuide
    /// closure sees only the guides set inside it).
    private let overrideDepth: Int

    static var none: GuideSource { GuideSource(engine: nil, node: .none, proposal: .unspecified, overrideDepth: 0) }

    init(engine: LayoutEngine?, node: NodeID, proposal: ProposedViewSize, overrideDepth: Int) {
        self.engine = engine
        self.node = node
        self.proposal = proposal
        self.overrideDepth = overrideDepth
    }

    func explicitValue(_ key: AlignmentKey, _ size: CGSize) -> CGFloat? {
        engine?.explicitGuide(key, of: node, size: size, proposal: proposal, overrideDepth: overrideDepth)
    }

    static func == (lhs: GuideSource, rhs: GuideSource) -> Bool {
        lhs.engine === rhs.engine && lhs.node == rhs.node && lhs.proposal == rhs.proposal
            && lhs.overrideDepth == rhs.overrideDepth
    }
}
