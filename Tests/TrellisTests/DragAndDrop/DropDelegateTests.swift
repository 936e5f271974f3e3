import Foundation
import Testing
@testable import Trellis

// A drop delegate is called in SwiftUI's order: "validateDrop(info:)… Tells the delegate that
// a drop containing items conforming to one of the expected types entered a view that
// accepts drops", then dropEntered, dropUpdated and performDrop or dropExited
// (https://developer.apple.com/documentation/swiftui/dropdelegate).

@MainActor
private final class Log {
    var calls: [String] = []
}

@MainActor
private struct Recorder: DropDelegate {
    let log: Log
    var accepts = true
    var proposal: DropProposal?
    var succeeds = true

    func validateDrop(info: DropInfo) -> Bool {
        log.calls.append("validate \(Int(info.location.x))")
        return accepts
    }
    func dropEntered(info: DropInfo) { log.calls.append("entered") }
    func dropUpdated(info: DropInfo) -> DropProposal? {
        log.calls.append("updated \(Int(info.location.x))")
        return proposal
    }
    func dropExited(info: DropInfo) { log.calls.append("exited") }
    func performDrop(info: DropInfo) -> Bool {
        log.calls.append("perform \(Int(info.location.x))")
        return succeeds
    }
}

/// A delegate that implements only `performDrop`: the others are the protocol's defaults.
@MainActor
private struct PerformOnly: DropDelegate {
    let log: Log
    func performDrop(info: DropInfo) -> Bool {
        log.calls.append("perform")
        return true
    }
}

@Suite("Drop delegate")
@MainActor
struct DropDelegateTests {
    @Test("a drop released inside is validated, entered, updated and performed, in order")
    func releasedDropIsPerformed() {
        let log = Log()
        let outcome = DropDispatch.run([.move(CGPoint(x: 1, y: 0)), .move(CGPoint(x: 2, y: 0)), .release(CGPoint(x: 3, y: 0))],
                                       on: Recorder(log: log))
        #expect(log.calls == ["validate 1", "entered", "updated 1", "updated 2", "updated 3", "perform 3"])
        #expect(outcome == .performed(operation: .copy, succeeded: true))
    }

    @Test("a refused drop calls nothing after validateDrop")
    func refusedDropStops() {
        let log = Log()
        let outcome = DropDispatch.run([.move(.zero), .release(.zero)], on: Recorder(log: log, accepts: false))
        #expect(log.calls == ["validate 0"])
        #expect(outcome == .refused)
    }

    @Test("a drag that leaves the target exits without performing")
    func leavingDragExits() {
        let log = Log()
        let outcome = DropDispatch.run([.move(CGPoint(x: 5, y: 0)), .exit(CGPoint(x: 50, y: 0))], on: Recorder(log: log))
        #expect(log.calls == ["validate 5", "entered", "updated 5", "exited"])
        #expect(outcome == .exited)
    }

    @Test("a forbidden or cancelled proposal ends in an exit, not a drop")
    func forbiddenProposalExits() {
        for operation in [DropOperation.forbidden, .cancel] {
            let log = Log()
            let outcome = DropDispatch.run([.release(.zero)], on: Recorder(log: log, proposal: DropProposal(operation: operation)))
            #expect(log.calls == ["validate 0", "entered", "updated 0", "exited"])
            #expect(outcome == .exited)
        }
    }

    @Test("a move proposal performs a move, and the delegate's answer is kept")
    func moveProposalPerformsMove() {
        let outcome = DropDispatch.run([.release(.zero)], on: Recorder(log: Log(), proposal: DropProposal(operation: .move), succeeds: false))
        #expect(outcome == .performed(operation: .move, succeeded: false))
    }

    @Test("a drag from another app takes the proposal's outside operation")
    func outsideDragTakesOutsideOperation() {
        let proposal = DropProposal(withinApplication: .move, outsideApplication: .forbidden)
        #expect(DropDispatch.run([.release(.zero)], on: Recorder(log: Log(), proposal: proposal), fromThisApp: false) == .exited)
        #expect(DropDispatch.run([.release(.zero)], on: Recorder(log: Log(), proposal: proposal)) == .performed(operation: .move, succeeded: true))
    }

    @Test("the default delegate methods accept the drop and keep the copy operation")
    func defaultMethodsAcceptAndCopy() {
        let log = Log()
        let delegate = PerformOnly(log: log)
        #expect(delegate.validateDrop(info: DropInfo(location: .zero)))
        #expect(delegate.dropUpdated(info: DropInfo(location: .zero)) == nil)
        #expect(DropDispatch.run([.release(.zero)], on: delegate) == .performed(operation: .copy, succeeded: true))
        #expect(log.calls == ["perform"])
    }

    @Test("no steps is a drag still in progress, with no call")
    func noStepsCallsNothing() {
        let log = Log()
        #expect(DropDispatch.run([], on: Recorder(log: log)) == .inProgress)
        #expect(log.calls.isEmpty)
    }
}
