import Foundation

/// The current state of a drop: where the drag is, in the drop target's local coordinates.
///
/// The item providers and content types of a drop (`hasItemsConforming(to:)`,
/// `itemProviders(for:)`) need `UniformTypeIdentifiers`, which Trellis does not have on
/// Linux; they are not declared (docs/differences.md, "Drag and drop").
public struct DropInfo {
    /// The location of the drag in the coordinate space of the drop target.
    public var location: CGPoint

    /// A drop at `location`.
    package init(location: CGPoint) { self.location = location }
}

/// An interface you implement to interact with a drop operation in a view modified to accept
/// drops.
///
/// ```swift
/// struct Reorder: DropDelegate {
///     func performDrop(info: DropInfo) -> Bool { true }
///     func dropUpdated(info: DropInfo) -> DropProposal? { DropProposal(operation: .move) }
/// }
/// ```
///
/// ``DropDispatch`` calls a delegate in SwiftUI's order. No drag reaches a view headless:
/// `onDrop(of:delegate:)` needs `UniformTypeIdentifiers` (docs/differences.md).
@preconcurrency @MainActor
public protocol DropDelegate {
    /// Tells the delegate that a drop containing items conforming to one of the expected
    /// types entered the view; `false` refuses the drop (no other call follows).
    func validateDrop(info: DropInfo) -> Bool
    /// Tells the delegate it can request the item provider data from `info`; whether the
    /// drop succeeded.
    func performDrop(info: DropInfo) -> Bool
    /// Tells the delegate a validated drop has entered the modified view.
    func dropEntered(info: DropInfo)
    /// Tells the delegate that a validated drop moved inside the modified view; the proposal
    /// it returns, or `nil` for the default (``DropOperation/copy``).
    func dropUpdated(info: DropInfo) -> DropProposal?
    /// Tells the delegate a validated drop operation has exited the modified view.
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    /// Accepts every drop (SwiftUI's default: the view's content types already matched).
    public func validateDrop(info: DropInfo) -> Bool { true }
    /// Does nothing when a drop enters.
    public func dropEntered(info: DropInfo) {}
    /// Proposes nothing: the drop keeps the default operation, ``DropOperation/copy``.
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    /// Does nothing when a drop exits.
    public func dropExited(info: DropInfo) {}
}

/// One drag's way over a drop target, given to its ``DropDelegate`` in SwiftUI's order:
/// `validateDrop` when the drag enters (a refused drop calls nothing else), `dropEntered`,
/// `dropUpdated` at each move inside, and, at the end, `performDrop` when the last proposal's
/// operation transfers data (copy or move) or `dropExited` when the drag leaves or the
/// operation is cancel or forbidden.
@MainActor
package struct DropDispatch {
    /// Where the drag goes, in the target's coordinates, and whether it ends there.
    package enum Step {
        /// The drag moves to a point inside the target.
        case move(CGPoint)
        /// The drag leaves the target.
        case exit(CGPoint)
        /// The drag is released at a point inside the target.
        case release(CGPoint)
    }

    /// The result of a drag over a target.
    package enum Outcome: Equatable {
        /// The delegate refused the drop in `validateDrop`.
        case refused
        /// The drag left the target, or ended without a transferring operation.
        case exited
        /// The delegate performed the drop with `operation`; `succeeded` is its answer.
        case performed(operation: DropOperation, succeeded: Bool)
        /// The drag has not ended yet.
        case inProgress
    }

    /// Runs `steps` through `delegate`; `fromThisApp` picks the proposal's operation for a
    /// drag from this app or another one.
    package static func run(_ steps: [Step], on delegate: some DropDelegate, fromThisApp: Bool = true) -> Outcome {
        guard let first = steps.first else { return .inProgress }
        let start: CGPoint
        switch first {
        case let .move(point), let .exit(point), let .release(point): start = point
        }
        guard delegate.validateDrop(info: DropInfo(location: start)) else { return .refused }
        delegate.dropEntered(info: DropInfo(location: start))
        var operation = DropOperation.copy
        for step in steps {
            switch step {
            case let .move(point):
                if let proposal = delegate.dropUpdated(info: DropInfo(location: point)) {
                    operation = proposal.operation(fromThisApp: fromThisApp)
                }
            case let .exit(point):
                delegate.dropExited(info: DropInfo(location: point))
                return .exited
            case let .release(point):
                if let proposal = delegate.dropUpdated(info: DropInfo(location: point)) {
                    operation = proposal.operation(fromThisApp: fromThisApp)
                }
                guard operation.transfersData else {
                    delegate.dropExited(info: DropInfo(location: point))
                    return .exited
                }
                return .performed(operation: operation, succeeded: delegate.performDrop(info: DropInfo(location: point)))
            }
        }
        return .inProgress
    }
}
