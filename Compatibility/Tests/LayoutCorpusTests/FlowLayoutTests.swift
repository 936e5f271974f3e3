import SwiftUI
import Testing
@testable import LayoutCorpus

// Tests of the flow algorithm through test doubles that conform to `FlowSubviews`/`FlowSubview`,
// as tevelee/SwiftUI-Flow tests its algorithm (Tests/FlowTests/FlowTests.swift: a `TestSubview`
// class recording its placement, sizes written `5×1`). The expected numbers re-type that file's
// expectations (its sizes and ASCII renderings, read back as origins).

/// A stand-in subview of fixed size that records where it was placed.
final class MockSubview: FlowSubview {
    let size: CGSize
    var spacing = ViewSpacing()
    var priority: Double = 0
    var placement: CGPoint?

    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { size }

    func flowDimensions(_ proposal: ProposedViewSize) -> any FlowDimensions { MockDimensions(size: size) }

    func place(at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        placement = position
    }
}

struct MockDimensions: FlowDimensions {
    let size: CGSize
    var width: CGFloat { size.width }
    var height: CGFloat { size.height }

    subscript(guide: HorizontalAlignment) -> CGFloat {
        switch guide {
        case .center: size.width / 2
        case .trailing: size.width
        default: 0
        }
    }

    subscript(guide: VerticalAlignment) -> CGFloat {
        switch guide {
        case .center: size.height / 2
        case .bottom: size.height
        default: 0
        }
    }
}

/// A collection of mocks whose slices are the same type, as `LayoutSubviews`'s are.
struct MockSubviews: FlowSubviews {
    let storage: [MockSubview]
    let startIndex: Int
    let endIndex: Int

    init(_ subviews: [MockSubview]) {
        storage = subviews
        startIndex = 0
        endIndex = subviews.count
    }

    private init(storage: [MockSubview], bounds: Range<Int>) {
        self.storage = storage
        startIndex = bounds.lowerBound
        endIndex = bounds.upperBound
    }

    subscript(position: Int) -> MockSubview { storage[position] }
    subscript(bounds: Range<Int>) -> MockSubviews { MockSubviews(storage: storage, bounds: bounds) }
}

extension FlowLayout {
    /// Measures and places `sizes` in a box of `bounds`, returning the mocks' origins.
    func origins(_ sizes: [(CGFloat, CGFloat)], in bounds: CGSize) -> [CGPoint?] {
        let mocks = MockSubviews(sizes.map { MockSubview($0.0, $0.1) })
        _ = sizeThatFits(proposal: ProposedViewSize(bounds), subviews: mocks)
        placeSubviews(in: CGRect(origin: .zero, size: bounds), proposal: ProposedViewSize(bounds), subviews: mocks)
        return mocks.map(\.placement)
    }
}

@Suite("FlowLayout with mock subviews") @MainActor
struct FlowLayoutMockTests {
    @Test func singleItemSizeIsItsOwnSize() {
        // tevelee/SwiftUI-Flow FlowTests.test_HFlow_size_singleElement: 50×50 in 100×100 → 50×50.
        let layout = FlowLayout(alignment: .center, itemSpacing: 10, lineSpacing: 20)
        let size = layout.sizeThatFits(proposal: ProposedViewSize(width: 100, height: 100), subviews: MockSubviews([MockSubview(50, 50)]))
        #expect(size == CGSize(width: 50, height: 50))
    }

    @Test func threeItemsWrapAfterTwo() {
        // tevelee/SwiftUI-Flow FlowTests.test_HFlow_size_multipleElements: three 50×50 in 130 wide
        // → (110, 120): row 1 is 50+10+50 = 110 (a third would need 170), rows 50+20+50 = 120.
        let layout = FlowLayout(alignment: .center, itemSpacing: 10, lineSpacing: 20)
        let mocks = MockSubviews([MockSubview(50, 50), MockSubview(50, 50), MockSubview(50, 50)])
        #expect(layout.sizeThatFits(proposal: ProposedViewSize(width: 130, height: 130), subviews: mocks) == CGSize(width: 110, height: 120))
    }

    @Test func topAlignmentPutsRowItemsOnTheRowTop() {
        // tevelee/SwiftUI-Flow FlowTests.test_HFlow_layout_top: [5×1, 5×3, 5×1, 5×1] in 20×6,
        // spacing 1: x = 0, 6, 12 (17 + 1 + 5 > 20 wraps), row 2 at 3 + 1 = 4.
        let origins = FlowLayout(alignment: .top, itemSpacing: 1, lineSpacing: 1)
            .origins([(5, 1), (5, 3), (5, 1), (5, 1)], in: CGSize(width: 20, height: 6))
        #expect(origins == [CGPoint(x: 0, y: 0), CGPoint(x: 6, y: 0), CGPoint(x: 12, y: 0), CGPoint(x: 0, y: 4)])
    }

    @Test func centerAlignmentCentersShortItemsInTheRow() {
        // test_HFlow_layout_center: the 1-high items sit at (3 - 1) / 2 = 1.
        let origins = FlowLayout(alignment: .center, itemSpacing: 1, lineSpacing: 1)
            .origins([(5, 1), (5, 3), (5, 1), (5, 1)], in: CGSize(width: 20, height: 6))
        #expect(origins == [CGPoint(x: 0, y: 1), CGPoint(x: 6, y: 0), CGPoint(x: 12, y: 1), CGPoint(x: 0, y: 4)])
    }

    @Test func bottomAlignmentPutsShortItemsOnTheRowBottom() {
        // test_HFlow_layout_bottom: the 1-high items sit at 3 - 1 = 2.
        let origins = FlowLayout(alignment: .bottom, itemSpacing: 1, lineSpacing: 1)
            .origins([(5, 1), (5, 3), (5, 1), (5, 1)], in: CGSize(width: 20, height: 6))
        #expect(origins == [CGPoint(x: 0, y: 2), CGPoint(x: 6, y: 0), CGPoint(x: 12, y: 2), CGPoint(x: 0, y: 4)])
    }

    @Test func fifteenUnitItemsFillRowsOfSix() {
        // test_HFlow_layout: fifteen 1×1 in 11×3, item spacing 1, line spacing 0: rows of six
        // (x = 0, 2, …, 10), six and three, at y = 0, 1, 2.
        let origins = FlowLayout(alignment: .center, itemSpacing: 1, lineSpacing: 0)
            .origins(Array(repeating: (1, 1), count: 15), in: CGSize(width: 11, height: 3))
        let expected = (0..<15).map { CGPoint(x: CGFloat(($0 % 6) * 2), y: CGFloat($0 / 6)) }
        #expect(origins == expected)
    }

    @Test func layoutSubviewsDriveTheSameAlgorithm() {
        // The same case as topAlignmentPutsRowItemsOnTheRowTop, scaled ×10, through real views:
        // derived from the layout's code. Width = widest row 170, height 30 + 10 + 10 = 50.
        let result = FlowLayout(alignment: .top, itemSpacing: 10, lineSpacing: 10) {
            Color.red.frame(width: 50, height: 10).id("a")
            Color.red.frame(width: 50, height: 30).id("b")
            Color.red.frame(width: 50, height: 10).id("c")
            Color.red.frame(width: 50, height: 10).id("d")
        }.layout(in: ProposedViewSize(width: 200, height: 60))
        #expect(result.size == CGSize(width: 170, height: 50))
        #expect(result.frame(of: "a") == CGRect(x: 0, y: 0, width: 50, height: 10))
        #expect(result.frame(of: "b") == CGRect(x: 60, y: 0, width: 50, height: 30))
        #expect(result.frame(of: "c") == CGRect(x: 120, y: 0, width: 50, height: 10))
        #expect(result.frame(of: "d") == CGRect(x: 0, y: 40, width: 50, height: 10))
    }
}
