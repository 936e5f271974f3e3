import Foundation

/// A view that presents views in two or three columns, where selections in leading columns
/// control presentations in subsequent columns.
///
/// In a regular width (an iPad, macOS) the columns lie side by side: the sidebar, the content
/// column of a three-column split view, then the detail, which takes the rest
/// (``View/navigationSplitViewColumnWidth(_:)`` sets a leading column's width;
/// ``View/navigationSplitViewStyle(_:)`` whether the detail narrows or the leading columns lie
/// over it; `columnVisibility` which leading columns show). In a compact width (an iPhone in
/// portrait) the split view collapses into a ``NavigationStack``: the sidebar is its root and
/// the columns up to the preferred compact column are pushed on it. A selection made in a
/// column's `List(selection:)` (a row's `tag`, or a `NavigationLink(value:)` of the
/// selection's type) pushes the next column; going back clears it.
///
/// ```swift
/// struct Mail: View {
///     @State private var selection: Int?
///     var body: some View {
///         NavigationSplitView {
///             List(selection: $selection) {
///                 Text("Inbox").tag(1).id("inbox")
///                 Text("Sent").tag(2)
///             }
///         } detail: {
///             Text(selection.map { "Mailbox \($0)" } ?? "Select a mailbox")
///         }
///     }
/// }
///
/// let host = LayoutHost(Mail())
/// host.activate(id: "inbox")    // on iPhone: selects 1 and pushes the detail
/// ```
///
/// Which way it lays out follows the horizontal size class, and without one the platform:
/// collapsed on iOS and watchOS, columns elsewhere.
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    /// The content column; `nil` in a two-column split view.
    let content: Content?
    let detail: Detail
    let columnVisibility: Binding<NavigationSplitViewVisibility>?
    let preferredCompactColumn: Binding<NavigationSplitViewColumn>?
    /// The visibility the split view keeps when it is given none.
    @State private var ownVisibility = NavigationSplitViewVisibility.automatic
    /// The column on top of the collapsed stack when the split view is given none.
    @State private var ownCompactColumn = NavigationSplitViewColumn.sidebar
    /// What links pushed on the collapsed stack, above its columns.
    @State private var path: [AnyHashable] = []
    @State private var pushedViews: [AnyView] = []

    private init(
        visibility: Binding<NavigationSplitViewVisibility>?, compactColumn: Binding<NavigationSplitViewColumn>?,
        sidebar: Sidebar, content: Content?, detail: Detail
    ) {
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
        self.columnVisibility = visibility
        self.preferredCompactColumn = compactColumn
    }

    /// Creates a three-column navigation split view.
    ///
    /// - Parameters:
    ///   - sidebar: The view to show in the leading column.
    ///   - content: The view to show in the middle column.
    ///   - detail: The view to show in the detail area.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: nil, compactColumn: nil, sidebar: sidebar(), content: content(), detail: detail())
    }

    /// Creates a three-column navigation split view that enables programmatic control of
    /// leading columns' visibility.
    ///
    /// - Parameters:
    ///   - columnVisibility: A ``Binding`` to state that controls the visibility of the
    ///     leading columns.
    ///   - sidebar: The view to show in the leading column.
    ///   - content: The view to show in the middle column.
    ///   - detail: The view to show in the detail area.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(visibility: columnVisibility, compactColumn: nil, sidebar: sidebar(), content: content(), detail: detail())
    }

    /// Creates a two-column navigation split view.
    ///
    /// - Parameters:
    ///   - sidebar: The view to show in the leading column.
    ///   - detail: The view to show in the detail area.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {
        self.init(visibility: nil, compactColumn: nil, sidebar: sidebar(), content: nil, detail: detail())
    }

    /// Creates a two-column navigation split view that enables programmatic control of the
    /// sidebar's visibility.
    ///
    /// - Parameters:
    ///   - columnVisibility: A ``Binding`` to state that controls the visibility of the
    ///     leading column.
    ///   - sidebar: The view to show in the leading column.
    ///   - detail: The view to show in the detail area.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) where Content == EmptyView {
        self.init(visibility: columnVisibility, compactColumn: nil, sidebar: sidebar(), content: nil, detail: detail())
    }

    /// Creates a three-column navigation split view that enables programmatic control over
    /// which column appears on top when the view collapses into a single column in narrow
    /// sizes.
    ///
    /// - Parameters:
    ///   - preferredCompactColumn: A ``Binding`` to state that controls which column appears
    ///     on top when the view collapses.
    ///   - sidebar: The view to show in the leading column.
    ///   - content: The view to show in the middle column.
    ///   - detail: The view to show in the detail area.
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(visibility: nil, compactColumn: preferredCompactColumn, sidebar: sidebar(), content: content(), detail: detail())
    }

    /// Creates a three-column navigation split view that enables programmatic control of
    /// leading columns' visibility in regular sizes and which column appears on top when the
    /// view collapses into a single column in narrow sizes.
    ///
    /// - Parameters:
    ///   - columnVisibility: A ``Binding`` to state that controls the visibility of the
    ///     leading columns.
    ///   - preferredCompactColumn: A ``Binding`` to state that controls which column appears
    ///     on top when the view collapses.
    ///   - sidebar: The view to show in the leading column.
    ///   - content: The view to show in the middle column.
    ///   - detail: The view to show in the detail area.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            visibility: columnVisibility, compactColumn: preferredCompactColumn, sidebar: sidebar(), content: content(),
            detail: detail())
    }

    /// Creates a two-column navigation split view that enables programmatic control over
    /// which column appears on top when the view collapses into a single column in narrow
    /// sizes.
    ///
    /// - Parameters:
    ///   - preferredCompactColumn: A ``Binding`` to state that controls which column appears
    ///     on top when the view collapses.
    ///   - sidebar: The view to show in the leading column.
    ///   - detail: The view to show in the detail area.
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) where Content == EmptyView {
        self.init(visibility: nil, compactColumn: preferredCompactColumn, sidebar: sidebar(), content: nil, detail: detail())
    }

    /// Creates a two-column navigation split view that enables programmatic control of the
    /// sidebar's visibility in regular sizes and which column appears on top when the view
    /// collapses into a single column in narrow sizes.
    ///
    /// - Parameters:
    ///   - columnVisibility: A ``Binding`` to state that controls the visibility of the
    ///     leading column.
    ///   - preferredCompactColumn: A ``Binding`` to state that controls which column appears
    ///     on top when the view collapses.
    ///   - sidebar: The view to show in the leading column.
    ///   - detail: The view to show in the detail area.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) where Content == EmptyView {
        self.init(
            visibility: columnVisibility, compactColumn: preferredCompactColumn, sidebar: sidebar(), content: nil,
            detail: detail())
    }

    /// The split view's columns: side by side, or collapsed into a stack.
    @MainActor @preconcurrency public var body: some View {
        // Read here, so that a live host resolves the split view again when they change.
        let visibility = columnVisibility?.wrappedValue ?? ownVisibility
        let compactColumn = preferredCompactColumn?.wrappedValue ?? ownCompactColumn
        let values = path, views = pushedViews
        let setColumn = preferredCompactColumn ?? $ownCompactColumn
        let pathBinding = $path, viewsBinding = $pushedViews
        var columns: [(NavigationSplitViewColumn, AnyView)] = [(.sidebar, AnyView(sidebar))]
        if let content { columns.append((.content, AnyView(content))) }
        columns.append((.detail, AnyView(detail)))
        // Collapsed, a selection in a column shows the next one.
        let compact = columns.indices.map { index in
            SplitColumnRecord(
                column: columns[index].0,
                selected: index + 1 < columns.count ? { [next = columns[index + 1].0] in setColumn.wrappedValue = next } : nil)
        }
        let regular = columns.map { SplitColumnRecord(column: $0.0, selected: nil) }
        return NavigationSplitContent(
            kinds: columns.map(\.0), hasContent: content != nil,
            collapsed: columns.indices.map { AnyView(SplitColumnScope(record: compact[$0], content: columns[$0].1)) },
            collapsedRecords: compact,
            regular: columns.indices.map { index in
                // A stack fills its column (on macOS a stack is its content's size: centred).
                AnyView(NavigationStack { SplitColumnScope(record: regular[index], content: columns[index].1) }
                    .frame(maxWidth: .infinity, maxHeight: .infinity))
            },
            regularRecords: regular,
            visibility: visibility, compactColumn: compactColumn,
            setCompactColumn: { setColumn.wrappedValue = $0 }, values: values, views: views,
            actions: NavigationActions(
                pushValue: { pathBinding.wrappedValue.append($0); return true },
                pushView: { viewsBinding.wrappedValue.append($0) }),
            popTo: { valueCount, viewCount in
                if viewsBinding.wrappedValue.count > viewCount { viewsBinding.wrappedValue.removeLast(viewsBinding.wrappedValue.count - viewCount) }
                if pathBinding.wrappedValue.count > valueCount { pathBinding.wrappedValue.removeLast(pathBinding.wrappedValue.count - valueCount) }
            })
    }
}
