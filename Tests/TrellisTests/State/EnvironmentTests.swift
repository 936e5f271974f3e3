import Foundation
import Testing
import Trellis

/// A key declared as SwiftUI code declares one (Apple: https://developer.apple.com/documentation/swiftui/environmentkey).
private struct BarWidthKey: EnvironmentKey {
    static let defaultValue: CGFloat = 10
}

extension EnvironmentValues {
    fileprivate var barWidth: CGFloat {
        get { self[BarWidthKey.self] }
        set { self[BarWidthKey.self] = newValue }
    }
}

/// A bar as wide as the environment says.
private struct Bar: View {
    @Environment(\.barWidth) private var width
    var body: some View { Color.red.frame(width: width, height: 5) }
}

/// A dynamic property of the user's own that reads the environment.
private struct Doubled: DynamicProperty {
    @Environment(\.barWidth) var width
    var value: CGFloat { width * 2 }
}

private struct DoubledBar: View {
    var doubled = Doubled()
    var body: some View { Color.red.frame(width: doubled.value, height: 5) }
}

@Observable private final class Theme {
    var width: CGFloat = 33
}

private struct ThemedBar: View {
    @Environment(Theme.self) private var theme
    var body: some View { Color.red.frame(width: theme.width, height: 5) }
}

private struct OptionalThemedBar: View {
    @Environment(Theme.self) private var theme: Theme?
    var body: some View { Color.red.frame(width: theme?.width ?? 1, height: 5) }
}

/// A modifier that sizes its content from the environment.
private struct BarWidthFrame: ViewModifier {
    @Environment(\.barWidth) private var width
    func body(content: Content) -> some View { content.frame(width: width, height: 5) }
}

/// Apple: "SwiftUI updates some environment values automatically… you can also create custom
/// values using the Entry() macro [or an EnvironmentKey]… read a value with the Environment
/// property wrapper" (https://developer.apple.com/documentation/swiftui/environmentvalues).
@Suite("Environment keys and @Environment")
@MainActor
struct EnvironmentTests {
    @Test("a key no view has set reads its default value")
    func defaultValue() {
        #expect(EnvironmentValues().barWidth == 10)
        let result = Bar().id("bar").layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(result.frame(of: "bar")?.width == 10)
    }

    @Test("a value set with environment(_:_:) reaches @Environment in the views below")
    func valueSetAbove() {
        let result = VStack { Bar().id("a"); Bar().id("b").environment(\.barWidth, 30) }
            .environment(\.barWidth, 20)
            .layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(result.frame(of: "a")?.width == 20)
        #expect(result.frame(of: "b")?.width == 30)
    }

    @Test("the subscript by key reads back what was written, and copies do not share writes")
    func subscriptByKey() {
        var first = EnvironmentValues()
        first[BarWidthKey.self] = 4
        var second = first
        second.barWidth = 5
        #expect(first.barWidth == 4 && second.barWidth == 5)
        #expect(first != second)
        second.barWidth = 4
        #expect(first == second)
    }

    @Test("an @Environment inside a dynamic property of the user's own reads the view's environment")
    func nestedDynamicProperty() {
        let result = DoubledBar().id("bar").environment(\.barWidth, 7).layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(result.frame(of: "bar")?.width == 14)
    }

    @Test("an observable object put in the environment is read by its type")
    func observableObjectByType() {
        let result = ThemedBar().id("bar").environment(Theme()).layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(result.frame(of: "bar")?.width == 33)
        let missing = OptionalThemedBar().id("bar").layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(missing.frame(of: "bar")?.width == 1)
    }

    @Test("a modifier's @Environment reads the environment where the modifier is applied")
    func modifierEnvironment() {
        let result = Color.red.modifier(BarWidthFrame()).id("bar").environment(\.barWidth, 12)
            .layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(result.frame(of: "bar")?.width == 12)
    }

    @Test("a view's built-in environment values reach @Environment too")
    func builtInValue() {
        struct Direction: View {
            @Environment(\.layoutDirection) var direction
            var body: some View { Color.red.frame(width: direction == .rightToLeft ? 40 : 20, height: 5) }
        }
        let result = Direction().id("d").environment(\.layoutDirection, .rightToLeft).layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(result.frame(of: "d")?.width == 40)
    }
}
