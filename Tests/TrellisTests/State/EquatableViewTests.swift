import Foundation
import Testing
import Trellis

// `equatable()` wraps a view in an `EquatableView`, which lays out as the view itself.
// SwiftUI: "EquatableView… A view type that compares itself against its previous value"
// (https://developer.apple.com/documentation/swiftui/equatableview).

private struct Badge: View, Equatable {
    let count: Int
    var body: some View { Color.red.frame(width: CGFloat(count * 10), height: 10) }
}

@Suite("EquatableView")
@MainActor
struct EquatableViewTests {
    @Test("equatable() wraps the view as the content of an EquatableView")
    func equatableWrapsView() {
        let view = Badge(count: 3).equatable()
        #expect(view.content == Badge(count: 3))
    }

    @Test("an EquatableView lays out as its content")
    func layoutIsTheContents() throws {
        let plain = Badge(count: 4).id("b").layout(in: ProposedViewSize(width: 100, height: 100))
        let wrapped = EquatableView(content: Badge(count: 4)).id("b").layout(in: ProposedViewSize(width: 100, height: 100))
        let frame = try #require(wrapped.frame(of: "b"))
        #expect(frame == plain.frame(of: "b"))
        #expect(wrapped.frame(of: "b")?.width == 40)
    }
}
