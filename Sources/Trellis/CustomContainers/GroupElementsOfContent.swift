import Foundation

/// Transforms the subviews of a given view into a resulting content view
/// (`Group(subviews:transform:)`).
nonisolated public struct GroupElementsOfContent<Subviews: View, Content: View>: View {
    let subviews: Subviews
    let transform: (SubviewsCollection) -> Content

    /// Resolves the subviews, then what the transform makes of them.
    public var body: Never { fatalError("GroupElementsOfContent has no body") }

    /// Resolves the base view's subviews, then the view the transform makes of them.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        let collection = resolver.subviews(resolving: ResolvableContent(view.subviews))
        resolver.resolve(view.transform(collection))
    }
}

extension Group {
    /// Constructs a group from the subviews of the given view.
    ///
    /// ```swift
    /// struct CardStack<Content: View>: View {
    ///     @ViewBuilder var content: Content
    ///     var body: some View {
    ///         VStack {
    ///             Group(subviews: content) { subviews in
    ///                 ForEach(subviews) { subview in subview.padding(4) }
    ///             }
    ///         }
    ///     }
    /// }
    /// ```
    public init<Base: View, Result: View>(
        subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result
    ) where Content == GroupElementsOfContent<Base, Result> {
        self.init { GroupElementsOfContent(subviews: view, transform: transform) }
    }
}
