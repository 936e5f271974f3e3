import Foundation
import Testing
import Trellis

// SwiftUI: "inspector(isPresented:content:)" (https://developer.apple.com/documentation/swiftui/view/inspector(ispresented:content:)):
// "In a compact horizontal size class, the inspector is presented as a sheet";
// "inspectorColumnWidth(min:ideal:max:)", "inspectorColumnWidth(_:)".

@MainActor
@Suite("Inspector")
struct InspectorTests {
    private let phone = ProposedViewSize(width: 393, height: 852)

    private struct Screen: View {
        @State var shows: Bool
        var usesSheet = false
        var body: some View {
            let base = Button("Info") { shows = true }.id("info")
            if usesSheet {
                base.sheet(isPresented: $shows) { Details() }
            } else {
                base.inspector(isPresented: $shows) { Details().inspectorColumnWidth(min: 200, ideal: 300, max: 400) }
            }
        }
    }

    private struct Details: View {
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            Button("Done") { dismiss() }.id("done")
        }
    }

    @Test("on an iPhone the inspector is a sheet, laid out as sheet(isPresented:) lays it out")
    func inspectorIsASheet() throws {
        let inspector = Screen(shows: true).layout(in: phone)
        let sheet = Screen(shows: true, usesSheet: true).layout(in: phone)
        let done = try #require(inspector.frame(of: "done"))
        #expect(done == sheet.frame(of: "done"))
        #expect(inspector.frame(of: "info") == sheet.frame(of: "info"))
    }

    @Test("the inspector shows while its binding is true, and dismiss sets it back")
    func bindingPresentsAndDismisses() {
        let host = LayoutHost(Screen(shows: false))
        #expect(host.layout(in: phone).frame(of: "done") == nil)
        #expect(host.activate(id: "info"))
        #expect(host.layout(in: phone).frame(of: "done") != nil)
        #expect(host.activate(id: "done"))
        #expect(host.layout(in: phone).frame(of: "done") == nil)
    }

    @Test("inspector column widths change no layout on an iPhone")
    func columnWidthsAreInert() {
        let plain = Text("Details").id("t")
        #expect(plain.inspectorColumnWidth(250).layout(in: phone).frame(of: "t") == plain.layout(in: phone).frame(of: "t"))
        #expect(plain.inspectorColumnWidth(min: 100, ideal: .nan).layout(in: phone).frame(of: "t") == plain.layout(in: phone).frame(of: "t"))
    }
}
