import Foundation

/// The placement of a search field in a view hierarchy.
///
/// On iOS 26 in a ``NavigationStack``, `.automatic` (and `.toolbar`, `.sidebar`) put the field
/// at the bottom of the screen, in a 76-point band (recorded); `.navigationBarDrawer` puts it
/// in a 60-point drawer under the navigation bar, and `.toolbarPrincipal` in the bar's centre
/// (both derived).
///
/// ```swift
/// List { Text("Apple") }
///     .searchable(text: .constant(""), placement: .navigationBarDrawer)
/// ```
public struct SearchFieldPlacement: Sendable {
    enum Kind: Sendable, Equatable {
        case bottom, drawer, principal
    }

    let kind: Kind

    /// The field goes where the platform puts it: at the bottom of the screen on iOS 26.
    public static let automatic = SearchFieldPlacement(kind: .bottom)
    /// The field goes in the toolbar: at the bottom of the screen on iOS 26.
    public static let toolbar = SearchFieldPlacement(kind: .bottom)
    /// The field goes in the principal section of the toolbar: the navigation bar's centre.
    public static var toolbarPrincipal: SearchFieldPlacement { SearchFieldPlacement(kind: .principal) }
    /// The field goes in a sidebar: at the bottom of the screen on an iPhone, as automatic.
    public static var sidebar: SearchFieldPlacement { SearchFieldPlacement(kind: .bottom) }
    /// The field goes in a drawer under the navigation bar.
    public static let navigationBarDrawer = SearchFieldPlacement(kind: .drawer)

    /// The field goes in a drawer under the navigation bar, shown as the mode says (Trellis
    /// shows it in either mode: nothing scrolls it away headless).
    ///
    /// - Parameter displayMode: Whether the drawer always shows.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(kind: .drawer)
    }

    /// A mode that determines when to display a search field in a navigation bar's drawer.
    public struct NavigationBarDrawerDisplayMode: Sendable {
        let always: Bool

        /// Display the field as the system decides (while the content is scrolled to the top).
        public static let automatic = NavigationBarDrawerDisplayMode(always: false)
        /// Always display the field.
        public static let always = NavigationBarDrawerDisplayMode(always: true)
    }
}

/// An action that ends a search interaction.
///
/// Read it from the environment inside a `searchable(text:placement:prompt:)`
/// view: calling it while the search is presented sets its `isPresented` binding to `false`
/// and clears the text; otherwise it does nothing, as SwiftUI's.
///
/// ```swift
/// struct Results: View {
///     @Environment(\.dismissSearch) private var dismissSearch
///     var body: some View {
///         Button("Done") { dismissSearch() }
///     }
/// }
/// ```
@MainActor @preconcurrency
public struct DismissSearchAction {
    /// What dismissing does; `nil` where no search is presented. (Unsafe: made while a view
    /// resolves, and run only on the main actor, by ``callAsFunction()``.)
    nonisolated(unsafe) let action: (() -> Void)?

    nonisolated init(action: (() -> Void)?) {
        self.action = action
    }

    /// Dismisses the current search.
    @MainActor @preconcurrency
    public func callAsFunction() {
        action?()
    }
}

/// What a `searchable` modifier declares: read once the screen it is in has resolved, to draw
/// its field.
struct SearchDeclaration {
    let text: Binding<String>
    let isPresented: Binding<Bool>?
    let placement: SearchFieldPlacement
    let prompt: Text?
    /// The suggestions declared with the field (`searchable(…suggestions:)`).
    let suggestions: AnyView?
    /// The tokens in the field, before its text (`searchable(text:tokens:…)`).
    var tokens: [AnyView] = []
    /// Adds a token of the collection's element type to the tokens and clears the text
    /// (`searchCompletion(_:)` with a token); `nil` without tokens.
    var addToken: ((Any) -> Void)?
}

/// A screen's search: the outermost `searchable` met, and what the search modifiers declared
/// apart from it (inside or around it); the outermost of each wins.
struct ScreenSearch {
    var declaration: SearchDeclaration?
    /// `searchSuggestions`.
    var suggestions: AnyView?
    /// `searchScopes`: the scope picker, and whether it shows only once text is entered.
    var scopes: AnyView?
    var scopesOnTextEntry = false
    /// `searchSuggestions(.hidden, for: .content)`.
    var suggestionsHidden = false
    /// `searchPresentationToolbarBehavior(.avoidHidingContent)`: the bar keeps its title.
    var keepsBarWhilePresented = false
}

/// The environment's search values.
struct SearchEnvironment {
    /// Whether the search around is presented.
    var isSearching = false
    /// What ``EnvironmentValues/dismissSearch`` does.
    var dismiss: (() -> Void)?
    /// What search modifiers outside a navigation stack declared: the stack's root screen
    /// takes it.
    var pending = ScreenSearch()
    /// What choosing a suggestion does (`searchCompletion`): sets the search's text.
    var complete: ((String) -> Void)?
    /// What choosing a token suggestion does: adds the token.
    var completeToken: ((Any) -> Void)?
}

/// The key of ``EnvironmentValues/search``.
private struct SearchEnvironmentKey: EnvironmentKey {
    static var defaultValue: SearchEnvironment { SearchEnvironment() }
}

extension EnvironmentValues {
    /// The search around a view.
    var search: SearchEnvironment {
        get { self[SearchEnvironmentKey.self] }
        set { self[SearchEnvironmentKey.self] = newValue }
    }

    /// A Boolean value that indicates when the user is searching: `true` inside a
    /// `searchable` view whose search is presented (its `isPresented` binding is `true`).
    public var isSearching: Bool {
        search.isSearching
    }

    /// An action that ends the current search interaction (``DismissSearchAction``).
    public var dismissSearch: DismissSearchAction {
        DismissSearchAction(action: search.dismiss)
    }
}
