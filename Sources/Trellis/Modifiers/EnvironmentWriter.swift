import Foundation

nonisolated extension View {
    /// Sets the environment value of the specified key path to the given value, for this view
    /// and its descendants.
    ///
    /// ```swift
    /// HStack { Color.red; Color.blue }.environment(\.layoutDirection, .rightToLeft)
    /// ```
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentWriter(write: { $0[keyPath: keyPath] = value }))
    }

    /// Transforms the environment value of the specified key path with the given function,
    /// for this view and its descendants.
    ///
    /// ```swift
    /// Text("Fine print").transformEnvironment(\.font) { $0 = ($0 ?? .body).italic() }
    /// ```
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        modifier(EnvironmentWriter(write: { transform(&$0[keyPath: keyPath]) }))
    }
}

/// Resolves its content with a changed environment.
nonisolated struct EnvironmentWriter: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let write: (inout EnvironmentValues) -> Void

    func resolve<Content: View>(content: Content, into resolver: inout Resolver, elements: inout [NodeID]) {
        let saved = resolver.environment
        write(&resolver.environment)
        if resolver.environment.displayScale != saved.displayScale, let problem = resolver.environment.displayScaleProblem {
            resolver.report(.invalidModifierValue, "displayScale", problem)
        }
        resolver.resolve(content, into: &elements)
        resolver.environment = saved
    }
}
