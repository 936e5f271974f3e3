import Foundation
import TestSupport
import Testing
import Trellis
import TrellisGallery
@testable import TrellisRender

/// The explainer page in a real browser, driven with real pointer events at screen positions
/// (``DevToolsPipe``): the browser hit-tests each point itself, as it does for a person's
/// mouse. Enabled by `TRELLIS_BROWSER_TESTS=1`, as the other browser tests.
@Suite("The explainer under a pointer", .serialized, .enabled(if: ProcessInfo.processInfo.environment["TRELLIS_BROWSER_TESTS"] == "1"))
@MainActor
struct ExplainerPointerTests {
    /// A page in a browser, with the picture's top-left corner on screen.
    @MainActor
    struct LoadedPage {
        let browser: DevToolsPipe
        let origin: CGPoint
        let folder: URL

        init(_ html: String) throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-pointer-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let file = folder.appendingPathComponent("page.html")
            try Data(html.utf8).write(to: file)
            browser = try DevToolsPipe(width: 1200, height: 1600)
            try browser.open(file)
            let box = try browser.evaluate(
                "(function () { const b = document.querySelector('#picture svg').getBoundingClientRect(); return [b.left, b.top]; })()")
            let corner = box as? [Double] ?? [0, 0]
            origin = CGPoint(x: corner[0], y: corner[1])
        }

        /// The index of the view whose hit area the page highlights as hovered, if any.
        func hovered() throws -> Int? {
            (try browser.evaluate("(function () { const r = document.querySelector('.trellis-hit.hover'); return r ? Number(r.getAttribute('data-index')) : null; })()") as? Double).map { Int($0) }
        }

        /// The heading of the details panel.
        func heading() throws -> String? {
            try browser.evaluate("(function () { const h = document.querySelector('#details h2'); return h ? h.textContent : null; })()") as? String
        }

        /// The text of the details panel.
        func details() throws -> String {
            (try browser.evaluate("document.getElementById('details').textContent") as? String) ?? ""
        }
    }

    /// The shown views under `point` (in the picture's coordinates) with the smallest area on
    /// screen: the views a pointer there should select (several when they are the same size).
    static func smallestViews(at point: CGPoint, in result: LayoutResult) -> Set<Int> {
        var best: (area: CGFloat, indices: Set<Int>) = (.infinity, [])
        for index in result.paintOrder {
            let element = result.elements[index]
            guard !element.isHidden, let visible = element.visibleFrame, visible.width > 0, visible.height > 0 else { continue }
            // (Drawn with a transform, its area on screen is the visible frame transformed.)
            let transform = BrowserTests.drawingTransform(of: element, in: result)
            let determinant = transform.a * transform.d - transform.b * transform.c
            guard determinant != 0, visible.contains(point.applying(transform.inverted())) else { continue }
            let area = visible.width * visible.height * abs(determinant)
            if area < best.area { best = (area, [index]) } else if area == best.area { best.indices.insert(index) }
        }
        return best.indices
    }

    @Test("hovering a marked view selects the smallest view under the pointer, never the root's full-size area", arguments: GalleryScene.all.map(\.name))
    func hoverSelectsTheViewUnderThePointer(sceneName: String) throws {
        let scene = try #require(GalleryScene.named(sceneName))
        let host = LayoutHost(scene.view)
        host.safeAreaInsets = scene.safeAreaInsets
        let trace = host.trace(in: scene.proposal)
        let result = trace.result
        let page = try LoadedPage(ExplainerPage(title: scene.title).render(trace))
        defer { try? FileManager.default.removeItem(at: page.folder) }
        var checked = 0
        var selected: Set<Int> = []
        for element in result.elements where element.id != nil && !element.isHidden {
            guard let visible = element.visibleFrame, visible.width >= 2, visible.height >= 2,
                  element.effects.transform.isIdentity else { continue }
            // Just inside the view's top-leading corner, where its own children rarely are.
            let point = CGPoint(x: visible.minX + 1, y: visible.minY + 1)
            let expected = Self.smallestViews(at: point, in: result)
            guard !expected.isEmpty else { continue }
            try page.browser.movePointer(to: page.origin.x + point.x, page.origin.y + point.y)
            let hovered = try page.hovered()
            #expect(hovered.map { expected.contains($0) } == true,
                "\(sceneName): the pointer at \(point) selected view \(hovered.map(String.init) ?? "none"), expected one of \(expected.sorted())")
            if let hovered { selected.insert(hovered) }
            checked += 1
        }
        #expect(checked >= 3, "\(sceneName): the scene should mark several views to point at")
        // Different places select different views (the bug selected the same one everywhere).
        #expect(selected.count > 1, "\(sceneName): every position selected \(selected.sorted())")
    }

    @Test("clicking at a view's position on screen shows its frame and its questions, and keeps them when the pointer moves on")
    func clickAtAPositionSelectsThatView() throws {
        let scene = try #require(GalleryScene.named("tags"))
        let trace = LayoutHost(scene.view).trace(in: scene.proposal)
        let flow = try #require(trace.entry(id: "tags.flow"))
        let element = try #require(flow.element)
        let frame = trace.result.elements[element].frame
        let page = try LoadedPage(ExplainerPage(title: scene.title).render(trace))
        defer { try? FileManager.default.removeItem(at: page.folder) }
        // Between two chips of the flow: a point of the flow that none of its children covers.
        let inside = try #require(Self.pointOnlyIn(element, of: trace.result))
        try page.browser.click(at: page.origin.x + inside.x, page.origin.y + inside.y)
        #expect(try page.heading() == "FlowLayout  #tags.flow")
        let details = try page.details()
        #expect(details.contains(Format.rect(frame)))
        #expect(details.contains("\(flow.questions.count) size question(s), in order:"))
        #expect(details.contains("VStack.sizeThatFits for"))
        // Moving on to the picture's corner keeps the clicked view's details.
        try page.browser.movePointer(to: page.origin.x + 1, page.origin.y + 1)
        #expect(try page.heading() == "FlowLayout  #tags.flow")
    }

    @Test("a view's questions show a repeated one once with its count, and long rows wrap or scroll, never cut off")
    func detailsCollapseRepeatsAndWrap() throws {
        let scene = try #require(GalleryScene.named("settings"))
        let trace = LayoutHost(scene.view).trace(in: scene.proposal)
        // A view asked the same question twice in a row, whose rows are long (its container's name).
        let index = try #require(trace.entries.indices.first { index in
            let questions = trace.entries[index].questions
            return trace.entries[index].element != nil && zip(questions, questions.dropFirst()).contains {
                $0.proposal == $1.proposal && $0.answer == $1.answer && $0.asker == $1.asker
            }
        })
        let page = try LoadedPage(ExplainerPage(title: scene.title).render(trace))
        defer { try? FileManager.default.removeItem(at: page.folder) }
        // Click its row in the tree, where it is on screen.
        let box = try page.browser.evaluate(
            "(function () { const b = document.querySelectorAll('#tree div')[\(index)].getBoundingClientRect(); return [b.left + 8, b.top + b.height / 2]; })()")
        let point = try #require(box as? [Double])
        try page.browser.click(at: point[0], point[1])
        let rows = try page.browser.evaluate(
            "Array.from(document.querySelectorAll('#details tr')).map(function (r) { return r.textContent; })") as? [String] ?? []
        #expect(rows.contains { $0.contains("(×2)") }, "\(rows)")
        #expect(rows.count < trace.entries[index].questions.count + 3, "every question has its own row: \(rows)")
        // Nothing is cut off: the details' long rows wrap inside their panel; the tree's rows
        // keep their indentation and the panel scrolls sideways to show the deepest.
        let fits = try page.browser.evaluate(
            "(function () { const p = document.getElementById('details'); return p.scrollWidth <= p.clientWidth; })()") as? Bool
        #expect(fits == true, "#details is wider than its panel")
        let scrolls = try page.browser.evaluate("""
            (function () {
              const p = document.getElementById('tree');
              return p.scrollWidth <= p.clientWidth || ['auto', 'scroll'].includes(getComputedStyle(p).overflowX);
            })()
            """) as? Bool
        #expect(scrolls == true, "#tree is cut off")
    }

    /// A point inside the element at `index` that is inside none of its descendants, 2 points
    /// or more from their edges and its own (a browser may round the pointer's position).
    static func pointOnlyIn(_ index: Int, of result: LayoutResult) -> CGPoint? {
        let frame = result.elements[index].frame
        var descendants: [CGRect] = []
        for (i, element) in result.elements.enumerated() where i > index {
            var parent = element.parent
            while let p = parent, p > index { parent = result.elements[p].parent }
            if parent == index { descendants.append(element.frame) }
        }
        var y = frame.minY + 2
        while y < frame.maxY - 2 {
            var x = frame.minX + 2
            while x < frame.maxX - 2 {
                let point = CGPoint(x: x, y: y)
                if !descendants.contains(where: { $0.insetBy(dx: -2, dy: -2).contains(point) }) { return point }
                x += 1
            }
            y += 1
        }
        return nil
    }
}
