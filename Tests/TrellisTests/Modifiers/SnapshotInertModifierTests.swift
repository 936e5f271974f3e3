import Foundation
import Testing
import Trellis

/// The modifiers that change nothing in a snapshot (Sources/Trellis/Modifiers/SnapshotInertModifiers.swift,
/// and the events of Sources/Trellis/Modifiers/EventModifiers.swift, which only a live host runs):
/// Apple documents each as an action or effect over time (onAppear "before this view appears",
/// task, gestures, animation(_:value:) "when the specified value changes", opacity a drawing
/// attribute: https://developer.apple.com/documentation/swiftui/view/opacity(_:)); none of them
/// moves a frame.
@Suite("Modifiers that change nothing in a snapshot")
@MainActor
struct SnapshotInertModifierTests {
    @Test("actions, gestures, animations and opacity leave the frame and run nothing")
    func nothingChanges() {
        var ran = false
        let plain = Color.red.frame(width: 30, height: 20).id("v")
        let decorated = Color.red.frame(width: 30, height: 20)
            .onAppear { ran = true }
            .onDisappear { ran = true }
            .onChange(of: 1) { _, _ in ran = true }
            .onChange(of: 2) { ran = true }
            .task {}
            .onTapGesture { ran = true }
            .onLongPressGesture { ran = true }
            .animation(.spring(duration: 0.3, bounce: 0.2), value: 3)
            .opacity(0.5)
            .id("v")
        let proposal = ProposedViewSize(width: 100, height: 100)
        #expect(decorated.layout(in: proposal).frame(of: "v") == plain.layout(in: proposal).frame(of: "v"))
        #expect(!ran)
    }

    @Test("withAnimation runs its body at once and returns its result")
    func withAnimationRunsBody() {
        var value = 1
        let result = withAnimation(.easeInOut(duration: 0.2)) { value = 2; return value * 10 }
        #expect(value == 2 && result == 20)
    }

    @Test("animations compare by curve and parameters")
    func animationEquality() {
        #expect(Animation.easeInOut == Animation.easeInOut(duration: 0.35))
        #expect(Animation.linear.delay(0.1) != Animation.linear)
        #expect(Animation.spring.repeatForever() != Animation.spring)
    }
}
