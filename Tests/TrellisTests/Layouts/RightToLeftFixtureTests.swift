import Foundation
import Testing
@testable import Trellis

/// swiftui-web goldens `layout/rtl-custom` and `layout/rtl-shapes` (macOS 26.2 at 2×;
/// iamcgn/swiftui-web `Fixtures/Goldens/layout/<name>/frames.json` at 863aea4, their fixtures
/// `RTLFixtures.custom` and `RTLFixtures.shapes` in `Fixtures/Sources/Layout/RTLFixtures.swift`
/// at 863aea4): in a right-to-left subtree a custom layout's placements mirror (it places
/// from the left as if left-to-right; the engine flips them), and shapes, symbols, gradients,
/// `position` and `offset` keep the frames a mirrored stack gives them. The probe after the
/// offset is a clear background carrying the id, as in the transform goldens (an id after an
/// offset marks the drawn frame; the recording's probe, a background, keeps the unmoved one).
@Suite("Right to left: the custom layout and shapes goldens")
@MainActor
struct RightToLeftFixtureTests {
    /// Rows of subviews at their ideal sizes, 8 apart, wrapping at the proposed width; rows 6
    /// apart. The fixture's own layout, written anew from its recorded frames.
    private struct Flow: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let origins = arrange(subviews, width: proposal.width ?? .infinity)
            let bottom = zip(origins, subviews).map { $0.y + $1.sizeThatFits(.unspecified).height }.max() ?? 0
            return CGSize(width: proposal.width ?? 0, height: bottom)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for (origin, subview) in zip(arrange(subviews, width: bounds.width), subviews) {
                subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: .unspecified)
            }
        }

        private func arrange(_ subviews: Subviews, width: CGFloat) -> [CGPoint] {
            var origins: [CGPoint] = []
            var cursor = CGPoint.zero, rowHeight: CGFloat = 0
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                if cursor.x > 0, cursor.x + size.width > width {
                    cursor = CGPoint(x: 0, y: cursor.y + rowHeight + 6)
                    rowHeight = 0
                }
                origins.append(cursor)
                cursor.x += size.width + 8
                rowHeight = max(rowHeight, size.height)
            }
            return origins
        }
    }

    private static func box(_ color: Color, _ width: CGFloat, _ height: CGFloat) -> some View {
        color.frame(width: width, height: height)
    }

    @Test("layout/rtl-custom: a custom flow layout's rows start at the trailing (right) edge")
    func customLayout() {
        let flow = Flow {
            Self.box(.red, 60, 20).id("c0")
            Self.box(.blue, 90, 20).id("c1")
            Self.box(.green, 50, 20).id("c2")
            Self.box(.orange, 70, 20).id("c3")
            Self.box(.purple, 40, 20).id("c4")
        }
        .frame(width: 200)
        .id("flow")
        .environment(\.layoutDirection, .rightToLeft)
        let frames = RecordedFrames(flow, platform: .macOS, window: CGSize(width: 300, height: 120))
        frames.exact("flow", 50, 37, 200, 46)
        frames.exact("c0", 190, 37, 60, 20)
        frames.exact("c1", 92, 37, 90, 20)
        frames.exact("c2", 200, 63, 50, 20)
        frames.exact("c3", 122, 63, 70, 20)
        frames.exact("c4", 74, 63, 40, 20)
    }

    /// A triangle pointing to the trailing edge: mirrored in a right-to-left layout.
    private struct Arrow: Shape {
        func path(in rect: CGRect) -> Path {
            Path { path in
                path.addLines([CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.midY), CGPoint(x: rect.minX, y: rect.maxY)])
                path.closeSubpath()
            }
        }
    }

    /// The same triangle, never mirrored.
    private struct FixedArrow: Shape {
        var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
        func path(in rect: CGRect) -> Path { Arrow().path(in: rect) }
    }

    private var shapes: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack(spacing: 10) {
                Arrow().fill(.red).frame(width: 40, height: 30).id("arrow")
                FixedArrow().fill(.blue).frame(width: 40, height: 30).id("fixedArrow")
                Image(systemName: "arrow.right").id("image")
                Image(systemName: "arrow.right").flipsForRightToLeftLayoutDirection(true).id("flippedImage")
            }
            .id("row")
            LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing).frame(width: 120, height: 20).id("gradient")
            ZStack(alignment: .topLeading) {
                Color.clear.frame(width: 160, height: 40).id("positionBox")
                Self.box(.green, 20, 20).position(x: 30, y: 20).id("positioned")
            }
            .frame(width: 160, height: 40)
            Self.box(.orange, 20, 20).offset(x: 40).background(Color.clear.id("offset"))
        }
        .environment(\.layoutDirection, .rightToLeft)
    }

    private var shapeFrames: RecordedFrames {
        RecordedFrames(shapes, platform: .macOS, window: CGSize(width: 300, height: 200))
    }

    @Test("layout/rtl-shapes: mirrored and fixed shapes, a gradient, position and offset keep a mirrored stack's frames")
    func shapeFrameList() {
        let frames = shapeFrames
        frames.exact("arrow", 190, 30, 40, 30)
        frames.exact("fixedArrow", 140, 30, 40, 30)
        frames.exact("gradient", 110, 70, 120, 20)
        frames.exact("positionBox", 70, 100, 160, 40)
        frames.exact("positioned", 70, 100, 160, 40)
        frames.exact("offset", 210, 150, 20, 20)
    }

    @Test("layout/rtl-shapes: a symbol flipped for right to left keeps the frame of one that is not",
          .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font"))
    func symbolFrames() {
        let frames = shapeFrames
        frames.text("row", 90, 30, 140, 30)
        frames.text("image", 115, 39, 15, 12)
        frames.text("flippedImage", 90, 39, 15, 12)
    }
}
