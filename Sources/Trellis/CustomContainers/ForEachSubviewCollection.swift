import Foundation

/// A collection which allows a view to be treated as a collection of its subviews in a
/// for-each loop (`ForEach(subviews:content:)`); its subviews are resolved when the for-each
/// is.
nonisolated public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
    let base: ResolvableContent
    /// The subviews, once the for-each that owns the collection resolves them.
    let resolved = ResolvedLater<SubviewsCollection>()

    /// Resolves the subviews, here: the for-each's entry point calls it before walking them.
    @usableFromInline
    func resolveSubviews(_ resolver: inout Resolver) {
        resolved.value = resolver.subviews(resolving: base)
    }

    /// The position of the first subview.
    public var startIndex: Int { 0 }
    /// The position after the last subview.
    public var endIndex: Int { resolved.value?.count ?? 0 }
    /// The subview at `position`.
    public subscript(position: Int) -> Subview { resolved.value![position] }
}

extension ForEach where Content: View {
    /// Creates an instance that creates views from the subviews of a given view.
    ///
    /// ```swift
    /// ForEach(subviews: content) { subview in
    ///     subview.frame(maxWidth: .infinity)
    /// }
    /// ```
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
    where Data == ForEachSubviewCollection<Content>, ID == Subview.ID {
        self.init(ForEachSubviewCollection(base: ResolvableContent(view)), id: \.id, content: content)
    }
}
