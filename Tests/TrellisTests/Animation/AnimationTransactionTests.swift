import Foundation
import Testing
@testable import Trellis

/// `Transaction`, `withTransaction`, `withAnimation` and animated bindings
/// (Sources/Trellis/Animation/Transaction.swift, State/Binding.swift).
///
/// Sources: Apple's pages for Transaction (https://developer.apple.com/documentation/swiftui/transaction:
/// "the root transaction for a state change comes from the binding that changed, plus any
/// global values set by calling withTransaction(_:_:) or withAnimation(_:_:)"),
/// withAnimation(_:completionCriteria:_:completion:) ("sets the given Animation as the
/// animation property of the thread's current Transaction"; "the completion callback will
/// always be fired exactly one time. If no animations are created by the changes in body, then
/// the callback will be called immediately after body") and Binding.animation(_:).
@Suite("Transactions")
struct AnimationTransactionTests {
    @Test("there is no current transaction outside withAnimation and withTransaction")
    func noTransactionOutside() {
        #expect(Transaction.current == nil)
    }

    @Test("withAnimation makes its animation current while its body runs, and returns its result")
    func withAnimationSetsCurrent() {
        let seen = withAnimation(.easeIn(duration: 0.2)) { Transaction.current?.animation }
        #expect(seen == .easeIn(duration: 0.2))
        #expect(withAnimation { Transaction.current?.animation } == .default)
        #expect(Transaction.current == nil)
    }

    @Test("withAnimation(nil) makes a transaction without an animation")
    func withAnimationNil() {
        let seen = withAnimation(nil) { Transaction.current.map { $0.animation == nil } }
        #expect(seen == true)
    }

    @Test("nested calls see the innermost animation, and the outer one again after")
    func nested() {
        var seen: [Animation?] = []
        withAnimation(.linear) {
            withAnimation(.bouncy) { seen.append(Transaction.current?.animation) }
            seen.append(Transaction.current?.animation)
        }
        #expect(seen == [.bouncy, .linear])
    }

    @Test("withTransaction makes the transaction current, flags included")
    func withTransactionSetsCurrent() {
        var transaction = Transaction(animation: .snappy)
        transaction.disablesAnimations = true
        transaction.isContinuous = true
        let seen = withTransaction(transaction) { Transaction.current }
        #expect(seen?.animation == .snappy)
        #expect(seen?.disablesAnimations == true)
        #expect(seen?.isContinuous == true)
        #expect(seen?.tracksVelocity == false)
        #expect(withTransaction(\.tracksVelocity, true) { Transaction.current?.tracksVelocity } == true)
    }

    @Test("withAnimation rethrows its body's error")
    func rethrowsBodyError() {
        struct Failure: Error {}
        #expect(throws: Failure.self) { try withAnimation { throw Failure() } }
    }

    @Test("a completion nobody claims runs once, right after the body")
    func unclaimedCompletionRunsAfterBody() {
        var events: [String] = []
        withAnimation(.linear, completionCriteria: .removed) {
            events.append("body")
        } completion: {
            events.append("completion")
        }
        #expect(events == ["body", "completion"])
    }

    @Test("a claimed completion is left to the claimer")
    func claimedCompletion() {
        var ran = 0
        var claimed: [(criteria: AnimationCompletionCriteria, run: () -> Void)] = []
        withAnimation(.linear) {
            claimed = Transaction.current?.completions.claim() ?? []
        } completion: {
            ran += 1
        }
        #expect(ran == 0)
        #expect(claimed.count == 1 && claimed[0].criteria == .logicallyComplete)
        claimed.forEach { $0.run() }
        #expect(ran == 1)
    }

    @Test("an inner withAnimation does not run the outer one's completion")
    func innerLeavesOuterCompletion() {
        var events: [String] = []
        withAnimation(.linear) {
            withAnimation(.bouncy) { events.append("inner") }
            events.append("outer body")
        } completion: {
            events.append("completion")
        }
        #expect(events == ["inner", "outer body", "completion"])
    }

    @Test("an animated binding writes inside withAnimation")
    func bindingAnimation() {
        var seen: Animation?? = nil
        var stored = 0
        let binding = Binding(get: { stored }, set: { stored = $0; seen = Transaction.current?.animation })
        binding.animation(.smooth).wrappedValue = 3
        #expect(stored == 3)
        #expect(seen == .some(.smooth))
        binding.wrappedValue = 4
        #expect(seen == .some(nil))
    }

    @Test("a binding with a transaction writes inside withTransaction")
    func bindingTransaction() {
        var seen: Transaction?
        var stored = 0
        let binding = Binding(get: { stored }, set: { stored = $0; seen = Transaction.current })
        var transaction = Transaction(animation: .easeOut)
        transaction.disablesAnimations = true
        binding.transaction(transaction).wrappedValue = 5
        #expect(stored == 5)
        #expect(seen?.animation == .easeOut && seen?.disablesAnimations == true)
    }
}
