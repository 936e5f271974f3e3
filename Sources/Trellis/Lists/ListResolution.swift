import Foundation

// How a list's content becomes the subviews of its ``ListLayout``: the content is resolved
// as a lazy stack's is (its `ForEach`s resolve only the rows near what shows, its sections
// know their parts), then each top-level view is given its part in the list, and the views
// that draw the list are added around them: a card per section (grouped styles), a row's
// `listRowBackground`, a separator after each row.

/// The rows of a list in its scroll view: a lazy container laid out by ``ListLayout``.
nonisolated struct ListRows<Content: View>: View, PrimitiveView {
    let layout: ListLayout
    let content: Content

    var body: Never { fatalError("ListRows has no body") }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        resolver.resolveLazyContainer(
            ListRowsContainer(layout: layout, content: content), axis: .vertical, spacing: 0, pinned: [], into: &elements)
    }
}

/// The container node of a list's rows (resolved again, with new windows, as the list
/// scrolls).
nonisolated struct ListRowsContainer<Content: View>: View {
    let layout: ListLayout
    let content: Content

    var body: Never { fatalError("ListRowsContainer has no body") }

    static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        let layout = view.layout, content = view.content
        resolver.owningProblems { resolver in
            let start = resolver.beginContainer(layout)
            let saved = resolver.environment
            resolver.environment.list.sectionFonts = (layout.metrics.headerFont, layout.metrics.footerFont)
            resolver.resolve(content)
            resolver.makeTaggedRowsSelectable(since: start.elements)
            resolver.environment = saved
            resolver.decorateListRows(since: start.elements, metrics: layout.metrics)
            resolver.endContainer(start, layout: layout, name: .text("List"))
        }
    }
}

extension Resolver {
    /// Gives the top-level views resolved since `start` their ``ListPart``s, adding a card
    /// before each section's views, backgrounds before rows that have one and a separator
    /// after each row. Views outside any `Section` make sections of their own, one per run.
    mutating func decorateListRows(since start: Int, metrics: ListMetrics) {
        let content = Array(elements[start...])
        elements.removeLast(elements.count - start)
        var section = -1
        /// The current section's key: a `Section`'s index, or a run of loose views (`nil`).
        var key: Int?? = .none
        var closedByFooter = false
        /// The rows so far: every second one takes the alternate fill, if the list has one.
        var rowCount = 0
        let partKey = ObjectIdentifier(ListPartKey.self)
        for element in content {
            let values = store.rare(of: element)?.layoutValues
            let role = values?[ObjectIdentifier(LazySectionKey.self)] as? LazySectionRole
            let isPlaceholder = nodes[element.index].nameSource == .builtIn(.lazyPlaceholder)
            let elementKey: Int?
            if let role {
                elementKey = role.section
            } else if isPlaceholder, let current = key {
                // Rows left out belong to the section around them.
                elementKey = current
            } else {
                elementKey = nil
            }
            let kind: ListPart.Kind
            switch role?.part {
            case .header: kind = .header
            case .footer: kind = .footer
            default: kind = isPlaceholder ? .placeholder : .row
            }
            // A new section starts at a new `Section`, or at a loose view after a section.
            let startsSection: Bool
            switch key {
            case .none: startsSection = true
            case let .some(current): startsSection = current != elementKey || (elementKey == nil && closedByFooter)
            }
            if startsSection {
                section += 1
                key = .some(elementKey)
                closedByFooter = false
                if metrics.cards {
                    let card = self.elements(of: RoundedRectangle(cornerRadius: metrics.cornerRadius).fill(metrics.cardBackground))
                    updateFromOutside(card, .layoutValue(partKey, ListPart(section: section, kind: .card)))
                    elements.append(contentsOf: card)
                }
            }
            if kind == .footer { closedByFooter = true }
            if kind == .row {
                let own = values?[ObjectIdentifier(ListRowBackgroundKey.self)] as? AnyView
                let alternate = rowCount % 2 == 1 ? metrics.alternateRowFill.map { AnyView($0) } : nil
                if let background = own ?? alternate {
                    let views = self.elements(of: background)
                    updateFromOutside(views, .layoutValue(partKey, ListPart(section: section, kind: .background)))
                    elements.append(contentsOf: views)
                }
                rowCount += 1
            }
            let element = kind == .row ? editingRow(element, values: values, metrics: metrics) : element
            updateFromOutside([element], .layoutValue(partKey, ListPart(section: section, kind: kind)))
            elements.append(element)
            if kind == .row, metrics.separators {
                let tint = values?[ObjectIdentifier(ListRowSeparatorTintKey.self)] as? Color
                let separator = self.elements(of: tint ?? metrics.separator)
                updateFromOutside(separator, .layoutValue(partKey, ListPart(section: section, kind: .separator)))
                elements.append(contentsOf: separator)
            }
        }
    }
}
