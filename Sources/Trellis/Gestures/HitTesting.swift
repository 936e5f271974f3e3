import Foundation

// Where a touch lands: the topmost view under a point that takes touches (docs/semantics.md,
// "Gestures"). The rules, each from Apple's documentation or SwiftUI's behaviour:
//
// 1. Views are tried front to back in paint order (`LayoutResult.paintOrder`): a view in front
//    (later among its siblings, a higher `zIndex`, an overlay over its content) before the views
//    behind; a view's content before the view itself.
// 2. A leaf takes a touch where it draws: a shape inside its path (a `Circle` not in its
//    frame's corners), text, images and controls in their frame, a colour in its frame unless
//    it is fully transparent (`Color.clear` takes no touch). Containers, spacers and padding
//    draw nothing and take no touch themselves: a touch in a stack's gap lands on what is
//    behind the stack.
// 3. `contentShape(_:eoFill:)` (`.interaction`): a touch inside the shape lands on the view
//    (on its content if the content takes it, else on the view), one outside it on nothing in
//    the view ("Defines the content shape for hit testing").
// 4. `allowsHitTesting(false)`: the view and its content take no touch; it passes to the views
//    behind ("configures whether this view participates in hit test operations").
// 5. `hidden()` views and views drawn with opacity 0 take no touch (they are not drawn).
// 6. A scroll view's content takes touches only inside the scroll view (content scrolled out of
//    sight takes none). `clipped()` and `clipShape(_:style:)` do not change where touches land:
//    in SwiftUI they clip drawing only, and `contentShape` is how one clips hit testing.
// 7. Frames are read before drawing transforms (`scaleEffect`, `rotationEffect`); `offset` moves
//    the frame, so a view offset takes touches where it is drawn.

extension LayoutResult {
    /// The topmost view that takes a touch at `point` (in root coordinates), or `nil` when the
    /// touch lands on no view (see docs/semantics.md, "Gestures", for the rules). A NaN or
    /// infinite point lands on none.
    ///
    /// ```swift
    /// let result = ZStack { Color.red.id("back"); Color.blue.frame(width: 20, height: 20).id("front") }
    ///     .layout(in: ProposedViewSize(width: 100, height: 100))
    /// result.hitTest(CGPoint(x: 50, y: 50))?.id   // "front"
    /// result.hitTest(CGPoint(x: 5, y: 5))?.id     // "back"
    /// ```
    public func hitTest(_ point: CGPoint) -> Element? {
        hitIndex(at: point).map { elements[$0] }
    }

    /// The index in ``elements`` of the view ``hitTest(_:)`` finds.
    func hitIndex(at point: CGPoint) -> Int? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        let elements = self.elements
        guard !elements.isEmpty else { return nil }
        let order = paintOrder
        var rank = [Int](repeating: -1, count: elements.count)
        for (position, index) in order.enumerated() { rank[index] = position }
        var children = [[Int]](repeating: [], count: elements.count)
        for (index, element) in elements.enumerated() where rank[index] >= 0 {
            if let parent = element.parent { children[parent].append(index) }
        }
        let nodes = storage.rootFrames.order
        let tables = storage.tree.tables, treeNodes = storage.tree.nodes

        func value(_ key: ObjectIdentifier, of index: Int) -> Any? {
            let node = treeNodes[nodes[index].index]
            return node.rare < 0 ? nil : tables.rares[Int(node.rare)].rest?.layoutValues[key]
        }
        // The interaction content shape of an element, if it has one (the outermost counts).
        func interactionShape(of index: Int) -> ContentShapeEntry? {
            (value(ObjectIdentifier(ContentShapeKey.self), of: index) as? [ContentShapeEntry])?.last { $0.kinds.contains(.interaction) }
        }

        // Depth first, front to back: the first view that takes the touch. Iterative: a deep
        // tree costs heap, not stack.
        // (`inScroll`: whether a scroll view is around the element, whose visible part cuts
        // touches.)
        enum Step { case enter(Int, inScroll: Bool), settle(Int) }
        var stack: [Step] = [.enter(0, inScroll: false)]
        while let step = stack.popLast() {
            switch step {
            case let .enter(index, inScroll):
                let element = elements[index]
                if element.isHidden || element.effects.opacity <= 0 { continue }
                if value(ObjectIdentifier(AllowsHitTestingKey.self), of: index) as? Bool == false { continue }
                if inScroll, !(element.visibleFrame?.contains(point) ?? false) { continue }
                if let shape = interactionShape(of: index), !shape.contains(point, in: element.frame) { continue }
                let scrolls = inScroll || treeNodes[nodes[index].index].nameSource == .builtIn(.scrollView)
                // Settle after the children (front to back: the last painted first).
                stack.append(.settle(index))
                for child in children[index].sorted(by: { rank[$0] < rank[$1] }) { stack.append(.enter(child, inScroll: scrolls)) }
            case let .settle(index):
                let element = elements[index]
                if interactionShape(of: index) != nil { return index }
                if takesTouch(element, at: point) { return index }
            }
        }
        return nil
    }

    /// Whether a leaf takes a touch at `point` (rule 2).
    private func takesTouch(_ element: Element, at point: CGPoint) -> Bool {
        guard let visual = element.visual, element.frame.contains(point) else { return false }
        switch visual {
        case let .color(color): return color.opacity > 0
        case let .shape(outline, _): return outline.path(in: element.frame).contains(point)
        case let .path(shape, _): return shape.path(in: element.frame).contains(point)
        case .text, .stroked, .image, .control, .canvas: return true
        }
    }
}

extension ContentShapeEntry {
    /// Whether `point` is inside the shape placed in `frame`.
    func contains(_ point: CGPoint, in frame: CGRect) -> Bool {
        outline.outline(in: frame).path(in: frame).contains(point, eoFill: eoFill)
    }
}
