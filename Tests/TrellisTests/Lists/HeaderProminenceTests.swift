import Foundation
import Testing
import Trellis

// SwiftUI: "headerProminence(_:)" (https://developer.apple.com/documentation/swiftui/view/headerprominence(_:)),
// "Prominence.increased". Trellis sets an increased header in the title 3 font, bold (derived:
// docs/differences.md, "Lists").

@MainActor
@Suite("Header prominence")
struct HeaderProminenceTests {
    private let window = ProposedViewSize(width: 320, height: 400)

    private func list(_ prominence: Prominence?) -> some View {
        let section = Section {
            Color.blue.frame(width: 40, height: 24.5).id("row")
        } header: {
            Text("Favourites").id("header")
        }
        return List {
            if let prominence { section.headerProminence(prominence) } else { section }
        }
    }

    @Test("an increased prominence sets a list section's header in the title 3 font, bold")
    func increasedHeaderIsTitle() throws {
        let header = try #require(list(.increased).layout(in: window).frame(of: "header"))
        let title = try #require(Text("Favourites").font(.title3.bold()).id("t").layout(in: .unspecified).frame(of: "t"))
        #expect(header.size == title.size)
        let standard = try #require(list(nil).layout(in: window).frame(of: "header"))
        #expect(header.height > standard.height)
    }

    @Test("the standard prominence leaves the header in the list's font")
    func standardLeavesHeader() {
        let standard = list(.standard).layout(in: window)
        let plain = list(nil).layout(in: window)
        #expect(standard.frame(of: "header") == plain.frame(of: "header"))
        #expect(standard.frame(of: "row") == plain.frame(of: "row"))
    }

    @Test("outside a list a section's header keeps its own font")
    func outsideAList() {
        let stack = VStack { Section { Text("Row") } header: { Text("Favourites").id("header") } }
        let increased = stack.headerProminence(.increased).layout(in: window).frame(of: "header")
        #expect(increased != nil)
        #expect(increased == stack.layout(in: window).frame(of: "header"))
    }

    @Test("the environment's header prominence is standard unless set")
    func environmentDefault() {
        #expect(EnvironmentValues().headerProminence == .standard)
        var environment = EnvironmentValues()
        environment.headerProminence = .increased
        #expect(environment.headerProminence == .increased)
    }
}
