import Foundation
import Testing
@testable import Trellis

/// A canvas's size in a window and in a stack, checked against swiftui-web's recordings on
/// macOS 26 at 2x (https://github.com/iamcgn/swiftui-web at 1407898,
/// `Fixtures/Goldens/canvas/<name>/frames.json`; the views described in
/// `Fixtures/Sources/Canvas/`, re-typed here). Font-independent frames exact; the text's width
/// within 1 point or 2 %.
@Suite("Canvas fixtures (macOS)")
@MainActor
struct CanvasFixtureTests {
    private var macOS: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.targetPlatform = .macOS
        environment.displayScale = 2
        return environment
    }

    @Test("canvas/basic: a canvas takes the whole window, whatever it draws")
    func basic() {
        let canvas = Canvas { context, size in
            context.fill(Path(CGRect(x: 10, y: 10, width: 60, height: 40)), with: .color(.red))
            context.draw(Text("Canvas"), at: CGPoint(x: 40, y: 80), anchor: .center)
            var moved = context
            moved.translateBy(x: 40, y: 120)
            moved.rotate(by: .degrees(45))
            moved.fill(Path(CGRect(x: -15, y: -15, width: 30, height: 30)), with: .color(.orange))
            context.fill(Path(CGRect(x: size.width - 20, y: size.height - 20, width: 20, height: 20)), with: .color(.gray))
        }
        .id("canvas")
        let result = canvas.layout(in: ProposedViewSize(width: 320, height: 240), environment: macOS)
        #expect(result.frame(of: "canvas") == CGRect(x: 0, y: 0, width: 320, height: 240))
    }

    @Test("canvas/sizing: a canvas fills its stack's width and takes the height left; a frame sizes one")
    func sizing() throws {
        let stack = VStack(spacing: 8) {
            Text("Above").id("above")
            Canvas { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
            }
            .id("fill")
            Canvas { context, size in
                context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue))
            }
            .frame(width: 80, height: 50)
            .id("framed")
        }
        .id("stack")
        let result = stack.frame(width: 320, height: 240).layout(in: ProposedViewSize(width: 320, height: 240), environment: macOS)
        #expect(result.frame(of: "stack") == CGRect(x: 0, y: 0, width: 320, height: 240))
        #expect(result.frame(of: "fill") == CGRect(x: 0, y: 24, width: 320, height: 158))
        #expect(result.frame(of: "framed") == CGRect(x: 120, y: 190, width: 80, height: 50))
        let above = try #require(result.frame(of: "above"))
        #expect(above.minY == 0 && above.height == 16)
        #expect(abs(above.width - 38.5) <= 1 && abs(above.midX - 160) <= 0.25)
    }
}
