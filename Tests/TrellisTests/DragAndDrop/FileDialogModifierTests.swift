import Foundation
import Testing
import Trellis

// File dialog modifiers configure dialogs Trellis never shows: the view lays out unchanged.
// SwiftUI: "fileDialogMessage(_:)" (https://developer.apple.com/documentation/swiftui/view/filedialogmessage(_:)-2nxbv).

@Suite("File dialog modifiers")
@MainActor
struct FileDialogModifierTests {
    @Test("file dialog and tracking modifiers leave the layout unchanged")
    func layoutIsUnchanged() throws {
        let proposal = ProposedViewSize(width: 200, height: 200)
        let plain = Color.red.frame(width: 40, height: 30).id("box").layout(in: proposal)
        let modified = Color.red.frame(width: 40, height: 30).id("box")
            .fileDialogBrowserOptions([.includeHiddenFiles])
            .fileDialogConfirmationLabel("Import")
            .fileDialogConfirmationLabel(Text("Import"))
            .fileDialogCustomizationID("shelf")
            .fileDialogDefaultDirectory(URL(fileURLWithPath: "/tmp"))
            .fileDialogImportsUnresolvedAliases(false)
            .fileDialogMessage("Pick a file")
            .fileDialogURLEnabled(#Predicate<URL> { _ in true })
            .fileExporterFilenameLabel("Name")
            .interactionActivityTrackingTag("list")
            .invalidatableContent()
            .layout(in: proposal)
        let frame = try #require(modified.frame(of: "box"))
        #expect(frame == plain.frame(of: "box"))
    }
}
