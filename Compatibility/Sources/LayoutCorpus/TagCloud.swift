import SwiftUI

// A tag cloud: a wrapping flow whose options come from the environment through a user
// `EnvironmentKey`, the way tevelee/SwiftUI-Flow reads its options
// (`@Environment(\.flexibility)` in Sources/Flow/HFlow.swift, keys in
// Sources/FlowLineLimit/LineLimitEnvironment.swift), with the wrapping algorithm of the common
// "FlowResult" flow layout, e.g. ROLANDsebastien/Resume-ATS, Resume-ATS/Utils/FlowLayout.swift
// (width from `proposal.replacingUnspecifiedDimensions()`). Re-typed, not copied.

/// How the rows of a tag cloud sit within its width.
enum TagRowAlignment: Sendable, Equatable {
    case leading, center, trailing
}

/// The options of every `TagCloud` below the view that sets them.
struct TagCloudStyle: Sendable, Equatable {
    var spacing: CGFloat = 8
    var lineSpacing: CGFloat = 8
    var rowAlignment: TagRowAlignment = .leading
}

private struct TagCloudStyleKey: EnvironmentKey {
    static let defaultValue = TagCloudStyle()
}

extension EnvironmentValues {
    var tagCloudStyle: TagCloudStyle {
        get { self[TagCloudStyleKey.self] }
        set { self[TagCloudStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the tag clouds in this view.
    func tagCloudStyle(_ style: TagCloudStyle) -> some View {
        environment(\.tagCloudStyle, style)
    }
}

/// A view that flows its tags in rows, styled by the environment.
struct TagCloud<Content: View>: View {
    @Environment(\.tagCloudStyle) private var style
    let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        TagCloudLayout(style: style) {
            content
        }
    }
}

/// The layout behind `TagCloud`.
struct TagCloudLayout: Layout {
    var style: TagCloudStyle

    private struct Arrangement {
        var origins: [CGPoint] = []
        var rowOf: [Int] = []
        var rowWidths: [CGFloat] = []
        var size: CGSize = .zero
    }

    private func arrange(_ subviews: Subviews, within maxWidth: CGFloat) -> Arrangement {
        var result = Arrangement()
        var x: CGFloat = 0
        var y: CGFloat = 0
        var rowHeight: CGFloat = 0
        var rowWidth: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0, x + size.width > maxWidth {
                result.rowWidths.append(rowWidth)
                x = 0
                y += rowHeight + style.lineSpacing
                rowHeight = 0
            }
            result.origins.append(CGPoint(x: x, y: y))
            result.rowOf.append(result.rowWidths.count)
            rowWidth = x + size.width
            x += size.width + style.spacing
            rowHeight = max(rowHeight, size.height)
            result.size.width = max(result.size.width, rowWidth)
        }
        result.rowWidths.append(rowWidth)
        result.size.height = y + rowHeight
        return result
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrange(subviews, within: proposal.replacingUnspecifiedDimensions().width).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let arrangement = arrange(subviews, within: bounds.width)
        for (index, subview) in subviews.enumerated() {
            let slack = bounds.width - arrangement.rowWidths[arrangement.rowOf[index]]
            let shift: CGFloat = switch style.rowAlignment {
            case .leading: 0
            case .center: slack / 2
            case .trailing: slack
            }
            let origin = arrangement.origins[index]
            subview.place(at: CGPoint(x: bounds.minX + origin.x + shift, y: bounds.minY + origin.y), proposal: .unspecified)
        }
    }
}
