import Foundation
import Testing
@testable import Trellis

@Suite("Value types")
struct ValueTypeTests {
    // https://developer.apple.com/documentation/swiftui/proposedviewsize/replacingunspecifieddimensions(by:)
    // "by: ... The default is 10 × 10" (the default size for unspecified dimensions).
    @Test("replacingUnspecifiedDimensions fills nil dimensions with 10 by default")
    func replacingUnspecifiedDefaultsToTen() {
        #expect(ProposedViewSize(width: nil, height: 30).replacingUnspecifiedDimensions() == CGSize(width: 10, height: 30))
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions(by: CGSize(width: 1, height: 2)) == CGSize(width: 1, height: 2))
    }

    // https://developer.apple.com/documentation/swiftui/proposedviewsize — zero, infinity, unspecified.
    @Test("the special proposals are zero, infinity and unspecified in both dimensions")
    func specialProposals() {
        #expect(ProposedViewSize.zero == ProposedViewSize(width: 0, height: 0))
        #expect(ProposedViewSize.infinity == ProposedViewSize(width: .infinity, height: .infinity))
        #expect(ProposedViewSize.unspecified == ProposedViewSize(width: nil, height: nil))
        #expect(ProposedViewSize(CGSize(width: 3, height: 4)) == ProposedViewSize(width: 3, height: 4))
    }

    // https://developer.apple.com/documentation/swiftui/unitpoint — (0,0) top-leading, (1,1) bottom-trailing.
    @Test("unit points name the corners and edge midpoints")
    func unitPoints() {
        #expect(UnitPoint.center == UnitPoint(x: 0.5, y: 0.5))
        #expect(UnitPoint.bottomTrailing == UnitPoint(x: 1, y: 1))
        #expect(UnitPoint.leading == UnitPoint(x: 0, y: 0.5))
        #expect(UnitPoint.top == UnitPoint(x: 0.5, y: 0))
    }

    // https://developer.apple.com/documentation/swiftui/angle — degrees and radians describe one value.
    @Test("an angle converts between degrees and radians")
    func angleConversion() {
        #expect(abs(Angle(degrees: 180).radians - .pi) < 1e-12)
        #expect(abs(Angle.radians(.pi / 2).degrees - 90) < 1e-12)
        #expect(abs((Angle.degrees(10) + Angle.degrees(20)).degrees - 30) < 1e-12)
    }

    // https://developer.apple.com/documentation/swiftui/edge/set — all = the four edges.
    @Test("edge sets combine edges")
    func edgeSets() {
        #expect(Edge.Set.all == [.top, .leading, .bottom, .trailing])
        #expect(Edge.Set.horizontal == [.leading, .trailing])
        #expect(Edge.Set(.top) == .top)
        #expect(EdgeInsets() == EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
    }

    // https://developer.apple.com/documentation/swiftui/axis/set
    @Test("axis sets hold horizontal and vertical")
    func axisSets() {
        let both: Axis.Set = [.horizontal, .vertical]
        #expect(both.contains(.horizontal) && both.contains(.vertical))
        #expect(Axis.allCases == [.horizontal, .vertical])
    }

    // https://developer.apple.com/documentation/swiftui/animatable — a type with no animatable
    // data uses EmptyAnimatableData, whose arithmetic does nothing.
    @Test("EmptyAnimatableData is the zero vector")
    func emptyAnimatableData() {
        var data = EmptyAnimatableData()
        data.scale(by: 3)
        #expect(data == .zero)
        #expect(data.magnitudeSquared == 0)
        var pair = AnimatablePair(CGFloat(1), CGFloat(2))
        pair.scale(by: 2)
        #expect(pair.first == 2 && pair.second == 4)
    }

    @Test("a compact length reads back what it keeps, including 0, infinity and nil, in 8 bytes")
    func compactLength() {
        for value: CGFloat? in [nil, 0, 10.5, -3, .infinity] {
            #expect(CompactLength(value).value == value)
        }
        #expect(MemoryLayout<CompactLength>.size == 8)
    }
}

#if !canImport(CoreGraphics)
@Suite("CoreGraphics additions")
struct CoreGraphicsTests {
    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform — a point (x, y)
    // maps to (a·x + c·y + tx, b·x + d·y + ty); rotation by θ has a = cos θ, b = sin θ, c = −sin θ, d = cos θ.
    @Test("a rotation of 90° maps (1, 0) to (0, 1)")
    func rotation() {
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
    }

    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/concatenating(_:)
    // "t1.concatenating(t2)": t1 is applied first, then t2.
    @Test("concatenating applies the receiver first")
    func concatenation() {
        let t = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 0))
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 2))
        let u = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        #expect(CGPoint(x: 1, y: 1).applying(u) == CGPoint(x: 12, y: 2))
    }

    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/inverted()
    // — "If the affine transform passed in parameter t cannot be inverted, it is returned unchanged."
    @Test("inverting undoes a transform, and leaves a singular one unchanged")
    func inversion() {
        let t = CGAffineTransform(rotationAngle: 0.3).translatedBy(x: 5, y: -2)
        let p = CGPoint(x: 3, y: 4).applying(t).applying(t.inverted())
        #expect(abs(p.x - 3) < 1e-9 && abs(p.y - 4) < 1e-9)
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
        #expect(CGAffineTransform.identity.isIdentity)
    }

    // https://developer.apple.com/documentation/corefoundation/cgrect/applying(_:) — the
    // smallest rectangle containing the transformed corners.
    @Test("a rect transforms to the bounding box of its corners")
    func rectApplying() {
        let r = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(r.minX + 20) < 1e-9 && abs(r.width - 20) < 1e-9 && abs(r.height - 10) < 1e-9)
        #expect(CGSize(width: 2, height: 3).applying(CGAffineTransform(scaleX: 2, y: 3)) == CGSize(width: 4, height: 9))
    }
}
#endif
