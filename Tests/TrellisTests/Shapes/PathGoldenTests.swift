import Foundation
import Testing
@testable import Trellis

/// A path Trellis makes and the elements SwiftUI made for the same call.
struct PathGolden: CustomTestStringConvertible, Sendable {
    let name: String
    let make: @Sendable () -> Path
    /// SwiftUI's `Path.description` of it.
    let expected: String
    var testDescription: String { name }

    init(_ name: String, _ expected: String, _ make: @escaping @Sendable () -> Path) {
        self.name = name
        self.expected = expected
        self.make = make
    }
}

/// Paths compared element by element with the ones SwiftUI makes.
///
/// Source: `Path.description` recorded from SwiftUI on macOS 26.2, github.com/iamcgn/swiftui-web,
/// Fixtures/Goldens/shape/paths.json (the calls in Fixtures/Sources/Shape/PathRequests.swift);
/// the descriptions keep six significant digits, so points are compared to that precision.
@Suite("Paths against SwiftUI's")
struct PathGoldenTests {
    static let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
    static let center = CGPoint(x: 50, y: 50)

    static func arc(_ start: Double, _ end: Double, clockwise: Bool = false) -> Path {
        Path { $0.addArc(center: center, radius: 40, startAngle: .degrees(start), endAngle: .degrees(end), clockwise: clockwise) }
    }

    static let shapes: [PathGolden] = [
        PathGolden("rect", "0 0 m 100 0 l 100 60 l 0 60 l h") { Rectangle().path(in: rect) },
        PathGolden("circle", "80 30 m 80 46.5685 66.5685 60 50 60 c 33.4315 60 20 46.5685 20 30 c 20 13.4315 33.4315 0 50 0 c 66.5685 0 80 13.4315 80 30 c h") {
            Circle().path(in: rect)
        },
        PathGolden("ellipse", "100 30 m 100 46.5685 77.6142 60 50 60 c 22.3858 60 0 46.5685 0 30 c 0 13.4315 22.3858 0 50 0 c 77.6142 0 100 13.4315 100 30 c h") {
            Ellipse().path(in: rect)
        },
        PathGolden("any-shape", "80 30 m 80 46.5685 66.5685 60 50 60 c 33.4315 60 20 46.5685 20 30 c 20 13.4315 33.4315 0 50 0 c 66.5685 0 80 13.4315 80 30 c h") {
            AnyShape(Circle()).path(in: rect)
        },
        PathGolden("rounded-circular-12", "100 30 m 100 48 l 100 54.6274 94.6274 60 88 60 c 12 60 l 5.37258 60 4.05812e-16 54.6274 0 48 c 2.66454e-15 12 l 3.47616e-15 5.37258 5.37258 -8.11625e-16 12 0 c 88 0 l 94.6274 4.05812e-16 100 5.37258 100 12 c h") {
            RoundedRectangle(cornerRadius: 12, style: .circular).path(in: rect)
        },
        PathGolden("rounded-continuous-12", "100 30 m 100 41.656 l 100 46.9381 100 49.5791 99.1011 52.4221 c 97.9713 55.5261 95.5261 57.9713 92.4221 59.1011 c 89.5791 60 86.9381 60 81.656 60 c 18.344 60 l 13.0619 60 10.4209 60 7.57793 59.1011 c 4.47389 57.9713 2.02872 55.5261 0.898937 52.4221 c 0 49.5791 0 46.9381 0 41.656 c 0 18.344 l 0 13.0619 0 10.4209 0.898937 7.57793 c 2.02872 4.47389 4.47389 2.02872 7.57793 0.898937 c 10.4209 0 13.0619 0 18.344 0 c 81.656 0 l 86.9381 0 89.5791 0 92.4221 0.898937 c 95.5261 2.02872 97.9713 4.47389 99.1011 7.57793 c 100 10.4209 100 13.0619 100 18.344 c h") {
            RoundedRectangle(cornerRadius: 12).path(in: rect)
        },
        PathGolden("rounded-continuous-size-20x8", "100 30 m 100 47.7707 l 100 51.2921 100 53.0527 98.5018 54.948 c 96.6188 57.0174 92.5435 58.6475 87.3701 59.4007 c 82.6319 60 78.2302 60 69.4267 60 c 30.5733 60 l 21.7698 60 17.3681 60 12.6299 59.4007 c 7.45648 58.6475 3.3812 57.0174 1.49823 54.948 c 0 53.0527 0 51.2921 0 47.7707 c 0 12.2293 l 0 8.70792 0 6.94726 1.49823 5.05195 c 3.3812 2.98259 7.45648 1.35248 12.6299 0.599291 c 17.3681 0 21.7698 0 30.5733 0 c 69.4267 0 l 78.2302 0 82.6319 0 87.3701 0.599291 c 92.5435 1.35248 96.6188 2.98259 98.5018 5.05195 c 100 6.94726 100 8.70792 100 12.2293 c h") {
            RoundedRectangle(cornerSize: CGSize(width: 20, height: 8)).path(in: rect)
        },
        PathGolden("rounded-circular-size-60x8", "100 30 m 100 52 l 100 56.4183 86.5685 60 70 60 c 30 60 l 13.4315 60 1.01453e-15 56.4183 0 52 c 1.33227e-14 8 l 1.53517e-14 3.58172 13.4315 -5.41083e-16 30 0 c 70 0 l 86.5685 2.70542e-16 100 3.58172 100 8 c h") {
            RoundedRectangle(cornerSize: CGSize(width: 60, height: 8), style: .circular).path(in: rect)
        },
        PathGolden("rounded-continuous-20", "100 30 m 100 30 l 100 38.3695 100 42.6844 98.5018 47.3701 c 96.6188 52.5435 92.5435 56.6188 87.3701 58.5018 c 82.6319 60 78.2302 60 69.4267 60 c 30.5733 60 l 21.7698 60 17.3681 60 12.6299 58.5018 c 7.45648 56.6188 3.3812 52.5435 1.49823 47.3701 c 0 42.6844 0 38.3695 0 30 c 0 30 l 0 21.6305 0 17.3156 1.49823 12.6299 c 3.3812 7.45648 7.45648 3.3812 12.6299 1.49823 c 17.3681 0 21.7698 0 30.5733 0 c 69.4267 0 l 78.2302 0 82.6319 0 87.3701 1.49823 c 92.5435 3.3812 96.6188 7.45648 98.5018 12.6299 c 100 17.3156 100 21.6305 100 30 c h") {
            RoundedRectangle(cornerRadius: 20).path(in: rect)
        },
        PathGolden("rounded-continuous-25", "100 30 m 100 30 l 100 34.7848 100 39.0422 98.1272 44.2127 c 95.7735 50.6794 90.6794 55.7735 84.2127 58.1272 c 78.2898 60 72.7877 60 61.7834 60 c 38.2166 60 l 27.2123 60 21.7102 60 15.7873 58.1272 c 9.3206 55.7735 4.2265 50.6794 1.87279 44.2127 c 0 39.0422 0 34.7848 0 30 c 0 30 l 0 25.2152 0 20.9578 1.87279 15.7873 c 4.2265 9.3206 9.3206 4.2265 15.7873 1.87279 c 21.7102 0 27.2123 0 38.2166 0 c 61.7834 0 l 72.7877 0 78.2898 0 84.2127 1.87279 c 90.6794 4.2265 95.7735 9.3206 98.1272 15.7873 c 100 20.9578 100 25.2152 100 30 c h") {
            RoundedRectangle(cornerRadius: 25).path(in: rect)
        },
        PathGolden("rounded-continuous-100-in-2000x240", "2000 120 m 2000 120 l 2000 139.139 2000 156.169 1992.51 176.851 c 1983.09 202.718 1962.72 223.094 1936.85 232.509 c 1913.16 240 1891.15 240 1847.13 240 c 152.866 240 l 108.849 240 86.8407 240 63.1494 232.509 c 37.2824 223.094 16.906 202.718 7.49114 176.851 c 0 156.169 0 139.139 0 120 c 0 120 l 0 100.861 0 83.8313 7.49114 63.1494 c 16.906 37.2824 37.2824 16.906 63.1494 7.49114 c 86.8407 0 108.849 0 152.866 0 c 1847.13 0 l 1891.15 0 1913.16 0 1936.85 7.49114 c 1962.72 16.906 1983.09 37.2824 1992.51 63.1494 c 2000 83.8313 2000 100.861 2000 120 c h") {
            RoundedRectangle(cornerRadius: 100).path(in: CGRect(x: 0, y: 0, width: 2000, height: 240))
        },
        PathGolden("rounded-zero", "0 0 m 100 0 l 100 60 l 0 60 l h") { RoundedRectangle(cornerRadius: 0).path(in: rect) },
        PathGolden("rounded-offset-origin", "60 40 m 60 52 l 60 56.4183 56.4183 60 52 60 c 18 60 l 13.5817 60 10 56.4183 10 52 c 10 28 l 10 23.5817 13.5817 20 18 20 c 52 20 l 56.4183 20 60 23.5817 60 28 c h") {
            RoundedRectangle(cornerRadius: 8, style: .circular).path(in: CGRect(x: 10, y: 20, width: 50, height: 40))
        },
        PathGolden("capsule", "100 30 m 100 30 l 100 31.2 100 35.4 97.7527 41.0552 c 94.9282 48.8153 88.8153 54.9282 81.0552 57.7527 c 73.9478 60 67.3453 60 54.1401 60 c 45.8599 60 l 32.6547 60 26.0522 60 18.9448 57.7527 c 11.1847 54.9282 5.0718 48.8153 2.24734 41.0552 c 0 35.4 0 31.2 0 30 c 0 30 l 0 28.8 0 24.6 2.24734 18.9448 c 5.0718 11.1847 11.1847 5.0718 18.9448 2.24734 c 26.0522 0 32.6547 0 45.8599 0 c 54.1401 0 l 67.3453 0 73.9478 0 81.0552 2.24734 c 88.8153 5.0718 94.9282 11.1847 97.7527 18.9448 c 100 24.6 100 28.8 100 30 c h") {
            Capsule().path(in: rect)
        },
        PathGolden("capsule-circular", "100 30 m 100 30 l 100 46.5685 86.5685 60 70 60 c 30 60 l 13.4315 60 1.01453e-15 46.5685 0 30 c 0 30 l 2.02906e-15 13.4315 13.4315 4.63228e-15 30 6.66134e-15 c 70 0 l 86.5685 1.01453e-15 100 13.4315 100 30 c h") {
            Capsule(style: .circular).path(in: rect)
        },
        PathGolden("capsule-tall", "30 40 m 30 57.07 l 30 63.6726 30 66.9739 28.8763 70.5276 c 27.4641 74.4076 24.4076 77.4641 20.5276 78.8763 c 17.7 80 15.6 80 15 80 c 15 80 l 14.4 80 12.3 80 9.47241 78.8763 c 5.59236 77.4641 2.5359 74.4076 1.12367 70.5276 c 0 66.9739 0 63.6726 0 57.07 c 0 22.93 l 0 16.3274 0 13.0261 1.12367 9.47241 c 2.5359 5.59236 5.59236 2.5359 9.47241 1.12367 c 12.3 0 14.4 0 15 0 c 15 0 l 15.6 0 17.7 0 20.5276 1.12367 c 24.4076 2.5359 27.4641 5.59236 28.8763 9.47241 c 30 13.0261 30 16.3274 30 22.93 c h") {
            Capsule().path(in: CGRect(x: 0, y: 0, width: 30, height: 80))
        },
        PathGolden("inset-circle-5", "75 30 m 75 43.8071 63.8071 55 50 55 c 36.1929 55 25 43.8071 25 30 c 25 16.1929 36.1929 5 50 5 c 63.8071 5 75 16.1929 75 30 c h") {
            Circle().inset(by: 5).path(in: rect)
        },
        PathGolden("inset-rounded-5", "95 30 m 95 44.2993 l 95 47.3806 95 48.9212 94.4756 50.5795 c 93.8166 52.3902 92.3902 53.8166 90.5795 54.4756 c 88.9212 55 87.3806 55 84.2993 55 c 15.7007 55 l 12.6194 55 11.0788 55 9.42046 54.4756 c 7.60977 53.8166 6.18342 52.3902 5.52438 50.5795 c 5 48.9212 5 47.3806 5 44.2993 c 5 15.7007 l 5 12.6194 5 11.0788 5.52438 9.42046 c 6.18342 7.60977 7.60977 6.18342 9.42046 5.52438 c 11.0788 5 12.6194 5 15.7007 5 c 84.2993 5 l 87.3806 5 88.9212 5 90.5795 5.52438 c 92.3902 6.18342 93.8166 7.60977 94.4756 9.42046 c 95 11.0788 95 12.6194 95 15.7007 c h") {
            RoundedRectangle(cornerRadius: 12).inset(by: 5).path(in: rect)
        },
        PathGolden("inset-rounded-past-radius", "20 20 m 80 20 l 80 40 l 20 40 l h") { RoundedRectangle(cornerRadius: 12).inset(by: 20).path(in: rect) },
        PathGolden("inset-capsule-5", "95 30 m 95 30 l 95 31 95 34.5 93.1272 39.2127 c 90.7735 45.6794 85.6794 50.7735 79.2127 53.1272 c 73.2898 55 67.7877 55 56.7834 55 c 43.2166 55 l 32.2123 55 26.7102 55 20.7873 53.1272 c 14.3206 50.7735 9.2265 45.6794 6.87279 39.2127 c 5 34.5 5 31 5 30 c 5 30 l 5 29 5 25.5 6.87279 20.7873 c 9.2265 14.3206 14.3206 9.2265 20.7873 6.87279 c 26.7102 5 32.2123 5 43.2166 5 c 56.7834 5 l 67.7877 5 73.2898 5 79.2127 6.87279 c 85.6794 9.2265 90.7735 14.3206 93.1272 20.7873 c 95 25.5 95 29 95 30 c h") {
            Capsule().inset(by: 5).path(in: rect)
        },
        PathGolden("inset-rect-twice", "5 5 m 95 5 l 95 55 l 5 55 l h") { Rectangle().inset(by: 2).inset(by: 3).path(in: rect) },
    ]

    static let building: [PathGolden] = [
        PathGolden("arc-0-0", "90 50 m") { arc(0, 0) },
        PathGolden("arc-0-30", "90 50 m 90 57.0215 88.1517 63.9192 84.641 70 c") { arc(0, 30) },
        PathGolden("arc-0-90", "90 50 m 90 72.0914 72.0914 90 50 90 c") { arc(0, 90) },
        PathGolden("arc-0-120", "90 50 m 90 72.0914 72.0914 90 50 90 c 42.9785 90 36.0808 88.1517 30 84.641 c") { arc(0, 120) },
        PathGolden("arc-0-360", "90 50 m 90 72.0914 72.0914 90 50 90 c 27.9086 90 10 72.0914 10 50 c 10 27.9086 27.9086 10 50 10 c 72.0914 10 90 27.9086 90 50 c h") { arc(0, 360) },
        PathGolden("arc-0-450", "90 50 m 90 72.0914 72.0914 90 50 90 c 27.9086 90 10 72.0914 10 50 c 10 27.9086 27.9086 10 50 10 c 72.0914 10 90 27.9086 90 50 c 90 72.0914 72.0914 90 50 90 c") { arc(0, 450) },
        PathGolden("arc-0-minus90", "90 50 m 90 72.0914 72.0914 90 50 90 c 27.9086 90 10 72.0914 10 50 c 10 27.9086 27.9086 10 50 10 c") { arc(0, -90) },
        PathGolden("arc-0-minus360", "90 50 m 90 72.0914 72.0914 90 50 90 c 27.9086 90 10 72.0914 10 50 c 10 27.9086 27.9086 10 50 10 c 72.0914 10 90 27.9086 90 50 c") { arc(0, -360) },
        PathGolden("arc-cw-0-minus90", "90 50 m 90 27.9086 72.0914 10 50 10 c") { arc(0, -90, clockwise: true) },
        PathGolden("arc-cw-0-45", "90 50 m 90 27.9086 72.0914 10 50 10 c 27.9086 10 10 27.9086 10 50 c 10 72.0914 27.9086 90 50 90 c 60.6087 90 70.7828 85.7857 78.2843 78.2843 c") {
            arc(0, 45, clockwise: true)
        },
        PathGolden("arc-cw-0-360", "90 50 m 90 27.9086 72.0914 10 50 10 c 27.9086 10 10 27.9086 10 50 c 10 72.0914 27.9086 90 50 90 c 72.0914 90 90 72.0914 90 50 c h") { arc(0, 360, clockwise: true) },
        PathGolden("arc-cw-0-720", "90 50 m 90 27.9086 72.0914 10 50 10 c 27.9086 10 10 27.9086 10 50 c 10 72.0914 27.9086 90 50 90 c 72.0914 90 90 72.0914 90 50 c") { arc(0, 720, clockwise: true) },
        PathGolden("arc-cw-minus90-0", "50 10 m 27.9086 10 10 27.9086 10 50 c 10 72.0914 27.9086 90 50 90 c 72.0914 90 90 72.0914 90 50 c") { arc(-90, 0, clockwise: true) },
        PathGolden("arc-after-move", "0 0 m 70 30 l 70 41.0457 61.0457 50 50 50 c") {
            Path { $0.move(to: .zero); $0.addArc(center: CGPoint(x: 50, y: 30), radius: 20, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false) }
        },
        PathGolden("arc-transform", "180 50 m 180 72.0914 144.183 90 100 90 c") {
            Path { $0.addArc(center: center, radius: 40, startAngle: .zero, endAngle: .degrees(90), clockwise: false, transform: CGAffineTransform(scaleX: 2, y: 1)) }
        },
        PathGolden("relative-arc-190", "90 50 m 90 72.0914 72.0914 90 50 90 c 27.9086 90 10 72.0914 10 50 c 10 47.6714 10.2033 45.3473 10.6077 43.0541 c") {
            Path { $0.addRelativeArc(center: center, radius: 40, startAngle: .zero, delta: .degrees(190)) }
        },
        PathGolden("relative-arc-minus360", "90 50 m 90 27.9086 72.0914 10 50 10 c 27.9086 10 10 27.9086 10 50 c 10 72.0914 27.9086 90 50 90 c 72.0914 90 90 72.0914 90 50 c") {
            Path { $0.addRelativeArc(center: center, radius: 40, startAngle: .zero, delta: .degrees(-360)) }
        },
        PathGolden("lines", "0 0 m 10 10 l 20 0 l") { Path { $0.addLines([.zero, CGPoint(x: 10, y: 10), CGPoint(x: 20, y: 0)]) } },
        PathGolden("rect-transform", "5 5 m 15 5 l 15 15 l 5 15 l h") {
            Path { $0.addRect(CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(translationX: 5, y: 5)) }
        },
        PathGolden("line-after-close", "0 0 m 10 0 l h 0 10 l") {
            Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: 10, y: 0)); $0.closeSubpath(); $0.addLine(to: CGPoint(x: 0, y: 10)) }
        },
        PathGolden("quad-and-cubic", "0 0 m 50 60 100 0 q 100 60 0 0 0 60 c") {
            Path {
                $0.move(to: .zero)
                $0.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 60))
                $0.addCurve(to: CGPoint(x: 0, y: 60), control1: CGPoint(x: 100, y: 60), control2: .zero)
            }
        },
        PathGolden("parsed", "0 0 m 50 60 100 0 q 100 60 0 0 0 60 c h") { Path("0 0 m 50 60 100 0 q 100 60 0 0 0 60 c h") ?? Path() },
    ]

    /// Whether `path` has the elements `expected` describes, to the six significant digits
    /// of a description.
    static func matches(_ path: Path, _ expected: String) -> Bool {
        guard let golden = Path(expected), golden.elements.count == path.elements.count else { return false }
        func close(_ a: CGPoint, _ b: CGPoint) -> Bool {
            func near(_ x: CGFloat, _ y: CGFloat) -> Bool { abs(x - y) <= 1e-4 + abs(y) * 5e-6 }
            return near(a.x, b.x) && near(a.y, b.y)
        }
        for (mine, theirs) in zip(path.elements, golden.elements) {
            switch (mine, theirs) {
            case let (.move(a), .move(b)), let (.line(a), .line(b)):
                guard close(a, b) else { return false }
            case let (.quadCurve(a, c), .quadCurve(b, d)):
                guard close(a, b), close(c, d) else { return false }
            case let (.curve(a, c1, c2), .curve(b, d1, d2)):
                guard close(a, b), close(c1, d1), close(c2, d2) else { return false }
            case (.closeSubpath, .closeSubpath):
                break
            default:
                return false
            }
        }
        return true
    }

    @Test("a built-in shape's path(in:) has SwiftUI's elements", arguments: shapes)
    func shapePath(_ golden: PathGolden) {
        let path = golden.make()
        #expect(Self.matches(path, golden.expected), "\(golden.name): \(path)")
    }

    @Test("arcs, lines, rectangles and curves add SwiftUI's elements", arguments: building)
    func builtPath(_ golden: PathGolden) {
        let path = golden.make()
        #expect(Self.matches(path, golden.expected), "\(golden.name): \(path)")
    }

    @Test("the comparison rejects a path one point off, or one element short")
    func comparisonCanFail() {
        let golden = "0 0 m 100 0 l 100 60 l 0 60 l h"
        #expect(Self.matches(Path(CGRect(x: 0, y: 0, width: 100, height: 60)), golden))
        #expect(!Self.matches(Path(CGRect(x: 0, y: 0, width: 100, height: 60.01)), golden))
        #expect(!Self.matches(Path { $0.addLines([.zero, CGPoint(x: 100, y: 0)]) }, golden))
    }
}
