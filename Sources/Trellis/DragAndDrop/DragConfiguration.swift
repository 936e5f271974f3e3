import Foundation

/// The operations a drag from a view allows, within the app and outside it.
///
/// On iOS a drag within the app copies unless it allows moving, and a drag to another app
/// copies unless it forbids copying. No drag starts headless (docs/differences.md, "Drag and
/// drop"); the value records what the drag would allow.
public struct DragConfiguration {
    /// The operations a drag allows when it is dropped inside the app.
    public struct OperationsWithinApp: Sendable {
        /// Whether the drag may move its items (it always may copy them).
        var allowMove: Bool

        /// Operations within the app that copy, and move when `allowMove`.
        public init(allowMove: Bool = false) { self.allowMove = allowMove }
    }

    /// The operations a drag allows when it is dropped in another app.
    public struct OperationsOutsideApp: Sendable {
        /// Whether another app may copy the drag's items.
        var allowCopy: Bool

        /// Operations outside the app that copy when `allowCopy`.
        public init(allowCopy: Bool = true) { self.allowCopy = allowCopy }
    }

    /// The operations within the app.
    public var operationsWithinApp: OperationsWithinApp
    /// The operations outside the app.
    public var operationsOutsideApp: OperationsOutsideApp

    /// A configuration of `operationsWithinApp` and `operationsOutsideApp` (by default: copy
    /// within the app and outside it).
    public init(operationsWithinApp: OperationsWithinApp = .init(), operationsOutsideApp: OperationsOutsideApp = .init()) {
        self.operationsWithinApp = operationsWithinApp
        self.operationsOutsideApp = operationsOutsideApp
    }

    /// A configuration that moves within the app when `allowMove`, and copies outside it.
    public init(allowMove: Bool) {
        self.init(operationsWithinApp: OperationsWithinApp(allowMove: allowMove))
    }

    /// The operations a drop may perform with this drag: `withinApp` for a drop in this app.
    package func allowedOperations(withinApp: Bool) -> DropOperation.Set {
        if withinApp { return operationsWithinApp.allowMove ? [.copy, .move] : [.copy] }
        return operationsOutsideApp.allowCopy ? [.copy] : []
    }
}

extension DragConfiguration: CustomDebugStringConvertible {
    /// The allowed operations: `"DragConfiguration(withinApp: [copy, move], outsideApp: [copy])"`.
    public var debugDescription: String {
        "DragConfiguration(withinApp: \(allowedOperations(withinApp: true)), outsideApp: \(allowedOperations(withinApp: false)))"
    }
}

/// The behavior of a drop target on iOS: the operation it performs.
///
/// Recorded headless: no drag reaches a view (docs/differences.md, "Drag and drop").
public struct DropConfiguration {
    /// The operation the drop performs.
    public var operation: DropOperation { storedOperation }
    private let storedOperation: DropOperation

    /// A drop that performs `operation`.
    public init(operation: DropOperation) { storedOperation = operation }
}
