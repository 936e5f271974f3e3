import Foundation
import Testing
import Trellis

// `@AppStorage` reads and writes a user default and invalidates the views that read it;
// `@SceneStorage` keeps per-scene values. SwiftUI: "AppStorage"
// (https://developer.apple.com/documentation/swiftui/appstorage): "reflects a value from
// UserDefaults and invalidates a view on a change in value in that user default".

/// A store of its own per test, so that tests running at once do not share keys.
private func freshStore() -> UserDefaults {
    let name = "trellis.tests.\(UUID().uuidString)"
    let store = UserDefaults(suiteName: name)!
    store.removePersistentDomain(forName: name)
    return store
}

private enum Theme: String { case light, dark }

private struct Widened: View {
    @AppStorage private var width: Double
    init(store: UserDefaults) { _width = AppStorage(wrappedValue: 20, "width", store: store) }
    var body: some View {
        Button("Widen") { width += 10 }.id("widen")
        Color.red.frame(width: width, height: 10).id("bar")
    }
}

private struct DefaultStoreReader: View {
    @AppStorage("theme") private var theme = Theme.light
    var body: some View { Color.red.frame(width: theme == .dark ? 50 : 10, height: 10).id("theme") }
}

private struct SceneCounter: View {
    @SceneStorage("trellis.tests.scene.count") private var count = 1
    var body: some View {
        Button("More") { count += 1 }.id("more")
        Color.red.frame(width: CGFloat(count * 10), height: 10).id("count")
    }
}

@MainActor
@Suite("App storage")
struct AppStorageTests {
    let proposal = ProposedViewSize(width: 400, height: 400)

    @Test("a missing key reads the default value")
    func missingKeyReadsDefault() {
        let store = freshStore()
        let storage = AppStorage(wrappedValue: 7, "count", store: store)
        #expect(storage.wrappedValue == 7)
    }

    @Test("a write goes to the store")
    func writeGoesToStore() {
        let store = freshStore()
        let storage = AppStorage(wrappedValue: "a", "name", store: store)
        storage.wrappedValue = "b"
        #expect(store.string(forKey: "name") == "b")
    }

    @Test("a value of another type reads as the default")
    func otherTypeReadsDefault() {
        let store = freshStore()
        store.set("not a number", forKey: "count")
        #expect(AppStorage(wrappedValue: 3, "count", store: store).wrappedValue == 3)
    }

    @Test("a raw-representable value is stored as its raw value")
    func rawRepresentableStoredRaw() {
        let store = freshStore()
        let storage = AppStorage(wrappedValue: Theme.light, "theme", store: store)
        storage.wrappedValue = .dark
        #expect(store.string(forKey: "theme") == "dark")
        #expect(storage.wrappedValue == .dark)
    }

    @Test("an optional value is nil when missing and removed when set to nil")
    func optionalValueRemovedWhenNil() {
        let store = freshStore()
        let storage = AppStorage<Int?>("limit", store: store)
        #expect(storage.wrappedValue == nil)
        storage.wrappedValue = 4
        #expect(store.integer(forKey: "limit") == 4)
        storage.wrappedValue = nil
        #expect(store.object(forKey: "limit") == nil)
    }

    @Test("a write through the wrapper lays the view out again")
    func writeRelaysOutView() {
        let store = freshStore()
        let host = LayoutHost(Widened(store: store))
        #expect(host.layout(in: proposal).frame(of: "bar")?.width == 20)
        #expect(host.activate(id: "widen"))
        #expect(host.layout(in: proposal).frame(of: "bar")?.width == 30)
        #expect(store.double(forKey: "width") == 30)
    }

    @Test("a value a test puts in the store is what the view reads")
    func storeValueIsRead() {
        let store = freshStore()
        store.set(60.0, forKey: "width")
        let host = LayoutHost(Widened(store: store))
        #expect(host.layout(in: proposal).frame(of: "bar")?.width == 60)
    }

    @Test("defaultAppStorage sets the store of the wrappers inside")
    func defaultAppStorageSetsStore() {
        let store = freshStore()
        store.set("dark", forKey: "theme")
        let result = LayoutHost(DefaultStoreReader().defaultAppStorage(store)).layout(in: proposal)
        #expect(result.frame(of: "theme")?.width == 50)
    }

    @Test("scene storage keeps a written value and lays the view out again")
    func sceneStorageKeepsValue() {
        let host = LayoutHost(SceneCounter())
        let before = host.layout(in: proposal).frame(of: "count")?.width ?? 0
        #expect(host.activate(id: "more"))
        #expect(host.layout(in: proposal).frame(of: "count")?.width == before + 10)
    }
}
