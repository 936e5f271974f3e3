import Foundation
import Testing
@testable import Trellis

// A widget bundle declares its widgets in order with `WidgetBundleBuilder`. SwiftUI:
// "WidgetBundle… A container used to expose multiple widgets from a single widget extension"
// (https://developer.apple.com/documentation/swiftui/widgetbundle).

private struct Small: Widget {
    var body: some WidgetConfiguration { EmptyWidgetConfiguration() }
}

private struct Large: Widget {
    var body: some WidgetConfiguration { EmptyWidgetConfiguration() }
}

private struct Pair: WidgetBundle {
    var body: some Widget {
        Small()
        Large()
    }
}

private struct Single: WidgetBundle {
    var body: some Widget { Large() }
}

private struct Nothing: WidgetBundle {
    var body: some Widget {}
}

@Suite("Widgets")
@MainActor
struct WidgetTests {
    @Test("a bundle lists its widgets in the order written")
    func bundleListsWidgetsInOrder() {
        #expect(Pair()._widgetTypes.map { "\($0)" } == ["Small", "Large"])
    }

    @Test("a bundle of one widget lists it")
    func singleWidgetBundle() {
        #expect(Single()._widgetTypes.map { "\($0)" } == ["Large"])
    }

    @Test("an empty bundle lists no widget")
    func emptyBundle() {
        #expect(Nothing()._widgetTypes.isEmpty)
    }
}

private struct Torch: ControlWidget {
    var body: some ControlWidgetConfiguration { EmptyControlWidgetConfiguration() }
}

private struct TorchLook: ControlWidgetTemplate {
    var body: some ControlWidgetTemplate { EmptyControlWidgetTemplate() }
}

@Suite("Control widgets")
@MainActor
struct ControlWidgetTests {
    @Test("a control's body is the configuration its builder passes through")
    func controlBodyIsItsConfiguration() {
        #expect(type(of: Torch().body) == EmptyControlWidgetConfiguration.self)
    }

    @Test("a template's body is the template its builder passes through")
    func templateBodyIsItsTemplate() {
        #expect(type(of: TorchLook().body) == EmptyControlWidgetTemplate.self)
    }
}
