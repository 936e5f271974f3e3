import Foundation
import Synchronization
@testable import Trellis
import TrellisGallery

/// What a ``Probe`` saw of its subviews during layout.
final class ProbeRecord: Sendable {
    private let state = Mutex<(priorities: [Double], spacings: [ViewSpacing], leading: [CGFloat?])>(([], [], []))

    func record(_ subviews: LayoutSubviews) {
        state.withLock {
            $0.priorities = subviews.map(\.priority)
            $0.spacings = subviews.map(\.spacing)
            $0.leading = subviews.map { $0.dimensions(in: .unspecified)[explicit: HorizontalAlignment.leading] }
        }
    }

    var priorities: [Double] { state.withLock { $0.priorities } }
    var spacings: [ViewSpacing] { state.withLock { $0.spacings } }
    var explicitLeading: [CGFloat?] { state.withLock { $0.leading } }
}

/// A layout that records its subviews' priorities, spacing and explicit leading guides, and
/// stacks them like `BasicVStack`.
struct Probe: Layout {
    let record: ProbeRecord

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        record.record(subviews)
        return BasicVStack().sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        BasicVStack().placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

/// A row that separates neighbours by the distance their spacing preferences ask for
/// (`ViewSpacing.distance(to:along:)`), each at its ideal size, top-aligned.
struct SpacedRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let frames = self.frames(subviews)
        return CGSize(width: frames.last?.maxX ?? 0, height: frames.map(\.maxY).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (subview, frame) in zip(subviews, frames(subviews)) {
            subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY), proposal: .unspecified)
        }
    }

    private func frames(_ subviews: Subviews) -> [CGRect] {
        var x: CGFloat = 0
        var frames: [CGRect] = []
        for index in subviews.indices {
            if index > 0 { x += subviews[index - 1].spacing.distance(to: subviews[index].spacing, along: .horizontal) }
            let size = subviews[index].sizeThatFits(.unspecified)
            frames.append(CGRect(origin: CGPoint(x: x, y: 0), size: size))
            x += size.width
        }
        return frames
    }
}

/// A column that lines its subviews up on one horizontal guide, as a `VStack` does: each
/// subview at its ideal size, stacked top to bottom without spacing.
struct GuideColumn: Layout {
    let guide: HorizontalAlignment

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let frames = self.frames(subviews)
        let minX = frames.map(\.minX).min() ?? 0
        return CGSize(width: (frames.map(\.maxX).max() ?? 0) - minX, height: frames.last?.maxY ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let frames = self.frames(subviews)
        let minX = frames.map(\.minX).min() ?? 0
        for (subview, frame) in zip(subviews, frames) {
            subview.place(at: CGPoint(x: bounds.minX + frame.minX - minX, y: bounds.minY + frame.minY), proposal: .unspecified)
        }
    }

    /// Frames with every subview's guide at x = 0.
    private func frames(_ subviews: Subviews) -> [CGRect] {
        var y: CGFloat = 0
        return subviews.map { subview in
            let dimensions = subview.dimensions(in: .unspecified)
            defer { y += dimensions.height }
            return CGRect(x: -dimensions[guide], y: y, width: dimensions.width, height: dimensions.height)
        }
    }
}

extension ViewSpacing {
    /// A spacing that prefers `value` on every edge, in the default category.
    static func preferring(_ value: CGFloat) -> ViewSpacing {
        var spacing = ViewSpacing()
        for edge in Edge.allCases { spacing[edge].defaultCategory = value }
        return spacing
    }
}

let rightToLeftEnvironment: EnvironmentValues = {
    var environment = EnvironmentValues()
    environment.layoutDirection = .rightToLeft
    return environment
}()
