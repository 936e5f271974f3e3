import Foundation
import Observation
import Testing
@testable import Trellis

// Events in a live host (docs/semantics.md "Events"). The order of a layout's actions is
// SwiftUI's as measured on iOS 17 (https://android.benigumo.com/20240328/onappear-onchange-task:
// inner views first, a view's onAppear and onChange(initial: true) in the order written, the
// tasks after all of them); that onAppear runs after the layout and before drawing, Apple's
// onAppear documentation and https://fatbobman.com/en/posts/onappear-call-timing/.

/// What the actions did, in order.
@MainActor
private final class Log {
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
}

@Observable @MainActor
private final class Switch {
    var shown = true
    var value = 1
}

/// A view whose `onAppear` sets its height: the layout the host returns already has it.
private struct GrowsOnAppear: View {
    @State private var height: CGFloat = 10
    var body: some View {
        Color.blue.frame(width: 10, height: height).id("grows").onAppear { height = 40 }
    }
}

/// A view that shows a red square or a text as its model says, each logging its events.
private struct Toggled: View {
    let model: Switch
    let log: Log
    var body: some View {
        VStack {
            if model.shown {
                Color.red.onAppear { log.add("red appear") }.onDisappear { log.add("red disappear") }
            } else {
                Text("off").onAppear { log.add("text appear") }.onDisappear { log.add("text disappear") }
            }
        }
    }
}

/// A view that logs the changes of its model's value in two forms.
private struct Watcher: View {
    let model: Switch
    let log: Log
    var body: some View {
        Color.red
            .onChange(of: model.value) { old, new in log.add("\(old)→\(new)") }
            .onChange(of: model.value) { new in log.add("new \(new)") }
            .onChange(of: model.value, initial: true) { log.add("plain") }
    }
}

/// A view whose task runs until cancelled while its model shows it.
private struct Worker: View {
    let model: Switch
    let log: Log
    var body: some View {
        VStack {
            if model.shown {
                Color.red.task {
                    // (Bounded: a task never cancelled ends the test after a minute, failing it.)
                    try? await Task.sleep(for: .seconds(60))
                    log.add(Task.isCancelled ? "cancelled" : "not cancelled")
                }
            }
        }
    }
}

/// A view whose task follows its model's value.
private struct Follower: View {
    let model: Switch
    let log: Log
    var body: some View {
        Color.red.task(id: model.value) { [value = model.value] in log.add("task \(value)") }
    }
}

/// A view whose task restarts when its mark changes (`.id(_:)`, explicit identity).
private struct Refreshed: View {
    let model: Switch
    let log: Log
    var body: some View {
        VStack {
            Color.red
                .onAppear { [value = model.value] in log.add("appear \(value)") }
                .onDisappear { [value = model.value] in log.add("disappear \(value)") }
        }
        .id(model.value)
    }
}

/// A view whose `onChange` changes the value it watches, for ever.
private struct NeverSettles: View {
    @State private var count = 0
    let log: Log
    var body: some View {
        Color.blue.frame(width: 10, height: 10)
            .onChange(of: count, initial: true) { log.add("change"); count += 1 }
    }
}

@Suite("Events in a live host")
@MainActor
struct EventModifierTests {
    private let box = ProposedViewSize(width: 200, height: 200)

    @Test("inner views' actions run first, a view's in the order written, tasks last")
    func appearOrder() async {
        let log = Log()
        let host = LayoutHost(
            VStack {
                Color.red.frame(width: 10, height: 10)
                    .task { log.add("inner task") }
                    .onChange(of: 1, initial: true) { log.add("inner change") }
                    .onAppear { log.add("inner appear") }
            }
            .task { log.add("outer task") }
            .onAppear { log.add("outer appear") }
            .onChange(of: 1, initial: true) { log.add("outer change") })
        _ = host.layout(in: box)
        await host.settle()
        #expect(log.entries == ["inner change", "inner appear", "outer appear", "outer change", "inner task", "outer task"])
    }

    @Test("onAppear runs once, at the first layout")
    func appearRunsOnce() {
        let log = Log()
        let host = LayoutHost(Color.red.onAppear { log.add("appear") })
        _ = host.layout(in: box)
        _ = host.layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(log.entries == ["appear"])
    }

    @Test("a snapshot runs no event")
    func snapshotRunsNothing() {
        let log = Log()
        _ = Color.red.onAppear { log.add("appear") }.onChange(of: 1, initial: true) { log.add("change") }.layout(in: box)
        #expect(log.entries.isEmpty)
    }

    @Test("state an onAppear action sets is laid out before the result is returned")
    func appearStateIsSettled() {
        let host = LayoutHost(GrowsOnAppear())
        #expect(host.layout(in: box).frame(of: "grows")?.height == 40)
    }

    @Test("a view a state change removes runs its onDisappear, and one it brings its onAppear")
    func disappearAndAppear() {
        let log = Log()
        let model = Switch()
        let host = LayoutHost(Toggled(model: model, log: log))
        _ = host.layout(in: box)
        model.shown = false
        _ = host.layout(in: box)
        model.shown = true
        _ = host.layout(in: box)
        #expect(log.entries == [
            "red appear", "red disappear", "text appear", "text disappear", "red appear",
        ])
    }

    @Test("onChange gets the old and the new value, and runs only when the value changes")
    func changeOldAndNew() {
        let log = Log()
        let model = Switch()
        let host = LayoutHost(Watcher(model: model, log: log))
        _ = host.layout(in: box)
        model.value = 5
        _ = host.layout(in: box)
        _ = host.layout(in: ProposedViewSize(width: 50, height: 50))
        model.value = 7
        _ = host.layout(in: box)
        #expect(log.entries == ["plain", "1→5", "new 5", "plain", "5→7", "new 7", "plain"])
    }

    @Test("a task is cancelled when its view disappears")
    func taskCancelledAtDisappear() async {
        let log = Log()
        let model = Switch()
        let host = LayoutHost(Worker(model: model, log: log))
        _ = host.layout(in: box)
        #expect(host.events.tasks.count == 1)
        let task = host.events.tasks.values.first
        model.shown = false
        _ = host.layout(in: box)
        await task?.value
        #expect(log.entries == ["cancelled"])
        #expect(host.events.tasks.isEmpty)
    }

    @Test("task(id:) starts again, cancelling the task before, when its id changes")
    func taskRestartsOnIDChange() async {
        let log = Log()
        let model = Switch()
        let host = LayoutHost(Follower(model: model, log: log))
        _ = host.layout(in: box)
        await host.settle()
        _ = host.layout(in: ProposedViewSize(width: 10, height: 10))
        await host.settle()
        model.value = 3
        _ = host.layout(in: box)
        await host.settle()
        #expect(log.entries == ["task 1", "task 3"])
    }

    @Test("a view whose .id changes disappears and appears again as a new view")
    func markChangeIsNewView() {
        let log = Log()
        let model = Switch()
        let host = LayoutHost(Refreshed(model: model, log: log))
        _ = host.layout(in: box)
        model.value = 2
        _ = host.layout(in: box)
        #expect(log.entries == ["appear 1", "disappear 1", "appear 2"])
    }

    @Test("state a task sets is laid out at the next layout after settle")
    func taskStateAfterSettle() async {
        struct Loader: View {
            @State private var rows = 0
            var body: some View {
                Color.blue.frame(width: 10, height: CGFloat(rows) * 20).id("rows").task { rows = 3 }
            }
        }
        let host = LayoutHost(Loader())
        #expect(host.layout(in: box).frame(of: "rows")?.height == 0)
        await host.settle()
        #expect(host.layout(in: box).frame(of: "rows")?.height == 60)
    }

    @Test("actions that keep changing state stop after the bound of rounds, reported")
    func unsettledIsBounded() {
        let log = Log()
        let host = LayoutHost(NeverSettles(log: log))
        let result = host.layout(in: box)
        #expect(log.entries.count == LayoutHost.maximumEventRounds)
        #expect(result.diagnostics.contains { $0.kind == .eventsDidNotSettle })
    }

    @Test("rows of a lazy stack appear when made and disappear when scrolled out")
    func lazyRowsAppearAndDisappear() {
        let log = Log()
        let host = LayoutHost(ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0 ..< 30, id: \.self) { index in
                    Color.blue.frame(width: 100, height: 50).id(index)
                        .onAppear { log.add("+\(index)") }.onDisappear { log.add("-\(index)") }
                }
            }
        }.id("scroll"))
        _ = host.layout(in: ProposedViewSize(width: 100, height: 100))
        let first = log.entries
        #expect(first.contains("+0") && first.contains("+1") && !first.contains("+20"))
        host.scrollTo(20, anchor: .top)
        _ = host.layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(log.entries.contains("+20") && log.entries.contains("-0"))
        #expect(!log.entries.contains("-20"))
    }

    @Test("a layout off the main actor runs no event and says so; the next on it runs them")
    func offMainActorWaits() async {
        let log = Log()
        let host = LayoutHost(Color.red.onAppear { log.add("appear") })
        let proposal = box
        let result = await Task.detached { host.layout(in: proposal) }.value
        #expect(log.entries.isEmpty)
        #expect(result.diagnostics.contains { $0.kind == .approximated })
        _ = host.layout(in: ProposedViewSize(width: 10, height: 10))
        #expect(log.entries == ["appear"])
    }
}
