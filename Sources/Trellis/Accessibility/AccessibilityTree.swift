import Foundation

// The accessibility tree of a laid-out result, as VoiceOver reads it. The model, in steps:
//
// 1. Each view that is an element on its own makes one: a text (static text, its content as
//    label), an image (its label, or its name; none when decorative), a control (its label's
//    text, the control's traits and value), a view given `accessibilityElement(children:)`.
// 2. A view that is not an element passes its accessibility modifiers on to each element and
//    group its content makes.
// 3. `accessibilityHidden(true)` and `hidden()` take a subtree out; a representation
//    (`accessibilityRepresentation`) replaces the elements of the view it is on.
// 4. The elements and groups of one container (the root, or a `.contain` element) are read
//    by sort priority, higher first, then in rows from the top, leading to trailing in a row.

/// An element, or a group of them that is read together (a `.contain` element's children).
private enum AccessibilityItem {
    case element(LayoutResult.AccessibilityElement)
    case group(frame: CGRect, priority: Double, items: [AccessibilityItem])

    var frame: CGRect {
        switch self {
        case let .element(element): element.frame
        case let .group(frame, _, _): frame
        }
    }

    var priority: Double {
        switch self {
        case let .element(element): element.sortPriority
        case let .group(_, priority, _): priority
        }
    }

    /// The elements in reading order.
    var flattened: [LayoutResult.AccessibilityElement] {
        switch self {
        case let .element(element): [element]
        case let .group(_, _, items): items.flatMap(\.flattened)
        }
    }

    /// This item with `attachment`'s explicit properties set on each of its elements (a view
    /// that is not an element passes its modifiers on), or on the group itself (its priority).
    func applying(_ attachment: AccessibilityAttachment) -> AccessibilityItem {
        switch self {
        case var .element(element):
            element.apply(attachment)
            return .element(element)
        case let .group(frame, priority, items):
            return .group(frame: frame, priority: attachment.sortPriority ?? priority, items: items.map { $0.applying(attachment) })
        }
    }
}

extension LayoutResult.AccessibilityElement {
    /// Sets what `attachment`'s modifiers set explicitly.
    mutating func apply(_ attachment: AccessibilityAttachment) {
        if let label = attachment.label { self.label = label }
        if let value = attachment.value { self.value = value }
        if let hint = attachment.hint { self.hint = hint }
        if let identifier = attachment.identifier { self.identifier = identifier }
        if let heading = attachment.heading {
            headingLevel = heading
            traits.insert(.isHeader)
        }
        traits.formUnion(attachment.addedTraits)
        traits.subtract(attachment.removedTraits)
        if let priority = attachment.sortPriority { sortPriority = priority }
        actions += attachment.actions.filter { !actions.contains($0) }
        if let labels = attachment.inputLabels { inputLabels = labels }
        if attachment.showsLargeContentViewer { showsLargeContentViewer = true }
        rotors += attachment.rotors
        if let type = attachment.textContentType { textContentType = type }
        if let responds = attachment.respondsToUserInteraction { respondsOverride = responds }
        switch attachment.activationPoint {
        case let .unit(point)?:
            activationPoint = CGPoint(x: frame.minX + point.x * frame.width, y: frame.minY + point.y * frame.height)
        case let .offset(point)?:
            activationPoint = CGPoint(x: frame.minX + point.x, y: frame.minY + point.y)
        case nil: break
        }
        func located(_ point: UnitPoint, _ description: String) -> DragDropPoint {
            DragDropPoint(point: CGPoint(x: frame.minX + point.x * frame.width, y: frame.minY + point.y * frame.height), description: description)
        }
        dragPoints += attachment.dragPoints.map(located)
        dropPoints += attachment.dropPoints.map(located)
        if let status = attachment.scrollStatus { scrollStatus = status }
        if let focused = attachment.isAccessibilityFocused { isAccessibilityFocused = focused }
    }
}

extension LayoutResult.Storage {
    /// The accessibility elements of the placed tree, in reading order (see the file's header).
    var accessibilityElements: [LayoutResult.AccessibilityElement] {
        let elements = self.elements
        guard !elements.isEmpty else { return [] }
        let order = rootFrames.order
        var children = [[Int]](repeating: [], count: elements.count)
        for (index, element) in elements.enumerated() {
            if let parent = element.parent { children[parent].append(index) }
        }
        let rightToLeft = elements[0].layoutDirection == .rightToLeft
        // Iterative, children before parents: a deep tree costs heap, not stack.
        var items = [[AccessibilityItem]](repeating: [], count: elements.count)
        for index in elements.indices.reversed() {
            let inner = children[index].flatMap { items[$0] }
            items[index] = self.items(of: index, node: order[index], element: elements[index], inner: inner, rightToLeft: rightToLeft)
            for child in children[index] { items[child] = [] }
        }
        return Self.readingOrder(items[0], rightToLeft: rightToLeft).flatMap(\.flattened)
    }

    /// What element `index` (node `node`) adds to its container, given what its children add.
    private func items(
        of index: Int, node: NodeID, element: LayoutResult.Element, inner: [AccessibilityItem], rightToLeft: Bool
    ) -> [AccessibilityItem] {
        let attachment = tree.accessibility[node] ?? AccessibilityAttachment()
        if element.isHidden || attachment.isHidden == true { return [] }
        if case .decorative = attachment.role { return [] }
        if let representation = attachment.representation {
            return representation.map { synthetic in
                var made = synthetic
                made.place(at: element.frame)
                made.apply(attachment)
                return .element(made)
            }
        }
        // Children `accessibilityChildren` made stand for the view's own.
        let inner = attachment.syntheticChildren.map { synthetic in
            synthetic.map { child -> AccessibilityItem in
                var made = child
                made.place(at: element.frame)
                return .element(made)
            }
        } ?? inner
        var own: LayoutResult.AccessibilityElement
        switch (attachment.children, attachment.role, element.visual) {
        case (.ignore?, _, _):
            own = LayoutResult.AccessibilityElement(frame: element.frame)
            if case let .control(traits, value)? = attachment.role {
                own.traits = traits
                own.value = value
            }
        case (.contain?, _, _):
            let group = AccessibilityItem.group(
                frame: element.frame, priority: 0, items: Self.readingOrder(inner, rightToLeft: rightToLeft))
            return [group.applying(attachment)]
        case (.combine?, _, _):
            own = Self.combined(inner, frame: element.frame)
            if case let .control(traits, value)? = attachment.role {
                own.traits.formUnion(traits)
                if own.value == nil { own.value = value }
                own.actions.insert("default", at: 0)
            }
        case let (nil, .control(traits, value)?, _):
            own = Self.combined(inner, frame: element.frame)
            own.traits = traits
            own.value = value
            own.actions.insert("default", at: 0)
        case let (nil, .image(label)?, _):
            own = LayoutResult.AccessibilityElement(label: label, traits: .isImage, frame: element.frame)
        case let (nil, _, .text(measure, _, _)?):
            own = LayoutResult.AccessibilityElement(label: measure.content, traits: .isStaticText, frame: element.frame)
        default:
            return inner.map { $0.applying(attachment) }
        }
        own.apply(attachment)
        return [.element(own)]
    }

    /// One element made of `items`' elements: their labels and values joined with ", ", their
    /// traits and actions together (VoiceOver reads a combined element's children as one).
    private static func combined(_ items: [AccessibilityItem], frame: CGRect) -> LayoutResult.AccessibilityElement {
        let parts = readingOrder(items, rightToLeft: false).flatMap(\.flattened)
        var element = LayoutResult.AccessibilityElement(frame: frame)
        element.label = parts.map(\.label).filter { !$0.isEmpty }.joined(separator: ", ")
        let values = parts.compactMap(\.value).filter { !$0.isEmpty }
        element.value = values.isEmpty ? nil : values.joined(separator: ", ")
        let hints = parts.compactMap(\.hint).filter { !$0.isEmpty }
        element.hint = hints.isEmpty ? nil : hints.joined(separator: ", ")
        for part in parts {
            element.traits.formUnion(part.traits)
            element.actions += part.actions.filter { !element.actions.contains($0) }
            element.rotors += part.rotors
        }
        return element
    }

    /// `items` in reading order: by sort priority, higher first; then in rows from the top
    /// (an item whose top is above the bottom of the row's first item joins that row), each
    /// row leading to trailing. Ties keep the tree's order.
    private static func readingOrder(_ items: [AccessibilityItem], rightToLeft: Bool) -> [AccessibilityItem] {
        guard items.count > 1 else { return items }
        // Numbers that are not finite sort as 0, so that no comparison is undefined.
        func number(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        func leading(_ frame: CGRect) -> CGFloat { rightToLeft ? -number(frame.maxX) : number(frame.minX) }
        let byPriority = Dictionary(grouping: items.indices) { items[$0].priority.isNaN ? 0 : items[$0].priority }
        var result: [AccessibilityItem] = []
        for priority in byPriority.keys.sorted(by: >) {
            let indices = byPriority[priority]!.sorted { a, b in
                let ya = number(items[a].frame.minY), yb = number(items[b].frame.minY)
                return ya != yb ? ya < yb : a < b
            }
            var rows: [[Int]] = []
            var rowBottom = -CGFloat.infinity
            for index in indices {
                let frame = items[index].frame
                if !rows.isEmpty, number(frame.minY) < rowBottom {
                    rows[rows.count - 1].append(index)
                } else {
                    rows.append([index])
                    rowBottom = number(frame.maxY)
                }
            }
            for row in rows {
                let sorted = row.sorted { a, b in
                    let xa = leading(items[a].frame), xb = leading(items[b].frame)
                    return xa != xb ? xa < xb : a < b
                }
                result += sorted.map { items[$0] }
            }
        }
        return result
    }
}
