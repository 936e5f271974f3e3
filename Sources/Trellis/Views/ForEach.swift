import Foundation

/// A structure that computes views on demand from an underlying collection of identified data.
///
/// Its content is views (then it is a `View`), or other content a container takes one of per
/// element, as a table's rows (then it is `TableRowContent`).
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The collection of underlying identified data.
    public var data: Data
    /// A function to create content on demand using the underlying data.
    public var content: (Data.Element) -> Content
    @usableFromInline let id: KeyPath<Data.Element, ID>

    /// Stores its parts; the public initialisers say what the content is built with.
    @inlinable
    init(data: Data, id: KeyPath<Data.Element, ID>, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }
}

extension ForEach: View where Content: View {
    /// Creates an instance that computes views from `data`, identified by the key path `id`.
    @inlinable
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: id, content: content)
    }

    /// A for-each has no body: the views it computes are resolved directly.
    public var body: Never { fatalError("ForEach has no body") }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable, Content: View {
    /// Creates an instance that computes views from identifiable data.
    @inlinable
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// Creates an instance that computes views over a constant range.
    @inlinable
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach where Content: View {
    /// Resolves the view computed for each element of the data, in order.
    @inlinable
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.owningProblems { resolver in
            // `ForEach(subviews:)` resolves its view's subviews first (a type comparison: free).
            if Data.self == ForEachSubviewCollection<Content>.self {
                unsafeBitCast(view.data, to: ForEachSubviewCollection<Content>.self).resolveSubviews(&resolver)
            } else if Data.self == ForEachSectionCollection<Content>.self {
                unsafeBitCast(view.data, to: ForEachSectionCollection<Content>.self).resolveSections(&resolver)
            } else if resolver.scope.lazy.current >= 0 {
                // In a lazy container in a scroll view: only the rows near what shows.
                resolver.resolveLazily(view)
                return
            }
            // Inside a live view whose body is tracked, the content's reads are tracked too.
            if resolver.scope.trackedLiveViews > 0 {
                resolver.resolveTracking(view)
                return
            }
            // The most common data, a range of integers (`ForEach(0 ..< n)`), is stepped as
            // plain integers: where this code runs unspecialised, each step through the
            // collection's witnesses costs about a thousand instructions of type lookups.
            // After the first element, the resolver makes room for the rest (see
            // `_ViewResolver.reserve(forMoreElements:likeSince:)`).
            if Data.self == Range<Int>.self {
                let range = unsafeBitCast(view.data, to: Range<Int>.self)
                guard let first = range.first else { return }
                let extent = resolver.extent()
                resolver.resolve(view.content(unsafeBitCast(first, to: Data.Element.self)))
                resolver.reserve(forMoreElements: range.count - 1, likeSince: extent)
                for value in range.dropFirst() {
                    resolver.resolve(view.content(unsafeBitCast(value, to: Data.Element.self)))
                }
                return
            }
            // Walking the indices, not an iterator, for the same reason.
            var index = view.data.startIndex
            let end = view.data.endIndex
            guard index != end else { return }
            let extent = resolver.extent()
            resolver.resolve(view.content(view.data[index]))
            view.data.formIndex(after: &index)
            resolver.reserve(forMoreElements: view.data.underestimatedCount - 1, likeSince: extent)
            while index != end {
                resolver.resolve(view.content(view.data[index]))
                view.data.formIndex(after: &index)
            }
        }
    }
}
