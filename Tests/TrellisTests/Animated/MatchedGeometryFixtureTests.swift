import Foundation
import Testing
@testable import Trellis

/// swiftui-web goldens `matched/follower` and `matched/anchors` (macOS 26.2 at 2×; iamcgn/swiftui-web
/// `Fixtures/Goldens/matched/<name>/frames.json` at e8a9dab, their fixture
/// `Fixtures/Sources/MatchedGeometry/MatchedGeometryFixtures.swift` at e8a9dab): at rest a view
/// that is not the source of a `matchedGeometryEffect` keeps the layout slot its container
/// gave it — whatever its properties and anchor — so each probe is where the stack put it.
@Suite("Matched geometry: the recorded frames")
@MainActor
struct MatchedGeometryFixtureTests {
    private struct Follower: View {
        @Namespace private var space
        var body: some View {
            ZStack(alignment: .topLeading) {
                Color.red.frame(width: 40, height: 40)
                    .matchedGeometryEffect(id: "box", in: space)
                    .id("source")
                    .padding(EdgeInsets(top: 20, leading: 120, bottom: 0, trailing: 0))
                Color.blue.frame(width: 80, height: 20)
                    .matchedGeometryEffect(id: "box", in: space, isSource: false)
                    .id("frame")
                Color.green.frame(width: 30, height: 30)
                    .matchedGeometryEffect(id: "box", in: space, properties: .position, isSource: false)
                    .id("position")
                    .padding(.top, 70)
                Color.orange.frame(width: 20, height: 60)
                    .matchedGeometryEffect(id: "box", in: space, properties: .size, isSource: false)
                    .id("size")
                    .padding(.leading, 60)
            }
            .frame(width: 200, height: 100, alignment: .topLeading)
            .id("stack")
        }
    }

    @Test("matched/follower: followers of every property keep their own slots in the stack")
    func follower() {
        let frames = RecordedFrames(Follower(), platform: .macOS, window: CGSize(width: 300, height: 140))
        frames.exact("stack", 50, 20, 200, 100)
        frames.exact("source", 170, 40, 40, 40)
        frames.exact("frame", 50, 20, 80, 20)
        frames.exact("position", 50, 90, 30, 30)
        frames.exact("size", 110, 20, 20, 60)
    }

    /// One source and one follower in a 200 × 160 cell (`size` zero: a flexible follower).
    private struct Cell: View {
        let anchor: UnitPoint
        let size: CGSize
        let properties: MatchedGeometryProperties
        let name: String
        @Namespace private var space
        var body: some View {
            ZStack(alignment: .topLeading) {
                Color.red.frame(width: 40, height: 40)
                    .matchedGeometryEffect(id: "box", in: space)
                    .padding(EdgeInsets(top: 70, leading: 90, bottom: 0, trailing: 0))
                if size == .zero {
                    Color.blue
                        .matchedGeometryEffect(id: "box", in: space, properties: properties, anchor: anchor, isSource: false)
                        .id(name)
                } else {
                    Color.blue.frame(width: size.width, height: size.height)
                        .matchedGeometryEffect(id: "box", in: space, properties: properties, anchor: anchor, isSource: false)
                        .id(name)
                }
            }
            .frame(width: 200, height: 160, alignment: .topLeading)
            .id("cell-\(name)")
        }
    }

    private struct AnchorGrid: View {
        static let anchors: [(String, UnitPoint)] = [("tl", .topLeading), ("c", .center), ("br", .bottomTrailing)]
        static let sizes: [(String, CGSize)] = [
            ("wide", CGSize(width: 80, height: 20)), ("tall", CGSize(width: 20, height: 60)), ("small", CGSize(width: 20, height: 20)),
        ]
        var body: some View {
            VStack(spacing: 0) {
                ForEach(Self.anchors, id: \.0) { anchorName, anchor in
                    HStack(spacing: 0) {
                        ForEach(Self.sizes, id: \.0) { sizeName, size in
                            Cell(anchor: anchor, size: size, properties: .frame, name: "frame-\(anchorName)-\(sizeName)")
                        }
                    }
                }
                HStack(spacing: 0) {
                    Cell(anchor: .topLeading, size: CGSize(width: 80, height: 20), properties: .position, name: "position-tl-wide")
                    Cell(anchor: .bottomTrailing, size: CGSize(width: 20, height: 60), properties: .position, name: "position-br-tall")
                    Cell(anchor: .center, size: CGSize(width: 80, height: 20), properties: .size, name: "size-c-wide")
                }
                HStack(spacing: 0) {
                    Cell(anchor: .center, size: .zero, properties: .size, name: "size-c-flex")
                    Cell(anchor: .center, size: .zero, properties: .frame, name: "frame-c-flex")
                    Cell(anchor: .topLeading, size: .zero, properties: .frame, name: "frame-tl-flex")
                }
            }
            .id("grid")
        }
    }

    @Test("matched/anchors: a follower's anchor and properties never move its slot, fixed or flexible")
    func anchors() {
        let frames = RecordedFrames(AnchorGrid(), platform: .macOS, window: CGSize(width: 620, height: 820))
        frames.exact("grid", 10, 10, 600, 800)
        for (row, (anchorName, _)) in AnchorGrid.anchors.enumerated() {
            for (column, (sizeName, size)) in AnchorGrid.sizes.enumerated() {
                let x = CGFloat(10 + 200 * column), y = CGFloat(10 + 160 * row)
                frames.exact("cell-frame-\(anchorName)-\(sizeName)", x, y, 200, 160)
                frames.exact("frame-\(anchorName)-\(sizeName)", x, y, size.width, size.height)
            }
        }
        frames.exact("cell-position-tl-wide", 10, 490, 200, 160)
        frames.exact("position-tl-wide", 10, 490, 80, 20)
        frames.exact("cell-position-br-tall", 210, 490, 200, 160)
        frames.exact("position-br-tall", 210, 490, 20, 60)
        frames.exact("cell-size-c-wide", 410, 490, 200, 160)
        frames.exact("size-c-wide", 410, 490, 80, 20)
        frames.exact("cell-size-c-flex", 10, 650, 200, 160)
        frames.exact("size-c-flex", 10, 650, 200, 160)
        frames.exact("cell-frame-c-flex", 210, 650, 200, 160)
        frames.exact("frame-c-flex", 210, 650, 200, 160)
        frames.exact("cell-frame-tl-flex", 410, 650, 200, 160)
        frames.exact("frame-tl-flex", 410, 650, 200, 160)
    }
}
