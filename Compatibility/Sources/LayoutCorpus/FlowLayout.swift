import SwiftUI

// Modelled on tevelee/SwiftUI-Flow: Sources/Flow/Internal/Layout.swift (the line-breaking flow
// algorithm) and Sources/Flow/Internal/Protocols.swift (the `Subviews`/`Subview`/`Dimensions`
// protocols that both `LayoutSubviews` and the package's test mocks conform to, so the
// algorithm can be unit-tested without SwiftUI views). Re-typed in my own structure, not copied.

/// The collection of subviews a flow arranges: `LayoutSubviews`, or a test double.
protocol FlowSubviews: RandomAccessCollection where Element: FlowSubview, Index == Int, SubSequence == Self {}

/// One subview of a flow: `LayoutSubview`, or a test double.
protocol FlowSubview {
    var spacing: ViewSpacing { get }
    var priority: Double { get }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    func flowDimensions(_ proposal: ProposedViewSize) -> any FlowDimensions
    func place(at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)
}

/// The measurements a flow reads from a subview's dimensions.
protocol FlowDimensions {
    var width: CGFloat { get }
    var height: CGFloat { get }
    subscript(guide: HorizontalAlignment) -> CGFloat { get }
    subscript(guide: VerticalAlignment) -> CGFloat { get }
}

extension LayoutSubviews: FlowSubviews {}

extension LayoutSubview: FlowSubview {
    func flowDimensions(_ proposal: ProposedViewSize) -> any FlowDimensions {
        dimensions(in: proposal)
    }
}

extension ViewDimensions: FlowDimensions {}

/// A horizontal flow: subviews in rows, wrapping to a new row when the next one would not fit
/// the proposed width; subviews of a row align on a vertical guide.
struct FlowLayout: Layout {
    var alignment: VerticalAlignment
    /// Between neighbours in a row; `nil` for the subviews' preferred spacing.
    var itemSpacing: CGFloat?
    /// Between rows; `nil` for the subviews' preferred spacing.
    var lineSpacing: CGFloat?

    init(alignment: VerticalAlignment = .center, itemSpacing: CGFloat? = nil, lineSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.itemSpacing = itemSpacing
        self.lineSpacing = lineSpacing
    }

    /// One measured row.
    struct Line {
        var indices: [Int] = []
        var offsets: [CGFloat] = []   // x of each item within the row
        var width: CGFloat = 0
        var ascent: CGFloat = 0       // largest distance from a row's top to the guide
        var descent: CGFloat = 0      // largest distance from the guide to a row's bottom
        var height: CGFloat { ascent + descent }
    }

    // MARK: The algorithm, generic over the subview abstraction

    func lines<S: FlowSubviews>(for subviews: S, maxWidth: CGFloat) -> [Line] {
        var lines: [Line] = []
        var current = Line()
        for index in subviews.indices {
            let subview = subviews[index]
            let size = subview.sizeThatFits(.unspecified)
            let gap = current.indices.last.map { itemGap(subviews[$0], subview) } ?? 0
            if !current.indices.isEmpty, current.width + gap + size.width > maxWidth {
                lines.append(current)
                current = Line()
            }
            let x = current.indices.isEmpty ? 0 : current.width + gap
            let dimensions = subview.flowDimensions(.unspecified)
            current.indices.append(index)
            current.offsets.append(x)
            current.width = x + size.width
            current.ascent = max(current.ascent, dimensions[alignment])
            current.descent = max(current.descent, dimensions.height - dimensions[alignment])
        }
        if !current.indices.isEmpty { lines.append(current) }
        return lines
    }

    func sizeThatFits<S: FlowSubviews>(proposal: ProposedViewSize, subviews: S) -> CGSize {
        let lines = lines(for: subviews, maxWidth: proposal.availableWidth)
        var height: CGFloat = 0
        for (number, line) in lines.enumerated() {
            if number > 0 { height += rowGap(above: lines[number - 1], below: line, in: subviews) }
            height += line.height
        }
        let width = lines.map(\.width).max() ?? 0
        return CGSize(width: width, height: height)
    }

    func placeSubviews<S: FlowSubviews>(in bounds: CGRect, proposal: ProposedViewSize, subviews: S) {
        let lines = lines(for: subviews, maxWidth: bounds.width)
        var y = bounds.minY
        for (number, line) in lines.enumerated() {
            if number > 0 { y += rowGap(above: lines[number - 1], below: line, in: subviews) }
            for (index, x) in zip(line.indices, line.offsets) {
                let dimensions = subviews[index].flowDimensions(.unspecified)
                let top = y + line.ascent - dimensions[alignment]
                subviews[index].place(at: CGPoint(x: bounds.minX + x, y: top), anchor: .topLeading, proposal: .unspecified)
            }
            y += line.height
        }
    }

    private func itemGap(_ leading: some FlowSubview, _ trailing: some FlowSubview) -> CGFloat {
        itemSpacing ?? leading.spacing.distance(to: trailing.spacing, along: .horizontal)
    }

    private func rowGap<S: FlowSubviews>(above: Line, below: Line, in subviews: S) -> CGFloat {
        if let lineSpacing { return lineSpacing }
        // The largest preferred distance between any view of the upper row and any of the lower.
        var gap: CGFloat = 0
        for upper in above.indices {
            for lower in below.indices {
                gap = max(gap, subviews[upper].spacing.distance(to: subviews[lower].spacing, along: .vertical))
            }
        }
        return gap
    }

    // MARK: Layout

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        sizeThatFits(proposal: proposal, subviews: subviews)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
    }
}
