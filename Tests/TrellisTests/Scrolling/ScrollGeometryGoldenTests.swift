import Foundation
import Observation
import Testing
@testable import Trellis

// swiftui-web golden `scroll/geometry` (macOS 26.6.2, SwiftUI 7.6.1; iamcgn/swiftui-web
// Fixtures/Goldens/scroll/geometry/frames.json at 72fe0c9, its fixture `ScrollAPIFixtures.geometry`):
// a scroll view reports its geometry through `onScrollGeometryChange` into a model, and 1 pt
// probes show the values as widths (`value + 100`); the step sets a target that an `onChange`
// scrolls to with a reader. Every number below depends on events: the action's state, laid out
// before the host returns. The fixture also counts the actions' calls in two probes:
// `phaseChanges` (the phase action runs once as the scroll view appears, and not for a reader's
// scroll) and `geometryCalls` (2 at rest and 3 after the step, where Trellis calls once at rest:
// a known issue, below).

@Observable @MainActor
private final class GeometryModel {
    var target: Int?
    var phaseChanges = 0
    var geometryCalls = 0
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
                .onScrollGeometryChange(for: ScrollGeometry.self, of: { $0 }) { _, geometry in
                    model.sample = geometry
                    model.geometryCalls += 1
                }
                .onScrollPhaseChange { _, _ in model.phaseChanges += 1 }
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
                    ValueProbe(name: "phaseChanges", value: CGFloat(model.phaseChanges))
                    ValueProbe(name: "geometryCalls", value: CGFloat(model.geometryCalls))
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

    /// The counters' probes after laying out at rest and then each of `steps`.
    private func counters(_ platform: TargetPlatform, steps: [(GeometryModel) -> Void] = []) -> (phases: CGFloat?, calls: CGFloat?) {
        let model = GeometryModel()
        let host = LayoutHost(GeometryRows(model: model), environment: .recording(platform))
        var result = host.layout(in: window)
        for step in steps {
            step(model)
            result = host.layout(in: window)
        }
        return (result.frame(of: "phaseChanges")?.width, result.frame(of: "geometryCalls")?.width)
    }

    @Test("phaseChanges: the phase action runs once as the scroll view appears, idle to idle",
          arguments: [TargetPlatform.macOS, .iOS])
    func phaseActionAtRest(platform: TargetPlatform) {
        // Recorded 101 wide at rest on both platforms: one call.
        #expect(counters(platform).phases == 101)
    }

    @Test("phaseChanges: a reader's scroll without animation runs no phase action",
          arguments: [TargetPlatform.macOS, .iOS])
    func phaseActionAfterReaderScroll(platform: TargetPlatform) {
        // Recorded 101 wide after the step `row10` on both platforms: still the one call.
        #expect(counters(platform, steps: [{ $0.target = 10 }]).phases == 101)
    }

    @Test("geometryCalls: a reader's scroll runs the geometry action once more",
          arguments: [TargetPlatform.macOS, .iOS])
    func geometryActionOnScroll(platform: TargetPlatform) {
        // Recorded 102 wide at rest and 103 after the step `row10`: one call for the scroll.
        let rest = counters(platform).calls
        let scrolled = counters(platform, steps: [{ $0.target = 10 }]).calls
        #expect(rest.flatMap { rest in scrolled.map { $0 - rest } } == 1)
    }

    @Test("geometryCalls: SwiftUI runs the geometry action twice before the first result is read",
          arguments: [TargetPlatform.macOS, .iOS])
    func geometryActionAtRest(platform: TargetPlatform) {
        // Recorded 102 wide at rest (two calls) and 103 after `row10`, on both platforms.
        // Trellis runs the action once as the scroll view first lays out, with the value it
        // settles on (101, then 102). Apple's documentation says only that the action runs when
        // the value changes; the recordings' probes show the settled geometry, so SwiftUI's
        // first call carried a value read before its layout settled, which Trellis's one
        // settled layout has no counterpart for.
        withKnownIssue("SwiftUI calls once more before its layout settles: 2 calls at rest, Trellis 1") {
            #expect(counters(platform).calls == 102)
            #expect(counters(platform, steps: [{ $0.target = 10 }]).calls == 103)
        }
    }
}
