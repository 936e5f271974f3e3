import Foundation

/// The ways that searchable modifiers can show or hide search scopes.
public struct SearchScopeActivation {
    let onTextEntry: Bool

    /// The system decides: on iOS the scopes show while the search is presented.
    public static var automatic: SearchScopeActivation { SearchScopeActivation(onTextEntry: false) }
    /// The scopes show once text is entered in the field.
    public static var onTextEntry: SearchScopeActivation { SearchScopeActivation(onTextEntry: true) }
    /// The scopes show while the search is presented.
    public static var onSearchPresentation: SearchScopeActivation { SearchScopeActivation(onTextEntry: false) }
}

/// A type that specifies where search suggestions show: on iOS in the content, over the
/// screen's views while the search is presented.
public struct SearchSuggestionsPlacement: Equatable, Sendable {
    let bits: Int

    /// The system decides: in the content on iOS.
    public static var automatic: SearchSuggestionsPlacement { SearchSuggestionsPlacement(bits: 0) }
    /// In a menu attached to the field (macOS, iPad; not on an iPhone).
    public static var menu: SearchSuggestionsPlacement { SearchSuggestionsPlacement(bits: 1) }
    /// In the content of the searchable view.
    public static var content: SearchSuggestionsPlacement { SearchSuggestionsPlacement(bits: 2) }

    /// A set of search suggestion placements.
    public struct Set: OptionSet, Sendable {
        /// The raw value.
        public var rawValue: Int

        /// Creates a set from its raw value.
        ///
        /// - Parameter rawValue: The placements' bits.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// The menu placement.
        public static var menu: Set { Set(rawValue: 1) }
        /// The content placement.
        public static var content: Set { Set(rawValue: 2) }
    }
}

/// How the toolbar behaves while a search is presented.
public struct SearchPresentationToolbarBehavior {
    let keepsBar: Bool

    /// The system decides: on iOS 26 the bar gives way to a 54-point band without its title.
    public static var automatic: SearchPresentationToolbarBehavior { SearchPresentationToolbarBehavior(keepsBar: false) }
    /// The bar keeps its title and height while the search is presented.
    public static var avoidHidingContent: SearchPresentationToolbarBehavior { SearchPresentationToolbarBehavior(keepsBar: true) }
}

extension EnvironmentValues {
    /// Where search suggestions show: ``SearchSuggestionsPlacement/content`` on iOS, where
    /// Trellis lays them out.
    public var searchSuggestionsPlacement: SearchSuggestionsPlacement { .content }
}

nonisolated extension View {
    /// Configures the search scopes for this view: while the search is presented (or, with
    /// `.onTextEntry`, once the field has text) a segmented picker of the scopes replaces the
    /// bar's title in its row (derived: docs/differences.md).
    ///
    /// ```swift
    /// List { Text("Apple") }
    ///     .searchable(text: .constant(""), isPresented: .constant(true))
    ///     .searchScopes(.constant(0)) {
    ///         Text("All").tag(0)
    ///         Text("Fresh").tag(1)
    ///     }
    /// ```
    ///
    /// - Parameters:
    ///   - scope: The active scope of the search field.
    ///   - scopes: A view builder that represents the scoping options.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        searchScopes(scope, activation: .automatic, scopes)
    }

    /// Configures the search scopes for this view, with the activation given.
    ///
    /// - Parameters:
    ///   - scope: The active scope of the search field.
    ///   - activation: When the scopes show.
    ///   - scopes: A view builder that represents the scoping options.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S) -> some View {
        let picker = AnyView(Picker("Scope", selection: scope) { scopes() }.pickerStyle(.segmented).labelsHidden())
        let onTextEntry = activation.onTextEntry
        return modifier(SearchNoteModifier(note: {
            if $0.scopes == nil { ($0.scopes, $0.scopesOnTextEntry) = (picker, onTextEntry) }
        }))
    }

    /// Configures how to display search suggestions within this view: hidden for `.content`,
    /// the suggestions do not show (on iOS they show nowhere else).
    ///
    /// - Parameters:
    ///   - visibility: The visibility of the search suggestions.
    ///   - placements: The set of search suggestion placements the visibility applies to.
    public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set) -> some View {
        let hides = visibility == .hidden && placements.contains(.content)
        return modifier(SearchNoteModifier(note: { if hides { $0.suggestionsHidden = true } }))
    }

    /// Configures how the toolbar behaves while a search is presented: `.avoidHidingContent`
    /// keeps the bar's title and height.
    ///
    /// - Parameter behavior: The toolbar behavior.
    public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior) -> some View {
        let keeps = behavior.keepsBar
        return modifier(SearchNoteModifier(note: { if keeps { $0.keepsBarWhilePresented = true } }))
    }
}
