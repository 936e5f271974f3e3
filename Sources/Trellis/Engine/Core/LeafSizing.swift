import Foundation

/// How a leaf answers a proposal.
///
/// (Payloads of more than 9 bytes are indirect: the common cases keep a leaf's behaviour, and
/// with it a ``Node``, 8 bytes smaller.)
enum LeafSizing {
    /// Takes the proposal; an unspecified dimension becomes 10 (shapes and colours).
    case fill
    /// The largest square the proposal holds: its smaller side, an unspecified side counting
    /// as 10 (a circle).
    case square
    /// Always the same size.
    indirect case fixed(CGSize)
    /// Per axis: the ideal size when unspecified, else the proposal clamped to min...max.
    /// (Indirect: stand-ins are rare, and their ranges would make every node 32 bytes larger.)
    indirect case flexible(StandIn.Range, StandIn.Range)
    /// A size computed by a closure.
    indirect case custom(@Sendable (ProposedViewSize) -> CGSize)
    /// A leaf that measures itself (``LeafMeasurer``): text, symbol images.
    /// (Indirect: the existential is two words, and would make every sizing larger to copy.)
    indirect case measured(any LeafMeasurer)
    /// A spacer: along `axis` as long as proposed but at least `minLength` (`minLength` when
    /// unspecified), and 0 across it; on both axes alike when `axis` is `nil` (outside a stack).
    case spacer(minLength: CGFloat, axis: Axis?)
    /// A divider: a line along `lineAxis`, as long as proposed (10 when unspecified) and
    /// `thickness` thick.
    case divider(thickness: CGFloat, lineAxis: Axis)

    /// Whether the engine asks the sizing every time instead of keeping its answers in the
    /// measure cache: plain sizes, cheaper to compute than to look up, and measurers that
    /// answer as cheaply (``LeafMeasurer/answersCheaply``).
    var isAskedEachTime: Bool {
        switch self {
        case .custom: return false
        case let .measured(measurer): return measurer.answersCheaply
        case .fill, .square, .fixed, .flexible, .spacer, .divider: return true
        }
    }

    func size(for proposal: ProposedViewSize) -> CGSize {
        switch self {
        case .fill:
            return proposal.replacingUnspecifiedDimensions(by: CGSize(width: 10, height: 10))
        case .square:
            let filled = proposal.replacingUnspecifiedDimensions(by: CGSize(width: 10, height: 10))
            let side = Swift.min(filled.width, filled.height)
            return CGSize(width: side, height: side)
        case let .fixed(size):
            return size
        case let .flexible(width, height):
            return CGSize(width: width.size(for: proposal.width), height: height.size(for: proposal.height))
        case let .custom(body):
            return body(proposal)
        case let .measured(measurer):
            return measurer.size(for: proposal)
        case let .spacer(minLength, axis):
            func length(_ proposed: CGFloat?) -> CGFloat { Swift.max(proposed ?? -.infinity, minLength) }
            switch axis {
            case .horizontal: return CGSize(width: length(proposal.width), height: 0)
            case .vertical: return CGSize(width: 0, height: length(proposal.height))
            case nil: return CGSize(width: length(proposal.width), height: length(proposal.height))
            }
        case let .divider(thickness, lineAxis):
            switch lineAxis {
            case .horizontal: return CGSize(width: proposal.width ?? 10, height: thickness)
            case .vertical: return CGSize(width: thickness, height: proposal.height ?? 10)
            }
        }
    }
}
