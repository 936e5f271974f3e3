import Foundation
import Testing
@testable import Trellis

/// SwiftUI's first presentation API, deprecated there and kept so old screens compile:
/// `ActionSheet` (Apple: "use `confirmationDialog(...)` instead"; on iOS both are an action
/// sheet) and `PresentationMode` ("Use EnvironmentValues.isPresented or
/// EnvironmentValues.dismiss").
@Suite("Deprecated presentations")
@MainActor
struct DeprecatedPresentationTests {
    private let phone = ProposedViewSize(width: 375, height: 667)

    private var environment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.displayScale = 4
        return environment
    }

    @Test("an action sheet lays out as a confirmation dialog with its title shown")
    func actionSheetIsADialog() {
        let old = Color.clear.actionSheet(isPresented: .constant(true)) {
            ActionSheet(title: Text("Photo"), message: Text("Choose one"), buttons: [.default(Text("Take Photo")), .cancel()])
        }
        let modern = Color.clear.confirmationDialog("Photo", isPresented: .constant(true), titleVisibility: .visible) {
            Button("Take Photo") {}
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("Choose one")
        }
        let oldResult = old.layout(in: phone, environment: environment)
        let modernResult = modern.layout(in: phone, environment: environment)
        #expect(oldResult.frame(of: "Take Photo") != nil)
        #expect(oldResult.frame(of: "Take Photo") == modernResult.frame(of: "Take Photo"))
        #expect(oldResult.elements.filter { $0.name == "Text(\"Photo\")" }.count == 1)
    }

    // Apple's interface: `buttons: [ActionSheet.Button] = [.cancel()]`; an iOS 26 dialog
    // leaves its cancel button out (PresentedLayerViews.swift, from `ios/dialog/basic`).
    @Test("an action sheet with no buttons given has a Cancel button, which its dialog leaves out")
    func actionSheetDefaultsToCancel() {
        #expect(ActionSheet(title: Text("Photo")).buttons.map(\.role) == [.cancel])
        let view = Color.clear.actionSheet(isPresented: .constant(true)) { ActionSheet(title: Text("Photo")) }
        let result = view.layout(in: phone, environment: environment)
        #expect(result.frame(of: "Cancel") == nil)
        #expect(result.elements.contains { $0.name == "Text(\"Photo\")" })
    }

    struct Item: Identifiable { let id: Int }

    @Test("actionSheet(item:) shows while its item is there, and choosing clears it")
    func actionSheetItem() {
        struct Screen: View {
            @State var item: Item? = Item(id: 3)
            var body: some View {
                Color.clear.actionSheet(item: $item) { ActionSheet(title: Text("Item \($0.id)"), buttons: [.destructive(Text("Delete \($0.id)"))]) }
            }
        }
        let host = LayoutHost(Screen(), environment: environment)
        #expect(host.layout(in: phone).frame(of: "Delete 3") != nil)
        #expect(host.activate(id: "Delete 3"))
        #expect(host.layout(in: phone).frame(of: "Delete 3") == nil)
    }

    struct SheetContent: View {
        @Environment(\.presentationMode) private var presentationMode
        var body: some View {
            Button(action: { presentationMode.wrappedValue.dismiss() }) { StandIn.fixed(width: 100, height: 80) }
                .id("done")
        }
    }

    @Test("presentationMode's dismiss closes the sheet the view is in")
    func presentationModeDismisses() {
        struct Screen: View {
            @State var shows = true
            var body: some View {
                Color.clear.sheet(isPresented: $shows) { SheetContent() }
            }
        }
        let host = LayoutHost(Screen(), environment: environment)
        #expect(host.layout(in: phone).frame(of: "done") != nil)
        #expect(host.activate(id: "done"))
        #expect(host.layout(in: phone).frame(of: "done") == nil)
    }

    @Test("presentationMode is presented exactly where isPresented is")
    func presentationModeIsPresented() {
        var environment = EnvironmentValues()
        #expect(!environment.presentationMode.wrappedValue.isPresented)
        environment.isPresented = true
        #expect(environment.presentationMode.wrappedValue.isPresented)
    }
}
