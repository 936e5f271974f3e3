import Foundation

nonisolated extension View {
    /// Marks this view as searchable with text and tokens: each token is drawn in the field,
    /// in a capsule, before the text (derived: docs/differences.md). The field takes the same
    /// band as without tokens (recorded: swiftui-web `ios/search/tokens`).
    ///
    /// ```swift
    /// struct Tag: Identifiable { let id: String }
    ///
    /// List { Text("Apple") }
    ///     .searchable(text: .constant(""), tokens: .constant([Tag(id: "Red")])) { tag in
    ///         Text(tag.id)
    ///     }
    /// ```
    ///
    /// - Parameters:
    ///   - text: The text to display and edit in the search field.
    ///   - tokens: A collection of tokens to display and edit in the search field.
    ///   - placement: The preferred placement of the search field within the containing view
    ///     hierarchy.
    ///   - prompt: A `Text` view representing the prompt of the search field.
    ///   - token: A view builder that creates a view given an element in tokens.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        tokenSearchable(text: text, tokens: tokens, isPresented: nil, placement: placement, prompt: prompt, token: token)
    }

    /// Marks this view as searchable with text and tokens.
    ///
    /// - Parameters:
    ///   - text: The text to display and edit in the search field.
    ///   - tokens: A collection of tokens to display and edit in the search field.
    ///   - placement: The preferred placement of the search field within the containing view
    ///     hierarchy.
    ///   - prompt: The key for the localized prompt of the search field.
    ///   - token: A view builder that creates a view given an element in tokens.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        tokenSearchable(text: text, tokens: tokens, isPresented: nil, placement: placement, prompt: Text(prompt), token: token)
    }

    /// Marks this view as searchable with text and tokens.
    ///
    /// - Parameters:
    ///   - text: The text to display and edit in the search field.
    ///   - tokens: A collection of tokens to display and edit in the search field.
    ///   - placement: The preferred placement of the search field within the containing view
    ///     hierarchy.
    ///   - prompt: A string representing the prompt of the search field.
    ///   - token: A view builder that creates a view given an element in tokens.
    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        tokenSearchable(text: text, tokens: tokens, isPresented: nil, placement: placement, prompt: Text(prompt), token: token)
    }

    /// Marks this view as searchable with text, tokens and a binding to whether the search is
    /// presented.
    ///
    /// - Parameters:
    ///   - text: The text to display and edit in the search field.
    ///   - tokens: A collection of tokens to display and edit in the search field.
    ///   - isPresented: Whether the search is presented.
    ///   - placement: The preferred placement of the search field within the containing view
    ///     hierarchy.
    ///   - prompt: A `Text` view representing the prompt of the search field.
    ///   - token: A view builder that creates a view given an element in tokens.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        tokenSearchable(text: text, tokens: tokens, isPresented: isPresented, placement: placement, prompt: prompt, token: token)
    }

    /// Marks this view as searchable with text, tokens and a binding to whether the search is
    /// presented.
    ///
    /// - Parameters:
    ///   - text: The text to display and edit in the search field.
    ///   - tokens: A collection of tokens to display and edit in the search field.
    ///   - isPresented: Whether the search is presented.
    ///   - placement: The preferred placement of the search field within the containing view
    ///     hierarchy.
    ///   - prompt: The key for the localized prompt of the search field.
    ///   - token: A view builder that creates a view given an element in tokens.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        tokenSearchable(text: text, tokens: tokens, isPresented: isPresented, placement: placement, prompt: Text(prompt), token: token)
    }

    /// Marks this view as searchable with text, tokens and a binding to whether the search is
    /// presented.
    ///
    /// - Parameters:
    ///   - text: The text to display and edit in the search field.
    ///   - tokens: A collection of tokens to display and edit in the search field.
    ///   - isPresented: Whether the search is presented.
    ///   - placement: The preferred placement of the search field within the containing view
    ///     hierarchy.
    ///   - prompt: A string representing the prompt of the search field.
    ///   - token: A view builder that creates a view given an element in tokens.
    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        tokenSearchable(text: text, tokens: tokens, isPresented: isPresented, placement: placement, prompt: Text(prompt), token: token)
    }

    /// Marks this view as searchable with text and editable tokens: each token's view is made
    /// from a binding to it, and drawn in the field before the text.
    ///
    /// - Parameters:
    ///   - text: The text to display and edit in the search field.
    ///   - editableTokens: A collection of tokens to display and edit in the search field.
    ///   - placement: The preferred placement of the search field within the containing view
    ///     hierarchy.
    ///   - prompt: A `Text` view representing the prompt of the search field.
    ///   - token: A view builder that creates a view given a binding to an element in tokens.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> some View
    ) -> some View where C.Element: Identifiable {
        editableTokenSearchable(text: text, tokens: editableTokens, isPresented: nil, placement: placement, prompt: prompt, token: token)
    }

    /// Marks this view as searchable with text and editable tokens: each token's view is made
    /// from a binding to it, and drawn in the field before the text.
    ///
    /// - Parameters:
    ///   - text: The text to display and edit in the search field.
    ///   - editableTokens: A collection of tokens to display and edit in the search field.
    ///   - placement: The preferred placement of the search field within the containing view
    ///     hierarchy.
    ///   - prompt: The key for the localized prompt of the search field.
    ///   - token: A view builder that creates a view given a binding to an element in tokens.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> some View
    ) -> some View where C.Element: Identifiable {
        editableTokenSearchable(text: text, tokens: editableTokens, isPresented: nil, placement: placement, prompt: Text(prompt), token: token)
    }

    /// Marks this view as searchable with text and editable tokens: each token's view is made
    /// from a binding to it, and drawn in the field before the text.
    ///
    /// - Parameters:
    ///   - text: The text to display and edit in the search field.
    ///   - editableTokens: A collection of tokens to display and edit in the search field.
    ///   - placement: The preferred placement of the search field within the containing view
    ///     hierarchy.
    ///   - prompt: A string representing the prompt of the search field.
    ///   - token: A view builder that creates a view given a binding to an element in tokens.
    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: some StringProtocol,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> some View
    ) -> some View where C.Element: Identifiable {
        editableTokenSearchable(text: text, tokens: editableTokens, isPresented: nil, placement: placement, prompt: Text(prompt), token: token)
    }

    /// Marks this view as searchable with text and editable tokens: each token's view is made
    /// from a binding to it, and drawn in the field before the text.
    ///
    /// - Parameters:
    ///   - text: The text to display and edit in the search field.
    ///   - editableTokens: A collection of tokens to display and edit in the search field.
    ///   - isPresented: Whether the search is presented.
    ///   - placement: The preferred placement of the search field within the containing view
    ///     hierarchy.
    ///   - prompt: A `Text` view representing the prompt of the search field.
    ///   - token: A view builder that creates a view given a binding to an element in tokens.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> some View
    ) -> some View where C.Element: Identifiable {
        editableTokenSearchable(text: text, tokens: editableTokens, isPresented: isPresented, placement: placement, prompt: prompt, token: token)
    }

    /// Marks this view as searchable with text and editable tokens: each token's view is made
    /// from a binding to it, and drawn in the field before the text.
    ///
    /// - Parameters:
    ///   - text: The text to display and edit in the search field.
    ///   - editableTokens: A collection of tokens to display and edit in the search field.
    ///   - isPresented: Whether the search is presented.
    ///   - placement: The preferred placement of the search field within the containing view
    ///     hierarchy.
    ///   - prompt: The key for the localized prompt of the search field.
    ///   - token: A view builder that creates a view given a binding to an element in tokens.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> some View
    ) -> some View where C.Element: Identifiable {
        editableTokenSearchable(text: text, tokens: editableTokens, isPresented: isPresented, placement: placement, prompt: Text(prompt), token: token)
    }

    /// Marks this view as searchable with text and editable tokens: each token's view is made
    /// from a binding to it, and drawn in the field before the text.
    ///
    /// - Parameters:
    ///   - text: The text to display and edit in the search field.
    ///   - editableTokens: A collection of tokens to display and edit in the search field.
    ///   - isPresented: Whether the search is presented.
    ///   - placement: The preferred placement of the search field within the containing view
    ///     hierarchy.
    ///   - prompt: A string representing the prompt of the search field.
    ///   - token: A view builder that creates a view given a binding to an element in tokens.
    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: some StringProtocol,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> some View
    ) -> some View where C.Element: Identifiable {
        editableTokenSearchable(text: text, tokens: editableTokens, isPresented: isPresented, placement: placement, prompt: Text(prompt), token: token)
    }
    /// The searchable modifier of the token forms: the tokens' views in the field, and a
    /// completed token appended to them.
    private func tokenSearchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>?, placement: SearchFieldPlacement, prompt: Text?,
        token: @escaping (C.Element) -> T
    ) -> some View {
        var declaration = SearchDeclaration(text: text, isPresented: isPresented, placement: placement, prompt: prompt, suggestions: nil)
        declaration.tokens = tokens.wrappedValue.map { AnyView(token($0)) }
        declaration.addToken = SearchDeclaration.adding(to: tokens, clearing: text)
        return modifier(SearchableModifier(declaration: declaration))
    }

    /// The searchable modifier of the editable-token forms: each token's view made from a
    /// binding to it, and a completed token appended.
    private func editableTokenSearchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>?, placement: SearchFieldPlacement, prompt: Text?,
        token: @escaping (Binding<C.Element>) -> T
    ) -> some View {
        var declaration = SearchDeclaration(text: text, isPresented: isPresented, placement: placement, prompt: prompt, suggestions: nil)
        declaration.tokens = Array(tokens.wrappedValue.indices).map { index in
            AnyView(token(Binding(
                get: { tokens.wrappedValue[index] },
                set: { tokens.wrappedValue.replaceSubrange(index ... index, with: CollectionOfOne($0)) })))
        }
        declaration.addToken = SearchDeclaration.adding(to: tokens, clearing: text)
        return modifier(SearchableModifier(declaration: declaration))
    }
}

extension SearchDeclaration {
    /// What completing a token does: appends it to `tokens` (when it is of their element type)
    /// and clears `text`.
    static func adding<C: RangeReplaceableCollection>(to tokens: Binding<C>, clearing text: Binding<String>) -> (Any) -> Void {
        { token in
            guard let token = token as? C.Element else { return }
            tokens.wrappedValue.append(token)
            text.wrappedValue = ""
        }
    }
}
