import Foundation

nonisolated extension View {
    /// Marks this view as searchable, which configures the display of a search field.
    ///
    /// In a screen of a ``NavigationStack`` on iOS 26 the field floats at the bottom, in a
    /// 76-point band that the screen's content ends above (recorded: swiftui-web
    /// `ios/search/basic`); `placement` may put it elsewhere (``SearchFieldPlacement``).
    /// Applied to the stack itself, the stack's root screen takes it. Outside a stack there is
    /// no field, as on iOS.
    ///
    /// ```swift
    /// NavigationStack {
    ///     List { Text("Apple") }
    ///         .navigationTitle("Fruit")
    ///         .searchable(text: .constant(""), prompt: Text("Find fruit"))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - text: The text to display and edit in the search field.
    ///   - placement: The preferred placement of the search field within the containing view
    ///     hierarchy.
    ///   - prompt: A `Text` view representing the prompt of the search field.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(SearchableModifier(declaration: SearchDeclaration(
            text: text, isPresented: nil, placement: placement, prompt: prompt, suggestions: nil)))
    }

    /// Marks this view as searchable, which configures the display of a search field.
    ///
    /// - Parameters:
    ///   - text: The text to display and edit in the search field.
    ///   - placement: The preferred placement of the search field within the containing view
    ///     hierarchy.
    ///   - prompt: The key for the localized prompt of the search field.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        modifier(SearchableModifier(declaration: SearchDeclaration(
            text: text, isPresented: nil, placement: placement, prompt: Text(prompt), suggestions: nil)))
    }

    /// Marks this view as searchable, which configures the display of a search field.
    ///
    /// - Parameters:
    ///   - text: The text to display and edit in the search field.
    ///   - placement: The preferred placement of the search field within the containing view
    ///     hierarchy.
    ///   - prompt: A string representing the prompt of the search field.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        modifier(SearchableModifier(declaration: SearchDeclaration(
            text: text, isPresented: nil, placement: placement, prompt: Text(prompt), suggestions: nil)))
    }

    /// Marks this view as searchable, which configures the display of a search field whose
    /// presentation a binding controls.
    ///
    /// - Parameters:
    ///   - text: The text to display and edit in the search field.
    ///   - isPresented: Whether the search is presented: while it is, the screen is searching
    ///     (`isSearching`, the suggestions over its content).
    ///   - placement: The preferred placement of the search field within the containing view
    ///     hierarchy.
    ///   - prompt: A `Text` view representing the prompt of the search field.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(SearchableModifier(declaration: SearchDeclaration(
            text: text, isPresented: isPresented, placement: placement, prompt: prompt, suggestions: nil)))
    }

    /// Marks this view as searchable, which configures the display of a search field whose
    /// presentation a binding controls.
    ///
    /// - Parameters:
    ///   - text: The text to display and edit in the search field.
    ///   - isPresented: Whether the search is presented: while it is, the screen is searching
    ///     (`isSearching`, the suggestions over its content).
    ///   - placement: The preferred placement of the search field within the containing view
    ///     hierarchy.
    ///   - prompt: The key for the localized prompt of the search field.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        modifier(SearchableModifier(declaration: SearchDeclaration(
            text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt), suggestions: nil)))
    }

    /// Marks this view as searchable, which configures the display of a search field whose
    /// presentation a binding controls.
    ///
    /// - Parameters:
    ///   - text: The text to display and edit in the search field.
    ///   - isPresented: Whether the search is presented: while it is, the screen is searching
    ///     (`isSearching`, the suggestions over its content).
    ///   - placement: The preferred placement of the search field within the containing view
    ///     hierarchy.
    ///   - prompt: A string representing the prompt of the search field.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        modifier(SearchableModifier(declaration: SearchDeclaration(
            text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt), suggestions: nil)))
    }

    /// Marks this view as searchable with text and suggestions: the suggestions show over the
    /// screen's content while the search is presented.
    ///
    /// - Parameters:
    ///   - text: The text to display and edit in the search field.
    ///   - placement: The preferred placement of the search field within the containing view
    ///     hierarchy.
    ///   - prompt: A `Text` view representing the prompt of the search field.
    ///   - suggestions: A view builder that produces content that populates a list of
    ///     suggestions.
    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder suggestions: () -> S) -> some View {
        modifier(SearchableModifier(declaration: SearchDeclaration(
            text: text, isPresented: nil, placement: placement, prompt: prompt, suggestions: AnyView(suggestions()))))
    }

    /// Marks this view as searchable with text and suggestions: the suggestions show over the
    /// screen's content while the search is presented.
    ///
    /// - Parameters:
    ///   - text: The text to display and edit in the search field.
    ///   - placement: The preferred placement of the search field within the containing view
    ///     hierarchy.
    ///   - prompt: The key for the localized prompt of the search field.
    ///   - suggestions: A view builder that produces content that populates a list of
    ///     suggestions.
    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, @ViewBuilder suggestions: () -> S) -> some View {
        modifier(SearchableModifier(declaration: SearchDeclaration(
            text: text, isPresented: nil, placement: placement, prompt: Text(prompt), suggestions: AnyView(suggestions()))))
    }

    /// Marks this view as searchable with text and suggestions: the suggestions show over the
    /// screen's content while the search is presented.
    ///
    /// - Parameters:
    ///   - text: The text to display and edit in the search field.
    ///   - placement: The preferred placement of the search field within the containing view
    ///     hierarchy.
    ///   - prompt: A string representing the prompt of the search field.
    ///   - suggestions: A view builder that produces content that populates a list of
    ///     suggestions.
    @_disfavoredOverload
    public func searchable<V: View, S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder suggestions: () -> V) -> some View {
        modifier(SearchableModifier(declaration: SearchDeclaration(
            text: text, isPresented: nil, placement: placement, prompt: Text(prompt), suggestions: AnyView(suggestions()))))
    }

    /// Configures the search suggestions for this view: while the search of the screen is
    /// presented they show over its content, as a plain list (rows 56 apart, 16 in: recorded,
    /// swiftui-web `ios/search/active`). Inside or around the `searchable` view alike.
    ///
    /// ```swift
    /// List { Text("Apple") }
    ///     .searchable(text: .constant(""), isPresented: .constant(true))
    ///     .searchSuggestions { Text("Apple").searchCompletion("Apple") }
    /// ```
    ///
    /// - Parameter suggestions: A view builder that produces content that populates a list
    ///   of suggestions.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        let suggestions = AnyView(suggestions())
        return modifier(SearchNoteModifier(note: { if $0.suggestions == nil { $0.suggestions = suggestions } }))
    }

    /// Associates a token with the value of this view when used as a search suggestion:
    /// activating the view (`LayoutHost.activate(id:)`) adds the token to the search's tokens
    /// (when they are of its type) and clears the text.
    ///
    /// - Parameter token: The token to add.
    public func searchCompletion<T: Identifiable>(_ token: T) -> some View {
        modifier(SearchCompletionModifier(completion: .token(token)))
    }

    /// Associates a fully formed string with the value of this view when used as a search
    /// suggestion: activating the view (`LayoutHost.activate(id:)`) sets the search's text to
    /// it.
    ///
    /// - Parameter completion: A string to use as the search text.
    public func searchCompletion(_ completion: String) -> some View {
        modifier(SearchCompletionModifier(completion: .text(completion)))
    }
}

/// `searchable`: notes the declaration in the record of the screen around (or, outside a
/// navigation stack, for the root screen of the stack inside), and tells the content whether
/// the search is presented (`isSearching`, `dismissSearch`).
nonisolated struct SearchableModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let declaration: SearchDeclaration

    func resolve<Content: View>(content: Content, into resolver: inout Resolver, elements: inout [NodeID]) {
        let saved = resolver.environment
        let declaration = self.declaration
        resolver.noteSearch { if $0.declaration == nil { $0.declaration = declaration } }
        let presented = declaration.isPresented
        resolver.environment.search.isSearching = presented?.wrappedValue ?? false
        resolver.environment.search.dismiss = presented.map { presented in
            let text = declaration.text
            return {
                guard presented.wrappedValue else { return }
                presented.wrappedValue = false
                text.wrappedValue = ""
            }
        }
        resolver.resolve(content, into: &elements)
        resolver.environment = saved
    }
}

/// The search modifiers besides `searchable` (`searchSuggestions`, `searchScopes`…): each
/// notes what it declares in the search of the screen around (or, outside a navigation stack,
/// for the root screen of the stack inside).
nonisolated struct SearchNoteModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let note: (inout ScreenSearch) -> Void

    func resolve<Content: View>(content: Content, into resolver: inout Resolver, elements: inout [NodeID]) {
        let saved = resolver.environment
        resolver.noteSearch(note)
        resolver.resolve(content, into: &elements)
        resolver.environment = saved
    }
}

extension Resolver {
    /// Changes the search of the screen around, or the one a stack inside will take. (The
    /// caller restores the environment.)
    mutating func noteSearch(_ note: (inout ScreenSearch) -> Void) {
        if let screen = environment.navigation.screen {
            note(&screen.search)
        } else {
            note(&environment.search.pending)
        }
    }
}

/// `searchCompletion`: a suggestion that sets the search's text when activated.
nonisolated struct SearchCompletionModifier: ViewModifier {
    /// What the suggestion completes: the text, or a token.
    enum Completion {
        case text(String)
        case token(Any)
    }

    let completion: Completion

    @MainActor func body(content: Content) -> some View {
        SearchCompletionView(content: content, completion: completion)
    }
}

/// A suggestion's content, activated as a button that sets the search's text.
struct SearchCompletionView<Content: View>: View {
    let content: Content
    let completion: SearchCompletionModifier.Completion
    @Environment(\.search) private var search

    var body: some View {
        let complete = search.complete, completeToken = search.completeToken, completion = completion
        Button(action: {
            switch completion {
            case .text(let text): complete?(text)
            case .token(let token): completeToken?(token)
            }
        }) { content }
            .buttonStyle(.plain)
    }
}
