import Foundation

/// Transforms the sections of a given view into a resulting content view
/// (`Group(sections:transform:)`).
nonisolated public struct GroupSectionsOfContent<Sections: View, Content: View>: View {
    let sections: Sections
    let transform: (SectionCollection) -> Content

    /// Resolved through its entry point.
    public var body: Never { fatalError("GroupSectionsOfContent has no body") }

    /// Resolves the base view's sections, then the view the transform makes of them.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        let collection = resolver.sections(resolving: ResolvableContent(view.sections))
        resolver.resolve(view.transform(collection))
    }
}

extension Group {
    /// Constructs a group from the sections of the given view.
    ///
    /// ```swift
    /// Group(sections: content) { sections in
    ///     ForEach(sections) { section in
    ///         section.header
    ///         section.content.padding(.leading, 8)
    ///     }
    /// }
    /// ```
    public init<Base: View, Result: View>(
        sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result
    ) where Content == GroupSectionsOfContent<Base, Result> {
        self.init { GroupSectionsOfContent(sections: view, transform: transform) }
    }
}
