import Foundation
import Testing
@testable import Trellis

/// Keeps the last anchor set.
struct BoundsAnchor: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = nextValue() ?? value }
}

/// Collects point anchors by name.
struct NamedPoints: PreferenceKey {
    static let defaultValue: [String: Anchor<CGPoint>] = [:]
    static func reduce(value: inout [String: Anchor<CGPoint>], nextValue: () -> [String: Anchor<CGPoint>]) {
        value.merge(nextValue()) { $1 }
    }
}

/// `Anchor`, its sources, `anchorPreference`, `transformAnchorPreference` and resolving an
/// anchor with a proxy.
@Suite("Anchors")
@MainActor
struct AnchorTests {
    /// A proxy of a container whose frame in the root's space is `frame`.
    func proxy(_ frame: CGRect) -> GeometryProxy {
        GeometryProxy(size: frame.size, globalFrame: frame, namedFrames: [])
    }

    /// The tree the tests read: a 40 × 20 view at (30, 10) in a 200 × 100 frame.
    func placed<V: View>(_ modify: (AnyView) -> V) -> LayoutResult {
        modify(AnyView(Color.red.frame(width: 40, height: 20)))
            .padding(EdgeInsets(top: 10, leading: 30, bottom: 0, trailing: 0))
            .frame(width: 200, height: 100, alignment: .topLeading)
            .layout(in: .unspecified)
    }

    // Apple, `anchor/source/bounds` ("the entire bounding rect of the current view") and
    // `geometryproxy/subscript(_:)` ("Resolves the value of an anchor to the container view").
    @Test("a bounds anchor resolves to the view's frame relative to the container")
    func boundsRelativeToContainer() throws {
        let result = placed { $0.anchorPreference(key: BoundsAnchor.self, value: .bounds) { $0 } }
        let anchor = try #require(result.preference(BoundsAnchor.self))
        #expect(proxy(CGRect(x: 0, y: 0, width: 200, height: 100))[anchor] == CGRect(x: 30, y: 10, width: 40, height: 20))
        #expect(proxy(CGRect(x: 10, y: 5, width: 50, height: 50))[anchor] == CGRect(x: 20, y: 5, width: 40, height: 20))
    }

    // Apple, `anchor/source/rect(_:)`: "an anchor source rect defined by r in the current view".
    @Test("a rect anchor is in the view's own space")
    func rectInViewSpace() throws {
        let result = placed {
            $0.anchorPreference(key: BoundsAnchor.self, value: .rect(CGRect(x: 5, y: 5, width: 10, height: 10))) { $0 }
        }
        let anchor = try #require(result.preference(BoundsAnchor.self))
        #expect(proxy(CGRect(x: 0, y: 0, width: 200, height: 100))[anchor] == CGRect(x: 35, y: 15, width: 10, height: 10))
    }

    // Apple, `anchor/source` (point sources: `point(_:)`, `unitPoint(_:)`, `topLeading`…) and
    // `unitpoint` ("multiply each component of the unit point with the corresponding
    // component of the view's size").
    @Test("point anchors: a point, a unit point and the named corners")
    func pointAnchors() {
        let result = placed {
            $0.transformAnchorPreference(key: NamedPoints.self, value: .point(CGPoint(x: 1, y: 2))) { $0["point"] = $1 }
                .transformAnchorPreference(key: NamedPoints.self, value: .unitPoint(UnitPoint(x: 0.25, y: 0.5))) { $0["unit"] = $1 }
                .transformAnchorPreference(key: NamedPoints.self, value: .center) { $0["center"] = $1 }
                .transformAnchorPreference(key: NamedPoints.self, value: .bottomTrailing) { $0["bottomTrailing"] = $1 }
        }
        let points = result.preference(NamedPoints.self)
        let root = proxy(CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(points["point"].map { root[$0] } == CGPoint(x: 31, y: 12))
        #expect(points["unit"].map { root[$0] } == CGPoint(x: 40, y: 20))
        #expect(points["center"].map { root[$0] } == CGPoint(x: 50, y: 20))
        #expect(points["bottomTrailing"].map { root[$0] } == CGPoint(x: 70, y: 30))
    }

    // Apple, `anchor/source/init(_:)` (an optional source makes an optional value) and the
    // array form.
    @Test("optional and array sources make optional and array values")
    func optionalAndArraySources() {
        struct Many: PreferenceKey {
            static let defaultValue: [Anchor<[CGPoint]>] = []
            static func reduce(value: inout [Anchor<[CGPoint]>], nextValue: () -> [Anchor<[CGPoint]>]) { value += nextValue() }
        }
        struct Maybe: PreferenceKey {
            static let defaultValue: [Anchor<CGRect?>] = []
            static func reduce(value: inout [Anchor<CGRect?>], nextValue: () -> [Anchor<CGRect?>]) { value += nextValue() }
        }
        let result = placed {
            $0.anchorPreference(key: Many.self, value: Anchor<[CGPoint]>.Source([.topLeading, .bottomTrailing])) { [$0] }
                .anchorPreference(key: Maybe.self, value: Anchor<CGRect?>.Source(nil as Anchor<CGRect>.Source?)) { [$0] }
                .transformAnchorPreference(key: Maybe.self, value: Anchor<CGRect?>.Source(.bounds)) { $0.append($1) }
        }
        let root = proxy(CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(result.preference(Many.self).map { root[$0] } == [[CGPoint(x: 30, y: 10), CGPoint(x: 70, y: 30)]])
        #expect(result.preference(Maybe.self).map { root[$0] } == [nil, CGRect(x: 30, y: 10, width: 40, height: 20)])
    }

    // Apple, `anchor` (conforms to `Equatable` and `Hashable`).
    @Test("anchors of the same geometry are equal")
    func equality() throws {
        let a = try #require(placed { $0.anchorPreference(key: BoundsAnchor.self, value: .bounds) { $0 } }.preference(BoundsAnchor.self))
        let b = try #require(placed { $0.anchorPreference(key: BoundsAnchor.self, value: .bounds) { $0 } }.preference(BoundsAnchor.self))
        let c = try #require(placed { $0.padding(1).anchorPreference(key: BoundsAnchor.self, value: .bounds) { $0 } }.preference(BoundsAnchor.self))
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != c)
    }

    // Derived (docs/semantics.md, "Preferences"; OpenSwiftUI `Anchor+Point.swift`): a unit
    // point is placed in the view's size with no flip, and anchors use the mirrored frames.
    @Test("in right to left, anchors follow the mirrored frame and unit points count from the left")
    func rightToLeft() {
        let result = HStack(spacing: 0) {
            Color.red.frame(width: 30, height: 10).id("first")
                .transformAnchorPreference(key: NamedPoints.self, value: .leading) { $0["leading"] = $1 }
            Color.blue.frame(width: 50, height: 10)
        }
        .environment(\.layoutDirection, .rightToLeft)
        .layout(in: .unspecified)
        let first = result.frame(of: "first")
        #expect(first == CGRect(x: 50, y: 0, width: 30, height: 10))
        let root = proxy(CGRect(x: 0, y: 0, width: 80, height: 10))
        #expect(result.preference(NamedPoints.self)["leading"].map { root[$0] } == CGPoint(x: 50, y: 5))
    }
}
