import Foundation
import Testing
@testable import Trellis
import TrellisGallery

/// A width, the last one set.
struct MaxWidth: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// Records the values an action was called with.
@MainActor
final class Calls<Value> {
    var values: [Value] = []
}

/// `overlayPreferenceValue`, `backgroundPreferenceValue`, `onPreferenceChange` and
/// `onGeometryChange`: what reads the laid-out tree.
@Suite("Preference readers")
@MainActor
struct PreferenceReaderTests {
    // Apple, `view/overlaypreferencevalue(_:alignment:_:)`: "using it to produce a second view
    // that is applied as an overlay to the original view"; laid out as an overlay.
    @Test("overlayPreferenceValue makes its overlay from the view's value")
    func overlayFromValue() {
        let result = HStack(spacing: 0) {
            Color.red.frame(width: 30, height: 10).preference(key: MaxWidth.self, value: 30)
            Color.blue.frame(width: 50, height: 10).preference(key: MaxWidth.self, value: 50)
        }
        .id("row")
        .overlayPreferenceValue(MaxWidth.self, alignment: .leading) { width in
            Color.green.frame(width: width, height: 4).id("bar")
        }
        .layout(in: .unspecified)
        #expect(result.frame(of: "row") == CGRect(x: 0, y: 0, width: 80, height: 10))
        #expect(result.frame(of: "bar") == CGRect(x: 0, y: 3, width: 50, height: 4))
        #expect(result.size == CGSize(width: 80, height: 10))
    }

    // Apple, `view/overlaypreferencevalue(_:_:)` (centred, as `overlay(_:alignment:)`'s default).
    @Test("the older overlayPreferenceValue centres its overlay")
    func olderOverlayCentres() {
        let result = Color.red.frame(width: 100, height: 20).preference(key: MaxWidth.self, value: 40)
            .overlayPreferenceValue(MaxWidth.self) { width in Color.green.frame(width: width, height: 10).id("bar") }
            .layout(in: .unspecified)
        #expect(result.frame(of: "bar") == CGRect(x: 30, y: 5, width: 40, height: 10))
    }

    // Apple, `view/backgroundpreferencevalue(_:alignment:_:)`: the background counterpart.
    @Test("backgroundPreferenceValue puts its layer behind the view, aligned")
    func backgroundFromValue() {
        let result = Color.red.frame(width: 100, height: 20).preference(key: MaxWidth.self, value: 40)
            .backgroundPreferenceValue(MaxWidth.self, alignment: .topTrailing) { width in
                Color.green.frame(width: width, height: 10).id("back")
            }
            .layout(in: .unspecified)
        #expect(result.frame(of: "back") == CGRect(x: 60, y: 0, width: 40, height: 10))
        #expect(result.elements.first?.name == "background")
    }

    // Apple, `view/overlaypreferencevalue(_:alignment:_:)`: "The values of the preference key
    // from both views are combined and made visible to the parent view."
    @Test("the layer's values combine with the view's")
    func layerValuesCombine() {
        let result = Color.red.frame(width: 10, height: 10).preference(key: Names.self, value: ["view"])
            .overlayPreferenceValue(Names.self) { names in
                Color.blue.preference(key: Names.self, value: names.map { "saw " + $0 })
            }
            .layout(in: .unspecified)
        #expect(result.preference(Names.self) == ["view", "saw view"])
    }

    // Apple, `anchor` ("convert the anchor to a Value in the coordinate space of a target view
    // by using a GeometryProxy"): the common underline, an overlay reading an anchor.
    @Test("an overlay resolves an anchor set below it in its own space")
    func underlineFromAnchor() {
        let result = VStack(spacing: 10) {
            Color.red.frame(width: 60, height: 20)
            Color.blue.frame(width: 40, height: 20).id("item")
                .anchorPreference(key: BoundsAnchor.self, value: .bounds) { $0 }
        }
        .padding(5)
        .overlayPreferenceValue(BoundsAnchor.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let rect = proxy[anchor]
                    Color.green.frame(width: rect.width, height: 2)
                        .padding(.leading, rect.minX).padding(.top, rect.maxY).id("underline")
                }
            }
        }
        .layout(in: .unspecified)
        let item = try! #require(result.frame(of: "item"))
        #expect(item == CGRect(x: 15, y: 35, width: 40, height: 20))
        #expect(result.frame(of: "underline") == CGRect(x: 0, y: 0, width: item.maxX, height: item.maxY + 2))
    }

    // Apple, `view/onpreferencechange(_:perform:)`: "Adds an action to perform when the
    // specified preference key's value changes." Derived (docs/semantics.md, "Preferences";
    // OpenSwiftUI `_PreferenceActionModifier`): the first value runs it, the default too.
    @Test("onPreferenceChange runs for the first value and after a layout that changed it")
    func onPreferenceChangeRunsOnChange() {
        let calls = Calls<CGFloat>()
        let host = LayoutHost(
            GeometryReader { proxy in Color.clear.preference(key: MaxWidth.self, value: proxy.size.width - 50) }
                .onPreferenceChange(MaxWidth.self) { calls.values.append($0) })
        _ = host.layout(in: ProposedViewSize(width: 50, height: 10))
        #expect(calls.values == [0])
        _ = host.layout(in: ProposedViewSize(width: 150, height: 10))
        _ = host.layout(in: ProposedViewSize(width: 150, height: 20))
        _ = host.layout(in: ProposedViewSize(width: 250, height: 20))
        #expect(calls.values == [0, 100, 200])
    }

    // Derived (docs/semantics.md, "Preferences"; OpenSwiftUI `_PreferenceActionModifier`
    // binds an action only to content that produces the key).
    @Test("onPreferenceChange never runs while nothing in its view sets the key")
    func onPreferenceChangeNeedsAValue() {
        let calls = Calls<CGFloat>()
        let host = LayoutHost(
            HStack { Color.red; Color.blue }.onPreferenceChange(MaxWidth.self) { calls.values.append($0) })
        _ = host.layout(in: ProposedViewSize(width: 50, height: 10))
        _ = host.layout(in: ProposedViewSize(width: 60, height: 10))
        #expect(calls.values == [])
    }

    // Derived (docs/semantics.md, "Preferences"): an observer reads what the view produces
    // before the modifiers written after it.
    @Test("onPreferenceChange sees the value before the writers outside it")
    func onPreferenceChangeSeesInside() {
        let calls = Calls<CGFloat>()
        let result = Color.red.frame(width: 10, height: 10)
            .preference(key: MaxWidth.self, value: 1)
            .onPreferenceChange(MaxWidth.self) { calls.values.append($0) }
            .preference(key: MaxWidth.self, value: 2)
            .layout(in: .unspecified)
        #expect(calls.values == [1])
        #expect(result.preference(MaxWidth.self) == 2)
    }

    // Apple, `view/ongeometrychange(for:of:action:)`: "Adds an action to be performed when a
    // value, created from a geometry proxy, changes." Derived: the first value runs it.
    @Test("onGeometryChange runs for the first value and for each change")
    func onGeometryChangeRuns() {
        let calls = Calls<CGFloat>()
        let pairs = Calls<[CGFloat]>()
        let host = LayoutHost(
            HStack(spacing: 0) {
                Color.red.frame(width: 20)
                Color.blue
                    .onGeometryChange(for: CGFloat.self) { $0.frame(in: .global).width } action: { calls.values.append($0) }
                    .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { old, new in pairs.values.append([old, new]) }
            })
        _ = host.layout(in: ProposedViewSize(width: 100, height: 10))
        _ = host.layout(in: ProposedViewSize(width: 100, height: 30))
        _ = host.layout(in: ProposedViewSize(width: 60, height: 30))
        #expect(calls.values == [80, 40])
        #expect(pairs.values == [[80, 80], [80, 40]])
    }

    // Derived (docs/semantics.md, "Preferences"): actions run on the main actor; laid out
    // elsewhere, the change is reported and its action runs at the next layout there.
    @Test("off the main actor an action waits for the next layout on it")
    func actionsWaitForMainActor() async {
        let calls = Calls<CGFloat>()
        let host = LayoutHost(
            Color.red.onGeometryChange(for: CGFloat.self) { $0.size.width } action: { calls.values.append($0) })
        let detached = await Task.detached { host.layout(in: ProposedViewSize(width: 30, height: 10)) }.value
        #expect(calls.values == [])
        #expect(detached.diagnostics.map(\.kind) == [.approximated])
        _ = host.layout(in: ProposedViewSize(width: 40, height: 10))
        #expect(calls.values == [40])
    }

    // Host contract (docs/semantics.md, "Host contract: Replacement"): the decorated view can
    // be replaced, and the layer follows its new value; the layer, which the host remakes,
    // cannot.
    @Test("a replaced view's new value remakes the layer; the layer itself is not replaceable")
    func replacementAndLayers() {
        let host = LayoutHost(
            Color.red.frame(width: 100, height: 20).preference(key: MaxWidth.self, value: 40).id("view")
                .overlayPreferenceValue(MaxWidth.self, alignment: .leading) { width in
                    Color.green.frame(width: width, height: 10).id("bar")
                })
        let proposal = ProposedViewSize(width: 200, height: 50)
        #expect(host.layout(in: proposal).frame(of: "bar")?.width == 40)
        #expect(!host.replace(id: "bar", with: Color.blue))
        #expect(host.replace(id: "view", with: Color.red.frame(width: 100, height: 20).preference(key: MaxWidth.self, value: 70)))
        #expect(host.layout(in: proposal).frame(of: "bar")?.width == 70)
    }

    // Host contract (docs/semantics.md, "Preferences"): a traced layout is a layout.
    @Test("a traced layout runs the actions of what changed")
    func traceRunsActions() {
        let calls = Calls<CGFloat>()
        let host = LayoutHost(Color.red.onGeometryChange(for: CGFloat.self) { $0.size.width } action: { calls.values.append($0) })
        _ = host.trace(in: ProposedViewSize(width: 30, height: 10))
        #expect(calls.values == [30])
    }

    // Host contract (docs/semantics.md, "Preferences"): actions run once the host is free.
    @Test("an action may lay its host out again")
    func actionReentersHost() {
        let calls = Calls<CGFloat>()
        let box = Calls<LayoutHost>()
        let host = LayoutHost(Color.red.onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width in
            calls.values.append(width)
            // (The same proposal: the host answers with the layout that ran this action.)
            if let host = box.values.first { calls.values.append(host.layout(in: ProposedViewSize(width: 30, height: 10)).size.width) }
        })
        box.values.append(host)
        _ = host.layout(in: ProposedViewSize(width: 30, height: 10))
        #expect(calls.values == [30, 30])
    }

    // Apple, `anchor/source/bounds` and `view/overlaypreferencevalue(_:alignment:_:)`: the
    // gallery's tab bar draws its indicator under the selected tab, 5 points below it.
    @Test("the tab bar scene's indicator sits under the selected tab")
    func galleryTabs() throws {
        let scene = try #require(GalleryScene.named("tabs"))
        let result = scene.view.layout(in: scene.proposal, fonts: .testFont)
        let tab = try #require(result.frame(of: "tabs.tab.1"))
        #expect(result.frame(of: "tabs.indicator") == CGRect(x: tab.minX, y: tab.maxY + 5, width: tab.width, height: 3))
    }

    // OpenSwiftUI UI test `PreferenceActionModifierUITests.onPreferenceChange` (its example,
    // a red colour setting a string key with the action on it, re-typed; the UI tests run the
    // same code on SwiftUI): the first frame runs the action with the value set.
    @Test("an action on the view that sets the value runs with it after the first layout")
    func firstLayoutRunsAction() {
        struct Key: PreferenceKey {
            static let defaultValue = ""
            static func reduce(value: inout String, nextValue: () -> String) { value = nextValue() }
        }
        let calls = Calls<String>()
        _ = Color.red.preference(key: Key.self, value: "changed")
            .onPreferenceChange(Key.self) { calls.values.append($0) }
            .layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(calls.values == ["changed"])
    }

    // Derived (docs/semantics.md, "Preferences"): a value that is not Equatable is compared by
    // what it holds, so the layer follows it, also when a reader's content makes it.
    @Test("a layer made from a value that is not Equatable follows its changes")
    func nonEquatableValues() {
        struct Boxed { let width: CGFloat }
        struct Key: PreferenceKey {
            static let defaultValue = Boxed(width: 0)
            static func reduce(value: inout Boxed, nextValue: () -> Boxed) { value = nextValue() }
        }
        let host = LayoutHost(
            GeometryReader { proxy in Color.clear.preference(key: Key.self, value: Boxed(width: proxy.size.width / 2)) }
                .overlayPreferenceValue(Key.self, alignment: .topLeading) { boxed in
                    Color.blue.frame(width: boxed.width, height: 5).id("half")
                })
        #expect(host.layout(in: ProposedViewSize(width: 100, height: 10)).frame(of: "half")?.width == 50)
        #expect(host.layout(in: ProposedViewSize(width: 300, height: 10)).frame(of: "half")?.width == 150)
    }

    // Derived (docs/semantics.md, "Preferences"): layers are views, made on the main actor.
    @Test("off the main actor a layer keeps its content and the result says so")
    func layerOffMainActor() async {
        let host = LayoutHost(
            Color.red.frame(width: 100, height: 20).preference(key: MaxWidth.self, value: 40)
                .overlayPreferenceValue(MaxWidth.self) { width in Color.green.frame(width: width, height: 10).id("bar") })
        let result = await Task.detached { host.layout(in: ProposedViewSize(width: 200, height: 50)) }.value
        #expect(result.frame(of: "bar") == nil)
        #expect(result.diagnostics.map(\.kind) == [.approximated])
        #expect(host.layout(in: ProposedViewSize(width: 200, height: 60)).frame(of: "bar")?.width == 40)
    }

    // Derived (docs/semantics.md, "Preferences"): a view keeps its identity when the content
    // around it is made again alike, so its action runs only when its value changes.
    @Test("an observer in a reader's remade content runs only when its value changes")
    func observersKeepTheirPlace() {
        let calls = Calls<CGFloat>()
        let host = LayoutHost(GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width > 300 ? 40 : 20, height: 20)
                .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { calls.values.append($0) }
        })
        _ = host.layout(in: ProposedViewSize(width: 100, height: 100))
        _ = host.layout(in: ProposedViewSize(width: 200, height: 100))
        #expect(calls.values == [20])
        _ = host.layout(in: ProposedViewSize(width: 400, height: 100))
        #expect(calls.values == [20, 40])
    }
}
