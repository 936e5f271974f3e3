import Foundation

/// A view that displays a root view and enables you to present additional views over the
/// root view.
///
/// The stack shows its top screen: the root, or the last one pushed, under a navigation bar
/// (iOS 26's: a large title on the root by default, an inline one where the screen asks, a
/// back button on pushed screens). Screens are pushed by a ``NavigationLink``, by appending
/// to the `path` binding, or by a presenting ``View/navigationDestination(isPresented:destination:)``;
/// a value is shown by the ``View/navigationDestination(for:destination:)`` declared for its
/// type.
///
/// ```swift
/// struct Settings: View {
///     @State private var path: [Int] = []
///     var body: some View {
///         NavigationStack(path: $path) {
///             List {
///                 NavigationLink("Detail", value: 1).id("link")
///             }
///             .navigationTitle("Settings")
///             .navigationDestination(for: Int.self) { number in
///                 Text("Item \(number)").navigationTitle("Detail")
///             }
///         }
///     }
/// }
///
/// let host = LayoutHost(Settings())
/// host.activate(id: "link")     // pushes 1: the detail screen shows
/// ```
///
/// Every screen of the stack stays resolved and laid out in the stack's bounds, as SwiftUI
/// keeps them; the screens under the top one are hidden (not drawn). In a one-off layout the
/// stack shows the path as initialised.
@MainActor @preconcurrency
public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    /// The path binding, erased; `nil` when the stack keeps its own path.
    let path: ErasedNavigationPath?
    /// The path the stack keeps when it is given none.
    @State private var ownPath: [AnyHashable] = []
    /// The views pushed by destination links, above the path's screens.
    @State private var pushedViews: [AnyView] = []
    /// The edit mode the stack gives its screens when there is none around it.
    @State private var ownEditMode: EditMode = .inactive
    @Environment(\.editMode) private var outerEditMode

    /// Creates a navigation stack that manages its own navigation state.
    ///
    /// - Parameter root: The view to display when the stack is empty.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = nil
    }

    /// Creates a navigation stack with heterogeneous navigation state that you can control.
    ///
    /// - Parameters:
    ///   - path: A ``Binding`` to the navigation state for this stack.
    ///   - root: The view to display when the stack is empty.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = ErasedNavigationPath(
            get: { path.wrappedValue.elements },
            set: { path.wrappedValue = NavigationPath(erased: $0) },
            accepts: { _ in true })
    }

    /// Creates a navigation stack with homogeneous navigation state that you can control.
    ///
    /// A value of another type than the path's elements is not pushed (SwiftUI logs it).
    ///
    /// - Parameters:
    ///   - path: A ``Binding`` to the navigation state for this stack.
    ///   - root: The view to display when the stack is empty.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        self.path = ErasedNavigationPath(
            get: { path.wrappedValue.map { AnyHashable($0) } },
            set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) },
            accepts: { $0.base is Data.Element })
    }

    /// The stack's screens: the root, then one for each value of the path, each view a link
    /// pushed and each destination presented by a binding.
    public var body: some View {
        // Read here, so that a live host resolves the stack again when they change.
        let values = path?.get() ?? ownPath
        let views = pushedViews
        NavigationStackContent(
            root: root, values: values, views: views, actions: actions(), popTo: pop())
            .environment(\.editMode, outerEditMode ?? $ownEditMode)
    }

    /// What the stack's links do: append to the path (or the views pushed).
    private func actions() -> NavigationActions {
        let path = self.path, own = $ownPath, pushed = $pushedViews
        return NavigationActions(
            pushValue: { value in
                if let path {
                    guard path.accepts(value) else { return false }
                    path.set(path.get() + [value])
                } else {
                    own.wrappedValue.append(value)
                }
                return true
            },
            pushView: { view in pushed.wrappedValue.append(view) })
    }

    /// What popping to a number of path values and pushed views does.
    private func pop() -> (_ values: Int, _ views: Int) -> Void {
        let path = self.path, own = $ownPath, pushed = $pushedViews
        return { valueCount, viewCount in
            if pushed.wrappedValue.count > viewCount { pushed.wrappedValue.removeLast(pushed.wrappedValue.count - viewCount) }
            if let path {
                let current = path.get()
                if current.count > valueCount { path.set(Array(current.prefix(valueCount))) }
            } else if own.wrappedValue.count > valueCount {
                own.wrappedValue.removeLast(own.wrappedValue.count - valueCount)
            }
        }
    }
}

/// A path binding of any element type, as the stack reads and writes it.
struct ErasedNavigationPath {
    let get: () -> [AnyHashable]
    let set: ([AnyHashable]) -> Void
    /// Whether the path takes a value of that value's type.
    let accepts: (AnyHashable) -> Bool
}

/// A view for presenting a stack of views that represents a visible path in a navigation
/// hierarchy.
///
/// Deprecated in SwiftUI for ``NavigationStack`` and ``NavigationSplitView``, and laid out as
/// they are: in a compact width (an iPhone), or under `navigationViewStyle(.stack)`, as a
/// ``NavigationStack`` whose root is the first of its views; in a regular width (an iPad,
/// macOS) as a ``NavigationSplitView`` whose columns are its views (two: a sidebar and a
/// detail; three or more: a sidebar, a content column and a detail, the first three). A
/// single view is a stack everywhere.
///
/// ```swift
/// NavigationView {
///     List { Text("Row") }.navigationBarTitle("Settings")
/// }
/// ```
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
public struct NavigationView<Content: View>: View {
    let content: Content
    @Environment(\.navigationViewStyleKind) private var style
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.targetPlatform) private var platform

    /// Creates a destination-based navigation view.
    ///
    /// - Parameter content: The root of the navigation view (its views, the columns).
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A ``NavigationStack`` around the first view, or a ``NavigationSplitView`` of the
    /// views.
    public var body: some View {
        let columns: Bool
        switch (style, sizeClass) {
        case (.stack, _), (_, .compact?): columns = false
        case (_, .regular?): columns = true
        case (_, nil): columns = platform.system != .iOS && platform.system != .watchOS
        }
        // Its views as written (resolved where each goes, so that their bar modifiers find
        // their screen).
        let views = (content as? any ViewElements)?.elementViews ?? [AnyView(content)]
        return Group {
            if columns, views.count >= 3 {
                NavigationSplitView { views[0] } content: { views[1] } detail: { views[2] }
            } else if columns, views.count == 2 {
                NavigationSplitView { views[0] } detail: { views[1] }
            } else {
                NavigationStack { if let root = views.first { root } }
            }
        }
    }
}

/// A view written as several (a `TupleView`): its views, in order.
protocol ViewElements {
    var elementViews: [AnyView] { get }
}

extension TupleView: ViewElements {
    var elementViews: [AnyView] {
        Mirror(reflecting: value).children.compactMap { child in (child.value as? any View).map { AnyView($0) } }
    }
}
