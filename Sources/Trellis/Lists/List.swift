import Foundation

/// A container that presents rows of data arranged in a single column, optionally providing
/// the ability to select one or more members.
///
/// A list is a scroll view: it takes the size it is offered and shows its rows from the top;
/// rows past its bottom are out of sight, and only the rows of its `ForEach`s near what shows
/// are made (a 100,000-row list costs what a few dozen rows do). Its style
/// (``View/listStyle(_:)``) and the platform laid out for decide the rows' insets and heights,
/// the sections' spacing, cards and separators (docs/semantics.md, "Lists and forms").
///
/// ```swift
/// List {
///     Section("Fruit") {
///         Text("Apple")
///         Text("Banana")
///     }
/// }
/// ```
///
/// With a selection binding, activating a row tagged with a value (``View/tag(_:includeOptional:)``;
/// ``LayoutHost/activate(id:)`` headless), or a `NavigationLink(value:)` of the selection's
/// type, selects it; in a ``NavigationSplitView`` that drives the next column. The selected
/// row is not drawn highlighted: a snapshot shows no selected row.
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    /// The selection binding; `nil` without one.
    var selection: ListSelection?

    /// A list has no body: it is a scroll view of its rows.
    public var body: Never { fatalError("List has no body") }
}

extension List: PrimitiveView {
    /// Adds the list's scroll view, its background and its rows.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        let saved = resolver.environment.listSelection
        resolver.environment.listSelection = selection
        // Going back from the column this selection showed clears it.
        if let selection, let column = resolver.environment.splitColumn { column.deselect = selection.clear }
        resolver.resolveList(content, style: resolver.environment.automaticListStyle, into: &elements)
        resolver.environment.listSelection = saved
    }
}

extension Resolver {
    /// Resolves a list of `content` in `style`: a scroll view of its rows over the list's
    /// background (left out under `scrollContentBackground(.hidden)`). `formRows`: the rows of
    /// a macOS grouped form, where labelled controls are ``GroupedFormRow``s.
    mutating func resolveList<Content: View>(_ content: Content, style: ListStyleKind, formRows: Bool = false,
                                             into elements: inout [NodeID]) {
        let settings = environment.list
        var metrics = ListMetrics.of(style, on: environment.platform)
        if let height = settings.minRowHeight, height.isFinite, height >= 0 { metrics.minRowHeight = height }
        if environment.listAlternatesRows, environment.platform.system == .macOS { metrics.alternateRowFill = TableMetrics.alternateBand }
        // Under a large navigation title the first row starts at the list's top (swiftui-web
        // ios/nav/basic, ios/nav/push: the first row's 56-point cell at the list's top, where
        // ios/nav/inline has it 35 down). With a header first: not recorded, left as it is.
        if settings.underLargeTitle { metrics.firstTop = 0 }
        var spacing = metrics.sectionSpacing
        if let custom = settings.sectionSpacing.value {
            if custom.isFinite, custom >= 0 {
                spacing = custom
            } else {
                report(.invalidModifierValue, "listSectionSpacing", "is \(custom); the list's own spacing is used")
            }
        } else if settings.sectionSpacing.compact {
            spacing = metrics.spacingAfterFooter
        }
        var rowSpacing = metrics.rowSpacing
        if let value = settings.rowSpacing {
            if value.isFinite, value >= 0 {
                rowSpacing = value
            } else {
                report(.invalidModifierValue, "listRowSpacing", "is \(value); rows are not spaced")
            }
        }
        let layout = ListLayout(metrics: metrics, sectionSpacing: spacing, rowSpacing: rowSpacing, hairline: 1 / environment.pixelScale)
        let rows = ScrollView { ListRows(layout: layout, content: content) }
        let saved = environment
        // A macOS sidebar's rows are set in the body font (18.5-point lines) unless a font is
        // set: swiftui-web `list/styles` (sidebar rows 18.5 tall where the inset and plain
        // lists' are 16) and `splitview/basic` (4ce0680: the sidebar's "Apple" 35 × 18.5).
        if style == .sidebar, environment.platform.system == .macOS, environment.font == nil { environment.font = .body }
        environment.isListRow = true
        environment.isColumnsFormRow = false
        environment.isGroupedFormRow = formRows && environment.platform.system == .macOS
        if settings.contentBackgroundHidden {
            resolve(rows, into: &elements)
        } else {
            resolve(rows.background(metrics.background), into: &elements)
        }
        environment = saved
    }
}

extension List where SelectionValue == Never {
    /// Creates a list with the given content.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Creates a list that computes its rows on demand from an underlying collection of
    /// identifiable data.
    public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the
    /// underlying data.
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    /// Creates a list that computes its views on demand over a constant range.
    public init<RowContent>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View {
        self.content = ForEach(data, content: rowContent)
    }
}

extension List {
    /// Creates a list with the given content that supports selecting a single row (not drawn).
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = ListSelection.of(selection)
    }

    /// Creates a list with the given content that supports selecting multiple rows (not drawn).
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = ListSelection.of(selection)
    }

    /// Creates a list that computes its rows on demand from identifiable data, optionally
    /// allowing users to select a single row (not drawn).
    public init<Data, RowContent>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
        self.selection = ListSelection.of(selection)
    }

    /// Creates a list that computes its rows on demand from identifiable data, optionally
    /// allowing users to select multiple rows (not drawn).
    public init<Data, RowContent>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
        self.selection = ListSelection.of(selection)
    }

    /// Creates a list that identifies its rows by a key path, optionally allowing users to
    /// select a single row (not drawn).
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.content = ForEach(data, id: id, content: rowContent)
        self.selection = ListSelection.of(selection)
    }
}

extension EnvironmentValues {
    /// The style a `List` here takes: the one `listStyle(_:)` set, and where that is automatic,
    /// in a macOS split view's sidebar column, the sidebar style (swiftui-web `splitview/basic`,
    /// `splitview/three`, 4ce0680: the sidebar's first row 16 in and 16.75 down, on its 18.5
    /// line, as `list/styles`'s sidebar list's).
    var automaticListStyle: ListStyleKind {
        if list.style == .automatic, platform.system == .macOS, splitColumn?.column == .sidebar { return .sidebar }
        return list.style
    }

    /// Whether the views inside are a list's (or grouped form's) rows, where controls take
    /// their row look (an iOS picker's label leading and its value trailing).
    var isListRow: Bool {
        get { self[ListRowKey.self] }
        set { self[ListRowKey.self] = newValue }
    }
}

private struct ListRowKey: EnvironmentKey {
    static let defaultValue = false
}
