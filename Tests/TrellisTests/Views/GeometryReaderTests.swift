import Foundation
import Testing
@testable import Trellis

/// `GeometryReader`: its size, where its content goes, and the proxy its content is made from.
@Suite("GeometryReader")
@MainActor
struct GeometryReaderTests {
    // Apple, `geometryreader`: "This view returns a flexible preferred size to its parent
    // layout."
    @Test("a reader takes the size it is offered, whatever its content")
    func takesItsProposal() {
        let result = GeometryReader { _ in Color.red.frame(width: 10, height: 10) }.id("reader")
            .layout(in: ProposedViewSize(width: 200, height: 100))
        #expect(result.frame(of: "reader") == CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    // Derived (docs/semantics.md, "GeometryReader"): content at the top-leading corner.
    @Test("a reader puts its content at its top-leading corner")
    func contentAtTopLeading() {
        let result = GeometryReader { _ in Color.red.frame(width: 10, height: 10).id("content") }
            .layout(in: ProposedViewSize(width: 200, height: 100))
        #expect(result.frame(of: "content") == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    // Apple, `geometryreader`: "defines its content as a function of its own size".
    @Test("a reader's content is made from its size")
    func contentFromSize() {
        let result = GeometryReader { proxy in
            Color.blue.frame(width: proxy.size.width / 2, height: proxy.size.height / 4).id("half")
        }
        .frame(width: 200, height: 100)
        .layout(in: .unspecified)
        #expect(result.frame(of: "half") == CGRect(x: 0, y: 0, width: 100, height: 25))
    }

    // Apple, `geometryproxy/frame(in:)` and `coordinatespace` (`.global`: "at the root of the
    // view hierarchy"; a named space: "the local coordinate space of an ancestor view").
    @Test("a reader's global frame is its frame in the root, and a named space's is relative to it")
    func globalAndNamedFrames() {
        let result = VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 30)
            HStack(spacing: 0) {
                Color.green.frame(width: 20, height: 40)
                GeometryReader { proxy in
                    let global = proxy.frame(in: .global), named = proxy.frame(in: .named("row"))
                    Color.blue
                        .frame(width: global.minX, height: global.minY).id("global")
                        .frame(width: named.minX + 1, height: named.minY + 1).id("named")
                }
                .frame(width: 80, height: 40)
            }
            .coordinateSpace(.named("row"))
        }
        .layout(in: .unspecified)
        #expect(result.frame(of: "global")?.size == CGSize(width: 20, height: 30))
        #expect(result.frame(of: "named")?.size == CGSize(width: 21, height: 1))
    }

    // Derived (docs/semantics.md, "GeometryReader"): each level of readers takes a pass.
    @Test("a reader inside a reader gets its content too")
    func nestedReaders() {
        let result = GeometryReader { outer in
            GeometryReader { inner in
                Color.red.frame(width: inner.size.width / 4, height: 10).id("inner")
            }
            .frame(width: outer.size.width / 2, height: 50)
        }
        .frame(width: 200, height: 100)
        .layout(in: .unspecified)
        #expect(result.frame(of: "inner")?.width == 25)
    }

    // Apple, `geometryreader`: the content is a function of the reader's size, whatever the
    // layout before it.
    @Test("a reader's content follows its size from one layout to the next")
    func contentFollowsResize() {
        let host = LayoutHost(GeometryReader { proxy in Color.red.frame(width: proxy.size.width, height: 5).id("bar") })
        #expect(host.layout(in: ProposedViewSize(width: 120, height: 40)).frame(of: "bar")?.width == 120)
        #expect(host.layout(in: ProposedViewSize(width: 70, height: 40)).frame(of: "bar")?.width == 70)
    }

    // Derived (docs/semantics.md, "GeometryReader"): views are built on the main actor.
    @Test("laid out off the main actor, a reader keeps its content and the result says so")
    func offMainActorKeepsContent() async {
        let host = LayoutHost(GeometryReader { proxy in Color.red.frame(width: proxy.size.width, height: 5).id("bar") })
        let result = await Task.detached { host.layout(in: ProposedViewSize(width: 120, height: 40)) }.value
        #expect(result.frame(of: "bar") == nil)
        #expect(result.diagnostics.map(\.kind) == [.approximated])
    }

    // Derived (docs/semantics.md, "GeometryReader"): the content is made from where the reader
    // was laid out, so nothing of it may move the reader.
    @Test("a reader's content lends it no alignment guide")
    func contentGuidesStayInside() {
        let result = HStack(alignment: .top, spacing: 0) {
            Color.red.frame(width: 10, height: 10).id("left")
            GeometryReader { _ in Color.blue.alignmentGuide(.top) { _ in 5 } }.frame(width: 10, height: 10).id("reader")
        }
        .layout(in: .unspecified)
        #expect(result.frame(of: "reader")?.minY == result.frame(of: "left")?.minY)
    }

    // Derived (docs/semantics.md, "GeometryReader"; `LayoutHost.replace(id:with:)`).
    @Test("a view in a reader's content is not replaceable, and the reader is")
    func replacementAroundReaders() {
        let host = LayoutHost(VStack {
            GeometryReader { _ in Color.red.frame(width: 10, height: 10).id("inside") }.frame(width: 50, height: 20).id("reader")
        })
        _ = host.layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(!host.replace(id: "inside", with: Color.blue.frame(width: 20, height: 20)))
        #expect(host.replace(id: "reader", with: Color.blue.frame(width: 30, height: 30).id("reader")))
        #expect(host.layout(in: ProposedViewSize(width: 100, height: 100)).frame(of: "reader")?.size == CGSize(width: 30, height: 30))
    }

    // Apple, `coordinatespace` (`.local`: "the local coordinate space of the current view") and
    // `geometryproxy/bounds(of:)` (nil for a space no ancestor defines); the global frame for an
    // unknown name is Trellis's own (docs/semantics.md).
    @Test("a proxy's local frame is its bounds, and an unknown named space gives nil bounds")
    func localFrameAndUnknownSpace() {
        let proxy = GeometryProxy(size: CGSize(width: 30, height: 20), globalFrame: CGRect(x: 5, y: 6, width: 30, height: 20), namedFrames: [])
        #expect(proxy.frame(in: .local) == CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(proxy.bounds(of: .named("nowhere")) == nil)
        #expect(proxy.frame(in: .named("nowhere")) == proxy.frame(in: .global))
    }

    // Apple, `namedcoordinatespace/scrollview` ("the innermost containing scroll view") and
    // `view/ongeometrychange(for:of:action:)`'s example (`proxy.bounds(of: .scrollView)`).
    @Test("a scroll view's visible bounds are the .scrollView space of its content")
    func scrollViewSpace() {
        let result = VStack(spacing: 0) {
            Color.red.frame(height: 40)
            ScrollView {
                VStack(spacing: 0) {
                    Color.gray.frame(height: 30)
                    GeometryReader { proxy in
                        let frame = proxy.frame(in: .scrollView)
                        let vertical = proxy.bounds(of: .scrollView(axis: .vertical)) ?? .zero
                        let horizontal = proxy.bounds(of: .scrollView(axis: .horizontal))
                        Color.blue.frame(width: frame.minY + 1, height: -vertical.minY + 1).id("offset")
                        Color.green.frame(width: horizontal == nil ? 7 : 9, height: 1).id("axis")
                    }
                    .frame(height: 200)
                }
            }
            .frame(width: 100, height: 100)
        }
        .layout(in: .unspecified)
        // The reader is 30 below the scroll view's top (which is 40 below the root's).
        #expect(result.frame(of: "offset")?.size == CGSize(width: 31, height: 31))
        // A vertical scroll view is no horizontal one.
        #expect(result.frame(of: "axis")?.width == 7)
    }
}
