import Foundation
import Testing
@testable import Trellis

// Drag and drop's values. SwiftUI: "DropOperation", "DropProposal", "DragConfiguration",
// "DragSession", "DropSession" (https://developer.apple.com/documentation/swiftui/dropoperation).

@Suite("Drag and drop values")
@MainActor
struct DropValueTests {
    @Test("an operation set holds the operations it was made of, and names them")
    func operationSetHoldsItsOperations() {
        let set: DropOperation.Set = [.copy, .move]
        #expect(set.contains(.copy) && set.contains(.move))
        #expect(!set.contains(.cancel) && !set.contains(.forbidden))
        #expect(set.description == "[copy, move]")
        #expect(DropOperation.Set().description == "[]")
    }

    @Test("the four operations of a set are distinct")
    func operationSetMembersAreDistinct() {
        let all: [DropOperation.Set] = [.cancel, .copy, .move, .forbidden]
        #expect(Set(all.map(\.rawValue)).count == 4)
        #expect(all.allSatisfy { $0.rawValue != 0 })
    }

    @Test("a proposal of one operation uses it inside and outside the app")
    func singleOperationProposal() {
        let proposal = DropProposal(operation: .move)
        #expect(proposal.operation == .move)
        #expect(proposal.operationOutsideApplication == nil)
        #expect(proposal.operation(fromThisApp: false) == .move)
        #expect(proposal.debugDescription == "DropProposal(move)")
    }

    @Test("a proposal with two operations picks by where the drag comes from")
    func twoOperationProposal() {
        let proposal = DropProposal(withinApplication: .move, outsideApplication: .copy)
        #expect(proposal.operation(fromThisApp: true) == .move)
        #expect(proposal.operation(fromThisApp: false) == .copy)
        #expect(proposal.debugDescription == "DropProposal(withinApplication: move, outsideApplication: copy)")
    }

    @Test("a drag configuration copies by default and moves within the app when allowed")
    func dragConfigurationOperations() {
        let plain = DragConfiguration()
        #expect(plain.allowedOperations(withinApp: true) == [.copy])
        #expect(plain.allowedOperations(withinApp: false) == [.copy])
        let moving = DragConfiguration(allowMove: true)
        #expect(moving.allowedOperations(withinApp: true) == [.copy, .move])
        #expect(moving.operationsOutsideApp.allowCopy)
        let closed = DragConfiguration(operationsOutsideApp: .init(allowCopy: false))
        #expect(closed.allowedOperations(withinApp: false).isEmpty)
        #expect(moving.debugDescription == "DragConfiguration(withinApp: [copy, move], outsideApp: [copy])")
    }

    @Test("a drop configuration keeps its operation")
    func dropConfigurationKeepsOperation() {
        #expect(DropConfiguration(operation: .move).operation == .move)
    }

    @Test("a drag session gives the dragged identifiers of the type asked for")
    func dragSessionFiltersIdentifiersByType() {
        let session = DragSession(phase: .active, location: CGPoint(x: 3, y: 4), itemIDs: [1, "a", 2], draggedItemIndex: 2)
        #expect(session.draggedItemIDs(for: Int.self) == [1, 2])
        #expect(session.draggedItemIDs(for: String.self) == ["a"])
        #expect(session.draggedItemIndex == 2)
        #expect(session.location == CGPoint(x: 3, y: 4))
        #expect(session.phase == .active)
    }

    @Test("a drag session's index outside its items is clamped")
    func dragSessionClampsIndex() {
        #expect(DragSession(phase: .initial, location: .zero, itemIDs: [1, 2], draggedItemIndex: 9).draggedItemIndex == 1)
        #expect(DragSession(phase: .initial, location: .zero, itemIDs: [], draggedItemIndex: -3).draggedItemIndex == 0)
    }

    @Test("sessions have distinct identities")
    func sessionsHaveDistinctIdentities() {
        let one = DragSession(phase: .initial, location: .zero, itemIDs: [])
        let two = DragSession(phase: .initial, location: .zero, itemIDs: [])
        #expect(one.id != two.id)
        let drop = DropSession(phase: .entering, location: .zero, size: .zero, itemsCount: 1, suggestedOperations: [.copy], localItemIDs: nil)
        #expect(drop.id.description.hasPrefix("DropSession.ID("))
    }

    @Test("phases describe themselves with their operation")
    func phasesDescribeThemselves() {
        #expect(DragSession.Phase.ended(.move).description == "ended(move)")
        #expect(DragSession.Phase.dataTransferCompleted.description == "dataTransferCompleted")
        #expect(DropSession.Phase.ended(.copy).description == "ended(copy)")
        #expect(DropSession.Phase.exiting.description == "exiting")
    }

    @Test("a drop session from this app carries its items; one from another app does not")
    func dropSessionLocalItems() {
        let local = DropSession(phase: .active, location: CGPoint(x: 1, y: 2), size: CGSize(width: 10, height: 20),
                                itemsCount: 2, suggestedOperations: [.copy, .move], localItemIDs: ["x", "y"])
        #expect(local.localSession?.draggedItemIDs(for: String.self) == ["x", "y"])
        #expect(local.suggestedOperations == [.copy, .move])
        #expect(local.size == CGSize(width: 10, height: 20))
        let outside = DropSession(phase: .active, location: .zero, size: .zero, itemsCount: -1, suggestedOperations: [.copy], localItemIDs: nil)
        #expect(outside.localSession == nil)
        #expect(outside.itemsCount == 0)
    }

    @Test("file dialog browser options combine as a set")
    func fileDialogBrowserOptionsCombine() {
        let options: FileDialogBrowserOptions = [.includeHiddenFiles, .displayFileExtensions]
        #expect(options.contains(.includeHiddenFiles))
        #expect(!options.contains(.enumeratePackages))
        #expect(Set([FileDialogBrowserOptions.enumeratePackages, .includeHiddenFiles, .displayFileExtensions].map(\.rawValue)).count == 3)
    }
}
