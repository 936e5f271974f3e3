import Foundation
import Testing
@testable import Trellis

/// Depth layout (visionOS): the API's values, rules the fixtures in `Fixtures/depth` cannot
/// write as scenes (custom guides and layouts, nesting, the public 3D frame), and bad input.
/// The model and its sources: docs/semantics.md, "Depth".
@Suite("Depth layout")
@MainActor
struct DepthLayoutTests {
    private let proposal = ProposedViewSize(width: 200, height: 100)

    /// A guide a quarter of the way from the back.
    private struct QuarterDepth: DepthAlignmentID {
        static func defaultValue(in context: ViewDimensions3D) -> CGFloat { context.depth / 4 }
    }

    /// A layout that stacks its subviews vertically at their ideal sizes.
    private struct Column: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            subviews.reduce(CGSize.zero) { size, subview in
                let ideal = subview.sizeThatFits(.unspecified)
                return CGSize(width: max(size.width, ideal.width), height: size.height + ideal.height)
            }
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var y = bounds.minY
            for subview in subviews {
                subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
                y += subview.sizeThatFits(.unspecified).height
            }
        }
    }

    private func box(_ depth: CGFloat, _ id: String) -> some View {
        Color.red.frame(width: 40, height: 30).frame(depth: depth).id(id)
    }

    // MARK: The API's values (Apple, depthalignment, alignment3d, viewdimensions3d)

    @Test("the standard depth guides are the back face, the middle and the front face")
    func standardGuides() {
        let dimensions = ViewDimensions3D(width: 10, height: 20, depth: 40)
        #expect(dimensions[DepthAlignment.back] == 0)
        #expect(dimensions[DepthAlignment.center] == 20)
        #expect(dimensions[DepthAlignment.front] == 40)
        #expect(dimensions[explicit: DepthAlignment.front] == nil)
    }

    @Test("3D dimensions read horizontal and vertical guides as a flat view's")
    func planarGuidesOfDimensions3D() {
        let dimensions = ViewDimensions3D(width: 10, height: 20, depth: 40)
        #expect(dimensions[HorizontalAlignment.trailing] == 10)
        #expect(dimensions[VerticalAlignment.center] == 10)
    }

    @Test("an Alignment3D preset combines the guides its name says")
    func alignment3DPresets() {
        #expect(Alignment3D.bottomTrailingFront == Alignment3D(horizontal: .trailing, vertical: .bottom, depth: .front))
        #expect(Alignment3D.topBack == Alignment3D(horizontal: .center, vertical: .top, depth: .back))
        #expect(Alignment3D.center == Alignment3D(horizontal: .center, vertical: .center, depth: .center))
        #expect(Alignment3D.leading != Alignment3D.leadingFront)
    }

    @Test("depth alignments are equal when made from the same guide type")
    func depthAlignmentEquality() {
        #expect(DepthAlignment(QuarterDepth.self) == DepthAlignment(QuarterDepth.self))
        #expect(DepthAlignment(QuarterDepth.self) != .center)
    }

    // MARK: Layout in depth

    @Test("a custom depth guide lines a layout's subviews up on its default value")
    func customDepthGuide() {
        let quarter = DepthAlignment(QuarterDepth.self)
        let result = HStackLayout(spacing: 0).depthAlignment(quarter) {
            box(40, "deep")
            box(8, "thin")
        }.layout(in: proposal)
        // The guides sit at 10 and 2 from the backs: the thin box's back is 8 in front.
        #expect(result.element(id: "deep")?.zPosition == 0)
        #expect(result.element(id: "thin")?.zPosition == 8)
    }

    @Test("depthAlignment applies to a custom layout and leaves its placement in the plane alone")
    func depthAlignmentOfCustomLayout() {
        let aligned = Column().depthAlignment(.front) {
            box(30, "a")
            box(10, "b")
        }.layout(in: proposal)
        let plain = Column {
            box(30, "a")
            box(10, "b")
        }.layout(in: proposal)
        #expect(aligned.element(id: "b")?.zPosition == 20)
        #expect(aligned.frame(of: "b") == plain.frame(of: "b"))
        #expect(plain.element(id: "b")?.zPosition == 0)
    }

    @Test("depth adds up through nested containers and offsets")
    func nestedDepth() {
        let result = ZStack {
            box(10, "floor")
            HStack {
                box(20, "deep").offset(z: 5)
            }
        }.layout(in: proposal)
        // The HStack is stacked in front of the 10-deep floor; the offset moves its box 5 more.
        #expect(result.element(id: "deep")?.zPosition == 15)
    }

    @Test("an element's 3D frame is its exact frame with its z position and depth")
    func frame3D() throws {
        let result = HStack(spacing: 0) {
            Color.blue.frame(width: 10, height: 10)
            box(12, "card").offset(z: 3)
        }.layout(in: proposal)
        let card = try #require(result.element(id: "card"))
        #expect(card.frame3D == Rect3D(
            origin: Point3D(x: card.exactFrame.minX, y: card.exactFrame.minY, z: 3),
            size: Size3D(width: 40, height: 30, depth: 12)))
        #expect(card.frame3D.max.z == 15)
    }

    @Test("a depth modifier changes no frame in the plane")
    func planeUnchanged() {
        let flat = HStack { box(0, "a"); Color.blue.id("b") }
        let deep = HStack { box(40, "a").offset(z: 9); Color.blue.id("b") }
        let flatResult = flat.layout(in: proposal), deepResult = deep.layout(in: proposal)
        #expect(flatResult.frame(of: "a") == deepResult.frame(of: "a"))
        #expect(flatResult.frame(of: "b") == deepResult.frame(of: "b"))
        #expect(flatResult.size == deepResult.size)
    }

    // MARK: Bad input: reported and repaired, as frame(width:) and offset(x:y:) are

    @Test("a depth that is NaN, infinite or negative is treated as unset and reported")
    func invalidFixedDepth() {
        for bad in [CGFloat.nan, .infinity, -5] {
            let result = Color.red.frame(depth: 10).frame(depth: bad).id("a").layout(in: proposal)
            #expect(result.element(id: "a")?.depthExtent == 10)
            #expect(result.diagnostics.map(\.kind) == [.invalidModifierValue])
        }
    }

    @Test("a z offset that is not finite is treated as 0 and reported")
    func invalidZOffset() {
        let result = Color.red.frame(depth: 10).offset(z: .nan).id("a").layout(in: proposal)
        #expect(result.element(id: "a")?.zPosition == 0)
        #expect(result.diagnostics.map(\.kind) == [.invalidModifierValue])
    }

    @Test("flexible depth limits that are not sizes are unset and reported; contradictory ones are normalised")
    func invalidFlexibleDepth() {
        let unset = Color.red.frame(depth: 6).frame(minDepth: -1, idealDepth: .infinity).id("a").layout(in: proposal)
        #expect(unset.element(id: "a")?.depthExtent == 6)
        #expect(unset.diagnostics.map(\.kind) == [.invalidModifierValue, .invalidModifierValue])
        let contradictory = Color.red.frame(minDepth: 20, maxDepth: 5).id("b").layout(in: proposal)
        #expect(contradictory.element(id: "b")?.depthExtent == 20)
        #expect(contradictory.diagnostics.map(\.kind) == [.invalidModifierValue])
    }
}
