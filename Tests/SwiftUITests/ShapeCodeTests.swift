// Written as SwiftUI code writes shapes: only `import SwiftUI`, nothing from Trellis by name but
// the headless host the test reads frames from.
import SwiftUI
import Testing

/// A pie wedge whose sweep animates, as charting code writes one.
struct Wedge: Shape {
    var start: Angle
    var end: Angle

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(start.radians, end.radians) }
        set {
            start = .radians(newValue.first)
            end = .radians(newValue.second)
        }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let center = CGPoint(x: rect.midX, y: rect.midY)
        path.move(to: center)
        path.addArc(center: center, radius: min(rect.width, rect.height) / 2, startAngle: start, endAngle: end, clockwise: false)
        path.closeSubpath()
        return path
    }
}

/// An avatar that is round or rounded, switched at run time.
struct Avatar: View {
    var isRound: Bool

    var body: some View {
        Color.blue
            .frame(width: 48, height: 48)
            .clipShape(isRound ? AnyShape(Circle()) : AnyShape(RoundedRectangle(cornerRadius: 12, style: .continuous)))
    }
}

@Suite("SwiftUI code: shapes")
@MainActor
struct ShapeCodeTests {
    @Test("a custom shape with animatable data lays out as a shape")
    func wedgeLaysOut() {
        let result = HStack(spacing: 8) {
            Wedge(start: .zero, end: .degrees(120)).fill(.orange).id("wedge")
            Avatar(isRound: true).id("avatar")
            Text("Ada").cornerRadius(4)
        }
        .frame(height: 48)
        .layout(in: ProposedViewSize(width: 200, height: 100))
        #expect(result.frame(of: "wedge")?.height == 48)
        #expect(result.frame(of: "avatar")?.size == CGSize(width: 48, height: 48))
        #expect(result.element(id: "avatar")?.clipShape?.outline == .circle)
    }

    @Test("button border shapes and uneven rounded rectangles are insettable shapes")
    func insettableShapes() {
        let result = VStack(spacing: 0) {
            Color.blue.frame(width: 80, height: 30).clipShape(ButtonBorderShape.roundedRectangle(radius: 6)).id("clipped")
            UnevenRoundedRectangle(topLeadingRadius: 12, topTrailingRadius: 12)
                .strokeBorder(Color.gray, lineWidth: 2)
                .frame(width: 80, height: 40)
                .id("tab")
            Text("Tag").padding(6).background(.yellow, in: ButtonBorderShape.capsule).id("tag")
        }
        .layout(in: ProposedViewSize(width: 200, height: 200))
        #expect(result.frame(of: "tab")?.size == CGSize(width: 80, height: 40))
        guard case let .path(path)? = result.element(id: "clipped")?.clipShape?.outline else {
            Issue.record("the clip is not the border shape's path")
            return
        }
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 80, height: 30))
        #expect(result.elements.contains { if case .stroke(.path, _, _)? = $0.drawing { true } else { false } })
    }
}
