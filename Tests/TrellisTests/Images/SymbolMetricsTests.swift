import Foundation
import Testing
@testable import Trellis

/// How `SymbolMetrics` sizes a symbol away from its recorded sizes: between two measured point
/// sizes, beyond them, at other weights and image scales, and for bad sizes. The recorded
/// sizes themselves are checked by `SymbolCatalogTests`; the sizes named here are the tables'
/// (swiftui-web `symbol/catalog-<size>` at 784361d: the star is 16.5 × 16 at 13 points,
/// 19.5 × 18 at 15, 33.5 × 31.5 at 26; 17 × 16.5 bold and 21.5 × 20.5 large at 13).
@Suite("Symbol metrics")
struct SymbolMetricsTests {
    private func size(_ name: String, _ pointSize: CGFloat, weight: Font.Weight = .regular,
                      scale: Image.Scale = .medium) -> CGSize {
        SymbolMetrics.metrics(of: name, pointSize: pointSize, weight: weight, scale: scale).size
    }

    @Test("between two measured sizes a symbol's numbers are interpolated and rounded to the half point")
    func interpolatesBetweenMeasuredSizes() {
        // 14 points is halfway between 13 (16.5 × 16, descent 3.5) and 15 (19.5 × 18, 3).
        let star = SymbolMetrics.metrics(of: "star", pointSize: 14)
        #expect(star.size == CGSize(width: 18, height: 17))
        #expect(star.descent == 3.5)
    }

    @Test("at a measured size a symbol has its recorded numbers")
    func measuredSizeIsExact() {
        #expect(size("star", 15) == CGSize(width: 19.5, height: 18))
        #expect(SymbolMetrics.metrics(of: "ellipsis", pointSize: 17).descent == -3.5)
    }

    @Test("below 10 points the 10-point size scales in proportion")
    func scalesBelowTheSmallestMeasuredSize() {
        // 13 × 11.5 at 10 points, halved.
        #expect(size("star", 5) == CGSize(width: 6.5, height: 6))
    }

    @Test("above 26 points a symbol follows the line through its measured sizes")
    func followsItsLineAboveTheLargestMeasuredSize() {
        // The star's least-squares line through its eight sizes; swiftui-web `ios/symbol/basic`
        // records 36 × 33.5 at `.title` (28 points) and 43.5 × 40.5 at `.largeTitle` (34).
        #expect(size("star", 28) == CGSize(width: 36, height: 33.5))
        #expect(size("star", 34) == CGSize(width: 44, height: 40.5))
    }

    @Test("bold adds its 13-point difference, scaled with the point size")
    func boldScalesItsDifference() {
        #expect(size("star", 13, weight: .bold) == CGSize(width: 17, height: 16.5))
        // 33.5 × 31.5 at 26 points, plus twice bold's 0.5 × 0.5 at 13.
        #expect(size("star", 26, weight: .bold) == CGSize(width: 34.5, height: 32.5))
    }

    @Test("medium lies between regular and semibold; lighter weights are regular, heavier bold")
    func unmeasuredWeights() {
        let regular = size("bell.slash", 13), semibold = size("bell.slash", 13, weight: .semibold)
        let medium = size("bell.slash", 13, weight: .medium)
        #expect(regular.width <= medium.width && medium.width <= semibold.width)
        #expect(regular.height <= medium.height && medium.height <= semibold.height)
        #expect(size("bell.slash", 22, weight: .light) == size("bell.slash", 22))
        #expect(size("bell.slash", 22, weight: .black) == size("bell.slash", 22, weight: .bold))
    }

    @Test("an image scale adds its 13-point difference, scaled with the point size")
    func imageScaleScalesItsDifference() {
        #expect(size("star", 13, scale: .small) == CGSize(width: 13.5, height: 13))
        #expect(size("star", 13, scale: .large) == CGSize(width: 21.5, height: 20.5))
        // 33.5 × 31.5 at 26 points, plus twice large's 5 × 4.5 at 13.
        #expect(size("star", 26, scale: .large) == CGSize(width: 43.5, height: 40.5))
    }

    @Test("a point size that is not a number, infinite, zero, negative or overflowing sizes a symbol 0 × 0")
    func badPointSizes() {
        for bad: CGFloat in [.nan, .infinity, -.infinity, 0, -12, .greatestFiniteMagnitude] {
            let metrics = SymbolMetrics.metrics(of: "star", pointSize: bad, weight: .bold, scale: .large)
            #expect(metrics.size == .zero, "\(bad)")
            #expect(metrics.descent == 0, "\(bad)")
        }
    }

    @Test("a filled form not measured takes its outline's size; an unknown name is not measured")
    func filledFormsTakeTheirOutline() {
        #expect(SymbolMetrics.isMeasured("star.circle.fill"))
        #expect(size("star.circle.fill", 13) == size("star.circle", 13))
        #expect(SymbolMetrics.metrics(of: "star.circle.fill", pointSize: 13).sizing == .measured)
        #expect(!SymbolMetrics.isMeasured("made.up.fill"))
    }

    @Test("an SF Symbol the table lacks is sized as circle; a name that is no SF Symbol is 0 × 0")
    func unmeasuredAndUnknownNames() {
        let unmeasured = SymbolMetrics.metrics(of: "pointer.arrow.click", pointSize: 13)
        #expect(unmeasured.sizing == .typical)
        #expect(unmeasured.size == size("circle", 13))
        #expect(unmeasured.descent == SymbolMetrics.metrics(of: "circle", pointSize: 13).descent)
        let unknown = SymbolMetrics.metrics(of: "made.up", pointSize: 13, weight: .bold, scale: .large)
        #expect(unknown.sizing == .unknown)
        #expect(unknown.size == .zero)
        #expect(unknown.descent == 0)
        // A filled form that is no SF Symbol is unknown, though its outline is measured.
        #expect(SymbolMetrics.metrics(of: "gear.fill", pointSize: 13).sizing == .unknown)
    }

    @Test("bad point sizes give 0 × 0 for a name sized as circle and for a name that is no symbol")
    func badPointSizesForUnmeasuredNames() {
        for bad: CGFloat in [.nan, .infinity, -.infinity, 0, -12, .greatestFiniteMagnitude] {
            for name in ["pointer.arrow.click", "made.up"] {
                let metrics = SymbolMetrics.metrics(of: name, pointSize: bad, weight: .black, scale: .small)
                #expect(metrics.size == .zero, "\(name) \(bad)")
                #expect(metrics.descent == 0, "\(name) \(bad)")
            }
        }
    }

    @Test("a damaged table line is skipped, not read as a symbol")
    func damagedLinesAreSkipped() {
        let parsed = SymbolMetrics.parse("star 1 2 3\nbroken 1 2\nnan x 2 3\n\nfine 1 2 3 4 5 6")
        #expect(parsed.map(\.0) == ["star", "fine"])
        #expect(parsed.last?.1 == [SymbolMetrics.Entry(1, 2, 3), SymbolMetrics.Entry(4, 5, 6)])
    }
}
