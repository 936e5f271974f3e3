import Foundation
import Testing
@testable import Trellis

/// `ContentSizeCategory`, SwiftUI's first name for Dynamic Type sizes (Apple, "ContentSizeCategory":
/// deprecated, "Renamed: DynamicTypeSize"), and `EnvironmentValues.sizeCategory` ("Renamed:
/// dynamicTypeSize").
@Suite("Content size categories")
@MainActor
struct ContentSizeCategoryTests {
    @Test("each category names the Dynamic Type size in the same place")
    func categoriesNameDynamicTypeSizes() {
        #expect(ContentSizeCategory.allCases.count == DynamicTypeSize.allCases.count)
        #expect(ContentSizeCategory.extraExtraLarge.dynamicTypeSize == .xxLarge)
        #expect(ContentSizeCategory.accessibilityMedium.dynamicTypeSize == .accessibility1)
        #expect(ContentSizeCategory(.accessibility5) == .accessibilityExtraExtraExtraLarge)
    }

    @Test("the accessibility categories start at accessibilityMedium")
    func accessibilityCategories() {
        #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    }

    @Test("categories order from small to large")
    func categoriesAreOrdered() {
        #expect(ContentSizeCategory.small < .large)
        #expect(ContentSizeCategory.accessibilityLarge > .extraExtraExtraLarge)
        #expect(ContentSizeCategory.large <= .large && ContentSizeCategory.large >= .large)
    }

    @Test("sizeCategory reads and writes the environment's Dynamic Type size")
    func sizeCategoryIsTheDynamicTypeSize() {
        var environment = EnvironmentValues()
        #expect(environment.sizeCategory == .large)
        environment.sizeCategory = .extraSmall
        #expect(environment.dynamicTypeSize == .xSmall)
    }

    // HIG "Typography", iOS Dynamic Type sizes: body is 21 pt at xxLarge.
    @Test("text set to a category through the environment scales as for its size")
    func textScalesWithTheCategory() {
        var environment = SystemFontMetricsTests.environment(.iOS)
        environment.sizeCategory = .extraExtraLarge
        let text = Text("Hello").font(.body)
        #expect(SystemFontMetricsTests.drawing(text, in: environment)?.pointSize == 21)
        let modified = text.environment(\.sizeCategory, .extraExtraLarge)
        #expect(SystemFontMetricsTests.drawing(modified, in: SystemFontMetricsTests.environment(.iOS))?.pointSize == 21)
    }
}
