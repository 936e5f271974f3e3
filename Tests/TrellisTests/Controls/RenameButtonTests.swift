import Foundation
import Testing
@testable import Trellis

/// `RenameButton`, `renameAction` and `EnvironmentValues.rename` (Apple, "RenameButton": "A
/// button that triggers a standard rename action"; "renameAction(_:)": sets the action, or
/// focuses the bound text field).
@Suite("Rename button")
@MainActor
struct RenameButtonTests {
    final class Log { var renamed = 0 }

    private static let proposal = ProposedViewSize(width: 300, height: 400)

    @Test("a rename button runs the rename action around it")
    func runsTheRenameAction() {
        let log = Log()
        let host = LayoutHost(VStack { RenameButton().id("rename") }.renameAction { log.renamed += 1 }, fonts: .testFont)
        _ = host.layout(in: Self.proposal)
        #expect(host.activate(id: "rename"))
        #expect(log.renamed == 1)
    }

    @Test("a rename button with no rename action around it is disabled")
    func disabledWithoutAnAction() {
        let host = LayoutHost(RenameButton().id("rename"), fonts: .testFont)
        _ = host.layout(in: Self.proposal)
        #expect(!host.activate(id: "rename"))
    }

    @Test("its label is the Rename title with the pencil symbol")
    func labelIsRename() {
        let result = RenameButton().renameAction {}.layout(in: Self.proposal, fonts: .testFont)
        #expect(result.elements.contains { $0.name == "Text(\"Rename\")" })
        #expect(result.elements.contains { $0.name.contains("pencil") })
    }

    struct Renamable: View {
        @State var name = "Draft"
        @FocusState var nameIsFocused: Bool
        var body: some View {
            VStack {
                TextField("Name", text: $name).focused($nameIsFocused).id("name")
                RenameButton().id("rename")
            }
            .renameAction($nameIsFocused)
        }
    }

    @Test("renameAction with a focus binding focuses the bound field")
    func focusBindingFocusesTheField() {
        let host = LayoutHost(Renamable(), fonts: .testFont)
        _ = host.layout(in: Self.proposal)
        #expect(host.activate(id: "rename"))
        _ = host.layout(in: Self.proposal)
        #expect(host.reconcileFocus() != nil)
    }
}
