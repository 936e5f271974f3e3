import Foundation
import Testing
@testable import Trellis

// Metal shaders are values headless: `ShaderLibrary`, `ShaderFunction` and `Shader` compare as
// in SwiftUI (developer.apple.com/documentation/swiftui/shader), and the effects they drive are
// inert (docs/differences.md).
@MainActor
@Suite("Shaders")
struct ShaderTests {
    @Test("calling a library's function makes a shader of that function and its arguments")
    func dynamicCallMakesShader() {
        let shader = ShaderLibrary.ripple(.float(12), .float2(CGPoint(x: 1, y: 2)), .boundingRect)
        #expect(shader.function == ShaderFunction(library: .default, name: "ripple"))
        #expect(shader.arguments == [.float(12), .float2(1, 2), .boundingRect])
        #expect(shader != ShaderLibrary.ripple(.float(13), .float2(1, 2), .boundingRect))
    }

    @Test("functions of different libraries differ")
    func librariesDiffer() {
        let fromData = ShaderLibrary(data: Data([1, 2, 3]))
        #expect(fromData.wave != ShaderLibrary.default.wave)
        #expect(fromData.wave == ShaderLibrary(data: Data([1, 2, 3])).wave)
        #expect(ShaderLibrary(url: URL(fileURLWithPath: "/a.metallib")).wave.name == "wave")
    }

    @Test("a shader effect leaves the view's frames and drawing")
    func effectsAreInert() {
        let shader = ShaderLibrary.noise(.color(.red))
        let window = ProposedViewSize(width: 100, height: 100)
        let plain = Color.red.frame(width: 40, height: 20).layout(in: window)
        let shaded = Color.red.frame(width: 40, height: 20)
            .colorEffect(shader).distortionEffect(shader, maxSampleOffset: .zero).layerEffect(shader, maxSampleOffset: CGSize(width: 2, height: 2))
            .layout(in: window)
        #expect(plain.elements.map(\.frame) == shaded.elements.map(\.frame))
        #expect(plain.elements.map(\.drawing) == shaded.elements.map(\.drawing))
    }

    @Test("a shader as a fill draws nothing")
    func shaderFillIsClear() throws {
        let result = Rectangle().fill(ShaderLibrary.stripes(.float(4))).layout(in: ProposedViewSize(width: 10, height: 10))
        guard case let .shape(_, paint)? = result.elements.last?.drawing else {
            Issue.record("no shape")
            return
        }
        #expect(paint.opacity == 0)
    }

    @Test("a shader filter in a canvas is named as inert and leaves the colour drawn")
    func shaderFilterIsNamedInert() {
        let shader = ShaderLibrary.tint(.color(.blue))
        let canvas = Canvas { context, _ in
            context.addFilter(.colorShader(shader))
            context.addFilter(.layerShader(shader, maxSampleOffset: .zero))
            context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(Color(.sRGB, red: 1, green: 0.5, blue: 0.25)))
        }
        let result = canvas.layout(in: ProposedViewSize(width: 10, height: 10))
        let drawing = result.elements.lazy.compactMap { element -> LayoutResult.CanvasDrawing? in
            if case let .canvas(drawing)? = element.drawing { return drawing }
            return nil
        }.first
        let command = drawing?.commands.first
        #expect(command?.inertEffects == ["colorShader", "layerShader"])
        guard case let .fill(_, paint, _)? = command?.content else {
            Issue.record("no fill")
            return
        }
        #expect([paint.red, paint.green, paint.blue, paint.opacity] == [1, 0.5, 0.25, 1])
    }

    @Test("compiling a shader headless returns without error")
    func compileReturns() async throws {
        try await ShaderLibrary.ripple().compile(as: .layerEffect)
    }
}
