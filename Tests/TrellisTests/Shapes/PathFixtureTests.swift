import Foundation
import Testing
@testable import Trellis

/// swiftui-web's `shape/path` (github.com/iamcgn/swiftui-web at 34fffd8: the recording
/// `Fixtures/Goldens/shape/path/frames.json`, macOS 26 at 2×; the view in
/// `Fixtures/Sources/Shape/ShapeFixtures.swift`, re-typed here): custom paths — lines, arcs both
/// ways, a relative arc, curves, a pentagram filled nonzero and even-odd, a parsed description
/// and a rounded rectangle — each framed 60 × 60 in two rows. A path fills the frame it is
/// offered whatever it draws, so every frame is the frames' and the stacks' (nothing follows
/// text): all exact. The second row (332 wide) is wider than the 300-point window, so the stack
/// starts 16 points before its edge.
@Suite("Path recordings")
@MainActor
struct PathFixtureTests {
    /// The fixture's pentagram: five points 144° apart on a circle of 26 about (30, 30).
    private var star: Path {
        var path = Path()
        let points = (0 ..< 5).map { index -> CGPoint in
            let angle = -Double.pi / 2 + Double(index) * 4 * Double.pi / 5
            return CGPoint(x: 30 + 26 * cos(angle), y: 30 + 26 * sin(angle))
        }
        path.addLines(points)
        path.closeSubpath()
        return path
    }

    private var paths: some View {
        VStack(spacing: 8) {
            HStack(spacing: 8) {
                Path { path in
                    path.move(to: CGPoint(x: 30, y: 4))
                    path.addLine(to: CGPoint(x: 56, y: 56))
                    path.addLine(to: CGPoint(x: 4, y: 56))
                    path.closeSubpath()
                }
                .fill(Color.red).id("triangle").frame(width: 60, height: 60)
                Path { path in
                    path.move(to: CGPoint(x: 30, y: 30))
                    path.addArc(center: CGPoint(x: 30, y: 30), radius: 26, startAngle: .degrees(0), endAngle: .degrees(120), clockwise: false)
                    path.closeSubpath()
                }
                .fill(Color.blue).id("pie").frame(width: 60, height: 60)
                Path { path in
                    path.move(to: CGPoint(x: 30, y: 30))
                    path.addArc(center: CGPoint(x: 30, y: 30), radius: 26, startAngle: .degrees(0), endAngle: .degrees(120), clockwise: true)
                    path.closeSubpath()
                }
                .fill(Color.green).id("pieClockwise").frame(width: 60, height: 60)
                Path { path in
                    path.addRelativeArc(center: CGPoint(x: 30, y: 30), radius: 24, startAngle: .degrees(-90), delta: .degrees(270))
                }
                .stroke(Color.orange, lineWidth: 5).id("ring").frame(width: 60, height: 60)
            }
            .id("row1")
            HStack(spacing: 8) {
                Path { path in
                    path.move(to: CGPoint(x: 4, y: 30))
                    path.addQuadCurve(to: CGPoint(x: 30, y: 4), control: CGPoint(x: 4, y: 4))
                    path.addCurve(to: CGPoint(x: 56, y: 56), control1: CGPoint(x: 56, y: 4), control2: CGPoint(x: 30, y: 30))
                    path.addLine(to: CGPoint(x: 4, y: 56))
                    path.closeSubpath()
                }
                .fill(Color.purple).id("curves").frame(width: 60, height: 60)
                star.fill(Color.pink).id("starNonzero").frame(width: 60, height: 60)
                star.fill(Color.pink, style: FillStyle(eoFill: true)).id("starEvenOdd").frame(width: 60, height: 60)
                (Path("30 4 m 56 20 l 46 56 l 14 56 l 4 20 l h") ?? Path()).fill(Color.teal).id("parsed").frame(width: 60, height: 60)
                Path(roundedRect: CGRect(x: 4, y: 4, width: 52, height: 52), cornerRadius: 12).fill(Color.brown).id("rounded")
                    .frame(width: 60, height: 60)
            }
            .id("row2")
        }
        .id("stack")
    }

    @Test("shape/path: every path takes its 60-point frame, the rows centred in the window")
    func path() {
        let frames = RecordedFrames(paths, platform: .macOS, window: CGSize(width: 300, height: 160))
        frames.exact("stack", -16, 16, 332, 128)
        frames.exact("row1", 18, 16, 264, 60)
        frames.exact("triangle", 18, 16, 60, 60)
        frames.exact("pie", 86, 16, 60, 60)
        frames.exact("pieClockwise", 154, 16, 60, 60)
        frames.exact("ring", 222, 16, 60, 60)
        frames.exact("row2", -16, 84, 332, 60)
        frames.exact("curves", -16, 84, 60, 60)
        frames.exact("starNonzero", 52, 84, 60, 60)
        frames.exact("starEvenOdd", 120, 84, 60, 60)
        frames.exact("parsed", 188, 84, 60, 60)
        frames.exact("rounded", 256, 84, 60, 60)
    }

    @Test("shape/path: the parsed description is the fixture's pentagon, not the empty path")
    func parsedPathIsNotEmpty() throws {
        let parsed = try #require(Path("30 4 m 56 20 l 46 56 l 14 56 l 4 20 l h"))
        #expect(parsed.boundingRect == CGRect(x: 4, y: 4, width: 52, height: 52))
    }
}
