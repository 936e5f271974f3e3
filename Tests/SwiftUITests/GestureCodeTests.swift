// Written as an app writes it: only `import SwiftUI` (this package's module of that name on
// Linux), nothing from Trellis by name but the headless host the test drives touches with.
import SwiftUI
import Testing

/// A card that can be dragged about, pressed and liked with a double tap, as apps write one.
private struct SwipeCard: View {
    @State private var offset = CGSize.zero
    @GestureState private var dragging = CGSize.zero
    @GestureState(resetTransaction: Transaction(animation: .spring)) private var pressing = false
    @State private var likes = 0

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.red.frame(width: CGFloat(likes) * 10, height: 4).id("likes")
            RoundedRectangle(cornerRadius: 12)
                .fill(pressing ? Color.green : Color.blue)
                .frame(width: 100, height: 140)
                .offset(x: offset.width + dragging.width, y: offset.height + dragging.height)
                .gesture(
                    DragGesture()
                        .updating($dragging) { value, state, _ in state = value.translation }
                        .onEnded { value in
                            offset.width += value.translation.width
                            offset.height += value.translation.height
                        })
                .simultaneousGesture(LongPressGesture(minimumDuration: 1).updating($pressing) { value, state, _ in state = value })
                .onTapGesture(count: 2) { likes += 1 }
                .id("card")
        }
        .frame(width: 300, height: 300, alignment: .topLeading)
        .contentShape(.interaction, Rectangle())
    }
}

@Suite("Gestures written as SwiftUI code")
@MainActor
struct GestureCodeTests {
    private static let window = ProposedViewSize(width: 300, height: 300)

    @Test("a dragged card follows the finger, and stays where the drag ends")
    func dragMovesCard() throws {
        let host = LayoutHost(SwipeCard())
        #expect(host.layout(in: Self.window).frame(of: "card")?.origin == .zero)
        let touch = try #require(host.beginTouch(at: CGPoint(x: 50, y: 70)))
        touch.move(to: CGPoint(x: 80, y: 70))
        #expect(host.layout(in: Self.window).frame(of: "card")?.origin == CGPoint(x: 30, y: 0))
        touch.move(to: CGPoint(x: 110, y: 90))
        touch.end()
        #expect(host.layout(in: Self.window).frame(of: "card")?.origin == CGPoint(x: 60, y: 20))
    }

    @Test("a double tap on the card likes it; a tap beside it does nothing")
    func doubleTapLikes() {
        let host = LayoutHost(SwipeCard())
        _ = host.layout(in: Self.window)
        #expect(host.tap(id: "card", count: 2))
        #expect(host.layout(in: Self.window).frame(of: "likes")?.width == 10)
        #expect(!host.tap(at: CGPoint(x: 200, y: 200), count: 2))
        #expect(host.layout(in: Self.window).frame(of: "likes")?.width == 10)
    }
}
