import Foundation
import Testing
import Trellis

/// A view that stacks its two bars across when the width is regular, down otherwise.
private struct AdaptiveBars: View {
    @Environment(\.horizontalSizeClass) private var horizontal
    @Environment(\.verticalSizeClass) private var vertical
    var body: some View {
        if horizontal == .regular {
            HStack(spacing: 0) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) }
        } else {
            VStack(spacing: 0) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: vertical == .compact ? 5 : 10) }
        }
    }
}

/// Apple: `EnvironmentValues.horizontalSizeClass` and `verticalSizeClass` are
/// `UserInterfaceSizeClass?`, `compact` or `regular`, set by the host
/// (https://developer.apple.com/documentation/swiftui/environmentvalues/horizontalsizeclass).
@Suite("Size classes in the environment")
@MainActor
struct UserInterfaceSizeClassTests {
    @Test("a headless environment has no size class")
    func defaultIsUnknown() {
        let environment = EnvironmentValues()
        #expect(environment.horizontalSizeClass == nil)
        #expect(environment.verticalSizeClass == nil)
    }

    @Test("a view reads the horizontal size class its host sets")
    func viewReadsHorizontalSizeClass() {
        var environment = EnvironmentValues()
        environment.horizontalSizeClass = .regular
        let result = AdaptiveBars().layout(in: .unspecified, environment: environment)
        #expect(result.size == CGSize(width: 20, height: 10))
    }

    @Test("a view reads the vertical size class its host sets")
    func viewReadsVerticalSizeClass() {
        var environment = EnvironmentValues()
        environment.verticalSizeClass = .compact
        let result = AdaptiveBars().layout(in: .unspecified, environment: environment)
        #expect(result.size == CGSize(width: 10, height: 15))
    }

    @Test("environment(_:_:) sets a size class for the views inside")
    func modifierSetsSizeClass() {
        let result = AdaptiveBars().environment(\.horizontalSizeClass, .regular).layout(in: .unspecified)
        #expect(result.size == CGSize(width: 20, height: 10))
    }
}
