import Foundation
import Testing
@testable import Trellis

/// Hierarchical and semantic shape styles.
///
/// Label values: UIKit's label colours as the HIG lists them (iOS `secondaryLabel` (60, 60, 67)
/// at 60 %, `tertiaryLabel` 30 %, `quaternaryLabel` 18 %; dark (235, 235, 245) at 60, 30, 16 %),
/// https://developer.apple.com/design/human-interface-guidelines/color
@Suite("Hierarchical styles")
@MainActor
struct HierarchicalStyleTests {
    private func shapePaint(_ view: some View, scheme: ColorScheme = .light) -> LayoutResult.Paint? {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        let result = view.layout(in: ProposedViewSize(width: 10, height: 10), environment: environment)
        switch result.elements.last?.drawing {
        case let .shape(_, paint)?, let .fill(paint)?: return paint
        default: return nil
        }
    }

    // https://developer.apple.com/documentation/swiftui/shapestyle/secondary-swift.type.property
    @Test("secondary maps to the secondary label colour by default")
    func secondaryIsSecondaryLabel() {
        let paint = shapePaint(Rectangle().foregroundStyle(.secondary))
        #expect(paint?.hex == "#3c3c43")
        #expect(paint?.opacity == 0.6)
    }

    @Test("tertiary and quaternary take the label colour's 30 % and 18 %")
    func tertiaryAndQuaternary() {
        #expect(shapePaint(Rectangle().foregroundStyle(.tertiary))?.opacity == 0.3)
        #expect(shapePaint(Rectangle().foregroundStyle(.quaternary))?.opacity == 0.18)
    }

    @Test("in a dark scheme secondary is #EBEBF5 at 60 %")
    func secondaryDark() {
        let paint = shapePaint(Rectangle().foregroundStyle(.secondary), scheme: .dark)
        #expect(paint?.hex == "#ebebf5")
        #expect(paint?.opacity == 0.6)
    }

    @Test("a level of a colour foreground is that colour at the level's opacity")
    func levelOfColour() {
        let paint = shapePaint(Rectangle().foregroundStyle(.secondary).foregroundStyle(.red))
        #expect(paint?.hex == "#ff3b30")
        #expect(paint?.opacity == 0.6)
    }

    @Test("primary is the current foreground")
    func primaryIsForeground() {
        #expect(shapePaint(Rectangle().fill(.primary).foregroundStyle(.orange)) == LayoutResult.Paint(.orange))
    }

    @Test(".foreground paints with the current foreground style")
    func foregroundStyle() {
        #expect(shapePaint(Rectangle().fill(.foreground).foregroundStyle(.green)) == LayoutResult.Paint(.green))
    }

    @Test(".background is white in light and black in dark (systemBackground)")
    func backgroundStyle() {
        #expect(shapePaint(Rectangle().fill(.background))?.hex == "#ffffff")
        #expect(shapePaint(Rectangle().fill(.background), scheme: .dark)?.hex == "#000000")
    }

    @Test(".separator is (60, 60, 67) at 29 %")
    func separatorStyle() {
        let paint = shapePaint(Rectangle().fill(.separator))
        #expect(paint?.hex == "#3c3c43")
        #expect(paint?.opacity == 0.29)
    }

    // https://developer.apple.com/documentation/swiftui/view/tint(_:)-93mfq
    @Test(".tint paints with the tint set around it, else the accent colour")
    func tintStyle() {
        #expect(shapePaint(Rectangle().fill(.tint).tint(.pink)) == LayoutResult.Paint(.pink))
        #expect(shapePaint(Rectangle().fill(.tint)) == LayoutResult.Paint(.accentColor))
    }

    @Test("tint(nil) restores the accent colour")
    func tintNil() {
        #expect(shapePaint(Rectangle().fill(.tint).tint(nil as Color?).tint(.pink)) == LayoutResult.Paint(.accentColor))
    }

    @Test("foregroundStyle(_:_:) draws with the primary style")
    func twoLevelForeground() {
        #expect(shapePaint(Rectangle().foregroundStyle(.red, .blue)) == LayoutResult.Paint(.red))
    }

    @Test("tint(_:) colours a button's label where the accent colour would")
    func tintColoursButton() {
        let result = Button("Go") {}.tint(.red).layout(in: ProposedViewSize(width: 200, height: 100), fonts: .testFont)
        let paints = result.elements.compactMap { element -> LayoutResult.Paint? in
            if case let .text(text)? = element.drawing { return text.paint }
            return nil
        }
        #expect(paints == [LayoutResult.Paint(.red)])
    }

    // https://developer.apple.com/documentation/swiftui/text/foregroundstyle(_:)
    @Test("Text.foregroundStyle(.secondary) takes the level of the foreground around the text")
    func textHierarchicalLevel() {
        let text: Text = Text("a").foregroundStyle(.secondary)
        let result = VStack { text }.foregroundStyle(.blue).layout(in: .unspecified, fonts: .testFont)
        let paints = result.elements.compactMap { element -> LayoutResult.Paint? in
            if case let .text(text)? = element.drawing { return text.paint }
            return nil
        }
        #expect(paints.map(\.hex) == ["#007aff"])
        #expect(paints.map(\.opacity) == [0.6])
    }

    // https://developer.apple.com/documentation/swiftui/shapestyle/secondary-swift.property
    @Test("a colour's secondary level is that colour at the secondary label's opacity")
    func instanceSecondary() {
        let paint = shapePaint(Rectangle().foregroundStyle(Color.red.secondary))
        #expect(paint?.hex == shapePaint(Rectangle().foregroundStyle(Color.red))?.hex)
        #expect(paint?.opacity == 0.6)
    }

    @Test("the tint's tertiary level is the tint at 30 %")
    func tintTertiary() {
        let paint = shapePaint(Rectangle().foregroundStyle(.tint.tertiary).tint(.green))
        #expect(paint?.hex == shapePaint(Rectangle().foregroundStyle(Color.green))?.hex)
        #expect(paint?.opacity == 0.3)
    }
}
