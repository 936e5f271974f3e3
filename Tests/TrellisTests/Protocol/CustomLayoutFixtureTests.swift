import Foundation
import Testing
@testable import Trellis

/// Layouts written against the public `Layout` API, checked against swiftui-web's recordings
/// of the same layouts on macOS 26 at 2x (https://github.com/iamcgn/swiftui-web at 7f02a9c,
/// `Fixtures/Goldens/customlayout/<name>/frames.json`; the views and layouts described in
/// `Fixtures/Sources/CustomLayout/`, re-typed here from their description). A position that
/// follows only from a layout's arithmetic is compared to 0.01; sizes and positions that follow
/// from text, measured here in the font standing in for SF, within 1 point or 2 %, as every
/// text frame is (Tests/TrellisTests/Fixtures/README.md).
@Suite("Custom layout fixtures (macOS)")
@MainActor
struct CustomLayoutFixtureTests {
    /// `view` laid out in a recording window of `width` × `height` on macOS, at a scale fine
    /// enough that rounding moves nothing by 0.01: the recordings hold unrounded positions.
    private func layout(_ view: some View, width: CGFloat, height: CGFloat) -> LayoutResult {
        RecordedFrames(view, platform: .macOS, window: CGSize(width: width, height: height), scale: 100).result
    }

    /// Compares `id`'s frame with the recorded one: each of `x`, `y`, `width`, `height` to 0.01
    /// unless listed in `text` (it follows text: ``FixtureTests/textTolerance(_:_:)``). Unlike
    /// ``RecordedFrames``, which takes a frame as exact or as text whole, a component at a time:
    /// a vertical position here follows SF's recorded metrics, a width the stand-in font.
    private func expectFrame(
        _ result: LayoutResult, _ id: String, _ expected: [CGFloat], text: Set<Int> = [0, 2],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let frame = result.frame(of: id) else {
            Issue.record("\(id) has no frame", sourceLocation: sourceLocation)
            return
        }
        let actual = [frame.minX, frame.minY, frame.width, frame.height]
        for (index, (value, recorded)) in zip(actual, expected).enumerated() {
            let close = text.contains(index) ? FixtureTests.textTolerance(value, recorded) : abs(value - recorded) <= 0.01
            #expect(close, "\(id): \(frame) ≠ \(expected)", sourceLocation: sourceLocation)
        }
    }

    // MARK: Layouts, as the recordings describe them

    /// Subviews at their ideal sizes in rows, 8 apart, wrapped before one that would pass the
    /// proposed width (300 when unspecified); rows 6 apart, each as tall as its tallest view.
    private struct Flow: Layout {
        func rows(fitting limit: CGFloat, _ subviews: Subviews) -> [[Int]] {
            var rows: [[Int]] = [[]]
            var x: CGFloat = 0
            for index in subviews.indices {
                let width = subviews[index].sizeThatFits(.unspecified).width
                if x > 0, x + width > limit {
                    rows.append([])
                    x = 0
                }
                rows[rows.count - 1].append(index)
                x += width + 8
            }
            return rows
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let width = proposal.width ?? 300
            let heights = rows(fitting: width, subviews).map { row in
                row.map { subviews[$0].sizeThatFits(.unspecified).height }.max() ?? 0
            }
            return CGSize(width: width, height: heights.reduce(0, +) + 6 * CGFloat(max(heights.count - 1, 0)))
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var y = bounds.minY
            for row in rows(fitting: bounds.width, subviews) {
                var x = bounds.minX
                var tallest: CGFloat = 0
                for index in row {
                    let size = subviews[index].sizeThatFits(.unspecified)
                    subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
                    x += size.width + 8
                    tallest = max(tallest, size.height)
                }
                y += tallest + 6
            }
        }
    }

    /// A square as wide as the smaller proposed side (200 for an unspecified one); the first
    /// four subviews centred on a circle 12 inside its edge, at the top, right, bottom and left,
    /// the next four half as far out, and so on.
    private struct Radial: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let side = min(proposal.width ?? 200, proposal.height ?? 200)
            return CGSize(width: side, height: side)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let radius = min(bounds.width, bounds.height) / 2 - 12
            let directions: [CGVector] = [CGVector(dx: 0, dy: -1), CGVector(dx: 1, dy: 0), CGVector(dx: 0, dy: 1), CGVector(dx: -1, dy: 0)]
            for index in subviews.indices {
                let direction = directions[index % 4]
                let distance = index < 4 ? radius : radius / 2
                subviews[index].place(
                    at: CGPoint(x: bounds.midX + direction.dx * distance, y: bounds.midY + direction.dy * distance),
                    anchor: .center, proposal: .unspecified)
            }
        }
    }

    /// Extra leading space a subview asks ``Values`` for.
    private struct Indent: LayoutValueKey {
        static let defaultValue: CGFloat = 0
    }

    /// A column of subviews at their ideal sizes, higher layout priority first (ties in order),
    /// each moved right by its ``Indent``, neighbours as far apart as their spacing asks.
    private struct Values: Layout {
        func order(_ subviews: Subviews) -> [Int] {
            subviews.indices.sorted { a, b in
                subviews[a].priority != subviews[b].priority ? subviews[a].priority > subviews[b].priority : a < b
            }
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            var size = CGSize.zero
            var previous: Int?
            for index in order(subviews) {
                let ideal = subviews[index].sizeThatFits(.unspecified)
                if let previous { size.height += subviews[previous].spacing.distance(to: subviews[index].spacing, along: .vertical) }
                size.height += ideal.height
                size.width = max(size.width, ideal.width + subviews[index][Indent.self])
                previous = index
            }
            return size
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var y = bounds.minY
            var previous: Int?
            for index in order(subviews) {
                let ideal = subviews[index].sizeThatFits(.unspecified)
                if let previous { y += subviews[previous].spacing.distance(to: subviews[index].spacing, along: .vertical) }
                subviews[index].place(at: CGPoint(x: bounds.minX + subviews[index][Indent.self], y: y), proposal: ProposedViewSize(ideal))
                y += ideal.height
                previous = index
            }
        }
    }

    // MARK: The recordings

    @Test("customlayout/flow: a flow layout wraps before the view that would pass its width")
    func flow() {
        let view = Flow {
            Text("One").id("one")
            Text("Two").id("two")
            Text("Three").id("three")
            Text("Four").id("four")
            Text("Five").id("five")
            Color.red.frame(width: 60, height: 30).id("box")
            Text("Six").id("six")
        }
        .frame(width: 160)
        .id("flow")
        let result = layout(view, width: 320, height: 160)
        expectFrame(result, "flow", [80, 54, 160, 52], text: [])
        expectFrame(result, "one", [80, 54, 25, 16])
        expectFrame(result, "two", [113, 54, 25, 16])
        expectFrame(result, "three", [146, 54, 35.5, 16])
        expectFrame(result, "four", [189.5, 54, 27.5, 16])
        expectFrame(result, "five", [80, 76, 25, 16], text: [2])
        expectFrame(result, "box", [113, 76, 60, 30], text: [0])
        expectFrame(result, "six", [181, 76, 18.5, 16])
    }

    @Test("customlayout/radial: subviews are placed by their centres on the circle")
    func radial() throws {
        let view = Radial {
            Text("A").id("a")
            Text("B").id("b")
            Color.blue.frame(width: 20, height: 20).id("c")
            Text("D").id("d")
            Text("E").id("e")
        }
        .frame(width: 160, height: 160)
        .id("radial")
        let result = layout(view, width: 240, height: 240)
        expectFrame(result, "radial", [40, 40, 160, 160], text: [])
        expectFrame(result, "c", [110, 178, 20, 20], text: [])
        // The texts' centres follow from the layout alone; their sizes from the font.
        let recorded: [String: CGRect] = [
            "a": CGRect(x: 115.5, y: 44, width: 9, height: 16), "b": CGRect(x: 183.75, y: 112, width: 8.5, height: 16),
            "d": CGRect(x: 47.25, y: 112, width: 9.5, height: 16), "e": CGRect(x: 116, y: 78, width: 8, height: 16),
        ]
        for (id, frame) in recorded {
            let placed = try #require(result.frame(of: id))
            #expect(abs(placed.midX - frame.midX) <= 0.01 && abs(placed.midY - frame.midY) <= 0.01, "\(id): \(placed) ≠ \(frame)")
            #expect(FixtureTests.textTolerance(placed.width, frame.width) && placed.height == frame.height, "\(id): \(placed) ≠ \(frame)")
        }
    }

    @Test("customlayout/values: a layout reads priorities, layout values and spacing")
    func values() {
        let view = Values {
            Text("Low").id("low")
            Text("High").layoutPriority(1).layoutValue(key: Indent.self, value: 20).id("high")
            Color.green.frame(width: 40, height: 10).layoutValue(key: Indent.self, value: 8).id("bar")
            Text("Last").id("last")
        }
        .id("values")
        let result = layout(view, width: 240, height: 160)
        // The heights and the spacing text asks for are SF's recorded metrics, which Trellis
        // keeps whatever font stands in: vertical positions are exact.
        expectFrame(result, "values", [95.75, 44.553466796875, 48.5, 70.89306640625], text: [0, 2])
        expectFrame(result, "high", [115.75, 44.553466796875, 28.5, 16], text: [0, 2])
        expectFrame(result, "low", [95.75, 60.553466796875, 24.5, 16], text: [0, 2])
        expectFrame(result, "bar", [103.75, 84.704345703125, 40, 10], text: [0])
        expectFrame(result, "last", [95.75, 99.446533203125, 26, 16], text: [0, 2])
    }

    @Test("customlayout/any: an AnyLayout switched between stacks places its subviews as each stack")
    func anyLayout() {
        func stack(horizontal: Bool) -> some View {
            let layout = horizontal ? AnyLayout(HStackLayout(spacing: 8)) : AnyLayout(VStackLayout(spacing: 4))
            return layout {
                Text("One").id("one")
                Color.red.frame(width: 30, height: 20).id("box")
                Text("Three").id("three")
            }
            .id("stack")
        }
        let horizontal = layout(stack(horizontal: true), width: 240, height: 120)
        expectFrame(horizontal, "stack", [66.75, 50, 106.5, 20])
        expectFrame(horizontal, "one", [66.75, 52, 25, 16])
        expectFrame(horizontal, "box", [99.75, 50, 30, 20], text: [0])
        expectFrame(horizontal, "three", [137.75, 52, 35.5, 16])
        // The recording's "vertical" step.
        let vertical = layout(stack(horizontal: false), width: 240, height: 120)
        expectFrame(vertical, "stack", [102.25, 30, 35.5, 60])
        expectFrame(vertical, "one", [107.5, 30, 25, 16])
        expectFrame(vertical, "box", [105, 50, 30, 20], text: [])
        expectFrame(vertical, "three", [102.25, 74, 35.5, 16])
    }
}
