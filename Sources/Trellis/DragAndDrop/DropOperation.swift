import Foundation

/// Operation types that determine how a drag and drop session handles the transfer of data.
///
/// A drop delegate answers with one in ``DropProposal``; ``DropDispatch`` (the order SwiftUI
/// calls a delegate in) performs a drop only when the proposal's operation is ``copy`` or
/// ``move``.
public enum DropOperation: Sendable {
    /// Cancel the drag operation and transfer no data.
    case cancel
    /// The drop activity is not allowed at this time or location: no data is transferred.
    case forbidden
    /// Copy the data to the modified view.
    case copy
    /// Move the data represented by the drag items instead of copying it.
    case move

    /// Whether a drop with this operation transfers data (``copy`` or ``move``).
    var transfersData: Bool { self == .copy || self == .move }

    /// A set of drop operations, as a drag session offers them.
    ///
    /// ```swift
    /// let offered: DropOperation.Set = [.copy, .move]
    /// ```
    public struct Set: OptionSet, Hashable {
        /// The bits of the operations in the set.
        public let rawValue: Int

        /// The set whose bits are `rawValue`.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The ``DropOperation/cancel`` operation.
        public static let cancel = Set(rawValue: 1 << 0)
        /// The ``DropOperation/copy`` operation.
        public static let copy = Set(rawValue: 1 << 1)
        /// The ``DropOperation/move`` operation.
        public static let move = Set(rawValue: 1 << 2)
        /// The ``DropOperation/forbidden`` operation.
        public static let forbidden = Set(rawValue: 1 << 3)
    }
}

extension DropOperation.Set: Sendable {}

extension DropOperation.Set: CustomStringConvertible {
    /// The operations in the set, by name: `"[copy, move]"`.
    public var description: String {
        let names: [(DropOperation.Set, String)] = [(.cancel, "cancel"), (.copy, "copy"), (.move, "move"), (.forbidden, "forbidden")]
        return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }
}

/// The behavior of a drop: the operation it performs within the app, and outside it.
///
/// ```swift
/// func dropUpdated(info: DropInfo) -> DropProposal? { DropProposal(operation: .move) }
/// ```
public struct DropProposal: Sendable {
    /// The drop operation that the drop proposes to perform.
    public let operation: DropOperation
    /// The operation for a drag that comes from another app; `nil` when the proposal gives
    /// one operation for both (``init(operation:)``).
    public let operationOutsideApplication: DropOperation?

    /// A proposal of `operation`, whatever app the drag comes from.
    public init(operation: DropOperation) {
        self.operation = operation
        operationOutsideApplication = nil
    }

    /// A proposal of `withinApplication` for drags from this app and `outsideApplication`
    /// for drags from others.
    public init(withinApplication: DropOperation, outsideApplication: DropOperation) {
        operation = withinApplication
        operationOutsideApplication = outsideApplication
    }

    /// The operation for a drag from this app (`fromThisApp`) or another one.
    func operation(fromThisApp: Bool) -> DropOperation {
        fromThisApp ? operation : (operationOutsideApplication ?? operation)
    }
}

extension DropProposal: CustomDebugStringConvertible {
    /// The proposal's operations: `"DropProposal(copy)"` or
    /// `"DropProposal(withinApplication: move, outsideApplication: copy)"`.
    public var debugDescription: String {
        if let outside = operationOutsideApplication {
            return "DropProposal(withinApplication: \(operation), outsideApplication: \(outside))"
        }
        return "DropProposal(\(operation))"
    }
}
