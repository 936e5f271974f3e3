import Foundation

/// A ``NavigationSplitView``'s columns, resolved for the width it is in.
///
/// 1. A style of the user's (`navigationSplitViewStyle`) replaces the split view by its body.
/// 2. Collapsed (a compact horizontal size class; without one, iOS and watchOS): a
///    navigation stack whose root is the sidebar and whose next screens are the columns up to
///    the preferred compact column (a two-column split view has no content column). A
///    selection made in a column sets the preferred column to the next one; going back from a
///    column sets it to the one below and clears the selection made there. Links push above
///    the columns.
/// 3. Otherwise: the leading columns the visibility shows and the detail, each a navigation
///    stack of its own, in a ``NavigationSplitViewLayout`` with the widths their content
///    asked for and the platform's metrics.
nonisolated struct NavigationSplitContent: View, PrimitiveView {
    /// The columns, in order: the sidebar, the content column (three columns), the detail.
    let kinds: [NavigationSplitViewColumn]
    let hasContent: Bool
    /// The columns as screens of the collapsed stack, and their records.
    let collapsed: [AnyView]
    let collapsedRecords: [SplitColumnRecord]
    /// The columns as navigation stacks of their own, and their records.
    let regular: [AnyView]
    let regularRecords: [SplitColumnRecord]
    let visibility: NavigationSplitViewVisibility
    let compactColumn: NavigationSplitViewColumn
    let setCompactColumn: (NavigationSplitViewColumn) -> Void
    let values: [AnyHashable]
    let views: [AnyView]
    let actions: NavigationActions
    let popTo: (_ values: Int, _ views: Int) -> Void

    var body: Never { fatalError("NavigationSplitContent has no body") }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        let environment = resolver.environment
        if case .custom(let body) = environment.navigationSplitStyle {
            resolver.resolve(MainActorBody.call(body), into: &elements)
            return
        }
        let isCollapsed: Bool
        switch environment.horizontalSizeClass {
        case .compact?: isCollapsed = true
        case .regular?: isCollapsed = false
        case nil: isCollapsed = environment.targetPlatform.system == .iOS || environment.targetPlatform.system == .watchOS
        }
        if isCollapsed {
            resolveCollapsed(into: &resolver, elements: &elements)
        } else {
            resolveColumns(into: &resolver, elements: &elements)
        }
    }

    /// Step 2.
    private func resolveCollapsed(into resolver: inout Resolver, elements: inout [NodeID]) {
        let kinds = self.kinds, records = collapsedRecords, setColumn = setCompactColumn
        let top = kinds.lastIndex { $0.index <= compactColumn.index } ?? 0
        let stack = NavigationStackContent(
            root: collapsed[0], values: values, views: views, actions: actions, popTo: popTo,
            columns: Array(collapsed[1 ..< top + 1]),
            popToColumn: { count in
                // The column below the one popped is on top again; its selection is cleared.
                setColumn(kinds[count])
                records[count].deselect?()
            })
        resolver.resolve(stack, into: &elements)
    }

    /// Step 3.
    private func resolveColumns(into resolver: inout Resolver, elements: inout [NodeID]) {
        let shown: [Int]
        switch (visibility.kind, hasContent) {
        case (.detailOnly, _): shown = []
        case (.doubleColumn, true): shown = [1]
        case (_, true): shown = [0, 1]
        case (_, false): shown = [0]
        }
        let environment = resolver.environment
        var nodes: [NodeID] = []
        for index in [kinds.count - 1] + shown {
            // Each column keeps its state by its place, whichever columns show.
            resolver.live?.beginScope(index, elementCount: resolver.elements.count)
            resolver.resolve(regular[index], into: &nodes)
            resolver.live?.endScope()
        }
        let columns = shown.map { NavigationSplitViewLayout.Column(isSidebar: $0 == 0, width: regularRecords[$0].width) }
        let prominent: Bool?
        switch environment.navigationSplitStyle {
        case .balanced, .custom: prominent = false
        case .prominentDetail: prominent = true
        case .automatic: prominent = environment.targetPlatform.system == .macOS ? false : nil
        }
        let metrics: NavigationSplitViewLayout.Metrics = environment.targetPlatform.system == .macOS ? .macOS : .iOS
        let layout = NavigationSplitViewLayout(metrics: metrics, columns: columns, prominentDetail: prominent)
        elements.append(resolver.addContainer(layout, name: .text("NavigationSplitView"), elements: nodes))
    }
}

/// One column of a split view: its content, with the column's record in the environment.
nonisolated struct SplitColumnScope<Content: View>: View, PrimitiveView {
    let record: SplitColumnRecord
    let content: Content

    var body: Never { fatalError("SplitColumnScope has no body") }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        let saved = resolver.environment.splitColumn
        resolver.environment.splitColumn = record
        resolver.resolve(content, into: &elements)
        resolver.environment.splitColumn = saved
    }
}
