import Foundation
import Testing
@testable import Trellis

/// Focused values: what the views around the focused view publish, read with `@FocusedValue`.
@Suite("Focused values")
@MainActor
struct FocusedValuesTests {
    struct TitleKey: FocusedValueKey { typealias Value = String }

    final class Reader { var title: () -> String? = { nil } }

    struct Inspector: View {
        let reader: Reader
        @FocusedValue(\.title) private var title
        var body: some View {
            let current = title
            reader.title = { current }
            return Text(current ?? "none")
        }
    }

    struct Screen: View {
        let reader: Reader
        var body: some View {
            VStack {
                TextField("A", text: .constant("")).focusedValue(\.title, "first").id("a")
                TextField("B", text: .constant("")).focusedValue(\.title, "second").id("b")
                Inspector(reader: reader)
            }
        }
    }

    @Test("a focused value is read once focus is in the view that publishes it")
    func valueFollowsFocus() {
        let reader = Reader()
        let host = LayoutHost(Screen(reader: reader))
        #expect(reader.title() == nil)
        host.focus(id: "b")
        host.update()
        #expect(reader.title() == "second")
        host.focus(id: "a")
        host.update()
        #expect(reader.title() == "first")
    }

    @Test("a scene value is read wherever focus is")
    func sceneValueIsEverywhere() {
        let reader = Reader()
        let host = LayoutHost(VStack {
            Inspector(reader: reader)
            TextField("A", text: .constant("")).id("a")
        }.focusedSceneValue(\.title, "scene"))
        host.focus(id: "a")
        host.update()
        #expect(reader.title() == "scene")
    }
}

extension FocusedValues {
    fileprivate var title: String? {
        get { self[FocusedValuesTests.TitleKey.self] }
        set { self[FocusedValuesTests.TitleKey.self] = newValue }
    }
}
