import Foundation
import Testing
import Trellis
import TrellisGallery
import TrellisScene

/// Colours and styling in scene files: each form lays out and draws as the same Swift.
@Suite("Scene files: colours and styling")
@MainActor
struct SceneStyleTests {
    @Test("hex colours, a shape's stroke and fill, effects and style backgrounds read as their Swift")
    func stylingRoundTrip() throws {
        let json = """
            {"proposal": {"width": 200, "height": 120}, "view": {"type": "VStack", "content": [
              {"type": "Circle", "stroke": {"color": "#0a84ff", "lineWidth": 3, "dash": [4, 2]}, "modifiers": [{"frame": {"width": 30, "height": 30}}]},
              {"type": "RoundedRectangle", "cornerRadius": 6, "strokeBorder": "gray", "modifiers": [{"frame": {"width": 40, "height": 20}}]},
              {"type": "Capsule", "fill": "#ff3b30cc", "modifiers": [{"frame": {"width": 40, "height": 10}}]},
              {"type": "Text", "text": "Hi", "modifiers": [
                {"foregroundStyle": "secondary"}, {"padding": 4}, {"background": {"style": "yellow", "in": "Capsule"}},
                {"opacity": 0.5}, {"shadow": {"radius": 2, "y": 1}}, {"rotationEffect": 10}, {"scaleEffect": 1.2},
                {"blur": 1}, {"border": {"color": "red", "width": 2}}, {"background": "mint"}
              ]}
            ]}}
            """
        let view = VStack {
            Circle().stroke(Color(red: 10 / 255, green: 132 / 255, blue: 1), style: StrokeStyle(lineWidth: 3, dash: [4, 2]))
                .frame(width: 30, height: 30)
            RoundedRectangle(cornerRadius: 6).strokeBorder(.gray).frame(width: 40, height: 20)
            Capsule().fill(Color(red: 1, green: 59 / 255, blue: 48 / 255, opacity: 204 / 255)).frame(width: 40, height: 10)
            Text("Hi").foregroundStyle(Color.secondary).padding(4).background(Color.yellow, in: Capsule())
                .opacity(0.5).shadow(radius: 2, y: 1).rotationEffect(.degrees(10)).scaleEffect(1.2)
                .blur(radius: 1).border(Color.red, width: 2).background(Color.mint)
        }
        let scene = try SceneFile(json: json).layout(fonts: .testFont)
        let swift = LayoutHost(view, fonts: .testFont).layout(in: ProposedViewSize(width: 200, height: 120))
        #expect(scene.elements.map(\.name) == swift.elements.map(\.name))
        #expect(scene.elements.map(\.frame) == swift.elements.map(\.frame))
        #expect(scene.elements.map(\.drawing) == swift.elements.map(\.drawing))
        #expect(scene.elements.map(\.effects) == swift.elements.map(\.effects))
    }

    @Test("the accent colour reads as Color.accentColor, as a view and as a fill")
    func accentColor() throws {
        let json = """
            {"proposal": {"width": 100, "height": 40}, "view": {"type": "HStack", "spacing": 0, "content": [
              {"type": "Color", "name": "accentColor", "modifiers": [{"id": "view"}]},
              {"type": "Rectangle", "fill": "accentColor", "modifiers": [{"id": "fill"}]}
            ]}}
            """
        let view = HStack(spacing: 0) {
            Color.accentColor.id("view")
            Rectangle().fill(Color.accentColor).id("fill")
        }
        let scene = try SceneFile(json: json).layout()
        let swift = LayoutHost(view).layout(in: ProposedViewSize(width: 100, height: 40))
        #expect(scene.elements.map(\.frame) == swift.elements.map(\.frame))
        #expect(scene.elements.map(\.drawing) == swift.elements.map(\.drawing))
    }

    @Test("a bad hex colour is an error naming the forms")
    func badHex() {
        let json = ##"{"view": {"type": "Rectangle", "fill": "#12345"}}"##
        #expect(throws: SceneError.self) { try SceneFile(json: json) }
    }

    @Test("a shape takes one paint")
    func onePaint() {
        let json = #"{"view": {"type": "Circle", "fill": "red", "stroke": "blue"}}"#
        #expect(throws: SceneError.self) { try SceneFile(json: json) }
    }

    @Test("a clip shape takes no paint")
    func clipShapeHasNoPaint() {
        let json = #"{"view": {"type": "Color", "name": "red", "modifiers": [{"clipShape": {"type": "Circle", "fill": "red"}}]}}"#
        #expect(throws: SceneError.self) { try SceneFile(json: json) }
    }

    @Test("tint, mask, a trimmed stroke and the colour scheme read as their Swift")
    func tintMaskTrimScheme() throws {
        let json = """
            {"proposal": {"width": 200, "height": 120}, "colorScheme": "dark", "view": {"type": "VStack", "content": [
              {"type": "Circle", "trim": {"from": 0, "to": 0.75}, "stroke": {"color": "orange", "lineWidth": 4},
               "modifiers": [{"frame": {"width": 40, "height": 40}}]},
              {"type": "Color", "name": "blue", "modifiers": [{"frame": {"width": 60, "height": 20}}, {"mask": {"type": "Capsule"}}]},
              {"type": "Rectangle", "modifiers": [{"foregroundStyle": "red"}, {"frame": {"width": 30, "height": 10}}, {"tint": "green"}]}
            ]}}
            """
        let view = VStack {
            Circle().trim(from: 0, to: 0.75).stroke(Color.orange, style: StrokeStyle(lineWidth: 4)).frame(width: 40, height: 40)
            Color.blue.frame(width: 60, height: 20).mask { Capsule() }
            Rectangle().foregroundStyle(Color.red).frame(width: 30, height: 10).tint(Color.green)
        }
        let file = try SceneFile(json: json)
        #expect(file.environment.colorScheme == .dark)
        let scene = file.layout(fonts: .testFont)
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        let swift = LayoutHost(view, environment: environment, fonts: .testFont).layout(in: ProposedViewSize(width: 200, height: 120))
        #expect(scene.elements.map(\.name) == swift.elements.map(\.name))
        #expect(scene.elements.map(\.frame) == swift.elements.map(\.frame))
        #expect(scene.elements.map(\.drawing) == swift.elements.map(\.drawing))
    }

    @Test("a trimmed shape takes no strokeBorder")
    func trimmedStrokeBorder() {
        let json = #"{"view": {"type": "Circle", "trim": {"to": 0.5}, "strokeBorder": "red"}}"#
        #expect(throws: SceneError.self) { try SceneFile(json: json) }
    }
}
