import Foundation
import Testing
@testable import Trellis

// `previewContext(_:)` gives a preview's view a context previewers read by key. SwiftUI:
// "PreviewContext… A context type for use with a preview", "PreviewContextKey"
// (https://developer.apple.com/documentation/swiftui/previewcontext).

private struct Family: PreviewContextKey {
    static var defaultValue: String { "small" }
}

private struct Large: PreviewContext {
    subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value {
        (key == Family.self ? "large" as? Key.Value : nil) ?? key.defaultValue
    }
}

private struct Plain: PreviewContext {
    subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { key.defaultValue }
}

@MainActor
private final class Found {
    var context: (any PreviewContext)?
    var seen = false
}

@Suite("Preview context")
@MainActor
struct PreviewContextTests {
    /// The context trait of the one view of `view`.
    private func trait(of view: some View) -> (any PreviewContext)? {
        let found = Found()
        _ = Group(subviews: view) { subviews in
            if let first = subviews.first {
                found.context = first[trait: PreviewContextTraitKey.self]
                found.seen = true
            }
            return EmptyView()
        }.layout(in: .unspecified)
        #expect(found.seen)
        return found.context
    }

    @Test("a context gives its values by key, and the key's default otherwise")
    func contextGivesValuesByKey() {
        #expect(Large()[Family.self] == "large")
        #expect(Plain()[Family.self] == "small")
    }

    @Test("previewContext puts the context on the view as a trait")
    func previewContextIsATrait() throws {
        let context = try #require(trait(of: Color.red.previewContext(Large())))
        #expect(context[Family.self] == "large")
        #expect(trait(of: Color.red) == nil)
    }

    @Test("previewContext leaves the layout unchanged")
    func layoutIsUnchanged() {
        let proposal = ProposedViewSize(width: 100, height: 100)
        let plain = Color.red.frame(width: 20, height: 10).id("v").layout(in: proposal)
        let modified = Color.red.frame(width: 20, height: 10).id("v").previewContext(Large()).layout(in: proposal)
        #expect(modified.frame(of: "v") == plain.frame(of: "v"))
    }
}
