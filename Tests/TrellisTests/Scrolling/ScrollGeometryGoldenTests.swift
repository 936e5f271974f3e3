import Foundation
import Observation
import Testing
@testable import Trellis

// swiftui-web golden `scroll/geometry` (macOS 26.6.2, SwiftUI 7.6.1; iamcgn/swiftui-web
// Fixtures/Goldens/scroll/geometry/frames.json at 72fe0c9, its fixture `ScrollAPIFixtures.geometry`):
// a scroll view reports its geometry through `onScrollGeometryChange` into a model, and 1 pt
// probes show the values as widths (`value + 100`); the step sets a target that an `onChange`
// scrolls to with a reader. Every number below depends on events: the action's state, laid out
// before the host returns. (Not ported: `geometryCalls`, 2 at rest where Trellis calls once;
// `phaseChanges`, 1 where Trellis's phase never changes.)

@Observable @MainActor
private final class GeometryModel {
    var target: Int?
    var sample = ScrollGeometry(contentOffset: .zero, contentSize: .zero, contentInsets: EdgeInsets(), containerSize: .zero)
}

/// A probe 1 pt tall and `value + 100` wide.
private struct ValueProbe: View {
    let name: String
    let value: CGFloat
    var body: some View { Color.clear.frame(width: max(1, value + 100), height: 1).id(name) }
}

private struct GeometryRows: View {
    let model: GeometryModel

    var body: some View {
        VStack(spacing: 0) {
            ScrollViewReader { proxy in
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0 ..< 20, id: \.self) { index in
                            (index.isMultiple(of: 2) ? Color.blue : Color.orange).frame(width: 120, height: 20).id(index)
                        }
                    }
                }
                .contentMargins(.top, 20, for: .scrollContent)
                .frame(height: 150)
                .id("scroll")
                .onScrollGeometryChange(for: ScrollGeometry.self, of: { $0 }) { _, geometry in model.sample = geometry }
                .onChange(of: model.target) { _, target in
                    if let target { proxy.scrollTo(target, anchor: .top) }
                }
            }
            let sample = model.sample
            HStack(spacing: 0) {
                VStack(spacing: 0) {
                    ValueProbe(name: "offsetX", value: sample.contentOffset.x)
                    ValueProbe(name: "offsetY", value: sample.contentOffset.y)
                    ValueProbe(name: "sizeW", value: sample.contentSize.width)
                    ValueProbe(name: "sizeH", value: sample.contentSize.height)
                    ValueProbe(name: "insetTop", value: sample.contentInsets.top)
                    ValueProbe(name: "insetBottom", value: sample.contentInsets.bottom)
                    ValueProbe(name: "insetLeading", value: sample.contentInsets.leading)
                    ValueProbe(name: "containerW", value: sample.containerSize.width)
                }
                VStack(spacing: 0) {
                    ValueProbe(name: "containerH", value: sample.containerSize.height)
                    ValueProbe(name: "visibleY", value: sample.visibleRect.minY)
                    ValueProbe(name: "visibleH", value: sample.visibleRect.height)
                    ValueProbe(name: "boundsY", value: sample.bounds.minY)
                    ValueProbe(name: "boundsH", value: sample.bounds.height)
                }
            }
        }
    }
}

@Suite("Scroll views: the geometry golden, through events")
@MainActor
struct ScrollGeometryGoldenTests {
    private let window = ProposedViewSize(width: 300, height: 200)

    /// The probes' widths, as recorded.
    private func widths(_ result: LayoutResult) -> [String: CGFloat] {
        let names = [
            "offsetX", "offsetY", "sizeW", "sizeH", "insetTop", "insetBottom", "insetLeading", "containerW",
            "containerH", "visibleY", "visibleH", "boundsY", "boundsH",
        ]
        return Dictionary(uniqueKeysWithValues: names.compactMap { name in result.frame(of: name).map { (name, $0.width) } })
    }

    /// Where row `row` is from the scroll view's origin (golden: row 0 at 41 − 21 at rest).
    private func offset(of row: Int, in result: LayoutResult) -> CGPoint? {
        guard let frame = result.frame(of: row), let scroll = result.frame(of: "scroll") else { return nil }
        return CGPoint(x: frame.minX - scroll.minX, y: frame.minY - scroll.minY)
    }

    @Test("at rest: the geometry an action stored is laid out in the same layout")
    func atRest() {
        let host = LayoutHost(GeometryRows(model: GeometryModel()))
        let result = host.layout(in: window)
        #expect(widths(result) == [
            "offsetX": 100, "offsetY": 80, "sizeW": 220, "sizeH": 500, "insetTop": 120, "insetBottom": 100,
            "insetLeading": 100, "containerW": 220, "containerH": 230, "visibleY": 80, "visibleH": 250,
            "boundsY": 80, "boundsH": 230,
        ])
        // (The golden centres the root in its window; a layout puts it at the origin: frames
        // are compared within the scroll view.)
        #expect(result.frame(of: "scroll")?.size == CGSize(width: 120, height: 150))
        #expect(offset(of: 0, in: result) == CGPoint(x: 0, y: 20))
    }
    @Test("step row10: the reader's scroll from onChange is laid out, and the geometry it reports",
          arguments: [TargetPlatform.macOS, .iOS])
    func scrolledToRowTen(platform: TargetPlatform) {
        // The iOS twin (`ios/scroll/geometry` at 72fe0c9) records the same numbers.
        let model = GeometryModel()
        let host = LayoutHost(GeometryRows(model: model), environment: .recording(platform))
        _ = host.layout(in: window)
        model.target = 10
        let result = host.layout(in: window)
        #expect(widths(result) == [
            "offsetX": 100, "offsetY": 280, "sizeW": 220, "sizeH": 500, "insetTop": 120, "insetBottom": 100,
            "insetLeading": 100, "containerW": 220, "containerH": 230, "visibleY": 280, "visibleH": 250,
            "boundsY": 280, "boundsH": 230,
        ])
        // Row 10 at the top, below the 20-point content margin (golden: g10 at 41 − 21).
        #expect(offset(of: 10, in: result) == CGPoint(x: 0, y: 20))
    }
}
