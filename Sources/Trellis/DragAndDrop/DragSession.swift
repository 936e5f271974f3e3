import Foundation

/// A drag of one or more items from a view: its phase, location and the identifiers of the
/// items it carries.
///
/// A session is what a drag session update hands you; no drag starts headless, so Trellis
/// makes one only for a drag a test describes (docs/differences.md, "Drag and drop").
public struct DragSession: Identifiable {
    /// The phase of a drag.
    public enum Phase: Sendable, Hashable {
        /// The drag is about to start.
        case initial
        /// The drag is moving.
        case active
        /// The drag was released and is ending with an operation.
        case ending(DropOperation)
        /// The drag ended with an operation.
        case ended(DropOperation)
        /// The receiver finished taking the data.
        case dataTransferCompleted
    }

    /// The identity of a drag session.
    public struct ID: Sendable, Hashable {
        let value: UUID
    }

    /// The session's identity.
    public var id: ID { storedID }
    /// The session's phase.
    public var phase: Phase { storedPhase }
    /// The index, among the dragged items, of the one the person touched.
    public var draggedItemIndex: Int { storedIndex }
    /// The location of the drag, in the dragged view's coordinate space.
    public var location: CGPoint

    private let storedID: ID
    private let storedPhase: Phase
    private let storedIndex: Int
    private let itemIDs: [AnyHashable]

    /// A session at `location` in `phase`, dragging the items with identifiers `itemIDs`
    /// from the one at `draggedItemIndex` (clamped to the items).
    package init(phase: Phase, location: CGPoint, itemIDs: [AnyHashable], draggedItemIndex: Int = 0) {
        storedID = ID(value: UUID())
        storedPhase = phase
        self.location = location
        self.itemIDs = itemIDs
        storedIndex = itemIDs.isEmpty ? 0 : min(max(draggedItemIndex, 0), itemIDs.count - 1)
    }

    /// The identifiers of the dragged items that are of `type`, in drag order.
    public func draggedItemIDs<ItemID: Hashable>(for type: ItemID.Type) -> [ItemID] {
        itemIDs.compactMap { $0.base as? ItemID }
    }
}

extension DragSession.Phase: CustomStringConvertible {
    /// The phase's name, with the operation for `ending` and `ended`: `"ended(move)"`.
    public var description: String {
        switch self {
        case .initial: "initial"
        case .active: "active"
        case let .ending(operation): "ending(\(operation))"
        case let .ended(operation): "ended(\(operation))"
        case .dataTransferCompleted: "dataTransferCompleted"
        }
    }
}

/// A drag over a drop target: its phase, location, size and the operations it offers.
///
/// No drag reaches a view headless; Trellis makes one only for a drag a test describes
/// (docs/differences.md, "Drag and drop").
public struct DropSession: Identifiable {
    /// The part of a drop session that comes from this app: the identifiers of its items.
    public struct LocalSession {
        let itemIDs: [AnyHashable]

        /// The identifiers of the dragged items that are of `type`, in drag order.
        public func draggedItemIDs<ItemID: Hashable>(for type: ItemID.Type) -> [ItemID] {
            itemIDs.compactMap { $0.base as? ItemID }
        }
    }

    /// The identity of a drop session.
    public struct ID: Sendable, Hashable, Equatable {
        let value: UUID
    }

    /// The phase of a drop.
    public enum Phase: Sendable, Hashable, Equatable {
        /// The drag entered the target.
        case entering
        /// The drag moves over the target.
        case active
        /// The drag left the target.
        case exiting
        /// The drag was dropped with an operation.
        case ended(DropOperation)
        /// The target finished taking the data.
        case dataTransferCompleted
    }

    /// The session's identity.
    public var id: ID { storedID }
    /// The session's phase.
    public var phase: Phase { storedPhase }
    /// The part of the session from this app; `nil` for a drag from another app.
    public var localSession: LocalSession?
    /// The number of items dragged.
    public var itemsCount: Int
    /// The operations the drag offers.
    public var suggestedOperations: DropOperation.Set
    /// The size of the drop target.
    public var size: CGSize
    /// The location of the drag, in the target's coordinate space.
    public var location: CGPoint

    private let storedID: ID
    private let storedPhase: Phase

    /// A session in `phase` at `location` over a target of `size`, with `itemsCount` items
    /// offering `suggestedOperations`; `localItemIDs` are the identifiers of a drag from this
    /// app (`nil` for another app's). A negative count is taken as 0.
    package init(
        phase: Phase, location: CGPoint, size: CGSize, itemsCount: Int,
        suggestedOperations: DropOperation.Set, localItemIDs: [AnyHashable]?
    ) {
        storedID = ID(value: UUID())
        storedPhase = phase
        self.location = location
        self.size = size
        self.itemsCount = max(itemsCount, 0)
        self.suggestedOperations = suggestedOperations
        localSession = localItemIDs.map(LocalSession.init(itemIDs:))
    }
}

extension DropSession.ID: CustomStringConvertible {
    /// The identity as text.
    public var description: String { "DropSession.ID(\(value.uuidString))" }
}

extension DropSession.Phase: CustomStringConvertible {
    /// The phase's name, with the operation for `ended`: `"ended(copy)"`.
    public var description: String {
        switch self {
        case .entering: "entering"
        case .active: "active"
        case .exiting: "exiting"
        case let .ended(operation): "ended(\(operation))"
        case .dataTransferCompleted: "dataTransferCompleted"
        }
    }
}
