import Foundation
import Observation
import Testing
@testable import Trellis

// The swiftui-web recordings whose steps go through state and events (iamcgn/swiftui-web,
// macOS 26.2 at 2×): `lifecycle/appear` and `observable/object`, replayed on one live host,
// every recorded frame of every step compared (text frames and those that follow text within
// 1 pt or 2 %).

/// `lifecycle/appear`'s model: the child's appear and disappear counts, and whether it shows.
@Observable @MainActor
private final class LifecycleModel {
    var appeared = 0
    var disappeared = 0
    var showChild = true
}

/// `observable/object`'s model: an `ObservableObject` whose published properties the steps set.
@MainActor
private final class CounterObject: ObservableObject {
    @Published var count = 0
    @Published var flag = false
}

/// A view observing the counter through `@ObservedObject`; the toggle binds through its
/// projected value.
private struct ObservedCounter: View {
    @ObservedObject var model: CounterObject

    var body: some View {
        VStack(spacing: 8) {
            Text("Count: \(model.count)").id("count")
            Toggle("Flag", isOn: $model.flag).id("toggle")
        }
    }
}

@Suite("State: the event and observation step recordings, through a live host",
       .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font: the recordings' views are text"))
@MainActor
struct StateStepsGoldenTests {
    /// `lifecycle/appear` (Fixtures/Goldens/lifecycle/appear/frames.json and the fixture
    /// `LifecycleFixtures.appear` in Fixtures/Sources/Lifecycle/LifecycleFixtures.swift, both at
    /// cc201ee): a text of the counts over a child whose `onAppear` and `onDisappear` count;
    /// the steps hide the child and show it again. The counts' text ("A1 D0", "A1 D1",
    /// "A2 D1": 35.5, 33.5 and 35.5 wide) is laid out after the actions that changed it.
    @Test("lifecycle/appear: the appear and disappear actions' counts are laid out in the step that ran them")
    func lifecycleAppear() {
        let model = LifecycleModel()
        var counts: [String] = []
        let recorded = RecordedSteps.frames(
            model, { model in
                VStack(spacing: 8) {
                    Text("A\(model.appeared) D\(model.disappeared)").id("counts")
                    if model.showChild {
                        Text("Child")
                            .onAppear { model.appeared += 1 }
                            .onDisappear { model.disappeared += 1 }
                            .id("child")
                    }
                }
                .id("stack")
            },
            window: CGSize(width: 320, height: 120),
            steps: [
                { counts.append("A\($0.appeared) D\($0.disappeared)"); $0.showChild = false },
                { counts.append("A\($0.appeared) D\($0.disappeared)"); $0.showChild = true },
            ])
        counts.append("A\(model.appeared) D\(model.disappeared)")
        #expect(counts == ["A1 D0", "A1 D1", "A2 D1"])
        // (at rest and "show": the child under the counts)
        for shown in [recorded[0], recorded[2]] {
            shown.text("stack", 142.25, 40, 35.5, 40)
            shown.text("counts", 142.25, 40, 35.5, 16)
            shown.text("child", 144.25, 64, 31.5, 16)
        }
        recorded[1].text("stack", 143.25, 52, 33.5, 16)
        recorded[1].text("counts", 143.25, 52, 33.5, 16)
        recorded[1].absent("child")
    }

    /// `observable/object` (Fixtures/Goldens/observable/object/frames.json and the fixture
    /// `ObservableObjectFixtures.object` in Fixtures/Sources/Observable/ObservableObjectFixtures.swift,
    /// both at 9f0550b): a view observing an `ObservableObject`; the steps set its count (the
    /// text "Count: 0" becomes "Count: 1", 52 then 50 wide) and its flag (the toggle's frame
    /// does not change).
    @Test("observable/object: a published change lays the observing view out again")
    func observableObject() {
        let recorded = RecordedSteps.frames(
            CounterObject(), { ObservedCounter(model: $0).id("view") }, window: CGSize(width: 320, height: 120),
            steps: [{ $0.count += 1 }, { $0.flag = true }])
        recorded[0].text("view", 134, 38.75, 52, 42.5)
        recorded[0].text("count", 134, 38.75, 52, 16)
        recorded[0].text("toggle", 136.5, 62.75, 47, 18.5)
        for counted in recorded[1...] {
            counted.text("view", 135, 38.75, 50, 42.5)
            counted.text("count", 135, 38.75, 50, 16)
            counted.text("toggle", 136.5, 62.75, 47, 18.5)
        }
    }
}
