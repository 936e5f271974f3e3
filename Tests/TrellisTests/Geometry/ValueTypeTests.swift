import Foundation
import Testing
@testable import Trellis

@Suite("Value types")
@MainActor
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
