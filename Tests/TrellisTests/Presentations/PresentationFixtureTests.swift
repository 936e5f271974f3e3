import Foundation
import Testing
@testable import Trellis

/// The recorded presentation fixtures of swiftui-web (https://github.com/iamcgn/swiftui-web,
/// `Fixtures/Goldens/ios/{sheet,alert,dialog}/<name>/frames.json` at b687eac, iOS 26 simulator,
/// a 375 × 667 window without a status bar; the views in
/// `Fixtures/Sources/iOS/IOSPresentationFixtures.swift`), re-typed. The recordings probe the
/// presenting screen before and after a step presents: it stays laid out beneath the layer.
/// The button's text is stood in for by a `StandIn` of its recorded size. The layer's own
/// frames are swiftui-web's reading of the goldens' pixels (`Docs/elements/iOS.md`).
@Suite("Presentation fixtures")
@MainActor
struct PresentationFixtureTests {
    private let phone = ProposedViewSize(width: 375, height: 667)

    private var environment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.displayScale = 4
        return environment
    }

    /// The fixtures' presenting screen: a white ground and a button in a `ZStack`.
    private func screen(_ buttonWidth: CGFloat) -> some View {
        ZStack {
            Color.white.ignoresSafeArea()
            Button(action: {}) { StandIn.fixed(width: buttonWidth, height: 24.5) }.id("button")
        }
    }

    /// The sheet's content: a stand-in for the fixture's `SheetBody` (a title, a line and a
    /// Done button in a `VStack`).
    private var sheetBody: some View { StandIn.fixed(width: 100, height: 80).id("sheetBody") }

    private func expectScreen(_ result: LayoutResult, buttonX: CGFloat, buttonWidth: CGFloat) {
        #expect(result.frame(of: "stack") == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(result.frame(of: "button") == CGRect(x: buttonX, y: 321.25, width: buttonWidth, height: 24.5))
    }

    @Test("ios/sheet/basic: the screen stays put under a large sheet from 31 down")
    func sheetBasic() {
        for presented in [false, true] {
            let view = screen(89).sheet(isPresented: .constant(presented)) { sheetBody }.id("stack")
            let result = view.layout(in: phone, environment: environment)
            expectScreen(result, buttonX: 143, buttonWidth: 89)
            // The card (0, 31, 375, 636): the content centred in it.
            #expect(result.frame(of: "sheetBody") == (presented ? CGRect(x: 137.5, y: 309, width: 100, height: 80) : nil))
        }
    }

    @Test("ios/sheet/medium: the screen stays put under a medium sheet floating 6 in")
    func sheetMedium() {
        for presented in [false, true] {
            let view = screen(89).sheet(isPresented: .constant(presented)) {
                sheetBody.presentationDetents([.medium]).presentationDragIndicator(.visible)
            }
            .id("stack")
            let result = view.layout(in: phone, environment: environment)
            expectScreen(result, buttonX: 143, buttonWidth: 89)
            // The card (6, 310, 363, 351).
            #expect(result.frame(of: "sheetBody") == (presented ? CGRect(x: 137.5, y: 445.5, width: 100, height: 80) : nil))
        }
    }

    @Test("ios/alert/basic: the screen stays put under an alert; its buttons share the card")
    func alertBasic() {
        for presented in [false, true] {
            let view = screen(62.5)
                .alert("Delete the item?", isPresented: .constant(presented)) {
                    Button("Delete", role: .destructive) {}
                    Button("Cancel", role: .cancel) {}
                } message: {
                    Text("This cannot be undone.")
                }
                .id("stack")
            let result = view.layout(in: phone, environment: environment)
            expectScreen(result, buttonX: 156.25, buttonWidth: 62.5)
            guard presented else { continue }
            // A 299-point card centred: the buttons 13.5 in, 8.5 apart, the cancel first.
            let cancel = result.frame(of: "Cancel"), delete = result.frame(of: "Delete")
            #expect(cancel?.minX == 51.5 && cancel?.width == 131.75 && cancel?.height == 46.5)
            #expect(delete?.minX == 191.75 && delete?.width == 131.75 && delete?.minY == cancel?.minY)
        }
    }

    @Test("ios/dialog/basic: the screen stays put under a dialog; its actions stack, no cancel")
    func dialogBasic() {
        for presented in [false, true] {
            let view = screen(73)
                .confirmationDialog("Item options", isPresented: .constant(presented), titleVisibility: .visible) {
                    Button("Copy") {}
                    Button("Duplicate") {}
                    Button("Delete", role: .destructive) {}
                    Button("Cancel", role: .cancel) {}
                } message: {
                    Text("Choose what to do with the item.")
                }
                .id("stack")
            let result = view.layout(in: phone, environment: environment)
            expectScreen(result, buttonX: 151, buttonWidth: 73)
            guard presented else { continue }
            // A 238-point card centred across; with no room above the screen, at its bottom.
            let copy = result.frame(of: "Copy"), duplicate = result.frame(of: "Duplicate"), delete = result.frame(of: "Delete")
            #expect(copy?.minX == 82 && copy?.width == 211 && copy?.height == 45.5)
            #expect(duplicate.map { $0.minY - (copy?.maxY ?? 0) } == 10.5)
            #expect(delete?.maxY == 667 - 6 - 13.5)
            #expect(result.frame(of: "Cancel") == nil)
        }
    }

    @Test("ios/sheet/basic with its texts: the button within 2 % of its recorded size, centred")
    func sheetBasicWithTexts() {
        let view = ZStack {
            Color.white.ignoresSafeArea()
            Button("Show sheet") {}.id("button")
        }
        .sheet(isPresented: .constant(true)) {
            VStack(spacing: 12) {
                Text("Sheet title").font(.headline)
                Text("Some content under the title.")
                Button("Done") {}
            }
        }
        let frame = view.layout(in: phone, environment: environment).frame(of: "button")
        #expect(frame.map { abs($0.width - 89) <= 89 * 0.02 && abs($0.height - 24.5) <= 1 } == true, "\(String(describing: frame))")
        #expect(frame.map { abs($0.midX - 187.5) <= 0.25 && abs($0.midY - 333.5) <= 0.25 } == true)
    }
}

