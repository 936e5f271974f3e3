import Foundation
import Testing
@testable import Trellis

/// `ignoresSafeArea(_:edges:)` as a view around the one that grows: the modified view keeps
/// the frame it is laid out at, inside the safe area, and what it modifies grows from there.
/// Sources: Apple's documentation of `ignoresSafeArea(_:edges:)` ("expands the safe area of a
/// view"); swiftui-web (https://github.com/iamcgn/swiftui-web)
/// `Fixtures/Goldens/ios/representable/safearea-ignored/frames.json` and
/// `safearea-color/frames.json` (goldens at 0ae4895, iOS 26; the views in
/// `Fixtures/Sources/Representable/RepresentableFixtures.swift` at 1ce9f25): a view probed
/// after `.ignoresSafeArea()` under a 64-point inline bar is recorded at (0, 64, 320 × 236).
/// Here the window's own insets stand for the bar: 64 above, in 320 × 300.
@Suite("ignoresSafeArea: the modified view and the view that grows")
@MainActor
struct SafeAreaIgnoringLayoutTests {
    private func layout<V: View>(_ view: V) -> LayoutResult {
        let host = LayoutHost(view)
        host.safeAreaInsets = EdgeInsets(top: 64, leading: 0, bottom: 0, trailing: 0)
        return host.layout(in: ProposedViewSize(width: 320, height: 300))
    }

    @Test("a view marked after ignoresSafeArea reports the frame it was laid out at, inside the safe area")
    func markAfterIsLaidOutFrame() {
        let result = layout(Color.blue.ignoresSafeArea().id("ignoring"))
        #expect(result.frame(of: "ignoring") == CGRect(x: 0, y: 64, width: 320, height: 236))
    }

    @Test("a view marked inside ignoresSafeArea reports the frame it grew to")
    func markInsideIsGrownFrame() {
        let result = layout(Color.blue.id("grown").ignoresSafeArea().id("ignoring"))
        #expect(result.frame(of: "grown") == CGRect(x: 0, y: 0, width: 320, height: 300))
        #expect(result.frame(of: "ignoring") == CGRect(x: 0, y: 64, width: 320, height: 236))
    }

    @Test("a frame applied after ignoresSafeArea lays the view out in the safe area and its content grows")
    func frameAfterStaysInside() {
        let result = layout(Color.blue.id("grown").ignoresSafeArea().frame(width: 100).id("framed"))
        // (The root sits at the leading edge of the safe area: the host places it at its origin.)
        #expect(result.frame(of: "framed") == CGRect(x: 0, y: 64, width: 100, height: 236))
        #expect(result.frame(of: "grown") == CGRect(x: 0, y: 0, width: 100, height: 300))
    }

    @Test("the view that ignores the safe area sits in a node named after the modifier and its edges")
    func nodeName() {
        let result = layout(Color.blue.ignoresSafeArea(edges: .top).id("ignoring"))
        #expect(result.element(id: "ignoring")?.name == "ignoresSafeArea(edges: .top)")
        #expect(layout(Color.blue.ignoresSafeArea().id("all")).element(id: "all")?.name == "ignoresSafeArea()")
    }

    @Test("ignoring only the keyboard region adds no node: the mark is the colour's")
    func keyboardOnlyAddsNoNode() {
        let result = layout(Color.blue.ignoresSafeArea(.keyboard).id("plain"))
        #expect(result.element(id: "plain")?.name.hasPrefix("Color") == true)
        #expect(result.frame(of: "plain") == CGRect(x: 0, y: 64, width: 320, height: 236))
    }
}
