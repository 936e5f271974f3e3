import Foundation

nonisolated extension View {
    /// Associates a destination view with a presented data type for use within a navigation
    /// stack.
    ///
    /// A `NavigationLink(_:value:)` or a value appended to the stack's path shows the view
    /// `destination` makes for it, when the value's type is `D`. Declare it in a screen of the
    /// stack (the root or a pushed one), outside lazy containers; the first declaration for a
    /// type wins. Outside a ``NavigationStack`` it does nothing.
    ///
    /// ```swift
    /// NavigationStack {
    ///     List { NavigationLink("Item 1", value: 1) }
    ///         .navigationDestination(for: Int.self) { Text("Item \($0)") }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - data: The type of data that this destination matches.
    ///   - destination: A view builder that defines a view to display when the stack's
    ///     navigation state contains a value of type `data`.
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        modifier(NavigationDestinationForModifier(destination: destination))
    }

    /// Associates a destination view with a binding that can be used to push the view onto a
    /// ``NavigationStack``.
    ///
    /// While `isPresented` is `true` the stack shows `destination` above its other screens;
    /// popping it (its back button, `dismiss`) sets `isPresented` to `false`.
    ///
    /// ```swift
    /// Button("Show") { showDetail = true }
    ///     .navigationDestination(isPresented: $showDetail) { Text("Detail") }
    /// ```
    ///
    /// - Parameters:
    ///   - isPresented: A binding to a Boolean value that indicates whether `destination` is
    ///     currently presented.
    ///   - destination: A view to present.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        let view = AnyView(destination())
        return modifier(NavigationDestinationPresentingModifier(destination: PresentedDestination(
            view: { isPresented.wrappedValue ? view : nil }, dismiss: { isPresented.wrappedValue = false })))
    }

    /// Associates a destination view with a bound value for use within a navigation stack.
    ///
    /// While `item` is not `nil` the stack shows the view `destination` makes for it above
    /// its other screens; popping it sets `item` to `nil`.
    ///
    /// ```swift
    /// List(colors, id: \.self, selection: $selected) { Text($0) }
    ///     .navigationDestination(item: $selected) { Text($0) }
    /// ```
    ///
    /// - Parameters:
    ///   - item: A binding to the data presented, or `nil` if nothing is currently presented.
    ///   - destination: A view builder that defines a view to display when `item` is not
    ///     `nil`.
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        modifier(NavigationDestinationPresentingModifier(destination: PresentedDestination(
            view: { item.wrappedValue.map { AnyView(destination($0)) } }, dismiss: { item.wrappedValue = nil })))
    }
}

/// `navigationDestination(for:destination:)`: registers its destination with the stack
/// around, then resolves its content.
nonisolated struct NavigationDestinationForModifier<D: Hashable, C: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let destination: (D) -> C

    func resolve<Content: View>(content: Content, into resolver: inout Resolver, elements: inout [NodeID]) {
        let destination = self.destination
        resolver.environment.navigation.stack?.register(D.self) { value in
            (value.base as? D).map { AnyView(destination($0)) } ?? AnyView(EmptyView())
        }
        resolver.resolve(content, into: &elements)
    }
}

/// `navigationDestination(isPresented:)` and `(item:)`: notes its destination with the stack
/// around (which reads the binding), then resolves its content.
nonisolated struct NavigationDestinationPresentingModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let destination: PresentedDestination

    func resolve<Content: View>(content: Content, into resolver: inout Resolver, elements: inout [NodeID]) {
        resolver.environment.navigation.stack?.present(destination)
        resolver.resolve(content, into: &elements)
    }
}
