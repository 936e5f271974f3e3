import Foundation
import Observation
import Testing
@testable import Trellis

// swiftui-web goldens `lazy/pinned-headers`, `lazy/pinned-footers`, `lazy/pinned-both` and
// `lazy/laziness` (macOS 26.2 at 2×, at 3cab7fb; iamcgn/swiftui-web
// Fixtures/Goldens/lazy/<name>/frames.json, their fixture `LazyPinnedFixtures`), run as the
// fixture runs them: each step sets the model's target (and anchor), an `onChange` asks the
// reader to scroll there, and the layout after it is compared with every frame the recording
// holds (a lazy stack's recording lists only the views it made). All 200 wide at x 50.

@Observable @MainActor
private final class LazyScrollModel {
    var target: String?
    var anchor: UnitPoint? = .top
}

/// Three sections of eight 20-point rows between a 24-point header and a 16-point footer.
private struct PinnedStack: View {
    let model: LazyScrollModel
    let pinned: PinnedScrollableViews

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack(spacing: 0, pinnedViews: pinned) {
                    ForEach(["a", "b", "c"], id: \.self) { prefix in
                        Section {
                            ForEach(0 ..< 8, id: \.self) { index in
                                (index.isMultiple(of: 2) ? Color.blue : Color.orange).frame(width: 200, height: 20).id("\(prefix)\(index)")
                            }
                        } header: {
                            Color.gray.frame(width: 200, height: 24).id("\(prefix)H")
                        } footer: {
                            Color.black.frame(width: 200, height: 16).id("\(prefix)F")
                        }
                    }
                }
            }
            .onChange(of: model.target) { _, target in
                if let target { proxy.scrollTo(target, anchor: model.anchor) }
            }
        }
    }
}

/// 200 rows of 20 points in a lazy stack.
private struct LazyRows: View {
    let model: LazyScrollModel

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0 ..< 200, id: \.self) { index in
                        (index.isMultiple(of: 2) ? Color.blue : Color.orange).frame(width: 200, height: 20).id("r\(index)")
                    }
                }
            }
            .onChange(of: model.target) { _, target in
                if let target { proxy.scrollTo(target, anchor: model.anchor) }
            }
        }
    }
}

@Suite("Lazy stacks: the scrolling goldens, through events")
@MainActor
struct LazyScrollGoldenTests {
    private let window = ProposedViewSize(width: 300, height: 200)

    /// Expects each recorded view at its `y`: a header 24 tall, a footer 16, a row 20.
    private func expect(_ result: LayoutResult, _ recorded: KeyValuePairs<String, CGFloat>, sourceLocation: SourceLocation = #_sourceLocation) {
        for (id, y) in recorded {
            let height: CGFloat = id.hasSuffix("H") ? 24 : id.hasSuffix("F") ? 16 : 20
            #expect(result.element(id: id)?.exactFrame == CGRect(x: 50, y: y, width: 200, height: height), "\(id)",
                    sourceLocation: sourceLocation)
        }
    }

    /// The layout after each step (the target and anchor it sets) of a host of `view`.
    private func steps(_ view: some View, model: LazyScrollModel, _ targets: [(String, UnitPoint)]) -> [LayoutResult] {
        let host = LayoutHost(view)
        _ = host.layout(in: window)
        return targets.map { target, anchor in
            model.anchor = anchor
            model.target = target
            return host.layout(in: window)
        }
    }

    /// Section b scrolled to b3: its rows and footer, c's header and first rows.
    private static let sectionBFromB3: KeyValuePairs<String, CGFloat> = [
        "b3": 0, "b4": 20, "b5": 40, "b6": 60, "b7": 80, "bF": 100, "cH": 116, "c0": 140, "c1": 160, "c2": 180,
    ]

    @Test("lazy/pinned-headers b3 then a7: the header over b3, then back to the top")
    func pinnedHeaders() {
        let model = LazyScrollModel()
        let results = steps(PinnedStack(model: model, pinned: .sectionHeaders), model: model, [("b3", .top), ("a7", .bottom)])
        expect(results[0], Self.sectionBFromB3)
        expect(results[0], ["bH": 0])
        expect(results[1], [
            "aH": 0, "a0": 24, "a1": 44, "a2": 64, "a3": 84, "a4": 104, "a5": 124, "a6": 144, "a7": 164, "aF": 184,
        ])
    }

    @Test("lazy/pinned-footers b3 then b0-bottom: the last footer held at the bottom, then b's over b0")
    func pinnedFooters() {
        let model = LazyScrollModel()
        let results = steps(PinnedStack(model: model, pinned: .sectionFooters), model: model, [("b3", .top), ("b0", .bottom)])
        expect(results[0], Self.sectionBFromB3)
        expect(results[0], ["cF": 184])
        expect(results[1], [
            "a1": 0, "a2": 20, "a3": 40, "a4": 60, "a5": 80, "a6": 100, "a7": 120, "aF": 140, "bH": 156, "b0": 180, "bF": 184,
        ])
    }

    @Test("lazy/pinned-both b3: a header at the top and a footer at the bottom")
    func pinnedBoth() {
        let model = LazyScrollModel()
        let results = steps(PinnedStack(model: model, pinned: [.sectionHeaders, .sectionFooters]), model: model, [("b3", .top)])
        expect(results[0], Self.sectionBFromB3)
        expect(results[0], ["bH": 0, "cF": 184])
    }

    @Test("lazy/laziness r100: the reader's scroll makes row 100 and puts it at the top")
    func lazinessScrolled() {
        let model = LazyScrollModel()
        let results = steps(LazyRows(model: model), model: model, [("r100", .top)])
        expect(results[0], [
            "r100": 0, "r101": 20, "r102": 40, "r103": 60, "r104": 80, "r105": 100, "r106": 120, "r107": 140, "r108": 160,
            "r109": 180,
        ])
    }
}
