import Foundation
import Testing
import Trellis

// A live host: state and observed values change, and the next update reads again only the
// bodies that read them (issue 25, "Live state"). SwiftUI's rule: a view's body is read again
// when a dynamic property it depends on changes (Apple: "Managing user interface state",
// https://developer.apple.com/documentation/swiftui/managing-user-interface-state, and
// "Managing model data in your app" for Observation: a view tracks the properties its body
// reads).

/// Counts the reads of bodies, by name.
@MainActor private final class Reads {
    var counts: [String: Int] = [:]
    func note(_ name: String) { counts[name, default: 0] += 1 }
    subscript(name: String) -> Int { counts[name, default: 0] }
}

@Observable private final class Model {
    var width: CGFloat = 10
    var height: CGFloat = 10
    var unread = 0
}

private final class Settings: ObservableObject {
    @Published var width: CGFloat = 10
    // Read and written by the main-actor tests only.
    nonisolated(unsafe) static var made = 0
    init() { Settings.made += 1 }
}

/// A bar as wide as its model says.
private struct ModelBar: View {
    let model: Model
    let reads: Reads
    var body: some View {
        reads.note("width")
        return Color.red.frame(width: model.width, height: 10).id("width")
    }
}

/// A bar at least as wide as its model says, as wide as it is offered; unmarked.
private struct PlainModelBar: View {
    let model: Model
    var body: some View { Color.red.frame(minWidth: model.width, maxWidth: .infinity, minHeight: 10, maxHeight: 10) }
}

/// A bar as tall as its model says.
private struct ModelColumn: View {
    let model: Model
    let reads: Reads
    var body: some View {
        reads.note("height")
        return Color.blue.frame(width: 10, height: model.height).id("height")
    }
}

/// A button that widens a bar kept in its own state.
private struct Grower: View {
    @State private var width: CGFloat = 10
    var body: some View {
        VStack(spacing: 0) {
            Button("Grow") { width += 30 }.id("grow")
            Color.green.frame(width: width, height: 10).id("grown")
        }
    }
}

/// A grower whose identity is its parent's key (`.id(key)`), beside a count of taps that
/// reads its parent's body again without changing the key.
private struct KeyedGrower: View {
    @State private var key = 0
    @State private var taps = 0
    var body: some View {
        VStack(spacing: 0) {
            Button("New key") { key += 1 }.id("new-key")
            Button("Tap") { taps += 1 }.id("tap")
            Color.red.frame(width: CGFloat(10 + taps), height: 1).id("taps")
            Grower().id(key)
        }
    }
}

/// A slot that widens its parent's state through a binding.
private struct Slot: View {
    @Binding var width: CGFloat
    var body: some View {
        Button("Widen") { width = 60 }.id("widen")
    }
}

private struct SlotParent: View {
    @State private var width: CGFloat = 20
    var body: some View {
        HStack(spacing: 0) {
            Slot(width: $width)
            Color.red.frame(width: width, height: 10).id("slot-bar")
        }
    }
}

/// A view that reads a model and holds a view with state of its own.
private struct ModelAroundGrower: View {
    let model: Model
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: model.width, height: 10).id("outer")
            Grower()
        }
    }
}

private struct BannerAndGrower: View {
    @State private var showsBanner = false
    var body: some View {
        VStack(spacing: 0) {
            Toggle("Banner", isOn: $showsBanner).id("banner-toggle")
            if showsBanner { Color.yellow.frame(height: 20).id("banner") }
            Grower()
        }
    }
}

private struct EnvironmentSettingsBar: View {
    @EnvironmentObject var settings: Settings
    var body: some View { Color.red.frame(width: settings.width, height: 10).id("environment-settings") }
}

/// A model whose property is read only inside a `ForEach`'s content.
@Observable private final class WidthList {
    var widths: [CGFloat] = [10, 20]
}

private struct NameList: View {
    let model: WidthList
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0 ..< 2) { index in Color.red.frame(width: model.widths[index], height: 5).id(index) }
        }
    }
}

/// Rows identified by name, each with a grower of its own.
@Observable private final class RowNames {
    var names = ["a", "b", "c"]
}

private struct NamedRow: View {
    let name: String
    @State private var width: CGFloat = 10
    var body: some View {
        HStack(spacing: 0) {
            Button("Grow") { width = 80 }.id("grow-" + name)
            Color.green.frame(width: width, height: 10).id("row-" + name)
        }
    }
}

private struct NamedRows: View {
    let model: RowNames
    var body: some View {
        VStack(spacing: 0) { ForEach(model.names, id: \.self) { NamedRow(name: $0) } }
    }
}

private struct SettingsBar: View {
    @ObservedObject var settings: Settings
    var body: some View { Color.red.frame(width: settings.width, height: 10).id("settings") }
}

private struct OwnSettingsBar: View {
    @StateObject private var settings = Settings()
    let model: Model
    var body: some View {
        HStack(spacing: 0) {
            Button("Wider") { settings.width = 50 }.id("wider")
            Color.red.frame(width: settings.width, height: model.height).id("own-settings")
        }
    }
}

/// A layout that counts its measurements.
private struct CountingStack: Layout {
    let counter: Counter
    final class Counter: @unchecked Sendable { var sizes = 0 }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        counter.sizes += 1
        return subviews.first?.sizeThatFits(proposal) ?? .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
}

private let proposal = ProposedViewSize(width: 300, height: 300)

@MainActor
struct LiveStateTests {
    @Test("an @Observable property a body read relays out after an update")
    func observedPropertyChangeUpdatesTheLayout() {
        let model = Model()
        let host = LayoutHost(ModelBar(model: model, reads: Reads()), fonts: .testFont)
        #expect(host.layout(in: proposal).frame(of: "width")?.width == 10)
        model.width = 40
        #expect(host.update())
        #expect(host.layout(in: proposal).frame(of: "width")?.width == 40)
    }

    @Test("a layout on the main actor applies the changes waiting")
    func layoutOnTheMainActorUpdatesFirst() {
        let model = Model()
        let host = LayoutHost(ModelBar(model: model, reads: Reads()), fonts: .testFont)
        _ = host.layout(in: proposal)
        model.width = 25
        #expect(host.layout(in: proposal).frame(of: "width")?.width == 25)
    }

    @Test("a change reads again only the bodies that read the changed property")
    func onlyTheReadingBodyIsReadAgain() {
        let model = Model(), reads = Reads()
        let host = LayoutHost(HStack { ModelBar(model: model, reads: reads); ModelColumn(model: model, reads: reads) }, fonts: .testFont)
        _ = host.layout(in: proposal)
        model.height = 30
        host.update()
        #expect(reads["width"] == 1)
        #expect(reads["height"] == 2)
        #expect(host.layout(in: proposal).frame(of: "height")?.height == 30)
    }

    @Test("a change to a property no body read changes nothing")
    func unreadPropertyChangeCostsNothing() {
        let model = Model(), reads = Reads()
        let host = LayoutHost(ModelBar(model: model, reads: reads), fonts: .testFont)
        _ = host.layout(in: proposal)
        model.unread += 1
        #expect(!host.update())
        #expect(reads["width"] == 1)
    }

    @Test("activating a button runs its action, and its state change relays out")
    func activatingAButtonChangesState() {
        let host = LayoutHost(Grower(), fonts: .testFont)
        #expect(host.layout(in: proposal).frame(of: "grown")?.width == 10)
        #expect(host.activate(id: "grow"))
        #expect(host.layout(in: proposal).frame(of: "grown")?.width == 40)
        host.activate(id: "grow")
        #expect(host.layout(in: proposal).frame(of: "grown")?.width == 70)
    }

    @Test("activating a mark without a button or toggle does nothing")
    func activatingAViewWithoutActionIsRefused() {
        let host = LayoutHost(Grower(), fonts: .testFont)
        #expect(!host.activate(id: "grown"))
        #expect(!host.activate(id: "missing"))
    }

    @Test("a write through a binding updates the view that owns the state")
    func bindingWriteUpdatesTheOwner() {
        let host = LayoutHost(SlotParent(), fonts: .testFont)
        #expect(host.layout(in: proposal).frame(of: "slot-bar")?.width == 20)
        host.activate(id: "widen")
        #expect(host.layout(in: proposal).frame(of: "slot-bar")?.width == 60)
    }

    @Test("a view keeps its state when its parent's body is read again")
    func stateSurvivesTheParentsUpdate() {
        let model = Model()
        let host = LayoutHost(ModelAroundGrower(model: model), fonts: .testFont)
        host.activate(id: "grow")
        #expect(host.layout(in: proposal).frame(of: "grown")?.width == 40)
        model.width = 50
        let result = host.layout(in: proposal)
        #expect(result.frame(of: "outer")?.width == 50)
        #expect(result.frame(of: "grown")?.width == 40)
    }

    /// Apple's `id(_:)`: "When the proxy value specified by the id parameter changes, the
    /// identity of the view — for example, its state — is reset."
    @Test("a new .id value gives the view it marks new state")
    func newIDResetsState() {
        let host = LayoutHost(KeyedGrower(), fonts: .testFont)
        host.activate(id: "grow")
        #expect(host.layout(in: proposal).frame(of: "grown")?.width == 40)
        host.activate(id: "new-key")
        #expect(host.layout(in: proposal).frame(of: "grown")?.width == 10)
    }

    @Test("the same .id value keeps the view's state when its parent's body is read again")
    func sameIDKeepsState() {
        let host = LayoutHost(KeyedGrower(), fonts: .testFont)
        host.activate(id: "grow")
        host.activate(id: "tap")
        let result = host.layout(in: proposal)
        #expect(result.frame(of: "taps")?.width == 11)
        #expect(result.frame(of: "grown")?.width == 40)
    }

    @Test("a view keeps its state when a conditional view before it appears")
    func stateSurvivesAConditionalSibling() {
        let host = LayoutHost(BannerAndGrower(), fonts: .testFont)
        host.activate(id: "grow")
        host.activate(id: "banner-toggle")
        let result = host.layout(in: proposal)
        #expect(result.frame(of: "banner") != nil)
        #expect(result.frame(of: "grown")?.width == 40)
    }

    @Test("a @Published change updates the views observing its object")
    func publishedChangeUpdatesObservers() {
        let settings = Settings()
        let host = LayoutHost(SettingsBar(settings: settings), fonts: .testFont)
        _ = host.layout(in: proposal)
        settings.width = 35
        #expect(host.layout(in: proposal).frame(of: "settings")?.width == 35)
    }

    @Test("an @EnvironmentObject's change updates the views that read it")
    func environmentObjectChangeUpdatesReaders() {
        let settings = Settings()
        let host = LayoutHost(EnvironmentSettingsBar().environmentObject(settings), fonts: .testFont)
        _ = host.layout(in: proposal)
        settings.width = 44
        #expect(host.layout(in: proposal).frame(of: "environment-settings")?.width == 44)
    }

    @Test("a property read in a ForEach's content updates the view around it")
    func readsInForEachContentAreTracked() {
        let model = WidthList()
        let host = LayoutHost(NameList(model: model), fonts: .testFont)
        _ = host.layout(in: proposal)
        model.widths = [30, 20]
        #expect(host.layout(in: proposal).frame(of: 0)?.width == 30)
    }

    @Test("a ForEach row keeps its state by its id when a row before it goes")
    func rowStateFollowsItsID() {
        let model = RowNames()
        let host = LayoutHost(NamedRows(model: model), fonts: .testFont)
        host.activate(id: "grow-b")
        #expect(host.layout(in: proposal).frame(of: "row-b")?.width == 80)
        model.names = ["b", "c"]
        let result = host.layout(in: proposal)
        #expect(result.frame(of: "row-b")?.width == 80)
        #expect(result.frame(of: "row-c")?.width == 10)
    }

    @Test("a @StateObject is made once and kept when its view's body is read again")
    func stateObjectIsKept() {
        let model = Model()
        let before = Settings.made
        let host = LayoutHost(OwnSettingsBar(model: model), fonts: .testFont)
        host.activate(id: "wider")
        #expect(host.layout(in: proposal).frame(of: "own-settings")?.width == 50)
        model.height = 20
        let frame = host.layout(in: proposal).frame(of: "own-settings")
        #expect(frame?.size == CGSize(width: 50, height: 20))
        #expect(Settings.made == before + 1)
    }

    @Test("an update re-measures the changed view's ancestors, not its siblings")
    func updateReMeasuresOnlyTheChangedPath() {
        let model = Model(), counter = CountingStack.Counter()
        let host = LayoutHost(
            VStack { ModelBar(model: model, reads: Reads()); CountingStack(counter: counter) { Color.gray.frame(width: 5, height: 5) } },
            fonts: .testFont)
        _ = host.layout(in: proposal)
        let measured = counter.sizes
        model.width = 70
        #expect(host.layout(in: proposal).frame(of: "width")?.width == 70)
        #expect(counter.sizes == measured)
    }

    @Test("a view's layout priority set around it stays after its body is read again")
    func outsideChangesStayAfterAnUpdate() {
        let model = Model()
        let host = LayoutHost(
            HStack(spacing: 0) {
                Color.gray.frame(minWidth: 0, maxWidth: .infinity).id("rest")
                PlainModelBar(model: model).layoutPriority(1)
            }, fonts: .testFont)
        // The bar comes first: the rest gets what it leaves (nothing); without the priority
        // the two would share the width.
        #expect(host.layout(in: proposal).frame(of: "rest")?.width == 0)
        model.width = 100
        #expect(host.layout(in: proposal).frame(of: "rest")?.width == 0)
    }

    @Test("a view put in by replace(id:with:) is live")
    func replacedViewsAreLive() {
        let model = Model()
        let host = LayoutHost(HStack { Color.red.frame(width: 5).id("slot") }, fonts: .testFont)
        host.replace(id: "slot", with: ModelBar(model: model, reads: Reads()))
        #expect(host.layout(in: proposal).frame(of: "slot")?.width == 10)
        model.width = 45
        #expect(host.layout(in: proposal).frame(of: "slot")?.width == 45)
    }

    @Test("a one-off layout is a snapshot of the state as initialised")
    func snapshotLayoutsKeepInitialState() {
        #expect(Grower().layout(in: proposal, fonts: .testFont).frame(of: "grown")?.width == 10)
    }

    @Test("after an inner view whose node is its outer view's is read again, a change to both replaces that node")
    func nestedViewsSharingANode() {
        let host = LayoutHost(OuterOfShared(), fonts: .testFont)
        #expect(host.layout(in: proposal).frame(of: "inner")?.width == 10)
        #expect(host.activate(id: "growInner"))
        #expect(host.layout(in: proposal).frame(of: "inner")?.width == 20)
        #expect(host.activate(id: "growOuter"))
        let result = host.layout(in: proposal)
        // Both changed: the outer view's body again, in place of the node the inner one
        // left; the buttons still there, the bars as their states say.
        #expect(result.frame(of: "inner")?.width == 25)
        #expect(result.frame(of: "outer")?.width == 30)
        #expect(result.frame(of: "growInner") != nil)
    }
}

/// A view whose body is a view with state of its own: the two share their node.
private struct OuterOfShared: View {
    @State private var width: CGFloat = 10
    var body: some View {
        InnerOfShared(outerWidth: width, growOuter: { width += 20 })
    }
}

private struct InnerOfShared: View {
    let outerWidth: CGFloat
    let growOuter: () -> Void
    @State private var width: CGFloat = 10
    var body: some View {
        VStack {
            Color.red.frame(width: width, height: 10).id("inner")
            Color.blue.frame(width: outerWidth, height: 10).id("outer")
            Button("Inner") { width = 20 }.id("growInner")
            Button("Both") { width = 25; growOuter() }.id("growOuter")
        }
    }
}
