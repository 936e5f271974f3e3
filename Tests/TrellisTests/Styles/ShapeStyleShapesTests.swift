import Foundation
import Testing
@testable import Trellis

/// `trim(from:to:)`, `UnevenRoundedRectangle`, `ContainerRelativeShape` and the shapes' static
/// members.
@Suite("Trimmed and uneven shapes")
@MainActor
struct ShapeStyleShapesTests {
    // https://developer.apple.com/documentation/swiftui/path/trimmedpath(from:to:)
    @Test("trimmedPath keeps the part of the length between the fractions")
    func trimmedLine() {
        var path = Path()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        #expect(path.trimmedPath(from: 0.25, to: 0.5).boundingRect == CGRect(x: 25, y: 0, width: 25, height: 0))
    }

    @Test("trimming across a corner follows the outline")
    func trimAcrossCorner() {
        // A 100 × 40 rectangle is 280 long; 0 to 0.5 is its top edge and its trailing edge.
        let trimmed = Path(CGRect(x: 0, y: 0, width: 100, height: 40)).trimmedPath(from: 0, to: 0.5)
        #expect(trimmed.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(trimmed.currentPoint == CGPoint(x: 100, y: 40))
    }

    @Test("an empty or reversed range trims everything; the whole range nothing")
    func trimBounds() {
        let path = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(path.trimmedPath(from: 0.6, to: 0.4).isEmpty)
        #expect(path.trimmedPath(from: 0, to: 1) == path)
        #expect(path.trimmedPath(from: .nan, to: .nan) == path)
    }

    // https://developer.apple.com/documentation/swiftui/shape/trim(from:to:)
    @Test("a trimmed shape keeps its frame and draws its trimmed outline")
    func trimmedShape() {
        let result = Rectangle().trim(from: 0, to: 0.5).frame(width: 100, height: 40).layout(in: .unspecified)
        #expect(result.elements.last?.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(result.elements.last?.name == "Rectangle.trim(from: 0, to: 0.5)")
        guard case let .shape(.path(path), _)? = result.elements.last?.drawing else {
            Issue.record("expected a path, got \(String(describing: result.elements.last?.drawing))")
            return
        }
        #expect(path.currentPoint == CGPoint(x: 100, y: 40))
    }

    // https://developer.apple.com/documentation/swiftui/unevenroundedrectangle
    @Test("an uneven rounded rectangle rounds only the corners given a radius")
    func unevenCorners() {
        let shape = UnevenRoundedRectangle(topLeadingRadius: 10, style: .circular)
        let path = shape.path(in: CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(path.contains(CGPoint(x: 99.5, y: 0.5)))
        #expect(path.contains(CGPoint(x: 0.5, y: 39.5)))
        #expect(!path.contains(CGPoint(x: 0.5, y: 0.5)))
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 40))
    }

    @Test("an uneven rounded rectangle's leading corner is on the right in right-to-left layout")
    func unevenMirrors() {
        var environment = EnvironmentValues()
        environment.layoutDirection = .rightToLeft
        let result = UnevenRoundedRectangle(topLeadingRadius: 10).frame(width: 100, height: 40)
            .layout(in: .unspecified, environment: environment)
        guard case let .shape(.path(path), _)? = result.elements.last?.drawing else {
            Issue.record("expected a path")
            return
        }
        #expect(!path.contains(CGPoint(x: 99.5, y: 0.5)))
        #expect(path.contains(CGPoint(x: 0.5, y: 0.5)))
    }

    @Test("radii larger than half the shorter side are clamped")
    func unevenClamped() {
        let path = UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 500, bottomTrailing: -3))
            .path(in: CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(path.contains(CGPoint(x: 99.5, y: 39.5)))
    }

    // https://developer.apple.com/documentation/swiftui/containerrelativeshape
    @Test("ContainerRelativeShape is a rectangle with no container shape")
    func containerRelative() {
        let result = ContainerRelativeShape().layout(in: ProposedViewSize(width: 30, height: 20))
        #expect(result.elements.last?.drawing == .shape(.rectangle, LayoutResult.Paint(.primary)))
    }

    @Test("the static members make the shapes of the same name")
    func staticMembers() {
        func kind<S: Shape>(_ shape: S) -> LayoutResult.Drawing? { shape.layout(in: ProposedViewSize(width: 20, height: 10)).elements.last?.drawing }
        let primary = LayoutResult.Paint(.primary)
        #expect(kind(.rect) == .shape(.rectangle, primary))
        #expect(kind(.rect(cornerRadius: 4)) == .shape(.roundedRectangle(cornerSize: CGSize(width: 4, height: 4)), primary))
        #expect(kind(.capsule) == .shape(.capsule, primary))
        #expect(kind(.circle) == .shape(.circle, primary))
        #expect(kind(.ellipse) == .shape(.ellipse, primary))
    }

    @Test("clipShape(.rect(cornerRadius:)) clips to the rounded rectangle")
    func clipShapeWithStaticMember() {
        let result = Color.red.frame(width: 20, height: 10).clipShape(.rect(cornerRadius: 8)).layout(in: .unspecified)
        #expect(result.elements.compactMap(\.clipShape).map(\.outline) == [.roundedRectangle(cornerSize: CGSize(width: 8, height: 8))])
    }
}
