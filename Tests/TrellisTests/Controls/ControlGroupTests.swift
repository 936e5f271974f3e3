import Foundation
import Testing
@testable import Trellis

/// `ControlGroup` and its styles: iOS's automatic group is a row of equal-width segments on
/// one capsule bezel (derived); `.navigation` and `.palette` a row of borderless buttons; the
/// menu styles a menu whose label is the group's.
@Suite("Control groups")
@MainActor
struct ControlGroupTests {
    private static let phone = ProposedViewSize(width: 320, height: 480)

    private static func layout<V: View>(_ view: V) -> LayoutResult {
        VStack(alignment: .leading, spacing: 0) { view.id("group"); Spacer() }
            .layout(in: phone, environment: EnvironmentValues())
    }

    private static func group() -> some View {
        ControlGroup {
            Button(action: {}) { StandIn.fixed(width: 40, height: 20).id("a") }
            Button(action: {}) { StandIn.fixed(width: 60, height: 20).id("b") }
        }
    }

    private static func bezels(_ result: LayoutResult) -> [LayoutResult.Element] {
        result.elements.filter { element in
            if case let .control(drawing)? = element.drawing, case .buttonBezel = drawing.kind { return true }
            return false
        }
    }

    private struct Stacked: ControlGroupStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading, spacing: 0) { configuration.label; configuration.content }
        }
    }

    private struct Inset: ControlGroupStyle {
        func makeBody(configuration: Configuration) -> some View {
            ControlGroup(configuration).padding(10)
        }
    }

    @Test("the automatic style gives each control an equal segment of the width offered")
    func automaticEqualSegments() throws {
        let result = Self.layout(Self.group())
        let group = try #require(result.frame(of: "group"))
        let a = try #require(result.frame(of: "a")), b = try #require(result.frame(of: "b"))
        #expect(group.width == 320)
        #expect(abs(group.height - (20 + 2 * 7)) < 0.01)
        #expect(abs(a.midX - 80) < 0.01)
        #expect(abs(b.midX - 240) < 0.01)
        #expect(abs(a.minY - 7) < 0.01 && abs(b.minY - 7) < 0.01)
    }

    @Test("the automatic style draws one capsule bezel behind the whole row")
    func automaticBezel() throws {
        let result = Self.layout(Self.group())
        let bezels = Self.bezels(result)
        #expect(bezels.count == 1)
        let bezel = try #require(bezels.first)
        #expect(bezel.frame == result.frame(of: "group"))
        if case let .control(drawing)? = bezel.drawing { #expect(drawing.cornerRadius == nil) }
    }

    @Test("a custom style's body lays out in place of the group, with the group's label")
    func customStyleGetsLabel() throws {
        let view = ControlGroup {
            Button(action: {}) { StandIn.fixed(width: 40, height: 20).id("a") }
        } label: {
            StandIn.fixed(width: 30, height: 10).id("label")
        }
        .controlGroupStyle(Stacked())
        let result = Self.layout(view)
        let label = try #require(result.frame(of: "label")), a = try #require(result.frame(of: "a"))
        #expect(label == CGRect(x: 0, y: 0, width: 30, height: 10))
        #expect(a == CGRect(x: 0, y: 10, width: 40, height: 20))
        #expect(Self.bezels(result).isEmpty)
    }

    @Test("the automatic style shows no label")
    func automaticHidesLabel() {
        let view = ControlGroup {
            Button(action: {}) { StandIn.fixed(width: 40, height: 20).id("a") }
        } label: {
            StandIn.fixed(width: 30, height: 10).id("label")
        }
        #expect(Self.layout(view).frame(of: "label") == nil)
    }

    @Test("ControlGroup(configuration) in a style is drawn by the style outside it")
    func configurationUsesOuterStyle() throws {
        let result = Self.layout(Self.group().controlGroupStyle(Inset()))
        let bezels = Self.bezels(result)
        #expect(bezels.count == 1)
        let bezel = try #require(bezels.first)
        #expect(abs(bezel.frame.minX - 10) < 0.01 && abs(bezel.frame.minY - 10) < 0.01)
        #expect(abs(bezel.frame.width - 300) < 0.01 && abs(bezel.frame.height - 34) < 0.01)
        let a = try #require(result.frame(of: "a"))
        #expect(abs(a.midX - (10 + 75)) < 0.01)
    }

    @Test("the navigation style places the controls at their ideal widths, spaced, with no bezel")
    func navigationRow() throws {
        let result = Self.layout(Self.group().controlGroupStyle(.navigation))
        let a = try #require(result.frame(of: "a")), b = try #require(result.frame(of: "b"))
        #expect(a.width == 40 && b.width == 60)
        #expect(b.minX - a.maxX == 8)
        #expect(result.frame(of: "group")?.width == 108)
        #expect(Self.bezels(result).isEmpty)
    }

    @Test("the palette style lays the controls out as the navigation style does")
    func paletteRow() {
        let palette = Self.layout(Self.group().controlGroupStyle(.palette))
        let navigation = Self.layout(Self.group().controlGroupStyle(.navigation))
        #expect(palette.frame(of: "b") == navigation.frame(of: "b"))
        #expect(palette.frame(of: "b")?.minX == 48)
    }

    @Test("the menu style lays out as the group's label, its controls hidden")
    func menuClosed() {
        let view = ControlGroup {
            Button("One") {}
        } label: {
            StandIn.fixed(width: 50, height: 20).id("label")
        }
        .controlGroupStyle(.menu)
        let result = Self.layout(view)
        #expect(result.frame(of: "label") == CGRect(x: 0, y: 0, width: 50, height: 20))
        #expect(result.frame(of: "One") == nil)
    }

    @Test(
        "activating a menu-styled group opens its controls as menu items",
        arguments: [false, true])
    func menuOpens(compact: Bool) throws {
        let group = ControlGroup {
            Button("One") {}
        } label: {
            StandIn.fixed(width: 50, height: 20)
        }
        let view = VStack(alignment: .leading) {
            Group {
                if compact { group.controlGroupStyle(.compactMenu) } else { group.controlGroupStyle(.menu) }
            }
            .id("group")
            Spacer()
        }
        let host = LayoutHost(view)
        _ = host.layout(in: Self.phone)
        #expect(host.activate(id: "group"))
        let one = try #require(host.layout(in: Self.phone).frame(of: "One"))
        #expect(one.minY > 20)
    }

    @Test("a labelled group's content view is its controls")
    func labeledContentIsContent() throws {
        let content = LabeledControlGroupContent(
            content: StandIn.fixed(width: 40, height: 20), label: StandIn.fixed(width: 30, height: 10).id("label"))
        let result = Self.layout(content)
        // The content is the only view laid out: the group's frame is the stand-in's.
        #expect(result.frame(of: "group") == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(result.frame(of: "label") == nil)
    }
}
