import Foundation
import Testing
@testable import Trellis

// The text input modifiers' values in the environment. SwiftUI: "autocorrectionDisabled… A
// Boolean value that determines whether the view hierarchy has auto-correction enabled",
// "writingToolsBehavior" (https://developer.apple.com/documentation/swiftui/environmentvalues).

private struct InputProbe: View {
    @Environment(\.self) private var environment
    let width: (EnvironmentValues) -> CGFloat
    var body: some View { Color.red.frame(width: width(environment), height: 10) }
}

@Suite("Text input environment")
@MainActor
struct TextInputEnvironmentTests {
    private func width(_ view: some View) throws -> CGFloat {
        try #require(view.layout(in: ProposedViewSize(width: 100, height: 100)).frame(of: "p")).width
    }

    @Test("the defaults: autocorrection on, no Writing Tools behavior, no tab sections")
    func defaults() {
        let environment = EnvironmentValues()
        #expect(!environment.autocorrectionDisabled)
        #expect(environment.writingToolsBehavior == nil)
        #expect(!environment.isTabBarShowingSections)
    }

    @Test("autocorrectionDisabled() is read from the environment below it")
    func autocorrectionDisabledIsRead() throws {
        #expect(try width(InputProbe { $0.autocorrectionDisabled ? 30 : 10 }.id("p").autocorrectionDisabled()) == 30)
        #expect(try width(InputProbe { $0.autocorrectionDisabled ? 30 : 10 }.id("p").autocorrectionDisabled(false)) == 10)
    }

    @Test("writingToolsBehavior(_:) is read from the environment below it")
    func writingToolsBehaviorIsRead() throws {
        #expect(try width(InputProbe { $0.writingToolsBehavior == .limited ? 30 : 10 }.id("p").writingToolsBehavior(.limited)) == 30)
    }
}
